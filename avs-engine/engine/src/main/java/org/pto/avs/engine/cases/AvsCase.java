package org.pto.avs.engine.cases;

import java.util.List;
import java.util.Objects;

/**
 * One PTO-AVS point read from a valid case file (format v1).
 *
 * @param origin   the file it was read from, as messages name it
 * @param location where its {@code id} is written, so a test source points at the case
 */
public record AvsCase(
        String id,
        String surface,
        String instruction,
        List<String> requirements,
        CaseKind kind,
        CaseSeverity severity,
        String summary,
        String passCondition,
        List<String> covers,
        List<String> tags,
        List<Vector> vectors,
        String origin,
        Location location) {

    public AvsCase {
        Objects.requireNonNull(id, "id");
        requirements = List.copyOf(requirements);
        covers = List.copyOf(covers);
        tags = List.copyOf(tags);
        vectors = List.copyOf(vectors);
    }
}
