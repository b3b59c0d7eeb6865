package org.pto.avs.mutant.families;

import static org.pto.avs.mutant.Words.BSTOP;
import static org.pto.avs.mutant.Words.TLOAD_U64;
import static org.pto.avs.mutant.Words.bios;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.pto.avs.device.DeviceException;
import org.pto.avs.mutant.Program;
import org.pto.avs.mutant.Witness;
import org.pto.avs.mutant.Witness.Part;
import org.pto.avs.mutant.WitnessCheck;

/**
 * Each BSTART.TLOAD mutant answers a word otherwise than the reference: a reserved DataType opened, an assigned one
 * refused, or the commit of a block with no binding refused.
 */
public class TileLoadStartMutantsTest {

    /** BSTART.TLOAD FP64, DataType in bits 31:27. */
    private static final int TLOAD_FP64 = 0x00011181;

    public static List<Witness> witnesses() {
        return List.of(
                Witness.of("tload-data-type-unchecked", Part.STEPS, Program.of(TLOAD_FP64 | 15 << 27)),
                Witness.of("tload-sizeless-data-type-refused", Part.STEPS, Program.of(TLOAD_FP64 | 2 << 27)),
                // A destination with PEMode 000 records no binding: the block commits with nothing to load.
                Witness.of("tload-empty-block-faults", Part.STEPS, Program.of(TLOAD_U64, bios(13, 1, 0), BSTOP)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("witnesses")
    void eachMutantObservesSomethingTheReferenceDoesNot(Witness witness) throws DeviceException {
        WitnessCheck.assertDiffers(witness);
    }
}
