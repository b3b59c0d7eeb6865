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
import static org.pto.avs.model.Words.TLOAD_FP64;
import static org.pto.avs.model.Words.TLOAD_U64;
import static org.pto.avs.model.Words.TRACE_BEGIN;
import static org.pto.avs.model.Words.addi;
import static org.pto.avs.model.Words.datr;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.pto.avs.device.BlockPhase;
import org.pto.avs.model.machine.DataAttributes;

/**
 * B.DATR (semantics §3) and the data attribute state: reset values, the BSTART's DataType, the catalog's
 * reserved codes, placement and one per block.
 */
class DataAttributesTest {

    private static final Set<Integer> LAYOUTS =
            Set.of(0, 1, 3, 4, 6, 8, 9, 17, 18, 20, 21, 22, 23, 24, 25, 26, 27, 28, 30);
    private static final List<Integer> RESERVED_DATA_TYPES = List.of(15, 21, 22, 23, 29, 30);

    static Map<String, Object> state(
            boolean present, int dataType, int layout, int pad, int cmode, int rmode, boolean sat, boolean canon) {
        Map<String, Object> record = new LinkedHashMap<>();
        record.put("present", present);
        record.put("data_type", (long) dataType);
        record.put("layout", (long) layout);
        record.put("pad", (long) pad);
        record.put("cmode", (long) cmode);
        record.put("rmode", (long) rmode);
        record.put("sat", sat);
        record.put("canonicalize", canon);
        return record;
    }

    /** The reset record with {@code dataType}. */
    static Map<String, Object> omitted(int dataType) {
        return state(false, dataType, 0, 3, 0, 0, false, false);
    }

    private static Object recorded(Session s) {
        return s.observe().record(DataAttributes.RECORD);
    }

    @Test
    void atResetTheRecordHoldsTheResetValuesAndNoDataType() {
        assertEquals(omitted(31), recorded(reset()));
    }

    @Test
    void aBstartSetsItsDataTypeAndLeavesTheRestAtReset() {
        Session u64 = reset();
        executeAll(u64, TLOAD_U64);
        assertEquals(omitted(24), recorded(u64));
        Session fp64 = reset();
        executeAll(fp64, TLOAD_FP64);
        assertEquals(omitted(0), recorded(fp64));
    }

    @Test
    void bdatrLatchesEveryFieldAsEncoded() {
        Session s = reset();
        executeAll(s, TADD_FP64, 0xB7839023);
        assertEquals(state(true, 24, 0, 2, 5, 7, true, true), recorded(s));
        assertEquals(datr(24, 0, 2, 5, 7, 1, 1), 0xB7839023, "the word of B-DATR-FIELDS-001");
    }

    @Test
    void anEncodedPadZeroSelectsZeroWhereAnOmittedOneIsNull() {
        Session s = reset();
        executeAll(s, TLOAD_FP64);
        assertEquals(3L, ((Map<?, ?>) recorded(s)).get("pad"));
        executeAll(s, 0x00001023);
        assertEquals(state(true, 0, 0, 0, 0, 0, false, false), recorded(s));
    }

    @Test
    void noDataTypeIsLatchedAsEncoded() {
        Session s = reset();
        executeAll(s, TLOAD_U64, datr(31, 0, 0, 0, 0, 0, 0));
        assertEquals(state(true, 31, 0, 0, 0, 0, false, false), recorded(s));
    }

    @Test
    void aSecondBdatrIsRefusedAndTheFirstStays() {
        Session s = reset();
        executeAll(s, TADD_FP64, 0x01801023);
        Frame before = Frame.of(s);
        assertEquals(BUNDLE, step(s, 0x00101023));
        assertEquals(state(true, 24, 0, 0, 0, 0, false, false), recorded(s));
        assertEquals(before, Frame.of(s));
    }

    @Test
    void withoutAnOpenHeaderBdatrIsRefusedAndTheStateStays() {
        Session none = reset();
        assertEquals(BUNDLE, step(none, 0x01801023));
        assertEquals(omitted(31), recorded(none));
        assertEquals(BlockPhase.NONE, none.phase());

        Session body = reset();
        executeAll(body, TADD_FP64, addi(1, 0, 5));
        assertEquals(BUNDLE, step(body, 0x01801023));
        assertEquals(omitted(0), recorded(body));
        assertEquals(BlockPhase.BODY, body.phase());
    }

    @Test
    void aReservedDataTypeIsIllegalBeforePlacementAndChangesNothing() {
        for (int code : RESERVED_DATA_TYPES) {
            Session none = reset();
            assertEquals(ILLEGAL, step(none, datr(code, 0, 0, 0, 0, 0, 0)), "no block, DataType " + code);
            Session s = reset();
            executeAll(s, TLOAD_U64);
            assertEquals(ILLEGAL, step(s, datr(code, 0, 0, 0, 0, 0, 0)), "DataType " + code);
            assertEquals(omitted(24), recorded(s));
            assertEquals(4, s.tpc());
        }
    }

    @Test
    void nineteenLayoutsLatchAndTheOtherThirteenAreIllegal() {
        int latched = 0;
        for (int layout = 0; layout < 32; layout++) {
            Session s = reset();
            executeAll(s, TADD_FP64);
            int word = 0x00001023 | layout << 7;
            if (LAYOUTS.contains(layout)) {
                assertEquals(EXECUTED, step(s, word), "Layout " + layout);
                assertEquals((long) layout, ((Map<?, ?>) recorded(s)).get("layout"));
                latched++;
            } else {
                assertEquals(ILLEGAL, step(s, word), "Layout " + layout);
                assertEquals(false, ((Map<?, ?>) recorded(s)).get("present"));
            }
        }
        assertEquals(19, latched);
    }

    @Test
    void everyRoundingModeIsLatchedAndComparisonModesSixAndSevenAreIllegal() {
        for (int rmode = 0; rmode < 8; rmode++) {
            Session s = reset();
            executeAll(s, TADD_FP64, datr(0, 0, 0, 0, rmode, 0, 0));
            assertEquals((long) rmode, ((Map<?, ?>) recorded(s)).get("rmode"));
        }
        for (int cmode : new int[] {6, 7}) {
            Session s = reset();
            executeAll(s, TADD_FP64);
            assertEquals(ILLEGAL, step(s, datr(0, 0, 0, cmode, 0, 0, 0)), "CMode " + cmode);
        }
    }

    @Test
    void everyBlockStartResetsTheState() {
        Session bstart = reset();
        executeAll(bstart, TADD_FP64, datr(24, 21, 1, 2, 3, 1, 0), TLOAD_U64);
        assertEquals(omitted(24), recorded(bstart), "the next BSTART commits the block and starts afresh");
        Session trace = reset();
        executeAll(trace, TADD_FP64, datr(24, 21, 1, 2, 3, 1, 0), TRACE_BEGIN);
        assertEquals(omitted(31), recorded(trace), "TRACE carries no DataType");
    }

    @Test
    void aSuccessfulCommitLeavesTheResetRecord() {
        Session s = reset();
        executeAll(s, TLOAD_U64, datr(24, 0, 0, 0, 0, 0, 0), BSTOP);
        assertEquals(omitted(31), recorded(s));
    }
}
