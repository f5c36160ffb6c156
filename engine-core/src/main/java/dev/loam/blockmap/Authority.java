package dev.loam.blockmap;

import java.util.Objects;

/**
 * The capability of the code that decides outcomes: a server, or a single-player game. Only a
 * holder of an authority may {@link BlockMap#setCell(Authority, BlockCellEdit) set cells}; replicas
 * (clients) apply the change records the authority emits with {@link BlockMap#apply(BlockChange)}
 * and reach the same state. Create one where outcomes are decided and do not hand it to client code.
 *
 * <p>Anyone may create an authority, so a map that must not be written by other code is built with
 * its owner ({@link BlockMap.Builder#authority(Authority)}): it then refuses every other authority,
 * and an authority is known by its identity, not by its name, so one created elsewhere with the
 * same name does not pass. A replica is built owned by an authority its replication code keeps to
 * itself, and a server's map by the server's own.
 */
public final class Authority {
    private final String name;

    private Authority(String name) {
        this.name = name;
    }

    /** A new authority, named for logs (such as {@code "server"} or {@code "single-player"}). */
    public static Authority create(String name) {
        return new Authority(Objects.requireNonNull(name, "name"));
    }

    /** The name given at creation. */
    public String name() {
        return name;
    }

    @Override
    public String toString() {
        return "Authority[" + name + "]";
    }
}
