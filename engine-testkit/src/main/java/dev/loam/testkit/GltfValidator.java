package dev.loam.testkit;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The Khronos glTF Validator (the npm package {@code gltf-validator}) run from tests on a
 * {@code .glb} or {@code .gltf} file or on GLB bytes, giving its report's errors, warnings, infos
 * and hints. It runs {@code node .ci/gltf-validator/validate.js FILE} from the repository root
 * (the folder above the working directory that holds {@code .ci/gltf-validator/package.json}),
 * and installs the package there with {@code npm ci} on first use when it is missing, under a file
 * lock, so that test JVMs running at once install it once and never read a half-installed copy.
 *
 * <p>Nothing is skipped: when {@code node} or {@code npm} is missing, or the install or the run
 * fails, the call fails the test with an {@link AssertionError} saying what to install or what
 * went wrong. Thread-safe.
 */
public final class GltfValidator {
    /** The package folder, relative to the repository root. */
    public static final String PACKAGE = ".ci/gltf-validator";

    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final Object INSTALL = new Object();
    private static volatile Path ready;

    private GltfValidator() {
    }

    /**
     * One issue of a report.
     *
     * @param code     the validator's code, such as {@code ACCESSOR_MIN_MISMATCH}
     * @param message  its words
     * @param severity 0 error, 1 warning, 2 info, 3 hint
     * @param pointer  the JSON pointer of the place, such as {@code /meshes/0/primitives/0}; "" for none
     */
    public record Issue(String code, String message, int severity, String pointer) {
        @Override
        public String toString() {
            String[] names = {"error", "warning", "info", "hint"};
            String level = severity >= 0 && severity < names.length ? names[severity] : "severity " + severity;
            return level + " " + code + (pointer.isEmpty() ? "" : " at " + pointer) + ": " + message;
        }
    }

    /**
     * What the validator said of one file.
     *
     * @param errors   how many errors
     * @param warnings how many warnings
     * @param infos    how many infos
     * @param hints    how many hints
     * @param issues   every issue, as the validator listed them
     * @param json     the whole report as the validator printed it
     */
    public record Report(int errors, int warnings, int infos, int hints, List<Issue> issues, String json) {
        public Report {
            issues = List.copyOf(issues);
        }

        /** The issues of one severity (0 error, 1 warning, 2 info, 3 hint). */
        public List<Issue> issues(int severity) {
            return issues.stream().filter(i -> i.severity() == severity).toList();
        }

        /** Every issue, one a line. */
        public String describe() {
            StringBuilder s = new StringBuilder();
            s.append(errors).append(" errors, ").append(warnings).append(" warnings, ").append(infos).append(" infos, ")
                    .append(hints).append(" hints");
            for (Issue i : issues) {
                s.append("\n  ").append(i);
            }
            return s.toString();
        }
    }

    /**
     * Validates GLB bytes, written to a temporary file that is removed afterwards.
     *
     * @param glb  the file's bytes
     * @param name a name for messages
     * @throws AssertionError when the validator cannot be installed or run
     */
    public static Report validate(byte[] glb, String name) {
        Path tmp;
        try {
            tmp = Files.createTempFile("loam-" + name.replaceAll("[^A-Za-z0-9_.-]", "_") + "-", ".glb");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write a temporary file for " + name, e);
        }
        try {
            Files.write(tmp, glb);
            return validate(tmp);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write a temporary file for " + name, e);
        } finally {
            try {
                Files.deleteIfExists(tmp);
            } catch (IOException ignored) {
                // a temporary file left behind is no test failure
            }
        }
    }

    /**
     * Validates a {@code .glb} or {@code .gltf} file (a {@code .gltf}'s external files beside it).
     *
     * @throws AssertionError when the validator cannot be installed or run
     */
    public static Report validate(Path file) {
        Path dir = installed();
        Path script = dir.resolve("validate.js");
        Run run = run(List.of(node(), script.toString(), file.toAbsolutePath().toString()), dir, 180);
        if (run.code != 0) {
            throw new AssertionError("the glTF validator failed on " + file + " (exit " + run.code + "):\n" + run.err);
        }
        JsonNode report;
        try {
            report = JSON.readTree(run.out);
        } catch (RuntimeException e) {
            throw new AssertionError("the glTF validator printed no report for " + file + ":\n" + run.out + run.err, e);
        }
        JsonNode issues = report.path("issues");
        List<Issue> list = new ArrayList<>();
        for (JsonNode m : issues.path("messages")) {
            list.add(new Issue(m.path("code").asString(""), m.path("message").asString(""), m.path("severity").asInt(-1),
                    m.path("pointer").asString("")));
        }
        return new Report(issues.path("numErrors").asInt(-1), issues.path("numWarnings").asInt(-1),
                issues.path("numInfos").asInt(-1), issues.path("numHints").asInt(-1), list, run.out);
    }

    /**
     * Validates GLB bytes and fails when the validator finds any error.
     *
     * @return the report, for the caller to look at warnings
     * @throws AssertionError listing every issue when there is an error
     */
    public static Report assertNoErrors(byte[] glb, String name) {
        Report r = validate(glb, name);
        if (r.errors() != 0) {
            throw new AssertionError("the glTF validator finds errors in " + name + ": " + r.describe());
        }
        return r;
    }

    /** The repository root: the nearest folder at or above the working directory holding the package. */
    public static Path repositoryRoot() {
        Path at = Path.of("").toAbsolutePath();
        for (Path p = at; p != null; p = p.getParent()) {
            if (Files.isRegularFile(p.resolve(PACKAGE).resolve("package.json"))) {
                return p;
            }
        }
        throw new AssertionError("no folder at or above " + at + " holds " + PACKAGE + "/package.json: run the tests "
                + "inside the Loam repository");
    }

    /** The package folder, with its dependencies installed. */
    @SuppressWarnings("try") // the file lock is held for the install, never read by name
    private static Path installed() {
        Path done = ready;
        if (done != null) {
            return done;
        }
        synchronized (INSTALL) {
            if (ready != null) {
                return ready;
            }
            Path dir = repositoryRoot().resolve(PACKAGE);
            node();
            try (FileChannel lock = FileChannel.open(dir.resolve(".install.lock"), StandardOpenOption.CREATE,
                    StandardOpenOption.WRITE); FileLock held = lock.lock()) {
                if (!isInstalled(dir)) {
                    String npm = tool("npm", "npm is not on PATH: the glTF validation tests install the validator with "
                            + "npm ci --prefix " + PACKAGE + "; install Node.js 18 or later with npm (apt-get install nodejs npm)");
                    Run run = run(List.of(npm, "ci", "--prefix", dir.toString(), "--no-audit", "--no-fund"), dir, 600);
                    if (run.code != 0 || !isInstalled(dir)) {
                        throw new AssertionError("npm ci --prefix " + dir + " failed (exit " + run.code + "); the glTF "
                                + "validation tests need the npm package gltf-validator:\n" + run.out + run.err);
                    }
                }
            } catch (IOException e) {
                throw new AssertionError("cannot lock " + dir.resolve(".install.lock") + " to install the glTF validator: " + e, e);
            }
            ready = dir;
            return dir;
        }
    }

    private static boolean isInstalled(Path dir) {
        return Files.isRegularFile(dir.resolve("node_modules/gltf-validator/package.json"))
                && Files.isRegularFile(dir.resolve("node_modules/.package-lock.json"));
    }

    private static String node() {
        return tool("node", "node is not on PATH: the glTF validation tests run the Khronos glTF Validator on Node.js; "
                + "install Node.js 18 or later with npm (apt-get install nodejs npm)");
    }

    /** The tool's name when it runs ({@code --version}), else an AssertionError saying what to install. */
    private static String tool(String name, String missing) {
        try {
            Run r = run(List.of(name, "--version"), Path.of("").toAbsolutePath(), 60);
            if (r.code == 0) {
                return name;
            }
            throw new AssertionError(missing + " (" + name + " --version exits " + r.code + ": " + r.err.strip() + ")");
        } catch (UncheckedIOException e) {
            throw new AssertionError(missing, e);
        }
    }

    private record Run(int code, String out, String err) {
    }

    private static Run run(List<String> command, Path dir, int timeoutSeconds) {
        Path out = null, err = null;
        try {
            out = Files.createTempFile("loam-validator-", ".out");
            err = Files.createTempFile("loam-validator-", ".err");
            Process p = new ProcessBuilder(command).directory(dir.toFile()).redirectOutput(out.toFile())
                    .redirectError(err.toFile()).redirectInput(ProcessBuilder.Redirect.PIPE).start();
            p.getOutputStream().close();
            if (!p.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new AssertionError(String.join(" ", command) + " ran past " + timeoutSeconds + " s");
            }
            return new Run(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8), Files.readString(err, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot run " + String.join(" ", command) + ": " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted while running " + String.join(" ", command), e);
        } finally {
            for (Path f : new Path[] {out, err}) {
                if (f != null) {
                    try {
                        Files.deleteIfExists(f);
                    } catch (IOException ignored) {
                        // a temporary file left behind is no test failure
                    }
                }
            }
        }
    }
}
