package org.pto.avs.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.pto.avs.model.Machines.BUNDLE;
import static org.pto.avs.model.Machines.EXECUTED;
import static org.pto.avs.model.Machines.ILLEGAL;
import static org.pto.avs.model.Machines.TILE;
import static org.pto.avs.model.Machines.executeAll;
import static org.pto.avs.model.Machines.step;
import static org.pto.avs.model.Words.BSTOP;
import static org.pto.avs.model.Words.U8;
import static org.pto.avs.model.Words.addi;
import static org.pto.avs.model.Words.assemble;
import static org.pto.avs.model.Words.bios;
import static org.pto.avs.model.Words.dim;
import static org.pto.avs.model.Words.initLast;
import static org.pto.avs.model.Words.tload;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.pto.avs.device.Bytes;
import org.pto.avs.device.GmSegment;
import org.pto.avs.device.MachineState;
import org.pto.avs.device.PeMask;
import org.pto.avs.device.SharedDescriptor;
import org.pto.avs.device.SharedObject;
import org.pto.avs.device.StepOutcome;

/** B.ASSEMBLE, semantics §5: its grammar in the header, its ranges and atomic LAST publication at commit. */
class ApplyBundleAssembleTest {

    private static final byte[] GM = {1, 2, 3, 4, 5, 6, 7, 8};

    /** A TLOAD U8 header with a 1 x 4 tile, over GM bytes 1..8. */
    private static Session header() {
        Session s = Machines.from(Machines.gmState(0, GM));
        executeAll(s, tload(U8), dim(0, 0, 4), dim(1, 0, 1), dim(2, 0, 4));
        return s;
    }

    @Test
    void initLastWithAllFourPesPublishesInOneBlock() {
        Session s = header();
        executeAll(s, bios(2, 1, 7), initLast(1), BSTOP);
        SharedObject s2 = s.observe().shared().get(2);
        SharedDescriptor d = s2.descriptor();
        assertEquals(PeMask.ALL, d.allocationMask());
        assertEquals(PeMask.ALL, d.initializedMask());
        assertTrue(d.published());
        assertTrue(d.wholeParentReady());
        assertEquals(128, d.capacityBytes());
        byte[] expected = new byte[128];
        System.arraycopy(GM, 0, expected, 0, 4);
        assertTrue(Arrays.equals(expected, s2.payload().toArray()), s2.payload().toString());
        assertEquals(128, s.observe().poolBytesInUse());
    }

    @Test
    void aPartialMaskWriterCompletesButIsNotPublishedUnderTheDefaultRule() {
        Session s = header();
        executeAll(s, bios(2, 1, 5), initLast(1), BSTOP);
        SharedDescriptor d = s.observe().shared().get(2).descriptor();
        assertEquals(PeMask.parse("1100"), d.allocationMask());
        assertTrue(d.wholeParentReady());
        assertFalse(d.published(), "one PE or all four publish (semantics §5)");
    }

    @Test
    void aGenerationAcrossTwoBlocksPublishesOnlyAtLast() {
        // Parent S4 of 256 B (ParentSizeCode 2, two cells): INIT writes cell 0 through a 128 B binder (SizeCode 1),
        // LAST writes cell 1 with R1 = 1 as the offset and ParentSizeCode 0.
        Session s =
                Machines.from(MachineState.of(Map.of(), List.of(new GmSegment(0, Bytes.copyOf(GM))), Map.of(1, 1L)));
        executeAll(s, tload(U8), dim(0, 0, 4), dim(1, 0, 1), dim(2, 0, 4));
        executeAll(s, bios(4, 1, 7), assemble(true, false, 0, 0, 2), BSTOP);
        assertNull(s.observe().shared().get(4), "nothing of a generation is visible before LAST");
        assertEquals(0, s.observe().poolBytesInUse());

        executeAll(s, tload(U8), dim(0, 0, 2), dim(1, 0, 1), dim(2, 0, 2));
        executeAll(s, bios(4, 1, 7), assemble(false, true, 1, 0, 0), BSTOP);
        SharedObject s4 = s.observe().shared().get(4);
        assertTrue(s4.descriptor().published());
        assertEquals(256, s4.descriptor().capacityBytes(), "the parent has the size INIT named");
        byte[] payload = s4.payload().toArray();
        assertEquals(1, payload[0]);
        assertEquals(4, payload[3]);
        assertEquals(1, payload[128], "the LAST writer's tile lands at cell 1");
        assertEquals(2, payload[129]);
        assertEquals(0, payload[130]);
        assertEquals(256, s.observe().poolBytesInUse());
    }

    @Test
    void writersOfDifferentSizesFillOneParent() {
        // A 512 B parent (ParentSizeCode 3): a 256 B INIT writer at cell 0, 128 B MIDDLE and LAST writers at cells 2
        // and 3. Each writer range is its binder's SizeCode; only INIT names the parent.
        Session s = Machines.from(
                MachineState.of(Map.of(), List.of(new GmSegment(0, Bytes.copyOf(GM))), Map.of(2, 2L, 3, 3L)));
        executeAll(
                s,
                tload(U8),
                dim(0, 0, 4),
                dim(1, 0, 1),
                dim(2, 0, 4),
                bios(4, 2, 7),
                assemble(true, false, 0, 0, 3),
                BSTOP);
        executeAll(
                s,
                tload(U8),
                dim(0, 0, 4),
                dim(1, 0, 1),
                dim(2, 0, 4),
                bios(4, 1, 7),
                assemble(false, false, 2, 0, 0),
                BSTOP);
        assertNull(s.observe().shared().get(4), "MIDDLE publishes nothing");
        executeAll(
                s,
                tload(U8),
                dim(0, 0, 4),
                dim(1, 0, 1),
                dim(2, 0, 4),
                bios(4, 1, 7),
                assemble(false, true, 3, 0, 0),
                BSTOP);
        SharedObject s4 = s.observe().shared().get(4);
        assertEquals(512, s4.descriptor().capacityBytes());
        assertEquals(PeMask.ALL, s4.descriptor().allocationMask());
        byte[] payload = s4.payload().toArray();
        assertEquals(1, payload[0]);
        assertEquals(1, payload[256]);
        assertEquals(1, payload[384]);
        assertEquals(512, s.observe().poolBytesInUse());
    }

    @Test
    void lastWithIncompleteCoverageFaultsAndPublishesNothing() {
        Session s = header();
        // A 128 B writer (SizeCode 1) completes nothing of a 256 B parent (ParentSizeCode 2) at INIT_LAST.
        executeAll(s, bios(4, 1, 7), initLast(2));
        assertEquals(TILE, step(s, BSTOP));
        assertNull(s.observe().shared().get(4));
        assertEquals(0, s.observe().poolBytesInUse());
    }

    @Test
    void aWriterRangeBeyondTheParentFaults() {
        Session offset = header();
        executeAll(offset, bios(4, 2, 7), assemble(true, true, 0, 1, 2));
        assertEquals(TILE, step(offset, BSTOP), "a 256 B writer at cell 1 of a 256 B parent");
        assertNull(offset.observe().shared().get(4));

        Session larger = header();
        executeAll(larger, bios(4, 2, 7), initLast(1));
        assertEquals(TILE, step(larger, BSTOP), "a 256 B writer does not fit a 128 B parent");
        assertNull(larger.observe().shared().get(4));
        assertEquals(0, larger.observe().poolBytesInUse());
    }

    @Test
    void anOverlappingWriterRangeFaultsAndKeepsTheGeneration() {
        Session s = header();
        executeAll(s, bios(4, 1, 7), assemble(true, false, 0, 0, 2), BSTOP);
        executeAll(
                s, tload(U8), dim(0, 0, 1), dim(1, 0, 1), dim(2, 0, 1), bios(4, 1, 7), assemble(false, true, 0, 0, 0));
        assertEquals(TILE, step(s, BSTOP), "cell 0 is already covered");
        assertNull(s.observe().shared().get(4));
    }

    /** The generation rules are checked where the generation is written, at commit; the header takes the word. */
    @Test
    void initWhileAGenerationIsOpenIsBundleControlAtCommit() {
        Session s = header();
        executeAll(s, bios(4, 1, 7), assemble(true, false, 0, 0, 2), BSTOP);
        executeAll(s, tload(U8), dim(0, 0, 4), dim(1, 0, 1), dim(2, 0, 4), bios(4, 1, 7));
        assertEquals(EXECUTED, step(s, assemble(true, false, 0, 1, 2)));
        assertEquals(BUNDLE, step(s, BSTOP));
        assertNull(s.observe().shared().get(4));
    }

    @Test
    void lastOrMiddleWithoutInitIsBundleControlAtCommit() {
        for (boolean last : new boolean[] {true, false}) {
            Session s = header();
            executeAll(s, bios(4, 1, 7));
            assertEquals(EXECUTED, step(s, assemble(false, last, 0, 0, 0)), "the header takes the word");
            assertEquals(1, ((List<?>) s.observe().record("carriers")).size());
            assertEquals(BUNDLE, step(s, BSTOP), "no generation of S4 is open");
            assertNull(s.observe().shared().get(4));
        }
    }

    @Test
    void aModifierMustImmediatelyFollowADestinationBinder() {
        Session none = header();
        assertEquals(BUNDLE, step(none, initLast(1)), "no binder");

        Session closed = Machines.from(Machines.gmState(0, GM));
        executeAll(closed, tload(U8), bios(2, 1, 7), dim(0, 0, 4));
        assertEquals(BUNDLE, step(closed, initLast(1)), "B.DIM closed the group");

        Session source = header();
        executeAll(source, bios(2, 0, 7));
        assertEquals(BUNDLE, step(source, initLast(1)), "a source binder takes no range");

        Session twice = header();
        executeAll(twice, bios(2, 1, 7), initLast(1));
        assertEquals(BUNDLE, step(twice, initLast(1)), "a duplicate modifier");
    }

    @Test
    void aWordThatFailsAConstraintLeavesTheGroupOpen() {
        // Operands page section 1: the catalog's constraints (step 4) come before the group closes (step 5), also
        // where B.IOS checks its SizeCode as a step of its own order.
        Session s = header();
        executeAll(s, bios(2, 1, 7));
        assertEquals(ILLEGAL, step(s, bios(3, 14, 7)), "B.IOS SizeCode 14");
        assertEquals(ILLEGAL, step(s, dim(1, 24, 0)), "B.DIM RegSrc 24");
        executeAll(s, initLast(1), BSTOP);
        assertTrue(s.observe().shared().get(2).descriptor().published(), "the group was still open");
    }

    @Test
    void anUnsupportedWordLeavesTheGroupOpen() {
        // ADDI reading a T queue entry is outside the model: unsupported, nothing changed, the group included.
        Session s = header();
        executeAll(s, bios(2, 1, 7));
        assertEquals(StepOutcome.UNSUPPORTED, step(s, addi(1, 24, 0)));
        executeAll(s, initLast(1), BSTOP);
        assertTrue(s.observe().shared().get(2).descriptor().published(), "the group was still open");
    }

    @Test
    void initAndInitLastNeedTheParentsSizeAndReservedCodesAreIllegal() {
        Session s = header();
        executeAll(s, bios(2, 1, 7));
        assertEquals(BUNDLE, step(s, initLast(0)), "INIT_LAST without a parent size");
        assertEquals(BUNDLE, step(s, assemble(true, false, 0, 0, 0)), "INIT without a parent size");
        for (int code = 13; code <= 15; code++) {
            assertEquals(ILLEGAL, step(s, initLast(code)), "ParentSizeCode " + code);
            assertEquals(ILLEGAL, step(s, assemble(false, true, 0, 0, code)), "ParentSizeCode " + code + " on LAST");
        }
        assertEquals(ILLEGAL, step(s, assemble(true, true, 24, 0, 1)), "RegSrc 24");
        executeAll(s, initLast(1), BSTOP);
        assertTrue(s.observe().shared().get(2).descriptor().published(), "the group was still open");
    }

    @Test
    void middleAndLastWithAParentSizeAreBundleControlAndChangeNothing() {
        // A generation of S4 is open (a 256 B parent, cell 0 covered); its LAST must not name a parent again.
        Session s = Machines.from(Machines.gmState(0, GM));
        executeAll(
                s,
                tload(U8),
                dim(0, 0, 4),
                dim(1, 0, 1),
                dim(2, 0, 4),
                bios(4, 1, 7),
                assemble(true, false, 0, 0, 2),
                BSTOP);
        executeAll(s, tload(U8), dim(0, 0, 4), dim(1, 0, 1), dim(2, 0, 4), bios(4, 1, 7));
        for (int code = 1; code <= 12; code++) {
            assertEquals(BUNDLE, step(s, assemble(false, true, 0, 1, code)), "LAST with ParentSizeCode " + code);
            assertEquals(BUNDLE, step(s, assemble(false, false, 0, 1, code)), "MIDDLE with ParentSizeCode " + code);
        }
        assertNull(s.observe().shared().get(4));
        assertEquals(0, s.observe().poolBytesInUse());
        // The rejected words attached nothing and kept the group open: LAST with ParentSizeCode 0 completes it.
        executeAll(s, assemble(false, true, 0, 1, 0), BSTOP);
        assertEquals(256, s.observe().shared().get(4).descriptor().capacityBytes());
    }
}
