package org.pto.avs.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.pto.avs.model.Machines.BUNDLE;
import static org.pto.avs.model.Machines.EXECUTED;
import static org.pto.avs.model.Machines.ILLEGAL;
import static org.pto.avs.model.Machines.executeAll;
import static org.pto.avs.model.Machines.reset;
import static org.pto.avs.model.Machines.step;
import static org.pto.avs.model.Words.BSTOP;
import static org.pto.avs.model.Words.TADD_FP64;
import static org.pto.avs.model.Words.bios;
import static org.pto.avs.model.Words.tepl;
import static org.pto.avs.model.Words.tload;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.pto.avs.device.BlockPhase;
import org.pto.avs.isa.Catalog;
import org.pto.avs.isa.TileOperationTable;

/** The block starts and stops the subset executes, at header level (semantics §3, decisions 18 and 23). */
class BlockBoundaryTest {

    private static final List<Integer> RESERVED_DATA_TYPES = List.of(15, 21, 22, 23, 29, 30, 31);

    /** The selectors the spec's tile-operations.json reserves at e599a3d3, written out. */
    private static final Set<Integer> RESERVED_SELECTORS = Set.of(
            0x005, 0x00E, 0x018, 0x019, 0x01D, 0x01E, 0x01F, 0x025, 0x02E, 0x02F, 0x030, 0x031, 0x032, 0x033, 0x034,
            0x035, 0x036, 0x037, 0x038, 0x039, 0x03C, 0x03D, 0x03E, 0x03F, 0x04E, 0x04F, 0x05E, 0x05F, 0x061, 0x069,
            0x075, 0x076, 0x077, 0x078, 0x079, 0x07A, 0x07B, 0x07C, 0x07D, 0x07E, 0x07F);

    @Test
    void theCatalogsTeplTableAssignsTheSpecsEightySevenSelectors() {
        TileOperationTable table = Catalog.standard().teplOperations();
        assertEquals(87, table.assigned().size());
        assertEquals("TADD", table.operation(0).orElseThrow().name());
        for (int selector = 0; selector < TileOperationTable.SELECTORS; selector++) {
            assertEquals(
                    !RESERVED_SELECTORS.contains(selector),
                    table.operation(selector).isPresent(),
                    "" + selector);
        }
    }

    @Test
    void aTeplOfAnAssignedSelectorOpensABlockAndAReservedOneIsIllegal() {
        for (int selector = 0; selector < TileOperationTable.SELECTORS; selector++) {
            Session s = reset();
            int word = tepl(0, selector >> 5, selector & 0x1F);
            if (RESERVED_SELECTORS.contains(selector)) {
                assertEquals(ILLEGAL, step(s, word), String.format("selector 0x%03X", selector));
                assertEquals(BlockPhase.NONE, s.phase());
                assertEquals(0, s.tpc());
            } else {
                assertEquals(EXECUTED, step(s, word), String.format("selector 0x%03X", selector));
                assertEquals(BlockPhase.HEADER, s.phase());
            }
        }
    }

    @Test
    void theWordsOfBstartTeplReserved001AreIllegal() {
        for (int word : new int[] {0x00519181, 0x78019181, 0xF8019181}) {
            Session s = reset();
            assertEquals(ILLEGAL, step(s, word), Integer.toHexString(word));
            assertEquals(BlockPhase.NONE, s.phase());
        }
    }

    /** The selector is checked after the DataType and before an active block is committed. */
    @Test
    void aReservedSelectorFaultsBeforeTheActiveBlockIsCommitted() {
        Session s = reset();
        // A Shared source in a TADD block: a commit would fault Fault_TileLegality (semantics section 4 step 5).
        executeAll(s, TADD_FP64, bios(1, 0, 7));
        Frame before = Frame.of(s);
        assertEquals(ILLEGAL, step(s, tepl(0, 0, 5)));
        assertEquals(before, Frame.of(s), "the active block is neither committed nor changed");
        assertEquals(Machines.TILE, step(s, tepl(0, 0, 1)), "an assigned selector commits it, which faults");
    }

    @Test
    void tloadAcceptsTheTileDataTypesAndRefusesTheOthers() {
        for (int code = 0; code < 32; code++) {
            Session s = reset();
            if (RESERVED_DATA_TYPES.contains(code)) {
                assertEquals(ILLEGAL, step(s, tload(code)), "DataType " + code);
                assertEquals(BlockPhase.NONE, s.phase());
            } else {
                assertEquals(EXECUTED, step(s, tload(code)), "DataType " + code);
                assertEquals(BlockPhase.HEADER, s.phase());
            }
        }
    }

    @Test
    void bstopWithNoActiveBlockIsABundleFault() {
        Session s = reset();
        assertEquals(BUNDLE, step(s, BSTOP));
        assertEquals(0, s.tpc());
        assertEquals(BlockPhase.NONE, s.phase());
    }

    /** TLOAD-ZERO-MASK-001: binders of PEMode 000 record nothing, and the block commits with no effect. */
    @Test
    void aTloadBlockOfZeroModeBindersCommitsWithNoEffect() {
        Session local = reset();
        executeAll(local, 0xC0011181, 0x0008E013, BSTOP);
        assertEquals(BlockPhase.NONE, local.phase());
        Session shared = reset();
        executeAll(shared, 0xC0011181, 0x00D09013);
        assertEquals(List.of(), shared.observe().bindings());
        executeAll(shared, BSTOP);
        assertEquals(BlockPhase.NONE, shared.phase());
        assertEquals(0, shared.observe().poolBytesInUse());
        assertEquals(Set.of(), shared.observe().shared().keySet());
    }
}
