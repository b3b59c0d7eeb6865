package org.pto.avs.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.pto.avs.model.Machines.TILE;
import static org.pto.avs.model.Machines.executeAll;
import static org.pto.avs.model.Machines.step;
import static org.pto.avs.model.Words.BSTOP;
import static org.pto.avs.model.Words.TLOAD_S64;
import static org.pto.avs.model.Words.bios;
import static org.pto.avs.model.Words.dim;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.pto.avs.device.Bytes;
import org.pto.avs.device.PeMask;
import org.pto.avs.device.SharedObject;

/** The 256 KiB Shared pool, semantics §5: each valid descriptor charges its capacity once. */
class SharedPoolTest {

    private static Session withShared(Map<Integer, SharedObject> shared) {
        return Machines.from(Machines.sharedState(shared));
    }

    private static void tloadBlock(Session s, int biosWord) {
        executeAll(s, TLOAD_S64, dim(0, 0, 1), dim(1, 0, 1), dim(2, 0, 1), biosWord);
    }

    @Test
    void theInitialDescriptorsAreCharged() {
        Session s = withShared(Map.of(
                1, Machines.object("1000", 4096, Bytes.zeros(4096)),
                9, Machines.object("1111", 128, Bytes.zeros(128))));
        assertEquals(4096 + 128, s.observe().poolBytesInUse());
    }

    @Test
    void anAllocationThatExactlyFillsThePoolSucceedsAndOneByteMoreDoesNot() {
        Session exact = withShared(Map.of(
                1,
                Machines.object("1000", 131072, Bytes.zeros(131072)),
                2,
                Machines.object("1000", 65536, Bytes.zeros(65536)),
                3,
                Machines.object("1000", 65536 - 128, Bytes.zeros(65536 - 128))));
        tloadBlock(exact, bios(4, 1, 1));
        executeAll(exact, BSTOP);
        assertEquals(262144, exact.observe().poolBytesInUse());

        Session over = withShared(Map.of(
                1,
                Machines.object("1000", 131072, Bytes.zeros(131072)),
                2,
                Machines.object("1000", 65536, Bytes.zeros(65536)),
                3,
                Machines.object("1000", 65536 - 127, Bytes.zeros(65536 - 127))));
        tloadBlock(over, bios(4, 1, 1));
        assertEquals(TILE, step(over, BSTOP));
        assertEquals(262144 + 1 - 128, over.observe().poolBytesInUse());
    }

    @Test
    void rewritingAnExistingDescriptorChargesNothingMore() {
        Session s = withShared(Map.of(4, Machines.object("1000", 128, Bytes.filled(128, (byte) 7))));
        tloadBlock(s, bios(4, 1, 1));
        executeAll(s, BSTOP);
        assertEquals(128, s.observe().poolBytesInUse());
        assertEquals(Bytes.zeros(128), s.observe().shared().get(4).payload(), "the TLOAD read zero GM");
    }

    @Test
    void aRewriteOutsideTheAllocationMaskOrOfAnotherCapacityFaults() {
        SharedObject s4 = Machines.object("1000", 128, Bytes.filled(128, (byte) 7));
        Session wider = withShared(Map.of(4, s4));
        tloadBlock(wider, bios(4, 1, 2));
        assertEquals(TILE, step(wider, BSTOP));
        assertSame(s4, wider.observe().shared().get(4));

        Session bigger = withShared(Map.of(4, s4));
        tloadBlock(bigger, bios(4, 2, 1));
        assertEquals(TILE, step(bigger, BSTOP));
        assertSame(s4, bigger.observe().shared().get(4));
    }

    @Test
    void theAllocationMaskIsNeverWidenedByARewrite() {
        Session s = withShared(Map.of(4, Machines.object("1100", 128, Bytes.zeros(128))));
        tloadBlock(s, bios(4, 1, 2));
        executeAll(s, BSTOP);
        assertEquals(
                PeMask.parse("1100"), s.observe().shared().get(4).descriptor().allocationMask());
    }

    @Test
    void capacityIsChargedOnceWhateverThePeMode() {
        Session s = Machines.reset();
        tloadBlock(s, bios(2, 11, 7));
        executeAll(s, Words.initLast(11), BSTOP);
        assertEquals(131072, s.observe().poolBytesInUse());
    }
}
