package org.pto.avs.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.pto.avs.model.Machines.BUNDLE;
import static org.pto.avs.model.Machines.EXECUTED;
import static org.pto.avs.model.Machines.TILE;
import static org.pto.avs.model.Machines.executeAll;
import static org.pto.avs.model.Machines.reset;
import static org.pto.avs.model.Machines.step;
import static org.pto.avs.model.Machines.step16;
import static org.pto.avs.model.Words.BSTOP;
import static org.pto.avs.model.Words.C_BSTOP;
import static org.pto.avs.model.Words.TADD_FP64;
import static org.pto.avs.model.Words.TLOAD_S64;
import static org.pto.avs.model.Words.bios;
import static org.pto.avs.model.Words.biot;
import static org.pto.avs.model.Words.dim;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.pto.avs.device.BlockPhase;
import org.pto.avs.device.Bytes;
import org.pto.avs.device.Observation;
import org.pto.avs.device.SharedObject;

/** Commit, semantics §4: every check before any effect; BSTART and BSTOP around it. */
class BlockCommitTest {

    private static Session tloadHeader(int lb0, int lb1, int lb2) {
        Session s = reset();
        executeAll(s, TLOAD_S64, dim(0, 0, lb0), dim(1, 0, lb1), dim(2, 0, lb2));
        return s;
    }

    /** Commits with {@code word} and asserts the fault changed nothing. */
    private static void assertCommitFaultsUnchanged(Session s, int word) {
        Frame before = Frame.of(s);
        assertEquals(TILE, step(s, word), s.lastReason());
        assertEquals(before, Frame.of(s), "a faulting commit changed the state");
        assertEquals(BlockPhase.HEADER, s.phase());
    }

    @Test
    void zeroParticipationAndNoBindingsCommitsWithNoEffect() {
        Session s = tloadHeader(1, 1, 1);
        executeAll(s, bios(4, 3, 0), BSTOP);
        assertEquals(BlockPhase.NONE, s.phase());
        assertEquals(Map.of(), s.observe().shared());
    }

    @Test
    void aSuccessfulCommitEndsTheBlockAndClearsItsHeaderState() {
        // The spec's stop clears the bindings and the loop bounds of the block it retires (StopBundleAt).
        Session s = tloadHeader(1, 1, 1);
        executeAll(s, bios(4, 1, 2), BSTOP);
        assertEquals(BlockPhase.NONE, s.phase());
        Observation after = s.observe();
        assertEquals(List.of(), after.bindings());
        assertEquals(Map.of(), after.record("loop_bounds"));
        assertNotNull(after.shared().get(4), "the commit published S4 before clearing the header");
    }

    @Test
    void aMultiPeDestinationWithoutAssembleFaultsAndChangesNothing() {
        Session s = tloadHeader(1, 1, 1);
        executeAll(s, bios(4, 1, 7));
        assertCommitFaultsUnchanged(s, BSTOP);
    }

    @Test
    void aMultiPeDestinationWithoutAssembleFaultsEvenInAVecBlock() {
        Session s = reset();
        executeAll(s, TADD_FP64, bios(4, 1, 5));
        assertCommitFaultsUnchanged(s, BSTOP);
        assertTrue(s.lastReason().contains("without B.ASSEMBLE"), s.lastReason());
    }

    @Test
    void tloadRejectsASourceBinding() {
        Session s = tloadHeader(1, 1, 1);
        executeAll(s, bios(4, 0, 1));
        assertCommitFaultsUnchanged(s, BSTOP);
    }

    @Test
    void tloadRejectsALocalBinding() {
        Session s = tloadHeader(1, 1, 1);
        executeAll(s, biot(0, 1, 1), bios(4, 1, 1));
        assertCommitFaultsUnchanged(s, BSTOP);
    }

    @Test
    void tloadRejectsTwoSharedBindings() {
        Session s = tloadHeader(1, 1, 1);
        executeAll(s, bios(4, 1, 1), bios(5, 1, 1));
        assertCommitFaultsUnchanged(s, BSTOP);
    }

    @Test
    void tloadRejectsUnwrittenOrInconsistentLoopBounds() {
        Session missing = reset();
        executeAll(missing, TLOAD_S64, dim(0, 0, 1), dim(2, 0, 1), bios(4, 1, 1));
        assertCommitFaultsUnchanged(missing, BSTOP);

        Session wider = tloadHeader(3, 1, 2);
        executeAll(wider, bios(4, 1, 1));
        assertCommitFaultsUnchanged(wider, BSTOP);
    }

    @Test
    void tloadRejectsATileLargerThanItsCapacity() {
        // 17 x 8 B = 136 B does not fit SizeCode 1 (128 B); 16 x 8 B does.
        Session over = tloadHeader(17, 1, 17);
        executeAll(over, bios(4, 1, 1));
        assertCommitFaultsUnchanged(over, BSTOP);
        Session fits = tloadHeader(16, 1, 16);
        executeAll(fits, bios(4, 1, 1), BSTOP);
        assertEquals(128, fits.observe().shared().get(4).descriptor().capacityBytes());
    }

    @Test
    void anUnconsumedDestinationIsTreatedLikeAnUnconsumedSource() {
        Session s = reset();
        executeAll(s, TADD_FP64, bios(4, 1, 1));
        assertCommitFaultsUnchanged(s, BSTOP);
    }

    @Test
    void bstartCommitsTheActiveBlockFirst() {
        Session s = tloadHeader(1, 1, 1);
        executeAll(s, bios(4, 1, 1), TADD_FP64);
        assertEquals(BlockPhase.HEADER, s.phase());
        assertEquals(List.of(), s.observe().bindings(), "the new block's header is clear");
        assertTrue(s.observe().shared().containsKey(4), "the old block committed");
    }

    @Test
    void aFailedCommitStopsBstartWithNoFurtherChange() {
        Session s = reset();
        executeAll(s, TADD_FP64, bios(6, 0, 7));
        Frame before = Frame.of(s);
        assertEquals(TILE, step(s, TLOAD_S64));
        assertEquals(before, Frame.of(s));
        // Still the TADD block: committing again faults the same way.
        assertEquals(TILE, step(s, BSTOP));
    }

    @Test
    void bstartWithAReservedDataTypeIsIllegalBeforeCommitting() {
        Session s = tloadHeader(1, 1, 1);
        executeAll(s, bios(4, 1, 1));
        Frame before = Frame.of(s);
        assertEquals(Machines.ILLEGAL, step(s, Words.tload(15)));
        assertEquals(before, Frame.of(s));
    }

    @Test
    void bstopWithoutABlockIsBundleControl() {
        Session s = reset();
        assertEquals(BUNDLE, step(s, BSTOP));
        assertEquals(0, s.tpc());
    }

    @Test
    void compactBstopCommitsAndAdvancesTheTpcByTwo() {
        Session s = tloadHeader(1, 1, 1);
        executeAll(s, bios(4, 1, 1));
        long tpc = s.tpc();
        assertEquals(EXECUTED, step16(s, C_BSTOP));
        assertEquals(BlockPhase.NONE, s.phase());
        assertEquals(tpc + 2, s.tpc());
    }

    @Test
    void aCommitFaultLeavesAnExistingObjectAndItsPayloadAlone() {
        SharedObject s4 = Machines.object("1000", 128, Bytes.filled(128, (byte) 0x5A));
        Session s = Machines.from(Machines.sharedState(Map.of(4, s4)));
        executeAll(s, TLOAD_S64, dim(0, 0, 1), dim(1, 0, 1), dim(2, 0, 1), bios(4, 1, 2));
        assertCommitFaultsUnchanged(s, BSTOP);
        assertSame(s4, s.observe().shared().get(4));
    }

    @Test
    void headerCommandsAfterTheBodyBeganAreBundleControl() {
        Session s = reset();
        executeAll(s, TADD_FP64, Words.addi(1, 0, 1));
        assertEquals(BUNDLE, step(s, dim(0, 0, 1)));
        assertEquals(BUNDLE, step(s, biot(0, 0, 1)));
        assertEquals(BUNDLE, step(s, Words.initLast(1)));
        assertEquals(List.of(), s.observe().bindings());
        assertEquals(BlockPhase.BODY, s.phase());
    }
}
