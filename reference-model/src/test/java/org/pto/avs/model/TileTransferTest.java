package org.pto.avs.model;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.pto.avs.model.Machines.TILE;
import static org.pto.avs.model.Machines.executeAll;
import static org.pto.avs.model.Machines.step;
import static org.pto.avs.model.Words.BSTOP;
import static org.pto.avs.model.Words.U8;
import static org.pto.avs.model.Words.bios;
import static org.pto.avs.model.Words.dim;
import static org.pto.avs.model.Words.tload;
import static org.pto.avs.model.Words.tstore;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.pto.avs.device.BlockPhase;
import org.pto.avs.device.Bytes;
import org.pto.avs.device.GmRange;
import org.pto.avs.device.MachineState;
import org.pto.avs.device.Observable;
import org.pto.avs.device.PeMask;
import org.pto.avs.device.SharedDescriptor;
import org.pto.avs.device.SharedObject;
import org.pto.avs.device.StepOutcome;
import org.pto.avs.model.block.BlockStart;
import org.pto.avs.model.block.TileLoadStart;
import org.pto.avs.model.commit.BlockCommit;
import org.pto.avs.model.commit.SharedPublication;
import org.pto.avs.model.commit.TileCopy;
import org.pto.avs.model.commit.TileLoad;
import org.pto.avs.model.commit.TileRegion;
import org.pto.avs.model.machine.GlobalMemory;
import org.pto.avs.model.machine.TileShape;
import org.pto.avs.model.profile.ModelProfile;
import org.pto.avs.model.profile.TileShapeRule;

/** TLOAD and TSTORE with Shared operands (semantics §4 step 3) and the profile's shape rule. */
class TileTransferTest {

    private static final byte[] GM = {10, 11, 12, 13, 14, 15, 16, 17};

    private static byte[] gm(Session s, long address, int length) {
        return s.observe(Set.of(Observable.GM), Set.of(), List.of(new GmRange("r", address, length)))
                .gm()
                .get("r")
                .toArray();
    }

    /** A 2 x 3 U8 tile with a 2 x 2 valid region: LB0 = 2, LB1 = 2, LB2 = 3. */
    private static void loadTwoByThree(Session s) {
        executeAll(s, tload(U8), dim(0, 0, 2), dim(1, 0, 2), dim(2, 0, 3), bios(1, 1, 1), BSTOP);
    }

    @Test
    void tloadCopiesTheValidRegionWithTheColumnStride() {
        Session s = Machines.from(Machines.gmState(0, GM));
        loadTwoByThree(s);
        byte[] payload = s.observe().shared().get(1).payload().toArray();
        assertArrayEquals(new byte[] {10, 11, 0, 13, 14, 0, 0}, Arrays.copyOf(payload, 7));
    }

    /** The payload is dense by valid columns; GM rows keep the dense stride of LB2 columns, as the spec says. */
    @Test
    void theValidRegionRuleLaysThePayloadOutDenselyFromGmRowsOfAllColumns() {
        ReferenceModel model = ReferenceModel.builder()
                .profile(ModelProfile.standard().withTileShapeRule(TileShapeRule.VALID_REGION))
                .build();
        Session s = model.start(Machines.gmState(0, GM));
        loadTwoByThree(s);
        byte[] payload = s.observe().shared().get(1).payload().toArray();
        assertArrayEquals(new byte[] {10, 11, 13, 14, 0}, Arrays.copyOf(payload, 5));
    }

    /** TSTORE under the same rule reads the dense payload and writes GM rows at the stride of all columns. */
    @Test
    void theValidRegionRuleStoresToGmRowsOfAllColumns() {
        ReferenceModel model = ReferenceModel.builder()
                .profile(ModelProfile.standard().withTileShapeRule(TileShapeRule.VALID_REGION))
                .build();
        byte[] bytes = new byte[128];
        for (int i = 0; i < bytes.length; i++) {
            bytes[i] = (byte) (i + 1);
        }
        SharedDescriptor d = new SharedDescriptor(PeMask.ALL, PeMask.ALL, true, true, 128, 2, 3, 2, 2, U8);
        Session s = model.start(Machines.sharedState(Map.of(3, new SharedObject(d, Bytes.copyOf(bytes)))));
        executeAll(s, tstore(U8), bios(3, 0, 7), BSTOP);
        assertArrayEquals(new byte[] {1, 2, 0, 3, 4, 0}, gm(s, 0, 6));
    }

    /** The copy is a seam: a variant that copies whole rows fills the bytes after the valid columns. */
    @Test
    void aReplacedCopyChangesWhatTheLoadCopies() {
        TileCopy wholeRows = new TileCopy() {
            @Override
            public byte[] load(GlobalMemory gm, TileRegion region, int extentBytes) {
                TileRegion all = new TileRegion(
                        new TileShape(
                                region.shape().rows(),
                                region.shape().columns(),
                                region.shape().validRows(),
                                region.shape().columns(),
                                region.shape().dataType()),
                        region.elementBytes(),
                        region.payloadStrideBytes(),
                        region.gmBase(),
                        region.gmStrideBytes(),
                        region.gmStrideNamed());
                return TileCopy.VALID_ROWS.load(gm, all, extentBytes);
            }

            @Override
            public void store(GlobalMemory gm, TileRegion region, Bytes payload) {
                TileCopy.VALID_ROWS.store(gm, region, payload);
            }
        };
        ReferenceModel variant = ReferenceModel.builder()
                .replaceSemantics(
                        TileLoadStart.MNEMONIC,
                        new BlockStart(
                                BlockCommit.reference(),
                                TileLoadStart.operation(
                                        SharedPublication.reference(), TileLoad.BINDING_CAPACITY, wholeRows)))
                .build();
        Session s = variant.start(Machines.gmState(0, GM));
        loadTwoByThree(s);
        byte[] payload = s.observe().shared().get(1).payload().toArray();
        assertArrayEquals(new byte[] {10, 11, 12, 13, 14, 15, 0}, Arrays.copyOf(payload, 7));
    }

    @Test
    void theGmBaseIsAProfileParameter() {
        ReferenceModel model = ReferenceModel.builder()
                .profile(ModelProfile.standard().withGmBases(0x100, 0))
                .build();
        Session s = model.start(Machines.gmState(0x100, GM));
        loadTwoByThree(s);
        assertEquals(10, s.observe().shared().get(1).payload().get(0));
    }

    @Test
    void tstoreCopiesTheValidRegionToGmAndLeavesTheSourceAlone() {
        byte[] bytes = new byte[128];
        for (int i = 0; i < bytes.length; i++) {
            bytes[i] = (byte) (i + 1);
        }
        SharedDescriptor d = new SharedDescriptor(PeMask.ALL, PeMask.ALL, true, true, 128, 2, 3, 2, 2, U8);
        SharedObject source = new SharedObject(d, Bytes.copyOf(bytes));
        Session s = Machines.from(Machines.sharedState(Map.of(3, source)));
        executeAll(s, tstore(U8), bios(3, 0, 7), BSTOP);
        assertArrayEquals(new byte[] {1, 2, 0, 4, 5, 0}, gm(s, 0, 6));
        assertSame(source, s.observe().shared().get(3), "a source binding is read-only");
        assertEquals(List.of(), s.observe().bindings(), "the commit clears the block's bindings");
    }

    @Test
    void tstoreOfAnUnpublishedParentWaits() {
        SharedDescriptor d = new SharedDescriptor(PeMask.ALL, PeMask.ALL, true, false, 128, 1, 1, 1, 1, U8);
        Session s = Machines.from(Machines.sharedState(Map.of(3, new SharedObject(d, Bytes.filled(128, (byte) 9)))));
        executeAll(s, tstore(U8), bios(3, 0, 7));
        long tpc = s.tpc();
        assertEquals(StepOutcome.WAITING, step(s, BSTOP), "waiting is neither a fault nor executed");
        assertEquals(BlockPhase.HEADER, s.phase(), "not committed");
        assertFalse(s.observe().bindings().get(0).consumed());
        assertEquals(tpc, s.tpc(), "a waiting BSTOP does not retire");
        assertArrayEquals(new byte[1], gm(s, 0, 1));
    }

    /** A PE that waits issues nothing after the wait: a header command and a BSTART are not reached. */
    @Test
    void nothingAfterAWaitIsIssued() {
        SharedDescriptor d = new SharedDescriptor(PeMask.ALL, PeMask.ALL, true, false, 128, 1, 1, 1, 1, U8);
        Session s = Machines.from(Machines.sharedState(Map.of(3, new SharedObject(d, Bytes.filled(128, (byte) 9)))));
        executeAll(s, tstore(U8), bios(3, 0, 7));
        assertEquals(StepOutcome.WAITING, step(s, BSTOP));
        long tpc = s.tpc();
        assertEquals(StepOutcome.WAITING, step(s, bios(5, 0, 7)), "a header command after the wait");
        assertEquals(StepOutcome.WAITING, step(s, tstore(U8)), "a BSTART after the wait");
        assertEquals(StepOutcome.WAITING, step(s, 0xFFFFFFFF), "even a word of no form");
        assertEquals(1, s.observe().bindings().size(), "the waiting block gained no binding");
        assertEquals(3, s.observe().bindings().get(0).sharedId());
        assertEquals(BlockPhase.HEADER, s.phase());
        assertEquals(tpc, s.tpc());
        assertEquals(null, s.lastFault());
    }

    @Test
    void tstoreOfARegisterWithoutDescriptorStoresNothingAndNeverFaults() {
        Session s = Machines.from(Machines.gmState(0, GM));
        executeAll(s, tstore(U8), bios(3, 0, 7), BSTOP);
        assertArrayEquals(GM, gm(s, 0, GM.length));
        assertEquals(Map.of(), s.observe().shared());
    }

    @Test
    void tstoreNeedsASourceBinding() {
        Session s = Machines.reset();
        executeAll(s, tstore(U8), bios(3, 1, 1));
        assertEquals(TILE, step(s, BSTOP));
    }

    @Test
    void aTypeWithoutElementSizeFaultsUnlessTheProfileSizesIt() {
        Session unsized = Machines.reset();
        executeAll(unsized, tload(2), dim(0, 0, 1), dim(1, 0, 1), dim(2, 0, 1), bios(1, 1, 1));
        assertEquals(TILE, step(unsized, BSTOP));

        ReferenceModel model = ReferenceModel.builder()
                .profile(ModelProfile.standard().withExtraElementBytes(Map.of(2, 4)))
                .build();
        Session sized = model.start(MachineState.RESET);
        executeAll(sized, tload(2), dim(0, 0, 1), dim(1, 0, 1), dim(2, 0, 1), bios(1, 1, 1), BSTOP);
        assertEquals(2, sized.observe().shared().get(1).descriptor().dataType());
    }

    @Test
    void aTloadBeyondGlobalMemoryFaults() {
        ReferenceModel model = ReferenceModel.builder()
                .profile(ModelProfile.standard().withGmBytes(4))
                .build();
        Session s = model.start(MachineState.RESET);
        executeAll(s, tload(U8), dim(0, 0, 5), dim(1, 0, 1), dim(2, 0, 5), bios(1, 1, 1));
        assertEquals(TILE, step(s, BSTOP));
    }
}
