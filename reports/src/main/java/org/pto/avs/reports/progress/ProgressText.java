package org.pto.avs.reports.progress;

/** The words of the progress display. */
final class ProgressText {

    private ProgressText() {}

    /** One log line: {@code PTO AVS progress: 500/1000 cases done (50%), 3 failing, 500 remaining, 42 s}. */
    static String line(ProgressCounts counts, long elapsedMillis) {
        return "PTO AVS progress: " + counts.done() + "/" + counts.total() + " cases done (" + counts.percent()
                + "%), " + counts.failing() + " failing, " + counts.remaining() + " remaining, "
                + seconds(elapsedMillis);
    }

    /** The terminal's one updating line, short enough for an 80-column terminal. */
    static String status(ProgressCounts counts, long elapsedMillis) {
        return "PTO AVS " + counts.done() + "/" + counts.total() + " done, " + counts.failing() + " failing, "
                + counts.remaining() + " remaining, " + seconds(elapsedMillis);
    }

    private static String seconds(long millis) {
        return (millis / 1000) + " s";
    }
}
