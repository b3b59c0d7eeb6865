package org.pto.avs.mutant.families;

import static org.pto.avs.mutant.Words.TADD_FP64;
import static org.pto.avs.mutant.Words.addi;
import static org.pto.avs.mutant.Words.asm;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.pto.avs.device.DeviceException;
import org.pto.avs.device.ProgramWord;
import org.pto.avs.mutant.Program;
import org.pto.avs.mutant.Witness;
import org.pto.avs.mutant.Witness.Part;
import org.pto.avs.mutant.WitnessCheck;

/**
 * Each B.CATR mutant accepts a word the reference refuses (Fault_BundleControl), refuses one it accepts, or leaves a
 * control_attributes record the reference does not.
 */
public class ControlAttributeMutantsTest {

    private static final Part CONTROL = Part.record("control_attributes");

    static final ProgramWord TEPL = ProgramWord.of32(TADD_FP64);
    static final ProgramWord RELEASE = asm("B.CATR trap=0, atom=0, aq=0, rl=1, far=0, dr=0");
    static final ProgramWord ACQUIRE = asm("B.CATR trap=0, atom=0, aq=1, rl=0, far=0, dr=0");
    static final ProgramWord NOTHING = asm("B.CATR trap=0, atom=0, aq=0, rl=0, far=0, dr=0");
    static final ProgramWord DR = asm("B.CATR trap=0, atom=0, aq=0, rl=0, far=0, dr=1");
    static final ProgramWord BODY = ProgramWord.of32(addi(1, 0, 5));
    static final ProgramWord STOP = ProgramWord.of32(0x00000001);

    public static List<Witness> witnesses() {
        return List.of(
                Witness.of("catr-placement-ignores-body", Part.STEPS, Program.words(TEPL, BODY, RELEASE)),
                Witness.of("catr-duplicate-per-field", Part.STEPS, Program.words(TEPL, RELEASE, ACQUIRE)),
                Witness.of("catr-acquire-release-swapped", CONTROL, Program.words(TEPL, RELEASE)),
                Witness.of("catr-zero-record-dropped", CONTROL, Program.words(TEPL, NOTHING)),
                Witness.of("catr-ordering-needs-atom", Part.STEPS, Program.words(TEPL, ACQUIRE)),
                // A VEC block with DR = 1 and no binding commits with no effect (B.CATR state_effects[1]).
                Witness.of("catr-dr-refused-in-vec-block", Part.STEPS, Program.words(TEPL, DR, STOP)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("witnesses")
    void eachMutantObservesSomethingTheReferenceDoesNot(Witness witness) throws DeviceException {
        WitnessCheck.assertDiffers(witness);
    }
}
