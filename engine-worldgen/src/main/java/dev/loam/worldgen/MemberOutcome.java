package dev.loam.worldgen;

import java.util.Optional;

/**
 * What became of one member try of a group, for {@code explain}.
 *
 * @param id the placement id it has (or would have had)
 * @param refused why it was left out, or empty when it stands
 * @param why the numbers behind the refusal, such as {@code up 0.71 < minUp 0.82}; "" when it stands
 */
public record MemberOutcome(String id, Optional<Reason> refused, String why) {
}
