package org.pto.avs.reports.progress;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The throttling rules on made-up clock readings: no real time is involved. */
class ProgressThrottleTest {

    /** Finishes one case every {@code millisPerCase} and returns the done counts at which a line was due. */
    private static List<Integer> shownAt(ProgressThrottle throttle, int total, long millisPerCase) {
        List<Integer> shown = new ArrayList<>();
        for (int done = 1; done <= total; done++) {
            if (throttle.due(new ProgressCounts(total, done, 0), done * millisPerCase)) {
                shown.add(done);
            }
        }
        return shown;
    }

    @Test
    void aLongRunGetsOneLinePerTenPercent() {
        // 1000 cases, one per 100 ms: 100 s in all, a step of 100 cases every 10 s.
        assertEquals(
                List.of(100, 200, 300, 400, 500, 600, 700, 800, 900, 1000),
                shownAt(ProgressThrottle.forLog(10, 10_000, 0), 1000, 100));
    }

    @Test
    void aRunShorterThanTheIntervalGetsNoLine() {
        assertEquals(List.of(), shownAt(ProgressThrottle.forLog(10, 10_000, 0), 1000, 5));
    }

    @Test
    void aSlowRunGetsALinePerStepNotPerCase() {
        // One case a minute: the interval has always passed, so the step alone decides.
        assertEquals(
                List.of(10, 20, 30, 40, 50, 60, 70, 80, 90, 100),
                shownAt(ProgressThrottle.forLog(10, 10_000, 0), 100, 60_000));
    }

    @Test
    void aFastRunGetsAtMostOneLinePerInterval() {
        // 10 000 cases, one per 2 ms: a 10% step takes 2 s, but lines stay 10 s apart.
        List<Integer> shown = shownAt(ProgressThrottle.forLog(10, 10_000, 0), 10_000, 2);
        assertEquals(List.of(5000, 10_000), shown);
    }

    @Test
    void aStepReachedInsideTheIntervalIsShownByTheFirstEventAfterIt() {
        ProgressThrottle throttle = ProgressThrottle.forLog(10, 10_000, 0);
        assertFalse(throttle.due(new ProgressCounts(100, 50, 0), 9_999), "the interval since the start has not passed");
        assertTrue(throttle.due(new ProgressCounts(100, 51, 0), 10_000));
        assertFalse(throttle.due(new ProgressCounts(100, 60, 0), 30_000), "9 more cases are less than 10%");
        assertTrue(throttle.due(new ProgressCounts(100, 61, 0), 30_001));
        assertEquals(61, throttle.shownDone());
    }

    @Test
    void theStartCountsAsTheLastLine() {
        ProgressThrottle throttle = ProgressThrottle.forLog(10, 10_000, 50_000);
        assertFalse(throttle.due(new ProgressCounts(10, 5, 0), 55_000));
        assertTrue(throttle.due(new ProgressCounts(10, 5, 0), 60_000));
    }

    @Test
    void theTerminalRedrawsOnChangeAtMostOncePerInterval() {
        ProgressThrottle throttle = ProgressThrottle.forTerminal(200, 0);
        List<Long> redrawn = new ArrayList<>();
        for (long t = 50; t <= 1000; t += 50) {
            if (throttle.due(new ProgressCounts(1000, (int) (t / 50), 0), t)) {
                redrawn.add(t);
            }
        }
        assertEquals(List.of(200L, 400L, 600L, 800L, 1000L), redrawn);
        assertFalse(throttle.due(new ProgressCounts(1000, 20, 0), 5000), "unchanged counts need no redraw");
        assertTrue(throttle.due(new ProgressCounts(1000, 21, 0), 5000));
    }

    @Test
    void nothingIsShownUntilSomethingIsDue() {
        ProgressThrottle throttle = ProgressThrottle.forLog(10, 0, 0);
        assertFalse(throttle.shownOnce());
        assertFalse(throttle.due(new ProgressCounts(100, 9, 0), 1));
        assertFalse(throttle.shownOnce());
        assertTrue(throttle.due(new ProgressCounts(100, 10, 0), 2));
        assertTrue(throttle.shownOnce());
    }

    @Test
    void badRulesAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> ProgressThrottle.forLog(0, 10_000, 0));
        assertThrows(IllegalArgumentException.class, () -> ProgressThrottle.forLog(101, 10_000, 0));
        assertThrows(IllegalArgumentException.class, () -> ProgressThrottle.forTerminal(-1, 0));
    }

    @Test
    void countsKnowWhatRemains() {
        ProgressCounts counts = new ProgressCounts(13, 5, 2);
        assertEquals(8, counts.remaining());
        assertEquals(38, counts.percent());
        assertEquals(100, new ProgressCounts(0, 0, 0).percent());
        assertThrows(IllegalArgumentException.class, () -> new ProgressCounts(10, 2, 3));
    }
}
