package dev.loam.region;

import java.util.List;

/**
 * The region as text, as the tiles spec prints it: north up, east to the right (i falling from
 * left to right), each tile its highest corner's level (A for 10), a feature's tile by its letter
 * (H hill, M mountain, P plateau, V valley, L lake, X volcano, K a ski run's top), water
 * {@code ~}, lava {@code *}, a road's tiles by its class ({@link RoadClass#mapMark()}: {@code :}
 * track, {@code .} lane, {@code -} country, {@code +} street, {@code =} avenue, {@code #} highway;
 * where roads cross, the wider's), the spawn apron {@code S}; a feature's letter and the apron
 * stand over a road's mark:
 *
 * <pre>
 *      9 8 7 6 5 4 3 2 1 0   (i, east to the right)
 *   9  0 0 1 1 0 1 1 1 1 0
 *   ...
 *   0  0 0 0 0 S S 0 0 0 0
 * </pre>
 *
 * Where a region is wider than 10 tiles, a line of the tens of i comes first. Every line ends
 * with {@code \n}.
 */
public final class RegionMapText {
    private RegionMapText() {
    }

    /**
     * The map's text.
     *
     * @param corners the solved corners
     * @param features the spec's features, for their letters (the first listed wins a tile)
     * @param sheets the water and lava sheets
     * @return the text, one line per row of tiles plus the header
     */
    public static String of(CornerLevels corners, List<Feature> features, List<Sheet> sheets) {
        return of(corners, features, sheets, List.of());
    }

    /**
     * The map's text with the roads' tiles marked.
     *
     * @param corners the solved corners
     * @param features the spec's features, for their letters (the first listed wins a tile)
     * @param sheets the water and lava sheets
     * @param roads the roads as laid
     * @return the text, one line per row of tiles plus the header
     */
    public static String of(CornerLevels corners, List<Feature> features, List<Sheet> sheets, List<Road> roads) {
        int tx = corners.tilesX();
        int tz = corners.tilesZ();
        char[][] cells = new char[tz][tx];
        for (int j = 0; j < tz; j++) {
            for (int i = 0; i < tx; i++) {
                int top = corners.tileTop(i, j);
                cells[j][i] = top >= 10 ? 'A' : (char) ('0' + top);
            }
        }
        for (Sheet s : sheets) {
            char mark = s.kind() == Sheet.Kind.LAVA ? '*' : '~';
            for (int j = s.firstTileJ(); j <= s.lastTileJ(); j++) {
                for (int i = s.firstTileI(); i <= s.lastTileI(); i++) {
                    cells[j][i] = mark;
                }
            }
        }
        double[] widest = new double[tx * tz];
        for (Road r : roads) {
            for (GridPoint t : r.tiles()) {
                if (r.roadClass().widthMetres() > widest[t.j() * tx + t.i()]) {
                    widest[t.j() * tx + t.i()] = r.roadClass().widthMetres();
                    cells[t.j()][t.i()] = r.roadClass().mapMark();
                }
            }
        }
        for (int f = features.size() - 1; f >= 0; f--) {
            GridPoint t = features.get(f).letterTile();
            if (t.i() < tx && t.j() < tz) {
                cells[t.j()][t.i()] = features.get(f).kind().letter();
            }
        }
        int a = RegionGrid.apronFirstTile(tx);
        cells[0][a] = 'S';
        cells[0][a + 1] = 'S';
        StringBuilder sb = new StringBuilder();
        if (tx > 10) {
            sb.append("     ");
            StringBuilder tens = new StringBuilder();
            for (int i = tx - 1; i >= 0; i--) {
                tens.append(i >= 10 ? (char) ('0' + i / 10) : ' ');
                if (i > 0) {
                    tens.append(' ');
                }
            }
            sb.append(tens.toString().stripTrailing()).append('\n');
        }
        sb.append("     ");
        for (int i = tx - 1; i >= 0; i--) {
            sb.append((char) ('0' + i % 10));
            if (i > 0) {
                sb.append(' ');
            }
        }
        sb.append("   (i, east to the right)\n");
        for (int j = tz - 1; j >= 0; j--) {
            sb.append(String.format(java.util.Locale.ROOT, "%3d  ", j));
            for (int i = tx - 1; i >= 0; i--) {
                sb.append(cells[j][i]);
                if (i > 0) {
                    sb.append(' ');
                }
            }
            sb.append('\n');
        }
        return sb.toString();
    }
}
