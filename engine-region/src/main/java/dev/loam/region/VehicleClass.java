package dev.loam.region;

import java.util.EnumSet;
import java.util.Objects;
import java.util.Set;

/**
 * A kind of vehicle as routing over a {@link RoadGraph} sees it: the classes of road it may drive
 * and the fastest it goes. On each road it drives at the road's speed or its own top speed,
 * whichever is less ({@link RoadRoutes}). Immutable.
 *
 * @param name        its name, for messages
 * @param topSpeedKmh the fastest it drives, km/h, above 0 and at most {@value #MAX_SPEED_KMH}
 * @param roads       the classes of road it may drive, at least one
 */
public record VehicleClass(String name, double topSpeedKmh, Set<RoadClass> roads) {
    /** The highest top speed a vehicle class may have, km/h. */
    public static final double MAX_SPEED_KMH = 500;

    /** A car: every road, up to 130 km/h (so at each road's own speed). */
    public static final VehicleClass CAR = new VehicleClass("car", 130, EnumSet.allOf(RoadClass.class));
    /** A lorry: paved roads only (no dirt track), up to 80 km/h. */
    public static final VehicleClass LORRY = new VehicleClass("lorry", 80,
            EnumSet.of(RoadClass.LANE, RoadClass.COUNTRY, RoadClass.STREET, RoadClass.AVENUE, RoadClass.HIGHWAY));
    /** A tractor: every road, up to 40 km/h. */
    public static final VehicleClass TRACTOR = new VehicleClass("tractor", 40, EnumSet.allOf(RoadClass.class));

    /**
     * Checks and copies the values.
     *
     * @throws IllegalArgumentException naming the field when the name is blank, the speed is not
     *                                  finite or out of range, or no class of road is given
     */
    public VehicleClass {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(roads, "roads");
        if (name.isBlank()) {
            throw new IllegalArgumentException("a vehicle class's name cannot be blank");
        }
        if (!(topSpeedKmh > 0 && topSpeedKmh <= MAX_SPEED_KMH)) {
            throw new IllegalArgumentException("vehicle class \"" + name + "\": topSpeedKmh " + topSpeedKmh
                    + " must be above 0 and at most " + MAX_SPEED_KMH);
        }
        if (roads.isEmpty()) {
            throw new IllegalArgumentException("vehicle class \"" + name + "\": roads must name at least one class of road");
        }
        roads = Set.copyOf(roads);
    }

    /** Whether it may drive a class of road. */
    public boolean drives(RoadClass roadClass) {
        return roads.contains(roadClass);
    }

    /** The speed it drives a class of road at: the road's speed or its top speed, the less; 0 where it may not, km/h. */
    public double speedKmh(RoadClass roadClass) {
        return drives(roadClass) ? Math.min(roadClass.speedKmh(), topSpeedKmh) : 0;
    }
}
