package dev.loam.worldgen;

/**
 * The stable identity of a placement, in the spec's form {@code layer@v:i,j/recipe@v/member.k}:
 * the layer and its version, the grid cell, the recipe and its version, the member (with
 * {@code @v} when its version is above 1) and which of the member's {@code count} it is (the
 * anchor is {@code .0}). Example: {@code groups@1:12,-3/grove@1/pine.2}. Never a list index, so
 * it does not change with the order chunks are generated in, nor when layers or recipes are added.
 *
 * @param layer the layer's id
 * @param layerVersion the layer's version
 * @param i the cell's x index
 * @param j the cell's z index
 * @param recipe the recipe's id
 * @param recipeVersion the recipe's version
 * @param member the member's id
 * @param memberVersion the member's version
 * @param k which of the member's count, from 0
 */
public record PlacementId(String layer, int layerVersion, int i, int j, String recipe, int recipeVersion,
        String member, int memberVersion, int k) {

    /**
     * Formats the id.
     *
     * @return such as {@code groups@1:12,-3/grove@1/pine.2}
     */
    public String format() {
        return layer + "@" + layerVersion + ":" + i + "," + j + "/" + recipe + "@" + recipeVersion + "/" + member
                + (memberVersion > 1 ? "@" + memberVersion : "") + "." + k;
    }

    @Override
    public String toString() {
        return format();
    }

    /**
     * Reads an id.
     *
     * @param id such as {@code groups@1:12,-3/grove@1/pine.2}
     * @return the parts
     * @throws WorldRulesException (path {@code id}) when the text is not in that form
     */
    public static PlacementId parse(String id) {
        try {
            String[] parts = id.split("/", -1);
            if (parts.length != 3) {
                throw new IllegalArgumentException();
            }
            int colon = parts[0].indexOf(':');
            String[] lv = parts[0].substring(0, colon).split("@", -1);
            String[] cell = parts[0].substring(colon + 1).split(",", -1);
            String[] rv = parts[1].split("@", -1);
            int dot = parts[2].lastIndexOf('.');
            String m = parts[2].substring(0, dot);
            int mv = 1;
            int at = m.indexOf('@');
            if (at >= 0) {
                mv = Integer.parseInt(m.substring(at + 1));
                m = m.substring(0, at);
            }
            PlacementId p = new PlacementId(lv[0], Integer.parseInt(lv[1]), Integer.parseInt(cell[0]),
                    Integer.parseInt(cell[1]), rv[0], Integer.parseInt(rv[1]), m, mv,
                    Integer.parseInt(parts[2].substring(dot + 1)));
            if (lv.length != 2 || cell.length != 2 || rv.length != 2 || p.layer.isEmpty() || p.recipe.isEmpty()
                    || p.member.isEmpty() || !p.format().equals(id)) {
                throw new IllegalArgumentException();
            }
            return p;
        } catch (RuntimeException e) {
            throw new WorldRulesException("id", "\"" + id + "\" is not a placement id such as "
                    + "groups@1:12,-3/grove@1/pine.2", e);
        }
    }
}
