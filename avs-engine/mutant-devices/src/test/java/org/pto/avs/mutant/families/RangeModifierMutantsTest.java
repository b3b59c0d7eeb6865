package org.pto.avs.mutant.families;

import static org.pto.avs.mutant.Words.asm;
import static org.pto.avs.mutant.families.LocalBinderMutantsTest.header;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.pto.avs.device.DeviceException;
import org.pto.avs.device.ProgramWord;
import org.pto.avs.model.machine.RangeCarrier;
import org.pto.avs.mutant.Witness;
import org.pto.avs.mutant.Witness.Part;
import org.pto.avs.mutant.WitnessCheck;

/**
 * Each range-modifier mutant decides a word or records a carrier otherwise than the reference: after a Local source
 * and destination binder (T3, D0 of 64 KiB) or a Shared destination S9 of SizeCode 1.
 */
public class RangeModifierMutantsTest {

    private static final ProgramWord LOCAL_SOURCE = asm("B.IOT T3, L=1, mask=1111, ->D0<64KB>");
    private static final ProgramWord SHARED_DESTINATION = asm("B.IOS mask=1111, ->S9<128B>");
    private static final ProgramWord INIT_LAST = asm("B.ASSEMBLE init=1, last=1, R0, 0, parent=1");
    /** B.SUBVIEW src=0, R0, 0 with the reserved SubviewSizeCode 13 (w[10:7]). */
    private static final ProgramWord SUBVIEW_SIZE_13 = ProgramWord.of32(0x000006D3);

    public static List<Witness> witnesses() {
        return List.of(
                Witness.of(
                        "modifier-local-sizes-11-12-accepted",
                        Part.STEPS,
                        header(LOCAL_SOURCE, asm("B.SUBVIEW src=0, R0, 0, size=11"))),
                Witness.of(
                        "modifier-recorded-before-size-check",
                        Part.record(RangeCarrier.RECORD),
                        header(LOCAL_SOURCE, asm("B.SUBVIEW src=0, R0, 0, size=11"))),
                // R2 + 2047 wraps to 2043.
                Witness.of(
                        "modifier-offset-wrap-lost",
                        Part.record(RangeCarrier.RECORD),
                        header(LOCAL_SOURCE, asm("B.SUBVIEW src=0, R2, 2047, size=1"))
                                .withGprs(Map.of(2, -4L))),
                // R1 = 2^32: the offset keeps its bit 32.
                Witness.of(
                        "modifier-offset-kept-32-bits",
                        Part.record(RangeCarrier.RECORD),
                        header(LOCAL_SOURCE, asm("B.SUBVIEW src=0, R1, 0, size=1"))
                                .withGprs(Map.of(1, 1L << 32))),
                Witness.of(
                        "modifier-r0-drops-uimm11",
                        Part.record(RangeCarrier.RECORD),
                        header(LOCAL_SOURCE, asm("B.SUBVIEW src=0, R0, 9, size=1"))),
                Witness.of(
                        "modifier-zero-mode-group-refused",
                        Part.STEPS,
                        header(asm("B.IOT T0, L=1, mask=0000"), asm("B.SUBVIEW src=0, R0, 0, size=1"))),
                Witness.of(
                        "modifier-role-repeatable",
                        Part.STEPS,
                        header(
                                LOCAL_SOURCE,
                                asm("B.SUBVIEW src=0, R0, 0, size=1"),
                                asm("B.SUBVIEW src=0, R0, 1, size=1"))),
                Witness.of(
                        "modifier-group-survives-other-commands",
                        Part.STEPS,
                        header(SHARED_DESTINATION, asm("B.DIM LB0, R0, 4"), INIT_LAST)),
                // The second LB0 faults in B.DIM itself, after the step loop closed the group.
                Witness.of(
                        "modifier-group-kept-by-a-faulting-command",
                        Part.STEPS,
                        header(asm("B.DIM LB0, R0, 4"), SHARED_DESTINATION, asm("B.DIM LB0, R0, 5"), INIT_LAST)),
                Witness.of(
                        "subview-src-select-ignored",
                        Part.STEPS,
                        header(asm("B.IOS S0, mask=1111"), asm("B.SUBVIEW src=1, R0, 0, size=1"))),
                Witness.of("subview-reserved-size-passes-decode", Part.STEPS, header(LOCAL_SOURCE, SUBVIEW_SIZE_13)),
                Witness.of(
                        "assemble-reserved-parent-size-passes-decode",
                        Part.STEPS,
                        header(SHARED_DESTINATION, ProgramWord.of32(0x80001ED3))),
                // INIT with size 0 faults and leaves the group open for the INIT_LAST.
                Witness.of(
                        "assemble-fault-closes-group",
                        Part.STEPS,
                        header(SHARED_DESTINATION, asm("B.ASSEMBLE init=1, last=0, R0, 0, parent=0"), INIT_LAST)),
                Witness.of(
                        "assemble-middle-takes-any-size",
                        Part.STEPS,
                        header(SHARED_DESTINATION, asm("B.ASSEMBLE init=0, last=0, R0, 0, parent=1"))));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("witnesses")
    void eachMutantObservesSomethingTheReferenceDoesNot(Witness witness) throws DeviceException {
        WitnessCheck.assertDiffers(witness);
    }
}
