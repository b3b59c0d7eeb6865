package org.pto.avs.engine.execution;

import java.util.ArrayList;
import java.util.List;
import org.pto.avs.engine.cases.AvsCase;
import org.pto.avs.engine.cases.Vector;
import org.pto.avs.engine.compare.VectorVerdict;
import org.pto.avs.results.AdvisoryFinding;
import org.pto.avs.results.CaseStatus;
import org.pto.avs.results.VectorOutcome;

/**
 * How a case's vector verdicts make its status: it fails if any compared field differs, is not supported if some
 * vector could not be judged, and passes only if every vector compared something. An advisory vector never decides
 * it: its differences are advisory findings, and a vector of it that could not be judged is not supported alone.
 * The one place that says so, for the run and for re-judging a bundle's evidence ({@link EvidenceJudge}).
 */
final class CaseJudgement {

    /**
     * A case's status, its message and its advisory findings.
     *
     * @param advisory the advisory vectors whose comparison differed, in order
     */
    record Outcome(CaseStatus status, String message, List<AdvisoryFinding> advisory) {

        Outcome {
            advisory = List.copyOf(advisory);
        }
    }

    private CaseJudgement() {}

    /** The status a vector's entry shows: a difference of an advisory vector is an advisory finding. */
    static VectorOutcome vectorStatus(Vector vector, VectorVerdict verdict) {
        if (verdict.passed()) {
            return VectorOutcome.PASS;
        }
        if (verdict.differences().isEmpty()) {
            return VectorOutcome.NOT_SUPPORTED;
        }
        return vector.isAdvisory() ? VectorOutcome.ADVISORY : VectorOutcome.FAIL;
    }

    /** The case's outcome from the verdicts of its vectors, one for each, in the case's order. */
    static Outcome of(AvsCase avsCase, List<VectorVerdict> verdicts, String device) {
        List<String> failures = new ArrayList<>();
        List<String> unsupported = new ArrayList<>();
        List<AdvisoryFinding> advisory = advisory(avsCase, verdicts);
        List<String> advisoryLines = new ArrayList<>();
        int compared = 0;
        for (int i = 0; i < verdicts.size(); i++) {
            VectorVerdict verdict = verdicts.get(i);
            Vector vector = vectorOf(avsCase, i, verdict);
            if (vector.isAdvisory()) {
                if (vectorStatus(vector, verdict) == VectorOutcome.ADVISORY) {
                    verdict.lines(avsCase.id()).forEach(line -> advisoryLines.add("advisory: " + line));
                }
                continue;
            }
            failures.addAll(verdict.lines(avsCase.id()));
            if (verdict.notSupported() != null) {
                unsupported.add(avsCase.id() + " vector " + verdict.vector() + ": not supported on " + device + ": "
                        + verdict.notSupported());
            }
            compared += verdict.compared();
        }
        if (!failures.isEmpty()) {
            failures.addAll(unsupported);
            failures.addAll(advisoryLines);
            return new Outcome(CaseStatus.FAIL, String.join("\n", failures), advisory);
        }
        if (!unsupported.isEmpty()) {
            unsupported.addAll(advisoryLines);
            return new Outcome(CaseStatus.NOT_SUPPORTED, String.join("\n", unsupported), advisory);
        }
        if (compared == 0) {
            // No vacuous pass: unreachable for a valid case, whose every step outcome is compared and which has a
            // vector that is not advisory.
            return new Outcome(CaseStatus.ERROR, avsCase.id() + ": nothing was compared", advisory);
        }
        String passed = avsCase.id() + ": " + verdicts.size() + " vectors, " + compared + " fields compared, all match";
        if (!advisory.isEmpty()) {
            passed += "; " + advisory.size() + (advisory.size() == 1 ? " advisory finding" : " advisory findings")
                    + " (never counted against the device):\n" + String.join("\n", advisoryLines);
        }
        return new Outcome(CaseStatus.PASS, passed, advisory);
    }

    /**
     * The advisory findings among {@code verdicts}, one for each of the case's vectors in order (fewer when the device
     * ended the case early): the advisory vectors whose comparison differed.
     */
    static List<AdvisoryFinding> advisory(AvsCase avsCase, List<VectorVerdict> verdicts) {
        List<AdvisoryFinding> findings = new ArrayList<>();
        for (int i = 0; i < verdicts.size(); i++) {
            Vector vector = vectorOf(avsCase, i, verdicts.get(i));
            if (vectorStatus(vector, verdicts.get(i)) == VectorOutcome.ADVISORY) {
                findings.add(new AdvisoryFinding(
                        vector.name(), vector.advisory(), verdicts.get(i).differences()));
            }
        }
        return findings;
    }

    /** The vector the {@code index}th verdict is of: the case's vector at that place, of the verdict's name. */
    private static Vector vectorOf(AvsCase avsCase, int index, VectorVerdict verdict) {
        Vector vector = index < avsCase.vectors().size() ? avsCase.vectors().get(index) : null;
        if (vector == null || !vector.name().equals(verdict.vector())) {
            throw new IllegalArgumentException(avsCase.id() + ": verdict " + (index + 1) + " is of vector "
                    + verdict.vector() + ", not of the case's vector at that place");
        }
        return vector;
    }
}
