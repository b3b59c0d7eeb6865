package org.pto.avs.reports.capture;

import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.launcher.TestIdentifier;
import org.pto.avs.reports.model.AppliedWaiver;
import org.pto.avs.reports.model.CaseResult;
import org.pto.avs.reports.model.FieldDifference;
import org.pto.avs.reports.model.VectorResult;
import org.pto.avs.results.CaseFacts;
import org.pto.avs.results.CaseStatus;
import org.pto.avs.results.ReportKeys;
import org.pto.avs.results.VectorOutcome;
import org.pto.avs.results.VectorStatus;
import org.pto.avs.results.WaiverUse;
import org.pto.avs.results.values.Difference;
import org.pto.avs.results.values.ObservationValues;
import org.pto.avs.results.values.ProgramStep;

/**
 * Builds a {@link CaseResult} from what the engine published for one case: its report entries (keys in
 * {@link ReportKeys}) and its JUnit result. The case file's facts come from {@link ReportKeys#CASE}, the vectors and
 * their statuses from {@link ReportKeys#VECTORS}, each vector's details from its own entry when it published one. A
 * value that does not decode is an {@link UnreadableEntryException} naming its key, never a result that guesses.
 */
final class CaseResultReader {

    /** What a case without a case entry is known by: nothing. */
    private static final CaseFacts NO_FACTS =
            new CaseFacts("", "", "", "", List.of(), "", "", "", List.of(), List.of());

    private CaseResultReader() {}

    static CaseResult read(
            String avsId,
            TestIdentifier test,
            CaseEntries entries,
            TestExecutionResult result,
            Instant start,
            Instant stop) {
        Map<String, String> c = entries.caseEntry();
        CaseFacts facts = CaseFacts.parse(c.get(ReportKeys.CASE)).orElse(NO_FACTS);
        List<VectorResult> vectors = new ArrayList<>();
        List<Map<String, String>> published = entries.vectors();
        String listed = c.get(ReportKeys.VECTORS);
        if (listed == null) {
            // No vector listed (no case entry, or a case without vectors): the published entries are all there is.
            published.forEach(v -> vectors.add(recorded(v)));
        } else {
            int next = 0;
            for (VectorStatus vector : VectorStatus.split(listed)) {
                Map<String, String> v = next < published.size() ? published.get(next) : Map.of();
                if (vector.name().equals(v.get(ReportKeys.VECTOR))
                        && vector.status().text().equals(v.get(ReportKeys.VECTOR_STATUS))) {
                    vectors.add(recorded(v));
                    next++;
                } else {
                    // avs.report.vectors=failed: a passing vector listed without an entry; it adds no observation.
                    vectors.add(VectorResult.notRecorded(vector.name(), vector.status()));
                }
            }
        }
        // Without a case entry the JUnit result is all there is: a harness fault, whatever JUnit says.
        CaseStatus status = CaseStatus.parse(c.get(ReportKeys.STATUS)).orElse(CaseStatus.ERROR);
        String message = c.containsKey(ReportKeys.STATUS)
                ? c.getOrDefault(ReportKeys.MESSAGE, "")
                : result.getThrowable()
                        .map(t -> "the engine reported no result for this case: " + t)
                        .orElse("the engine reported no result for this case");
        return new CaseResult(
                avsId,
                facts.summary().isBlank() ? test.getDisplayName() : facts.summary(),
                facts.surface(),
                facts.instruction(),
                facts.kind(),
                facts.severity(),
                facts.requirements(),
                facts.covers(),
                tags(facts, test),
                facts.passCondition(),
                status,
                message,
                c.get(ReportKeys.DEVICE),
                vectors,
                facts.origin(),
                start,
                stop,
                entries.observationDigest(),
                waiver(c),
                c.get(ReportKeys.RANDOM_SEED),
                c.get(ReportKeys.RANDOM_TRIES),
                facts.partial(),
                facts.advisory(),
                facts.upstream(),
                c.get(ReportKeys.RETRIED));
    }

    /**
     * A vector from its entry: in full, or its name, status and differences when {@link CaseEntries} kept no more.
     * Throws {@link UnreadableEntryException} when a value does not decode.
     */
    private static VectorResult recorded(Map<String, String> v) {
        String name = v.get(ReportKeys.VECTOR);
        VectorOutcome status =
                VectorOutcome.parse(v.get(ReportKeys.VECTOR_STATUS)).orElse(VectorOutcome.NOT_RUN);
        if (v.containsKey(CaseEntries.DIFF_UNREADABLE)) {
            throw new UnreadableEntryException(ReportKeys.DIFF, v.get(CaseEntries.DIFF_UNREADABLE));
        }
        List<FieldDifference> differences = decoded(ReportKeys.DIFF, v, Difference::decode).stream()
                .map(d -> FieldDifference.of(name, d))
                .toList();
        if (v.containsKey(CaseEntries.DETAILS_NOT_KEPT)) {
            return new VectorResult(name, "", status, List.of(), "", "", differences, v.get(ReportKeys.NOTE), false);
        }
        List<ProgramStep> program = decoded(ReportKeys.PROGRAM, v, ProgramStep::decode);
        // Both observations as the engine states them in full: steps its entry leaves to the program come back.
        return new VectorResult(
                name,
                v.get(ReportKeys.VECTOR_DESCRIPTION),
                status,
                program,
                ObservationValues.expectedInFull(v.get(ReportKeys.EXPECTED), program),
                ObservationValues.actualInFull(v.get(ReportKeys.ACTUAL), program),
                differences,
                v.get(ReportKeys.NOTE));
    }

    /** The value of {@code key} in {@code entry} as {@code decoder} reads it; a value it refuses names the key. */
    private static <T> T decoded(String key, Map<String, String> entry, Function<String, T> decoder) {
        try {
            return decoder.apply(entry.get(key));
        } catch (RuntimeException e) {
            throw new UnreadableEntryException(key, e);
        }
    }

    /** The case's own tags; without any, the JUnit tags less those the engine derives from the case. */
    private static List<String> tags(CaseFacts facts, TestIdentifier test) {
        if (!facts.tags().isEmpty()) {
            return facts.tags();
        }
        // Not Set.of: without a case entry all three are empty, and Set.of refuses duplicates.
        Set<String> derived = new HashSet<>(List.of(facts.kind(), facts.surface(), facts.instruction()));
        return test.getTags().stream()
                .map(t -> t.getName())
                .filter(t -> !derived.contains(t))
                .sorted()
                .toList();
    }

    private static Optional<AppliedWaiver> waiver(Map<String, String> c) {
        String use = c.get(ReportKeys.WAIVER);
        String reason = c.get(ReportKeys.WAIVER_REASON);
        String expires = c.get(ReportKeys.WAIVER_EXPIRES);
        if (use == null || reason == null || expires == null) {
            return Optional.empty();
        }
        LocalDate expiry = decoded(ReportKeys.WAIVER_EXPIRES, c, LocalDate::parse);
        return WaiverUse.parse(use)
                .map(u -> new AppliedWaiver(
                        reason, expiry, c.get(ReportKeys.WAIVER_LINK), c.get(ReportKeys.WAIVER_ORIGIN), u));
    }
}
