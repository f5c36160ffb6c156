package dev.loam.tools;

/**
 * Input the command refuses, with the one line to print: the file and the place, such as
 * {@code maps/terraces.json: cells[2]: row 2 is 4 cells wide ...}. The cause, if any, is shown with
 * {@code --verbose}.
 */
final class Refused extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Refused(String line) {
        super(line);
    }

    Refused(String line, Throwable cause) {
        super(line, cause);
    }
}
