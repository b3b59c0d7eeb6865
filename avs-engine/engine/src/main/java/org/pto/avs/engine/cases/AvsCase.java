package org.pto.avs.engine.cases;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.apiguardian.api.API;
import org.pto.avs.model.random.GeneratorSpec;
import org.pto.avs.results.AdvisoryVector;
import org.pto.avs.results.LeftOutStep;
import org.pto.avs.results.UpstreamTest;

/**
 * One PTO-AVS point read from a valid case file (format v1), or a property case.
 *
 * @param origin    the file it was read from, as messages name it
 * @param location  where its {@code id} is written, so a test source points at the case
 * @param generator the program generator of a property case ({@code "kind": "property"}, no vectors), else null
 * @param partial   the steps of its AVS point the case leaves out ({@code "partial"}); empty when it covers the whole
 *                  point
 * @param upstream  the spec's own AVS test the case comes from ({@code "upstream"}), when its file names it
 */
@API(status = API.Status.INTERNAL, since = "0.1")
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
        Location location,
        GeneratorSpec generator,
        List<LeftOutStep> partial,
        Optional<UpstreamTest> upstream) {

    public AvsCase {
        Objects.requireNonNull(id, "id");
        requirements = List.copyOf(requirements);
        covers = List.copyOf(covers);
        tags = List.copyOf(tags);
        vectors = List.copyOf(vectors);
        partial = List.copyOf(partial);
        upstream = upstream == null ? Optional.empty() : upstream;
        if ((kind == CaseKind.PROPERTY) != (generator != null)) {
            throw new IllegalArgumentException("a property case has a generator, and only a property case has one");
        }
    }

    /** A case that names no upstream test. */
    public AvsCase(
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
            Location location,
            GeneratorSpec generator,
            List<LeftOutStep> partial) {
        this(
                id,
                surface,
                instruction,
                requirements,
                kind,
                severity,
                summary,
                passCondition,
                covers,
                tags,
                vectors,
                origin,
                location,
                generator,
                partial,
                Optional.empty());
    }

    /** A case that covers its whole point. */
    public AvsCase(
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
            Location location,
            GeneratorSpec generator) {
        this(
                id,
                surface,
                instruction,
                requirements,
                kind,
                severity,
                summary,
                passCondition,
                covers,
                tags,
                vectors,
                origin,
                location,
                generator,
                List.of());
    }

    /** A case of vectors that covers its whole point. */
    public AvsCase(
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
        this(
                id,
                surface,
                instruction,
                requirements,
                kind,
                severity,
                summary,
                passCondition,
                covers,
                tags,
                vectors,
                origin,
                location,
                null);
    }

    public boolean isProperty() {
        return generator != null;
    }

    /** Whether the case covers only part of its AVS point. */
    public boolean isPartial() {
        return !partial.isEmpty();
    }

    /** The vectors the case file marks advisory, with why, in file order. */
    public List<AdvisoryVector> advisory() {
        return vectors.stream()
                .filter(Vector::isAdvisory)
                .map(v -> new AdvisoryVector(v.name(), v.advisory()))
                .toList();
    }

    /** The same property case generating from another seed ({@code avs.random.seed}). */
    public AvsCase withSeed(long seed) {
        return withGenerator(requireGenerator().withSeed(seed));
    }

    /** The same property case generating another number of programs ({@code avs.random.tries}). */
    public AvsCase withPrograms(int programs) {
        return withGenerator(requireGenerator().withPrograms(programs));
    }

    private GeneratorSpec requireGenerator() {
        if (generator == null) {
            throw new IllegalStateException(id + " is not a property case");
        }
        return generator;
    }

    private AvsCase withGenerator(GeneratorSpec spec) {
        return new AvsCase(
                id,
                surface,
                instruction,
                requirements,
                kind,
                severity,
                summary,
                passCondition,
                covers,
                tags,
                vectors,
                origin,
                location,
                spec,
                partial,
                upstream);
    }
}
