package org.pto.avs.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** The command section reads each child's CPU from {@code sh}'s {@code times}, as dash and bash print it. */
class CommandLatencyTest {

    @Test
    void theChildrensLineIsUserPlusSystem() {
        assertEquals(1_430_000_000L, CommandLatency.childCpu("0m0.001000s 0m0.002000s\n0m1.230000s 0m0.200000s\n"));
        assertEquals(120_500_000_000L, CommandLatency.childCpu("0m0.001s 0m0.002s\n1m0.500s 1m0.000s"));
    }

    @Test
    void aShellThatPrintedNoChildrensLineIsAnError() {
        assertThrows(IllegalStateException.class, () -> CommandLatency.childCpu("0m0.001s 0m0.002s"));
    }
}
