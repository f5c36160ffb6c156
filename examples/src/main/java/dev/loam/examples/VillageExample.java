package dev.loam.examples;

import dev.loam.blockmap.Authority;
import dev.loam.blockmap.BlockAt;
import dev.loam.blockmap.BlockCellEdit;
import dev.loam.blockmap.BlockCellRefusal;
import dev.loam.blockmap.BlockEdit;
import dev.loam.blockmap.BlockEditRefusal;
import dev.loam.blockmap.BlockEditResult;
import dev.loam.blockmap.BlockEdits;
import dev.loam.blockmap.BlockMap;
import dev.loam.blockmap.BlockMapEdits;
import dev.loam.blockmap.BlockMapFile;
import dev.loam.blockmap.BlockMapFiles;
import dev.loam.blockmap.BlockMapText;
import dev.loam.blockmap.BlockSet;
import dev.loam.blockmap.BlockSetLookup;
import dev.loam.blockmap.WaterLook;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;

/**
 * The first program to run: loads the example village map, prints it, digs a cell with
 * {@code setCell}, raises a paved plateau with a stair up its side with the file-editing tools
 * (the spec's edit list), prints the result, and shows how a bad edit is refused. Console only for
 * now; the renderer will turn it into pictures.
 *
 * <p>Run: {@code java -jar examples/target/examples.jar}
 */
public final class VillageExample {
    /** The spec's village set, with stone for the plateau. */
    static final BlockSet VILLAGE = BlockSet.define("village", set -> set
            .block("grass", b -> b.top("#5f8f3e").side("#6e5a46").lip("#4f7a36").fringe(2))
            .block("cobblestone", b -> b.top("#8a8478").side("#5a5650"))
            .block("riverbed", b -> b.top("#6b6250").water(WaterLook.builder().flowSpeed(1.5).build()))
            .block("stairs", b -> b.top("#9a9384").riser("#4a463f").stairs())
            .block("tree", b -> b.top("#2f5a2c").blocked())
            .block("stone", b -> b.top("#9c9a94").side("#6a6862")));

    private VillageExample() {
    }

    public static void main(String[] args) {
        run(System.out);
    }

    /** Runs the example, printing to {@code out}. */
    static void run(PrintStream out) {
        BlockMapFile file = BlockMapFiles.read(resource("village.json"));
        out.println("== The village, as its file holds it ==");
        out.print(BlockMapText.format("village", file, Optional.of(VILLAGE)));

        // A live map, centred on the origin, with the authority of a single-player game.
        BlockMap village = BlockMapFiles.toMap(file, "village", BlockSetLookup.DEFINED);
        Authority game = Authority.create("single-player");

        out.println();
        out.println("== Dig the cell under a point one step ==");
        BlockAt cell = village.findBlockAt(-3.5, -3.5).orElseThrow();
        out.printf("under (-3.5, -3.5): %s '%c' at column %d, row %d, %d steps, top %.2f m%n", cell.block().name(),
                cell.symbol(), cell.column(), cell.row(), cell.heightSteps(), cell.topMetres());
        Optional<BlockCellRefusal> dug = village.setCell(game,
                BlockCellEdit.height(cell.column(), cell.row(), cell.heightSteps() - 1));
        out.println(dug.map(r -> "refused: " + r.message()).orElse("dug: now " + village.heightSteps(cell.column(), cell.row())
                + " steps, top " + village.topMetres(cell.column(), cell.row()) + " m"));

        out.println();
        out.println("== Refused: a dig that takes the step from a stair ==");
        // The stair at column 7, row 7 climbs north to column 7, row 6; lowering that cell leaves it no step.
        Optional<BlockCellRefusal> refused = village.setCell(game, BlockCellEdit.height(7, 6, 1));
        out.println(refused.map(BlockCellRefusal::message).orElse("(unexpectedly written)"));

        out.println();
        out.println("== Raise a paved plateau with a stair up its side (the spec's edit list) ==");
        List<BlockEdit> plateau = BlockEdits.readJson(resource("plateau-edits.json"));
        BlockEditResult raised = BlockMapEdits.apply(file, plateau, BlockSetLookup.DEFINED);
        if (raised.refusal().isPresent()) {
            throw new IllegalStateException(raised.refusal().get().message());
        }
        out.print(BlockMapText.format("village, with the plateau", raised.file(), Optional.of(VILLAGE)));

        out.println();
        out.println("== Refused: an edit list whose third edit lays a stair with no step ==");
        List<BlockEdit> bad = BlockEdits.readJson("""
                [ {"tool": "raise", "cells": [[12, 5]], "steps": 1},
                  {"tool": "paint", "cells": [[1, 5]], "block": "cobblestone"},
                  {"tool": "stairs", "cell": [1, 5]} ]
                """);
        BlockEditResult result = BlockMapEdits.apply(raised.file(), bad, BlockSetLookup.DEFINED);
        out.println(result.refusal().map(BlockEditRefusal::message).orElse("(unexpectedly applied)"));
        out.println("the file is unchanged: " + result.file().equals(raised.file()));
    }

    private static String resource(String name) {
        try (InputStream in = VillageExample.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("the example's resource " + name + " is missing from the jar");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
