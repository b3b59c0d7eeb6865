package org.pto.avs.reports.progress;

/**
 * Decides when the progress display is redrawn, from the counts and clock readings alone, so that a CI log gets a
 * handful of lines however long the run, and a run shorter than the interval gets none.
 *
 * <p>Log lines: one when another {@code stepPercent} of the cases has finished since the last line (or since the
 * start), and never within {@code minIntervalMillis} of the last line (or of the start); a step reached inside the
 * interval is shown by the first event after it. Terminal: a redraw when the counts changed, at most once per
 * {@code minIntervalMillis}.
 */
final class ProgressThrottle {

    /** 0 for the terminal: any change is worth a redraw once the interval has passed. */
    private final int stepPercent;

    private final long minIntervalMillis;
    private boolean shownOnce;
    private int shownDone;
    private long shownAtMillis;

    private ProgressThrottle(int stepPercent, long minIntervalMillis, long startMillis) {
        this.stepPercent = stepPercent;
        this.minIntervalMillis = minIntervalMillis;
        this.shownAtMillis = startMillis;
    }

    /** For a log: a line per {@code stepPercent} percent of the cases, at most one per {@code minIntervalMillis}. */
    static ProgressThrottle forLog(int stepPercent, long minIntervalMillis, long startMillis) {
        if (stepPercent < 1 || stepPercent > 100 || minIntervalMillis < 0) {
            throw new IllegalArgumentException("step " + stepPercent + "%, interval " + minIntervalMillis + " ms");
        }
        return new ProgressThrottle(stepPercent, minIntervalMillis, startMillis);
    }

    /** For a terminal line that is redrawn in place: at most one redraw per {@code minIntervalMillis}. */
    static ProgressThrottle forTerminal(long minIntervalMillis, long startMillis) {
        if (minIntervalMillis < 0) {
            throw new IllegalArgumentException("interval " + minIntervalMillis + " ms");
        }
        return new ProgressThrottle(0, minIntervalMillis, startMillis);
    }

    /** Whether to show {@code counts} now; when it answers true, the display counts as shown at {@code nowMillis}. */
    boolean due(ProgressCounts counts, long nowMillis) {
        boolean advanced = stepPercent == 0 ? counts.done() != shownDone : reachedStep(counts);
        boolean due = advanced && nowMillis - shownAtMillis >= minIntervalMillis;
        if (due) {
            shownOnce = true;
            shownDone = counts.done();
            shownAtMillis = nowMillis;
        }
        return due;
    }

    /** True once something was shown, so the end of the run closes what the display began. */
    boolean shownOnce() {
        return shownOnce;
    }

    /** The number of finished cases the display last showed. */
    int shownDone() {
        return shownDone;
    }

    /** At least {@code stepPercent} percent of the cases finished since the last line (compared without rounding). */
    private boolean reachedStep(ProgressCounts counts) {
        long advanced = (long) counts.done() - shownDone;
        return counts.total() > 0 && advanced > 0 && advanced * 100 >= (long) stepPercent * counts.total();
    }
}
