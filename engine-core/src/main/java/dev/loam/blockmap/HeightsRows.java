package dev.loam.blockmap;

/**
 * A map file's {@code heights} rows, in their two forms: one lower-case base-36 digit a cell
 * ({@code "22222"}, 0..35 steps), or whole numbers between single spaces ({@code "-1 -1 36"}).
 */
final class HeightsRows {
    private HeightsRows() {
    }

    /**
     * One heights row in either form. Never allocates more than {@code width} heights.
     *
     * @throws BlockMapException naming {@code heights[r]} and the column
     */
    static int[] parse(String row, int r, int width, String path) {
        boolean spaced = row.indexOf(' ') >= 0 || row.indexOf('-') >= 0
                || (width == 1 && row.length() > 1 && row.chars().allMatch(ch -> ch >= '0' && ch <= '9'));
        if (!spaced) {
            if (row.length() != width) {
                throw new BlockMapException(path, "heights row " + r + " has " + row.length() + " digits for " + width
                        + " cells: give one base-36 digit a cell (0-9, a-z), or whole numbers between single spaces");
            }
            int[] h = new int[width];
            for (int c = 0; c < width; c++) {
                char ch = row.charAt(c);
                int d = ch >= '0' && ch <= '9' ? ch - '0' : ch >= 'a' && ch <= 'z' ? ch - 'a' + 10 : -1;
                if (d < 0) {
                    throw new BlockMapException(path, "heights row " + r + ", column " + c + ": " + BlockMapFiles.describe(ch)
                            + " is not a base-36 digit",
                            "use 0-9 and lower-case a-z for 0..35 steps, or whole numbers between single spaces");
                }
                h[c] = d;
            }
            return h;
        }
        int[] h = new int[width];
        int count = 0;
        int i = 0;
        int n = row.length();
        while (true) {
            int start = i;
            while (i < n && row.charAt(i) != ' ') {
                i++;
            }
            if (count == width) {
                throw new BlockMapException(path, "heights row " + r + " has more than " + width + " heights for " + width
                        + " cells", "give one height per cell");
            }
            h[count] = wholeNumber(row, start, i, r, count, path);
            count++;
            if (i == n) {
                break;
            }
            i++; // the single space
            if (i == n) {
                throw new BlockMapException(path, "heights row " + r + " ends with a space: whole numbers between single spaces");
            }
        }
        if (count != width) {
            throw new BlockMapException(path, "heights row " + r + " has " + count + " heights for " + width
                    + " cells", "give one height per cell");
        }
        return h;
    }

    private static int wholeNumber(String row, int start, int end, int r, int column, String path) {
        String where = "heights row " + r + ", column " + column + ": ";
        if (start == end) {
            throw new BlockMapException(path, where + "an empty number: whole numbers go between single spaces");
        }
        int i = start;
        boolean negative = row.charAt(i) == '-';
        if (negative) {
            i++;
        }
        if (i == end) {
            throw new BlockMapException(path, where + "\"-\" is not a whole number");
        }
        long value = 0;
        for (; i < end; i++) {
            char ch = row.charAt(i);
            if (ch < '0' || ch > '9') {
                throw new BlockMapException(path, where + "\"" + BlockMapFiles.printable(row.substring(start, Math.min(end, start + 24)))
                        + "\" is not a whole number");
            }
            value = value * 10 + (ch - '0');
            if (value > Integer.MAX_VALUE) {
                throw new BlockMapException(path, where + "\"" + BlockMapFiles.printable(row.substring(start, Math.min(end, start + 24)))
                        + "\" is past the largest whole number; heights lie in " + BlockMap.MIN_HEIGHT_STEPS + ".."
                        + BlockMap.MAX_HEIGHT_STEPS + " steps");
            }
        }
        return (int) (negative ? -value : value);
    }

    /**
     * One heights row as the file writes it: base 36 when every height of the row lies in 0..35,
     * else whole numbers between single spaces.
     */
    static String format(BlockRowsView rows, int r) {
        int w = rows.width();
        boolean base36 = true;
        for (int c = 0; c < w; c++) {
            int h = rows.heightSteps(c, r);
            if (h < 0 || h > 35) {
                base36 = false;
                break;
            }
        }
        StringBuilder sb = new StringBuilder(base36 ? w : w * 3);
        for (int c = 0; c < w; c++) {
            int h = rows.heightSteps(c, r);
            if (base36) {
                sb.append(Character.forDigit(h, 36));
            } else {
                if (c > 0) {
                    sb.append(' ');
                }
                sb.append(h);
            }
        }
        return sb.toString();
    }
}
