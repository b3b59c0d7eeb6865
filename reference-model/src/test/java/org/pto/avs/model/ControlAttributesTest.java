package org.pto.avs.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.pto.avs.model.Machines.BUNDLE;
import static org.pto.avs.model.Machines.EXECUTED;
import static org.pto.avs.model.Machines.UNSUPPORTED;
import static org.pto.avs.model.Machines.executeAll;
import static org.pto.avs.model.Machines.reset;
import static org.pto.avs.model.Machines.step;
import static org.pto.avs.model.Words.BSTOP;
import static org.pto.avs.model.Words.TADD_FP64;
import static org.pto.avs.model.Words.TLOAD_FP64;
import static org.pto.avs.model.Words.TRACE_BEGIN;
import static org.pto.avs.model.Words.addi;
import static org.pto.avs.model.Words.bios;
import static org.pto.avs.model.Words.catr;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.pto.avs.device.BlockPhase;
import org.pto.avs.model.machine.ControlAttributes;

/** B.CATR (semantics §3, §4 step 0): placement, one per block, the record, and what a commit does with it. */
class ControlAttributesTest {

    static Map<String, Object> attributes(
            boolean trap, boolean atomic, boolean aq, boolean rl, boolean far, boolean dr) {
        Map<String, Object> record = new LinkedHashMap<>();
        record.put("trap", trap);
        record.put("atomic", atomic);
        record.put("acquire", aq);
        record.put("release", rl);
        record.put("far", far);
        record.put("dr", dr);
        return record;
    }

    private static Object recorded(Session s) {
        return s.observe().record(ControlAttributes.RECORD);
    }

    @Test
    void allSixBitsAreRecordedInAHeader() {
        Session s = reset();
        executeAll(s, TADD_FP64, 0x040F8023);
        assertEquals(attributes(true, true, true, true, true, true), recorded(s));
        assertEquals(BlockPhase.HEADER, s.phase());
        assertEquals(8, s.tpc());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "trap, 0x00080023",
        "atom, 0x00020023",
        "aq, 0x00010023",
        "rl, 0x00008023",
        "far, 0x00040023",
        "DR, 0x04000023"
    })
    void eachFieldIsItsOwnBit(String field, String hex) {
        int word = Integer.parseUnsignedInt(hex.substring(2), 16);
        Session s = reset();
        executeAll(s, TADD_FP64, word);
        assertEquals(
                attributes(
                        field.equals("trap"),
                        field.equals("atom"),
                        field.equals("aq"),
                        field.equals("rl"),
                        field.equals("far"),
                        field.equals("DR")),
                recorded(s),
                field);
    }

    @Test
    void aSecondBcatrIsRefusedAndTheFirstRecordStays() {
        Session s = reset();
        executeAll(s, TADD_FP64, catr(0, 0, 0, 1, 0, 0));
        Frame before = Frame.of(s);
        assertEquals(BUNDLE, step(s, catr(0, 0, 1, 0, 0, 0)));
        assertEquals(attributes(false, false, false, true, false, false), recorded(s));
        assertEquals(before, Frame.of(s));
    }

    @Test
    void withoutAnOpenHeaderBcatrIsRefusedAndRecordsNothing() {
        Session none = reset();
        assertEquals(BUNDLE, step(none, catr(0, 0, 0, 1, 0, 0)));
        assertEquals(BlockPhase.NONE, none.phase());
        assertNull(recorded(none));
        assertEquals(0, none.tpc());

        Session body = reset();
        executeAll(body, TADD_FP64, addi(1, 0, 5));
        assertEquals(BUNDLE, step(body, catr(0, 0, 0, 1, 0, 0)));
        assertEquals(BlockPhase.BODY, body.phase());
        assertNull(recorded(body));
        assertEquals(5L, body.observe().gprs().get(1));
    }

    @Test
    void drInATeplBlockWithoutBindingsCommitsWithNoEffect() {
        Session s = reset();
        executeAll(s, TADD_FP64, catr(0, 0, 0, 0, 0, 1), BSTOP);
        assertEquals(BlockPhase.NONE, s.phase());
        assertNull(s.lastFault());
        assertNull(recorded(s), "a successful commit clears the record");
    }

    @Test
    void drWithAZeroModeBindingStillHasNoParticipation() {
        Session s = reset();
        executeAll(s, TLOAD_FP64, bios(3, 1, 0), catr(0, 0, 0, 0, 0, 1), BSTOP);
        assertEquals(BlockPhase.NONE, s.phase());
    }

    @Test
    void orderingAndAtomicityChangeNothingACommitShows() {
        Session s = reset();
        executeAll(s, TADD_FP64, catr(0, 1, 1, 1, 0, 0), BSTOP);
        assertEquals(BlockPhase.NONE, s.phase());
    }

    /** trap (a post-commit trap), far (remote execution) and DR with bindings: the commit is outside the subset. */
    @ParameterizedTest(name = "{0}")
    @CsvSource({"trap, 0x00080023", "far, 0x00040023", "DR with a binding, 0x04000023"})
    void aCommitThatTheAttributesTakeOutsideTheSubsetIsUnsupportedAndChangesNothing(String what, String hex) {
        int word = Integer.parseUnsignedInt(hex.substring(2), 16);
        Session s = reset();
        executeAll(s, TLOAD_FP64, word);
        if (what.startsWith("DR")) {
            executeAll(s, bios(3, 1, 1));
        }
        Frame before = Frame.of(s);
        assertEquals(UNSUPPORTED, step(s, BSTOP), what);
        assertEquals(before, Frame.of(s), what + ": the unsupported commit changed the state");
        assertEquals(UNSUPPORTED, step(s, TADD_FP64), what + ": the next BSTART commits it too");
    }

    @Test
    void drInABlockWithNoTileOperationFaultsAtCommit() {
        Session s = reset();
        executeAll(s, TRACE_BEGIN, catr(0, 0, 0, 0, 0, 1));
        Frame before = Frame.of(s);
        assertEquals(BUNDLE, step(s, BSTOP));
        assertEquals(before, Frame.of(s));
        assertEquals(BlockPhase.HEADER, s.phase());
    }

    @Test
    void drFaultsBeforeTrapTakesTheCommitOutsideTheSubset() {
        Session s = reset();
        executeAll(s, TRACE_BEGIN, catr(1, 0, 0, 0, 0, 1));
        assertEquals(BUNDLE, step(s, BSTOP));
    }

    @Test
    void theNextBlockStartsWithNoRecord() {
        Session s = reset();
        executeAll(s, TADD_FP64, catr(0, 0, 0, 1, 0, 0), TADD_FP64);
        assertNull(recorded(s));
        assertEquals(EXECUTED, step(s, catr(0, 0, 1, 0, 0, 0)), "the new block takes its own B.CATR");
    }
}
