package org.pto.avs.mutant.families;

import static org.pto.avs.mutant.Words.bior;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.pto.avs.device.DeviceException;
import org.pto.avs.mutant.Program;
import org.pto.avs.mutant.Witness;
import org.pto.avs.mutant.Witness.Part;
import org.pto.avs.mutant.WitnessCheck;

/** The B.IOR selector mutant lets one reserved selector through where the reference faults it. */
public class ReservedSelectorMutantsTest {

    public static List<Witness> witnesses() {
        // Outside a block the reference faults Fault_IllegalInstruction; the gap reaches placement,
        // Fault_BundleControl.
        return List.of(Witness.of("ior-reg-src1-checked-at-the-range-ends", Part.STEPS, Program.of(bior(0, 0, 27, 0))));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("witnesses")
    void eachMutantObservesSomethingTheReferenceDoesNot(Witness witness) throws DeviceException {
        WitnessCheck.assertDiffers(witness);
    }
}
