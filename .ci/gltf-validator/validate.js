#!/usr/bin/env node
// Validates one glTF or GLB file with the Khronos glTF Validator and prints its report as JSON
// on standard output. Exit status: 0 when the report was printed (whatever it says), 2 when the
// file could not be read or validated at all (the reason on standard error).
'use strict';
const fs = require('fs');
const path = require('path');
const validator = require('gltf-validator');

async function main() {
  const file = process.argv[2];
  if (!file) {
    process.stderr.write('usage: node validate.js FILE.glb|FILE.gltf\n');
    process.exit(2);
  }
  const bytes = new Uint8Array(fs.readFileSync(file));
  const dir = path.dirname(path.resolve(file));
  const report = await validator.validateBytes(bytes, {
    uri: path.basename(file),
    maxIssues: 0,
    externalResourceFunction: (uri) => new Promise((resolve, reject) => {
      fs.readFile(path.join(dir, decodeURIComponent(uri)), (err, data) => {
        if (err) {
          reject(err.toString());
        } else {
          resolve(new Uint8Array(data));
        }
      });
    }),
  });
  process.stdout.write(JSON.stringify(report) + '\n');
}

main().catch((e) => {
  process.stderr.write('cannot validate ' + process.argv[2] + ': ' + (e && e.stack ? e.stack : e) + '\n');
  process.exit(2);
});
