package org.pto.avs.results;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.apiguardian.api.API;
import org.pto.avs.results.values.Difference;

/**
 * The words every report uses for advisory findings, so a vendor reads the same in the console, the summary files,
 * Allure, the JUnit XML and the certification bundle: the count {@code advisory: 1} (cases with a finding) beside the
 * totals of the statuses and the partial count, and each such case marked
 * {@code advisory: vector <name> differs (<why>); ...}. A case keeps the status its other vectors decide.
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public final class AdvisoryFindings {

    private AdvisoryFindings() {}

    /** {@code advisory: 1}: how many of the cases have an advisory finding. */
    public static String count(long cases) {
        return AdvisoryVector.ADVISORY + ": " + cases;
    }

    /** {@code advisory: vector <name> differs (<why>); ...}, or empty text for a case without a finding. */
    public static String mark(List<AdvisoryFinding> findings) {
        if (findings.isEmpty()) {
            return "";
        }
        return AdvisoryVector.ADVISORY + ": "
                + findings.stream().map(AdvisoryFinding::describe).collect(Collectors.joining("; "));
    }

    /**
     * The findings of a case: each vector whose outcome is {@link VectorOutcome#ADVISORY}, in order, with the why its
     * case file gives ({@code advisory}) and its differences as {@code differences} finds them (none when unknown).
     */
    public static List<AdvisoryFinding> of(
            List<AdvisoryVector> advisory, List<VectorStatus> vectors, Function<String, List<Difference>> differences) {
        Map<String, String> why =
                advisory.stream().collect(Collectors.toMap(AdvisoryVector::vector, AdvisoryVector::why, (a, b) -> a));
        List<AdvisoryFinding> findings = new ArrayList<>();
        for (VectorStatus vector : vectors) {
            if (vector.status() == VectorOutcome.ADVISORY) {
                findings.add(new AdvisoryFinding(
                        vector.name(), why.getOrDefault(vector.name(), ""), differences.apply(vector.name())));
            }
        }
        return findings;
    }
}
