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

/** Each placement mutant binds where the reference raises Fault_BundleControl. */
public class PlacementMutantsTest {

    public static List<Witness> witnesses() {
        return List.of(
                Witness.of("placement-ignores-body", Part.STEPS, Program.of(TADD_FP64, addi(1, 0, 5), bios(0, 1, 7))),
                Witness.of("placement-ignores-no-block", Part.STEPS, Program.of(bios(0, 1, 7))));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("witnesses")
    void eachMutantObservesSomethingTheReferenceDoesNot(Witness witness) throws DeviceException {
        WitnessCheck.assertDiffers(witness);
    }
}
