package org.pto.avs.mutant.families;

import static org.pto.avs.mutant.Words.*;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.pto.avs.device.DeviceException;
import org.pto.avs.mutant.Program;
import org.pto.avs.mutant.Witness;
import org.pto.avs.mutant.Witness.Part;
import org.pto.avs.mutant.WitnessCheck;

/** Each commit mutant commits, faults or consumes otherwise than the reference. */
public class CommitMutantsTest {

    public static List<Witness> witnesses() {
        return List.of(
                Witness.of("multi-pe-destination-accepted", Part.STEPS, Program.loadBlock(TLOAD_U64, bios(1, 1, 7))),
                Witness.of("unconsumed-binding-dropped", Part.STEPS, Program.of(TADD_U64, bios(6, 0, 7), BSTOP)),
                Witness.of("tload-accepts-source", Part.STEPS, Program.loadBlock(TLOAD_U64, bios(3, 0, 4))));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("witnesses")
    void eachMutantObservesSomethingTheReferenceDoesNot(Witness witness) throws DeviceException {
        WitnessCheck.assertDiffers(witness);
    }
}
