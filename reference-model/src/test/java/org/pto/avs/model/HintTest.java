package org.pto.avs.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.pto.avs.model.Machines.BUNDLE;
import static org.pto.avs.model.Machines.EXECUTED;
import static org.pto.avs.model.Machines.TILE;
import static org.pto.avs.model.Machines.UNSUPPORTED;
import static org.pto.avs.model.Machines.executeAll;
import static org.pto.avs.model.Machines.reset;
import static org.pto.avs.model.Machines.step;
import static org.pto.avs.model.Machines.step16;
import static org.pto.avs.model.Words.BSTOP;
import static org.pto.avs.model.Words.C_BSTOP;
import static org.pto.avs.model.Words.TADD_FP64;
import static org.pto.avs.model.Words.TLOAD_FP64;
import static org.pto.avs.model.Words.TRACE_BEGIN;
import static org.pto.avs.model.Words.TRACE_END;
import static org.pto.avs.model.Words.addi;
import static org.pto.avs.model.Words.bios;
import static org.pto.avs.model.Words.hint;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.pto.avs.device.BlockPhase;
import org.pto.avs.device.Bytes;
import org.pto.avs.device.MachineState;
import org.pto.avs.device.PeMask;
import org.pto.avs.device.SharedDescriptor;
import org.pto.avs.device.SharedObject;
import org.pto.avs.device.StepOutcome;
import org.pto.avs.model.machine.BlockHint;

/** B.HINT (semantics §3): the ordinary form as a header command, TRACE as a block start. */
class HintTest {

    static Map<String, Object> hintRecord(
            boolean trace, boolean end, boolean valid, boolean likely, int temperature, int prefetch) {
        Map<String, Object> record = new LinkedHashMap<>();
        record.put("trace", trace);
        record.put("trace_end", end);
        record.put("branch_valid", valid);
        record.put("branch_likely", likely);
        record.put("temperature", (long) temperature);
        record.put("prefetch_size", (long) prefetch);
        return record;
    }

    private static Object recorded(Session s) {
        return s.observe().record(BlockHint.RECORD);
    }

    @Test
    void theOrdinaryFormRecordsItsFields() {
        Session s = reset();
        executeAll(s, TLOAD_FP64, 0xFFF58033);
        assertEquals(hintRecord(false, false, true, true, 2, 4095), recorded(s));
        assertEquals(hint(1, 1, 2, 4095), 0xFFF58033, "the word of B-HINT-FIELDS-001");
        assertEquals(BlockPhase.HEADER, s.phase(), "a hint is a header command");
    }

    @Test
    void aSecondHintIsRefusedAndTheFirstStays() {
        Session s = reset();
        executeAll(s, TLOAD_FP64, 0x04078033);
        Frame before = Frame.of(s);
        assertEquals(BUNDLE, step(s, 0x00028033));
        assertEquals(hintRecord(false, false, true, true, 3, 64), recorded(s));
        assertEquals(before, Frame.of(s));
    }

    @Test
    void withoutAnOpenHeaderTheOrdinaryFormIsRefused() {
        Session none = reset();
        assertEquals(BUNDLE, step(none, 0x00000033));
        assertNull(recorded(none));
        assertEquals(BlockPhase.NONE, none.phase());

        Session body = reset();
        executeAll(body, TLOAD_FP64, addi(1, 0, 5));
        assertEquals(BUNDLE, step(body, 0x00000033));
        assertNull(recorded(body));
        assertEquals(BlockPhase.BODY, body.phase());
    }

    @Test
    void traceOpensAnEmptyBlockThatAStopCommitsWithNoEffect() {
        Session s = reset();
        executeAll(s, TRACE_BEGIN);
        assertEquals(4, s.tpc());
        assertEquals(BlockPhase.HEADER, s.phase());
        assertEquals(PeMask.NONE, s.observe().participation());
        assertEquals(hintRecord(true, false, false, false, 0, 0), recorded(s));
        assertEquals(DataAttributesTest.omitted(31), s.observe().record("data_attributes"));
        executeAll(s, BSTOP);
        assertEquals(8, s.tpc());
        assertEquals(BlockPhase.NONE, s.phase());
        assertNull(recorded(s));
    }

    @Test
    void traceEndMarksTheEndAndACompactStopCommitsItToo() {
        Session s = reset();
        executeAll(s, TRACE_END);
        assertEquals(hintRecord(true, true, false, false, 0, 0), recorded(s));
        assertEquals(EXECUTED, step16(s, C_BSTOP));
        assertEquals(BlockPhase.NONE, s.phase());
    }

    @Test
    void aTraceBlockAlreadyHasItsHint() {
        Session s = reset();
        executeAll(s, TRACE_BEGIN);
        assertEquals(BUNDLE, step(s, hint(1, 0, 1, 8)));
        assertEquals(hintRecord(true, false, false, false, 0, 0), recorded(s));
    }

    @Test
    void traceCommitsTheActiveBlockFirstAndStartsAfresh() {
        Session s = reset();
        executeAll(s, TADD_FP64, hint(1, 1, 3, 1), TRACE_BEGIN);
        assertEquals(hintRecord(true, false, false, false, 0, 0), recorded(s));
        assertEquals(BlockPhase.HEADER, s.phase());
        assertEquals(12, s.tpc());
    }

    @Test
    void aCommitThatFaultsStopsTraceAndOpensNoBlock() {
        Session s = reset();
        // A Shared source in a TADD block: its commit faults (semantics section 4 step 5).
        executeAll(s, TADD_FP64, bios(1, 0, 7), hint(1, 1, 3, 1));
        Frame before = Frame.of(s);
        assertEquals(TILE, step(s, TRACE_BEGIN));
        assertEquals(before, Frame.of(s));
        assertEquals(hintRecord(false, false, true, true, 3, 1), recorded(s));
    }

    @Test
    void aCommitThatWaitsMakesTraceWait() {
        SharedDescriptor unpublished = new SharedDescriptor(PeMask.ALL, PeMask.ALL, true, false, 128, 1, 1, 1, 1, 27);
        Session s = Machines.from(MachineState.of(
                new TreeMap<>(Map.of(3, new SharedObject(unpublished, Bytes.filled(128, (byte) 1)))),
                List.of(),
                Map.of()));
        executeAll(s, 0xD8111181, bios(3, 0, 7));
        assertEquals(StepOutcome.WAITING, step(s, TRACE_BEGIN));
        assertEquals(BlockPhase.HEADER, s.phase());
    }

    @Test
    void aTraceBlockHoldingABindingCommitsOutsideTheSubset() {
        Session s = reset();
        executeAll(s, TRACE_BEGIN, bios(1, 0, 7));
        Frame before = Frame.of(s);
        assertEquals(UNSUPPORTED, step(s, BSTOP));
        assertEquals(before, Frame.of(s));
    }
}
