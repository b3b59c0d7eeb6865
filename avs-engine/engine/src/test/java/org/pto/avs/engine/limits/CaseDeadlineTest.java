package org.pto.avs.engine.limits;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A case's bound is {@code avs.limits.case-timeout} times {@code avs.timeout-factor}, and twice that for a retry. */
class CaseDeadlineTest {

    @Test
    void theBoundIsTheSettingTimesTheFactorAndARetrysIsTwiceThat() {
        try (CaseDeadline deadline = new CaseDeadline(Duration.ofSeconds(3), 1.5)) {
            assertEquals(Duration.ofMillis(4500), deadline.timeout());
            assertEquals("4500ms (avs.limits.case-timeout=3000ms times avs.timeout-factor=1.5)", deadline.describe());
            CaseDeadline retry = deadline.stretched(2);
            assertEquals(Duration.ofSeconds(9), retry.timeout());
            assertEquals(
                    "9000ms (avs.limits.case-timeout=3000ms times avs.timeout-factor=1.5 times 2 for a case run again)",
                    retry.describe());
        }
    }

    @Test
    void noBoundStaysNoBoundAndRunsOnTheCallingThread() throws Exception {
        try (CaseDeadline deadline = new CaseDeadline(Duration.ZERO, 4)) {
            assertEquals(Duration.ZERO, deadline.stretched(2).timeout());
            Thread caller = Thread.currentThread();
            assertEquals(Optional.of(true), deadline.stretched(2).run(() -> Thread.currentThread() == caller));
        }
    }
}
