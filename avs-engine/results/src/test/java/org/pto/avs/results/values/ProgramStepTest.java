package org.pto.avs.results.values;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** A step matches an outcome its case allows; a step of a vector judged on its decoding alone allows any. */
class ProgramStepTest {

    @Test
    void aStepMatchesOnlyTheOutcomesItsCaseAllows() {
        ProgramStep step = new ProgramStep(0, "0x00000033", "B.HINT", "executed", "Fault_BundleControl");
        assertFalse(step.matches());
        assertTrue(new ProgramStep(0, "0x00000033", "B.HINT", "executed or Fault_BundleControl", "Fault_BundleControl")
                .matches());
    }

    @Test
    void aDecodeOnlyStepMatchesWhateverTheDeviceAnsweredButNotNothing() {
        assertTrue(
                new ProgramStep(0, "0x00000033", "B.HINT", ProgramStep.ANY_OUTCOME, "Fault_BundleControl").matches());
        assertTrue(new ProgramStep(0, "0x00000033", "B.HINT", ProgramStep.ANY_OUTCOME, "unsupported").matches());
        assertFalse(new ProgramStep(0, "0x00000033", "B.HINT", ProgramStep.ANY_OUTCOME, "").matches());
    }
}
