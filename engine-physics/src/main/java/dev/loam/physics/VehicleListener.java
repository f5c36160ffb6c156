package dev.loam.physics;

/** Told of a {@link Vehicle}'s events: into and out of a liquid, flooded, under, wrecked. */
@FunctionalInterface
public interface VehicleListener {
    /**
     * Called from inside {@link Vehicle#step} when something happens to the vehicle.
     *
     * @param event the event, owned by the vehicle and reused: read it here, keep no reference
     */
    void onEvent(VehicleEvent event);
}
