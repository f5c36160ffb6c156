package dev.loam.tools;

import dev.loam.core.Progress;
import dev.loam.region.Region;
import dev.loam.region.RegionProblem;
import dev.loam.region.RegionSolver;
import dev.loam.region.RegionSpecException;
import dev.loam.region.RegionSpecReader;
import java.io.PrintWriter;
import java.nio.file.Path;

/** Reading and solving a region's spec for the {@code loam region} commands. */
final class RegionSpecs {
    private RegionSpecs() {
    }

    /**
     * The spec's region, or null after printing every problem to {@code err}, one a line:
     * {@code specs/x.json: features[0].level: the hill's peak rises to level 2, not 4: ...}.
     */
    static Region solve(Path file, PrintWriter err) {
        return solve(file, err, Progress.NONE);
    }

    /** {@link #solve(Path, PrintWriter)}, the build reporting to {@code progress}. */
    static Region solve(Path file, PrintWriter err, Progress progress) {
        MapOptions.requireFile(file);
        try {
            return RegionSolver.solve(RegionSpecReader.read(file), progress);
        } catch (RegionSpecException e) {
            for (RegionProblem p : e.problems()) {
                err.println(Loam.oneLine(MapOptions.label(file) + ": " + p.message()));
            }
            err.flush();
            return null;
        }
    }
}
