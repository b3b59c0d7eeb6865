package org.pto.avs.mutant.families;

import static org.pto.avs.mutant.Words.asm;
import static org.pto.avs.mutant.families.ControlAttributeMutantsTest.BODY;
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

/**
 * Each B.DATR mutant answers a word otherwise than the reference (another fault, or none) or leaves a data_attributes
 * record the reference does not.
 */
public class DataAttributeMutantsTest {

    private static final Part DATA = Part.record("data_attributes");
    private static final ProgramWord UNSIGNED =
            asm("B.DATR type=U64, layout=0, pad=2, cmode=5, rmode=7, sat=1, canon=1");
    private static final ProgramWord FLOAT =
            asm("B.DATR type=FP64, layout=21, pad=0, cmode=0, rmode=0, sat=0, canon=0");
    private static final ProgramWord SATURATING =
            asm("B.DATR type=U64, layout=0, pad=2, cmode=5, rmode=7, sat=1, canon=0");
    private static final ProgramWord ROUNDING_5 =
            asm("B.DATR type=U64, layout=0, pad=2, cmode=5, rmode=5, sat=0, canon=0");
    /** B.DATR with the reserved DataType 15, every other field 0. */
    private static final ProgramWord RESERVED_DATA_TYPE = ProgramWord.of32(0x00001023 | 15 << 20);
    /** B.DATR with the reserved Layout 2, DataType 0 and every other field 0. */
    private static final ProgramWord RESERVED_LAYOUT = ProgramWord.of32(0x00001023 | 2 << 7);

    public static List<Witness> witnesses() {
        return List.of(
                Witness.of("datr-placement-ignores-body", Part.STEPS, Program.words(TEPL, BODY, UNSIGNED)),
                Witness.of("datr-duplicate-accepted", Part.STEPS, Program.words(TEPL, UNSIGNED, FLOAT)),
                Witness.of("datr-sat-canonicalize-swapped", DATA, Program.words(TEPL, SATURATING)),
                // The TEPL block's data_type is FP64, its own; the mutant's is 31, the state's before it.
                Witness.of("data-type-from-the-previous-block", DATA, Program.words(TEPL)),
                Witness.of("datr-reset-pad-zero", DATA, Program.words(TEPL)),
                // With no block the reserved DataType is Fault_IllegalInstruction, placement never reached.
                Witness.of("datr-data-type-checked-after-placement", Part.STEPS, Program.words(RESERVED_DATA_TYPE)),
                Witness.of("datr-layout-unchecked", Part.STEPS, Program.words(TEPL, RESERVED_LAYOUT)),
                Witness.of("datr-rmode-5-and-6-refused", Part.STEPS, Program.words(TEPL, ROUNDING_5)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("witnesses")
    void eachMutantObservesSomethingTheReferenceDoesNot(Witness witness) throws DeviceException {
        WitnessCheck.assertDiffers(witness);
    }
}
