package org.pto.avs.engine.execution;

import java.util.ArrayList;
import java.util.List;
import org.pto.avs.engine.cases.AvsCase;
import org.pto.avs.engine.compare.VectorVerdict;
import org.pto.avs.results.CaseStatus;
import org.pto.avs.results.VectorOutcome;

/**
 * How a case's vector verdicts make its status: it fails if any compared field differs, is not supported if some
 * vector could not be judged, and passes only if every vector compared something. The one place that says so, for
 * the run and for re-judging a bundle's evidence ({@link EvidenceJudge}).
 */
final class CaseJudgement {

    /** A case's status and its message. */
    record Outcome(CaseStatus status, String message) {}

    private CaseJudgement() {}

    /** The status a vector's entry shows. */
    static VectorOutcome vectorStatus(VectorVerdict verdict) {
        return verdict.passed()
                ? VectorOutcome.PASS
                : verdict.differences().isEmpty() ? VectorOutcome.NOT_SUPPORTED : VectorOutcome.FAIL;
    }

    static Outcome of(AvsCase avsCase, List<VectorVerdict> verdicts, String device) {
        List<String> failures = new ArrayList<>();
        List<String> unsupported = new ArrayList<>();
        int compared = 0;
        for (VectorVerdict verdict : verdicts) {
            failures.addAll(verdict.lines(avsCase.id()));
            if (verdict.notSupported() != null) {
                unsupported.add(avsCase.id() + " vector " + verdict.vector() + ": not supported on " + device + ": "
                        + verdict.notSupported());
            }
            compared += verdict.compared();
        }
        if (!failures.isEmpty()) {
            failures.addAll(unsupported);
            return new Outcome(CaseStatus.FAIL, String.join("\n", failures));
        }
        if (!unsupported.isEmpty()) {
            return new Outcome(CaseStatus.NOT_SUPPORTED, String.join("\n", unsupported));
        }
        if (compared == 0) {
            // No vacuous pass: unreachable for a valid case, whose every step outcome is compared.
            return new Outcome(CaseStatus.ERROR, avsCase.id() + ": nothing was compared");
        }
        return new Outcome(
                CaseStatus.PASS,
                avsCase.id() + ": " + verdicts.size() + " vectors, " + compared + " fields compared, all match");
    }
}
