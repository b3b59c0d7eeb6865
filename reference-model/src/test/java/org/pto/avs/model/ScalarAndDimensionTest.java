package org.pto.avs.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.pto.avs.model.Machines.BUNDLE;
import static org.pto.avs.model.Machines.EXECUTED;
import static org.pto.avs.model.Machines.ILLEGAL;
import static org.pto.avs.model.Machines.UNSUPPORTED;
import static org.pto.avs.model.Machines.executeAll;
import static org.pto.avs.model.Machines.reset;
import static org.pto.avs.model.Machines.step;
import static org.pto.avs.model.Words.BSTOP;
import static org.pto.avs.model.Words.TADD_FP64;
import static org.pto.avs.model.Words.U8;
import static org.pto.avs.model.Words.addi;
import static org.pto.avs.model.Words.bios;
import static org.pto.avs.model.Words.dim;
import static org.pto.avs.model.Words.tload;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.pto.avs.device.BlockPhase;
import org.pto.avs.device.MachineState;
import org.pto.avs.device.SharedDescriptor;

/** ADDI and the zero register (semantics §1); B.DIM loop bounds (semantics §3). */
class ScalarAndDimensionTest {

    @Test
    void addiAddsAZeroExtendedImmediate() {
        Session s = reset();
        executeAll(s, addi(1, 0, 5), addi(2, 1, 0xFFF));
        assertEquals(5L, s.observe().gprs().get(1));
        assertEquals(5L + 4095, s.observe().gprs().get(2));
    }

    @Test
    void r0ReadsZeroAndIgnoresWrites() {
        Session s = Machines.from(MachineState.of(Map.of(), List.of(), Map.of(1, 40L)));
        executeAll(s, addi(0, 1, 7), addi(3, 0, 2));
        assertEquals(0L, s.observe().gprs().get(0));
        assertEquals(2L, s.observe().gprs().get(3));
    }

    @Test
    void addiWrapsAtTheRegisterWidth() {
        Session s = Machines.from(MachineState.of(Map.of(), List.of(), Map.of(1, -1L)));
        executeAll(s, addi(2, 1, 1));
        assertEquals(0L, s.observe().gprs().get(2));
    }

    @Test
    void bDimRegisterNumbers24To31AreIllegal() {
        Session s = reset();
        assertEquals(ILLEGAL, step(s, dim(0, 24, 1)));
        assertEquals(ILLEGAL, step(s, dim(2, 31, 1)));
        assertEquals(0, s.tpc());
    }

    @Test
    void addiDestinations24To29DiscardTheResult() {
        Session s = Machines.from(MachineState.of(Map.of(), List.of(), Map.of(1, 40L)));
        for (int destination = 24; destination <= 29; destination++) {
            assertEquals(EXECUTED, step(s, addi(destination, 1, 2)));
        }
        assertEquals(6 * 4, s.tpc());
        assertEquals(Map.of(1, 40L), nonZero(s.observe().gprs()));
    }

    @Test
    void addiNamingATOrUQueueIsOutsideTheModel() {
        Session s = reset();
        // SrcL 24..27 read T#1..T#4 and 28..31 U#1..U#4; RegDst 30 pushes U and 31 pushes T: no queue is modeled.
        for (int word : new int[] {addi(1, 24, 1), addi(1, 31, 1), addi(30, 0, 1), addi(31, 0, 1)}) {
            assertEquals(UNSUPPORTED, step(s, word));
        }
        assertEquals(0, s.tpc());
    }

    private static Map<Integer, Long> nonZero(Map<Integer, Long> gprs) {
        Map<Integer, Long> set = new TreeMap<>();
        gprs.forEach((r, v) -> {
            if (v != 0) {
                set.put(r, v);
            }
        });
        return set;
    }

    @Test
    void addiEntersTheBodyOfAnOpenHeaderAndNothingElseOutsideABlock() {
        Session none = reset();
        executeAll(none, addi(1, 0, 1));
        assertEquals(BlockPhase.NONE, none.phase());
        Session s = reset();
        executeAll(s, TADD_FP64, bios(0, 0, 7));
        assertEquals(BlockPhase.HEADER, s.phase(), "a header command keeps the header open");
        executeAll(s, addi(1, 0, 1));
        assertEquals(BlockPhase.BODY, s.phase());
    }

    @Test
    void aLoopBoundIsWriteOncePerBlock() {
        Session s = reset();
        executeAll(s, tload(U8), dim(1, 0, 3));
        assertEquals(BUNDLE, step(s, dim(1, 0, 3)));
        executeAll(s, tload(U8));
        executeAll(s, dim(1, 0, 3));
    }

    @Test
    void bDimOutsideAHeaderIsBundleControl() {
        assertEquals(BUNDLE, step(reset(), dim(0, 0, 1)));
    }

    @Test
    void aLoopBoundIsGprPlusImmediateTruncatedTo16Bits() {
        // LB2 = R1 + 3 with R1 = 0x10000: 0x10003 truncates to 3; LB0 = 0x10001 (immediate) truncates to 1.
        Session s = Machines.from(MachineState.of(Map.of(), List.of(), Map.of(1, 0x10000L)));
        executeAll(s, tload(U8), dim(0, 0, 0x10001), dim(1, 0, 2), dim(2, 1, 3), bios(6, 1, 1), BSTOP);
        SharedDescriptor d = s.observe().shared().get(6).descriptor();
        assertEquals(3, d.columns());
        assertEquals(1, d.validColumns());
        assertEquals(2, d.rows());
        assertEquals(2, d.validRows());
        assertEquals(U8, d.dataType());
    }
}
