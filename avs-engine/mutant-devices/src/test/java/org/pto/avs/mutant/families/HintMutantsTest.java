package org.pto.avs.mutant.families;

import static org.pto.avs.mutant.Words.asm;
import static org.pto.avs.mutant.families.ControlAttributeMutantsTest.BODY;
import static org.pto.avs.mutant.families.ControlAttributeMutantsTest.STOP;
import static org.pto.avs.mutant.families.ControlAttributeMutantsTest.TEPL;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.pto.avs.device.DeviceException;
import org.pto.avs.device.ProgramWord;
import org.pto.avs.mutant.Program;
import org.pto.avs.mutant.Witness;
import org.pto.avs.mutant.Witness.Part;
import org.pto.avs.mutant.WitnessCheck;

/** Each B.HINT mutant answers a word otherwise than the reference or leaves a hint record the reference does not. */
public class HintMutantsTest {

    private static final ProgramWord HINT = asm("B.HINT v=1, likely=0, temp=2, prefetch=4095");
    private static final ProgramWord TRACE = asm("B.HINT trace, end=0");

    public static List<Witness> witnesses() {
        return List.of(
                Witness.of("hint-placement-ignores-body", Part.STEPS, Program.words(TEPL, BODY, HINT)),
                // The block TRACE opened holds its hint already: a second one is Fault_BundleControl.
                Witness.of("hint-duplicate-accepted", Part.STEPS, Program.words(TRACE, HINT)),
                Witness.of("hint-valid-likely-swapped", Part.record("hint"), Program.words(TEPL, HINT)),
                // TRACE opens a block and BSTOP commits it; with no block BSTOP is Fault_BundleControl.
                Witness.of("trace-opens-no-block", Part.STEPS, Program.words(TRACE, STOP)),
                Witness.of("trace-block-commit-faults", Part.STEPS, Program.words(TRACE, STOP)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("witnesses")
    void eachMutantObservesSomethingTheReferenceDoesNot(Witness witness) throws DeviceException {
        WitnessCheck.assertDiffers(witness);
    }
}
