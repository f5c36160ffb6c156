package dev.loam.worldgen;

/**
 * Reads environment fields at the position being evaluated: what a {@link CodeField} receives as
 * {@code at}. Each field is computed at most once per position, and only when read.
 */
public interface FieldReader {
    /**
     * The value of a field at the current position.
     *
     * @param field a built-in, noise or code field's name
     * @return its value, in the field's unit
     * @throws WorldRulesException if no such field exists (path {@code fields.<name>})
     */
    double read(String field);
}
