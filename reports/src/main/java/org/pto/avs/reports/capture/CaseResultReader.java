package org.pto.avs.reports.capture;

import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.launcher.TestIdentifier;
import org.pto.avs.engine.execution.CaseReport;
import org.pto.avs.engine.execution.ReportVectors;
import org.pto.avs.reports.model.CaseResult;
import org.pto.avs.reports.model.CaseStatus;
import org.pto.avs.reports.model.FieldDifference;
import org.pto.avs.reports.model.VectorResult;
import org.pto.avs.reports.model.WaiverUse;
import org.pto.avs.reports.suite.Sha256;

/**
 * Builds a {@link CaseResult} from what the engine published for one case: its report entries (keys in
 * {@link CaseReport}) and its JUnit result.
 */
final class CaseResultReader {

    private CaseResultReader() {
    }

    static CaseResult read(String avsId, TestIdentifier test, CaseEntries entries, TestExecutionResult result,
            Instant start, Instant stop) {
        Map<String, String> c = entries.caseEntry();
        List<VectorResult> vectors = new ArrayList<>();
        StringBuilder observations = new StringBuilder();
        for (Map<String, String> v : entries.vectors()) {
            String name = v.get(CaseReport.VECTOR);
            if (ReportVectors.isLight(v)) {
                // avs.report.vectors=failed: a passing vector with its status only; it adds no observation.
                vectors.add(VectorResult.notRecorded(name,
                        v.getOrDefault(CaseReport.VECTOR_STATUS, VectorResult.NOT_RUN)));
                continue;
            }
            String expected = v.getOrDefault(CaseReport.EXPECTED, "");
            String actual = v.getOrDefault(CaseReport.ACTUAL, "");
            List<FieldDifference> differences = DiffText.parse(name, v.get(CaseReport.DIFF));
            vectors.add(new VectorResult(name, v.get(CaseReport.VECTOR_DESCRIPTION),
                    v.getOrDefault(CaseReport.VECTOR_STATUS, VectorResult.NOT_RUN),
                    ProgramText.parse(v.getOrDefault(CaseReport.PROGRAM, ""), expected, actual),
                    expected, actual, differences, v.get(CaseReport.NOTE)));
            if (!actual.isEmpty()) {
                observations.append(name).append('\n').append(actual).append('\n');
            }
        }
        // Without a case entry the JUnit result is all there is: a harness fault, whatever JUnit says.
        CaseStatus status = CaseStatus.parse(c.get(CaseReport.STATUS)).orElse(CaseStatus.ERROR);
        String message = c.containsKey(CaseReport.STATUS) ? c.getOrDefault(CaseReport.MESSAGE, "")
                : result.getThrowable().map(t -> "the engine reported no result for this case: " + t)
                        .orElse("the engine reported no result for this case");
        return new CaseResult(avsId,
                c.getOrDefault(CaseReport.CASE_SUMMARY, test.getDisplayName()),
                c.get(CaseReport.SURFACE),
                c.get(CaseReport.INSTRUCTION),
                c.get(CaseReport.KIND),
                c.get(CaseReport.SEVERITY),
                list(c.get(CaseReport.REQUIREMENTS)),
                list(c.get(CaseReport.COVERS)),
                tags(c, test),
                c.get(CaseReport.PASS_CONDITION),
                status,
                message,
                c.get(CaseReport.DEVICE),
                vectors,
                c.get(CaseReport.ORIGIN),
                start,
                stop,
                observations.isEmpty() ? "" : Sha256.of(observations.toString()),
                waiver(c),
                c.get(CaseReport.RANDOM_SEED),
                c.get(CaseReport.RANDOM_TRIES));
    }

    private static List<String> tags(Map<String, String> c, TestIdentifier test) {
        if (c.containsKey(CaseReport.TAGS)) {
            return list(c.get(CaseReport.TAGS));
        }
        Set<String> derived = Set.of(c.getOrDefault(CaseReport.KIND, ""), c.getOrDefault(CaseReport.SURFACE, ""),
                c.getOrDefault(CaseReport.INSTRUCTION, ""));
        return test.getTags().stream().map(t -> t.getName()).filter(t -> !derived.contains(t)).sorted().toList();
    }

    private static Optional<WaiverUse> waiver(Map<String, String> c) {
        String use = c.get(CaseReport.WAIVER);
        String reason = c.get(CaseReport.WAIVER_REASON);
        String expires = c.get(CaseReport.WAIVER_EXPIRES);
        if (use == null || reason == null || expires == null) {
            return Optional.empty();
        }
        return WaiverUse.Use.parse(use).map(u -> new WaiverUse(reason, LocalDate.parse(expires),
                c.get(CaseReport.WAIVER_LINK), c.get(CaseReport.WAIVER_ORIGIN), u));
    }

    static List<String> list(String commaSeparated) {
        if (commaSeparated == null || commaSeparated.isBlank()) {
            return List.of();
        }
        return Arrays.stream(commaSeparated.split(",")).map(String::strip).filter(s -> !s.isEmpty()).toList();
    }
}
