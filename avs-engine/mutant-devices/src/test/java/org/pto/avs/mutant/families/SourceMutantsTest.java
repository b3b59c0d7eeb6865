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

/** Each source mutant changes a Shared register that a source binding must leave alone. */
public class SourceMutantsTest {

    public static List<Witness> witnesses() {
        return List.of(
                Witness.of(
                        "source-bind-unpublishes",
                        Part.SHARED,
                        Program.of(TADD_FP64, bios(6, 0, 7)).withShared(6, "1111", 128)),
                Witness.of("source-bind-allocates", Part.POOL_BYTES_IN_USE, Program.of(TADD_FP64, bios(6, 0, 7))));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("witnesses")
    void eachMutantObservesSomethingTheReferenceDoesNot(Witness witness) throws DeviceException {
        WitnessCheck.assertDiffers(witness);
    }
}
