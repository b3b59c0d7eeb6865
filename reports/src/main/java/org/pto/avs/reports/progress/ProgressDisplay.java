package org.pto.avs.reports.progress;

import java.io.PrintStream;

/** Where the counts go: log lines for CI, or one line redrawn in place on a terminal. */
abstract class ProgressDisplay {

    /** Erases the terminal line: back to its start, then clear to its end (ANSI EL). */
    static final String ERASE_LINE = "\r\u001B[K";

    final PrintStream out;
    final ProgressThrottle throttle;
    final long startMillis;

    ProgressDisplay(PrintStream out, ProgressThrottle throttle, long startMillis) {
        this.out = out;
        this.throttle = throttle;
        this.startMillis = startMillis;
    }

    abstract void update(ProgressCounts counts, long nowMillis);

    /** The run is over: close the display. Called again after that, it does nothing. */
    abstract void finish(ProgressCounts counts, long nowMillis);

    /** Log lines, throttled: lines appear only once the run is long enough to need them. */
    static final class Log extends ProgressDisplay {

        private boolean finished;

        Log(PrintStream out, ProgressThrottle throttle, long startMillis) {
            super(out, throttle, startMillis);
        }

        @Override
        void update(ProgressCounts counts, long nowMillis) {
            if (!finished && throttle.due(counts, nowMillis)) {
                out.println(ProgressText.line(counts, nowMillis - startMillis));
                out.flush();
            }
        }

        /** A last line with the final counts, only when lines were shown and the last one is out of date. */
        @Override
        void finish(ProgressCounts counts, long nowMillis) {
            if (!finished && throttle.shownOnce() && throttle.shownDone() != counts.done()) {
                out.println(ProgressText.line(counts, nowMillis - startMillis));
                out.flush();
            }
            finished = true;
        }
    }

    /** One status line redrawn in place; erased at the end so the summary that follows starts on a clean line. */
    static final class Terminal extends ProgressDisplay {

        private boolean finished;

        Terminal(PrintStream out, ProgressThrottle throttle, long startMillis) {
            super(out, throttle, startMillis);
        }

        @Override
        void update(ProgressCounts counts, long nowMillis) {
            if (!finished && throttle.due(counts, nowMillis)) {
                out.print(ERASE_LINE + ProgressText.status(counts, nowMillis - startMillis));
                out.flush();
            }
        }

        @Override
        void finish(ProgressCounts counts, long nowMillis) {
            if (!finished && throttle.shownOnce()) {
                out.print(ERASE_LINE);
                out.flush();
            }
            finished = true;
        }
    }
}
