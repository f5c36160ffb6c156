package dev.loam.testkit;

import dev.loam.blockmap.BlockCover;
import dev.loam.blockmap.BlockLegend;
import dev.loam.blockmap.BlockMap;
import dev.loam.blockmap.BlockSet;
import dev.loam.blockmap.PixelTexture;
import dev.loam.blockmap.TextureVariation;
import dev.loam.blockmap.WaterLook;
import java.util.Map;

/**
 * The block-map spec's examples ({@code spec/block-maps.md}), written once for every module's
 * tests: the village set and its terraces, the village green with its lawn and tufts, as built
 * objects and as the files a reader or the CLI takes.
 *
 * <p>Every method builds a new, unregistered object, so a test may edit what it gets. engine-core's
 * own tests cannot depend on this module (it depends on engine-core), so they keep the one copy
 * they need in their own {@code Fixtures}.
 */
public final class SpecFixtures {
    /** The tiles spec's region test-tiles-terrain, word for word: a region spec in JSON. */
    public static final String TEST_TILES_TERRAIN = """
            {
              "template": "region",
              "name": "test-tiles-terrain",
              "seed": 3,
              "size": [10, 10],
              "base": 0,
              "biome": "meadow",
              "features": [
                { "kind": "hill", "at": [5, 5], "level": 3, "name": "hill" },
                { "kind": "mountain", "at": [7, 7], "level": 3, "radius": 2, "name": "peak" },
                { "kind": "plateau", "at": [2, 6], "size": [2, 2], "level": 2, "name": "plateau" }
              ],
              "props": { "trees": false, "rocks": false }
            }
                        """;

    /** The village grass's top colour, {@code #rrggbb}. */
    public static final String GRASS_TOP = "#5f8f3e";
    /** The village grass's side colour, {@code #rrggbb}. */
    public static final String GRASS_SIDE = "#6e5a46";
    /** The village grass's lip colour, {@code #rrggbb}. */
    public static final String GRASS_LIP = "#4f7a36";
    /** The village cobblestone's top colour, {@code #rrggbb}. */
    public static final String COBBLE_TOP = "#8a8478";
    /** The village cobblestone's side colour, {@code #rrggbb}. */
    public static final String COBBLE_SIDE = "#5a5650";
    /** The village riverbed's top colour, {@code #rrggbb}. */
    public static final String RIVERBED_TOP = "#6b6250";
    /** The village stairs' top colour, {@code #rrggbb}. */
    public static final String STAIRS_TOP = "#9a9384";
    /** The village stairs' riser colour, {@code #rrggbb}. */
    public static final String STAIRS_RISER = "#4a463f";
    /** The village tree's top colour, {@code #rrggbb}. */
    public static final String TREE_TOP = "#2f5a2c";
    /** The village river's flow, in metres a second. */
    public static final double RIVER_FLOW = 1.5;

    /** The spec's village set as a block-set file, as {@code --sets} reads it. */
    public static final String VILLAGE_SET_JSON = """
            { "name": "village",
              "blocks": {
                "grass": { "top": "%s", "side": "%s", "lip": "%s" },
                "cobblestone": { "top": "%s", "side": "%s" },
                "riverbed": { "top": "%s", "water": { "flowSpeed": 1.5 } },
                "stairs": { "top": "%s", "riser": "%s", "stairs": true },
                "tree": { "top": "%s", "blocked": true } } }
            """.formatted(GRASS_TOP, GRASS_SIDE, GRASS_LIP, COBBLE_TOP, COBBLE_SIDE, RIVERBED_TOP, STAIRS_TOP,
            STAIRS_RISER, TREE_TOP);

    /** The spec's terraces as a map file: the rows and legend of {@link #terraces()}, its sea and its position. */
    public static final String TERRACES_JSON = """
            { "name": "terraces", "blockSet": "village",
              "cells": ["ggggT", "ccscc", "wwwww"],
              "heights": ["22222", "11111", "-1 -1 -1 -1 -1"],
              "legend": { "g": "grass", "c": "cobblestone", "w": "riverbed", "s": "stairs", "T": "tree" },
              "sea": 0.2, "position": [-2.5, 0, -1.5] }
            """;

    /** The spec's lawn: two greens in a fine check, 64 by 64 texels. */
    public static final PixelTexture LAWN = PixelTexture.define("lawn", 64, 64, canvas -> {
        for (int y = 0; y < 64; y++) {
            for (int x = 0; x < 64; x++) {
                canvas.setColour(x, y, (x * 3 + y * 5) % 7 != 0 ? 0x4a7d3a : 0x77a345);
            }
        }
    });

    /** The spec's tufts: four frames of 16 texels side by side, each a card a metre square. */
    public static final PixelTexture TUFTS = PixelTexture.builder("tufts", 64, 16).variation(TextureVariation.NONE)
            .paint(canvas -> {
                for (int y = 0; y < 16; y++) {
                    for (int x = 0; x < 64; x++) {
                        double fromMiddle = Math.abs((x % 16) - 7.5);
                        double tall = x % 2 == 0 ? 12 - fromMiddle : 0;
                        int up = 15 - y;
                        canvas.setAlpha(x, y, up < tall ? 1 : 0);
                        canvas.setColour(x, y, up >= tall - 1 ? 0xb5cc52 : 0x3f7030);
                    }
                }
            }).build();

    private SpecFixtures() {
    }

    /**
     * A {@code #rrggbb} colour as the 0xRRGGBB int the mesh faces use.
     *
     * @throws NumberFormatException where {@code hex} is not {@code #} and six hex digits
     */
    public static int rgb(String hex) {
        if (hex.length() != 7 || hex.charAt(0) != '#') {
            throw new NumberFormatException("colour \"" + hex + "\" is not #rrggbb");
        }
        return Integer.parseInt(hex.substring(1), 16);
    }

    /** The spec's village set, its river flowing at {@value #RIVER_FLOW} m/s; a new set, unregistered. */
    public static BlockSet village() {
        return village(RIVER_FLOW);
    }

    /**
     * The spec's village set with its river flowing at another speed; a new set, unregistered.
     *
     * @param flowSpeed metres a second, 0 or more
     */
    public static BlockSet village(double flowSpeed) {
        return BlockSet.builder("village")
                .block("grass", b -> b.top(GRASS_TOP).side(GRASS_SIDE).lip(GRASS_LIP))
                .block("cobblestone", b -> b.top(COBBLE_TOP).side(COBBLE_SIDE))
                .block("riverbed", b -> b.top(RIVERBED_TOP).water(WaterLook.builder().flowSpeed(flowSpeed).build()))
                .block("stairs", b -> b.top(STAIRS_TOP).riser(STAIRS_RISER).stairs())
                .block("tree", b -> b.top(TREE_TOP).blocked())
                .build();
    }

    /** The spec's village legend: g grass, c cobblestone, w riverbed, s stairs, T tree. */
    public static BlockLegend villageLegend() {
        return BlockLegend.ofNames(Map.of('g', "grass", 'c', "cobblestone", 'w', "riverbed", 's', "stairs", 'T', "tree"));
    }

    /**
     * The spec's terraces: grass and a tree two steps up, a cobbled path with a stair a step up, a
     * river bed a step under 0 with its sea at 0.2 m; cell [0, 0]'s north-west corner at (-2.5, 0, -1.5).
     */
    public static BlockMap terraces() {
        return terraces(RIVER_FLOW);
    }

    /**
     * The spec's terraces with the river flowing at another speed.
     *
     * @param flowSpeed metres a second, 0 or more
     */
    public static BlockMap terraces(double flowSpeed) {
        return BlockMap.builder("terraces", village(flowSpeed)).legend(villageLegend())
                .cells("ggggT", "ccscc", "wwwww")
                .heights(new int[][] {{2, 2, 2, 2, 2}, {1, 1, 1, 1, 1}, {-1, -1, -1, -1, -1}})
                .sea(0.2).position(-2.5, 0, -1.5).build();
    }

    /** The spec's green set: lawn grass ranked 2 with 3 to 5 tufts a cell, a path with 0.12 a cell. */
    public static BlockSet green() {
        return BlockSet.builder("green")
                .block("grass", b -> b.top(LAWN).side(GRASS_SIDE).lip(GRASS_LIP).fringe(2)
                        .cover(BlockCover.builder(TUFTS).columns(4).perCell(3, 5).build()))
                .block("path", b -> b.top("#a08a6a").side(GRASS_SIDE)
                        .cover(BlockCover.builder(TUFTS).columns(4).perCell(0.12).build()))
                .build();
    }

    /** The spec's village green: a row of grass two steps up over a path and grass a step up. */
    public static BlockMap greenMap() {
        return BlockMap.builder("green", green()).legend(BlockLegend.ofNames(Map.of('g', "grass", 'p', "path")))
                .cells("gggg", "pppp", "gggg")
                .heights(new int[][] {{2, 2, 2, 2}, {1, 1, 1, 1}, {1, 1, 1, 1}}).build();
    }
}
