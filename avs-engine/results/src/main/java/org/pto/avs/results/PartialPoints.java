package org.pto.avs.results;

import java.util.List;
import java.util.stream.Collectors;
import org.apiguardian.api.API;

/**
 * The words every report uses for points a case covers only in part, so a vendor reads the same in the console,
 * the summary files, Allure and the certification bundle: the count {@code partial: 1} beside the totals of the
 * statuses, and each such case marked {@code partial: leaves out <step> (<why>); ...}. A partial case keeps its
 * status: it passes or fails on the steps it does check.
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public final class PartialPoints {

    private PartialPoints() {}

    /** {@code partial: 1}: how many of the cases are partial. */
    public static String count(long partial) {
        return LeftOutStep.PARTIAL + ": " + partial;
    }

    /** {@code partial: leaves out <step> (<why>); ...}, or empty text for a case that covers its whole point. */
    public static String mark(List<LeftOutStep> leftOut) {
        if (leftOut.isEmpty()) {
            return "";
        }
        return LeftOutStep.PARTIAL + ": leaves out "
                + leftOut.stream().map(LeftOutStep::describe).collect(Collectors.joining("; "));
    }
}
