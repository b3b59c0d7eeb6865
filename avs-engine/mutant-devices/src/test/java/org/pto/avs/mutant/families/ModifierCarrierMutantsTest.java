package org.pto.avs.mutant.families;

import static org.pto.avs.mutant.Words.asm;
import static org.pto.avs.mutant.families.LocalBinderMutantsTest.header;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.pto.avs.device.DeviceException;
import org.pto.avs.model.machine.RangeCarrier;
import org.pto.avs.mutant.Witness;
import org.pto.avs.mutant.Witness.Part;
import org.pto.avs.mutant.WitnessCheck;

/** Each carrier mutant records another carrier than the reference after a Local or a Shared source binder. */
public class ModifierCarrierMutantsTest {

    public static List<Witness> witnesses() {
        return List.of(
                // R2 + 2047 wraps to 2043 on the Local source T3.
                Witness.of(
                        "local-carrier-offset-wrap-lost",
                        Part.record(RangeCarrier.RECORD),
                        header(asm("B.IOT T3, L=1, mask=1111, ->D0<64KB>"), asm("B.SUBVIEW src=0, R2, 2047, size=10"))
                                .withGprs(Map.of(2, -4L))),
                Witness.of(
                        "subview-whole-object-records-nothing",
                        Part.record(RangeCarrier.RECORD),
                        header(asm("B.IOS S7, mask=1111"), asm("B.SUBVIEW src=0, R23, 0, size=12"))
                                .withGprs(Map.of(23, 0x2217L))));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("witnesses")
    void eachMutantObservesSomethingTheReferenceDoesNot(Witness witness) throws DeviceException {
        WitnessCheck.assertDiffers(witness);
    }
}
