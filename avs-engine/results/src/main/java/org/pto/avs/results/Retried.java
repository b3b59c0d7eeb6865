package org.pto.avs.results;

import org.apiguardian.api.API;

/**
 * The words every report uses for a case that ran a second time because its device missed a time limit (its hello,
 * a run's answer or the case's bound: a busy machine, or a device that hangs): the case keeps the second attempt's
 * status and evidence, and is marked {@code retried: the first attempt timed out (<why>)}, where {@code why} is the
 * first attempt's message, shortened ({@link ReportKeys#RETRIED}).
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public final class Retried {

    /** The word of the mark, and the name of the field in the summary files. */
    public static final String RETRIED = "retried";

    private Retried() {}

    /** {@code retried: the first attempt timed out (<why>)}, or empty text for a case that ran once. */
    public static String mark(String why) {
        if (why == null || why.isEmpty()) {
            return "";
        }
        return RETRIED + ": the first attempt timed out (" + why + ")";
    }
}
