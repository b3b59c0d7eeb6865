package org.pto.avs.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.pto.avs.model.Machines.BUNDLE;
import static org.pto.avs.model.Machines.EXECUTED;
import static org.pto.avs.model.Machines.ILLEGAL;
import static org.pto.avs.model.Machines.TILE;
import static org.pto.avs.model.Machines.UNSUPPORTED;
import static org.pto.avs.model.Machines.executeAll;
import static org.pto.avs.model.Machines.reset;
import static org.pto.avs.model.Machines.step;
import static org.pto.avs.model.Words.TADD_FP64;
import static org.pto.avs.model.Words.bios;
import static org.pto.avs.model.Words.biot;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.pto.avs.device.Binding;
import org.pto.avs.device.BlockPhase;
import org.pto.avs.device.FaultKind;
import org.pto.avs.device.PeMask;

/** B.IOS, semantics §2: every step of the order of checks, each field value, and the worked examples. */
class BindBundleSharedIOTest {

    private static final String[] PEMODE_MASKS = {"0000", "1000", "0100", "0010", "0001", "1100", "1110", "1111"};

    /** A session with an open TADD header. */
    private static Session header() {
        Session s = reset();
        executeAll(s, TADD_FP64);
        return s;
    }

    private static Binding binding(int id, int sizeCode, String mask) {
        return new Binding(id, sizeCode, PeMask.parse(mask), false);
    }

    /** Runs {@code word} and asserts it was rejected with {@code outcome} and changed nothing. */
    private static void assertRejectedUnchanged(Session s, int word, Object outcome) {
        Frame before = Frame.of(s);
        assertEquals(outcome, step(s, word), String.format("0x%08X", word));
        assertEquals(before, Frame.of(s), String.format("0x%08X was rejected yet changed the state", word));
    }

    @Nested
    class OrderOfChecks {

        @Test
        void step1NoFormMatchesIsIllegalInstruction() {
            assertRejectedUnchanged(header(), 0x00189213, ILLEGAL);
        }

        @Test
        void step2ReservedSizeCodeIsIllegalInstruction() {
            assertRejectedUnchanged(header(), bios(1, 13, 7), ILLEGAL);
        }

        @Test
        void step2ComesBeforeThePeMode000NoOp() {
            // SizeCode 13 with PEMode 000: the reserved SizeCode wins, even with no block.
            assertRejectedUnchanged(reset(), bios(9, 13, 0), ILLEGAL);
            assertRejectedUnchanged(header(), bios(9, 15, 0), ILLEGAL);
        }

        @Test
        void step3PeMode000IsAStrictNoOpThatStillAdvancesTheTpc() {
            Session s = header();
            long tpc = s.tpc();
            assertEquals(EXECUTED, step(s, bios(9, 1, 0)));
            assertEquals(List.of(), s.observe().bindings());
            assertEquals(tpc + 4, s.tpc());
        }

        @Test
        void step3PeMode000SkipsPlacementDuplicateAndStreamChecks() {
            Session none = reset();
            assertEquals(EXECUTED, step(none, bios(9, 0, 0)), "no block: still a no-op");
            Session s = header();
            executeAll(s, bios(0, 0, 7), bios(1, 0, 7), bios(2, 0, 7), bios(3, 0, 7));
            assertEquals(EXECUTED, step(s, bios(0, 0, 0)), "duplicate id and full stream: still a no-op");
            Session body = header();
            executeAll(body, Words.addi(1, 0, 1));
            assertEquals(EXECUTED, step(body, bios(4, 12, 0)), "in the body: still a no-op");
        }

        @Test
        void step4PlacementWithoutABlockIsBundleControl() {
            assertRejectedUnchanged(reset(), bios(0, 0, 7), BUNDLE);
        }

        @Test
        void step4PlacementInTheBodyIsBundleControl() {
            Session s = header();
            executeAll(s, Words.addi(1, 0, 1));
            assertEquals(BlockPhase.BODY, s.phase());
            assertRejectedUnchanged(s, bios(0, 0, 7), BUNDLE);
        }

        @Test
        void step4PlacementComesBeforeMaskConsistency() {
            Session s = header();
            executeAll(s, bios(0, 0, 5), Words.addi(1, 0, 1));
            assertRejectedUnchanged(s, bios(1, 0, 7), BUNDLE);
        }

        @Test
        void step5MaskMismatchWithASharedBindingIsTileLegality() {
            Session s = header();
            executeAll(s, bios(0, 0, 5));
            assertRejectedUnchanged(s, bios(1, 0, 7), TILE);
        }

        @Test
        void step5MaskMismatchWithALocalBindingIsTileLegality() {
            Session s = header();
            executeAll(s, biot(0, 1, 5));
            assertRejectedUnchanged(s, bios(0, 0, 7), TILE);
        }

        @Test
        void step5ADuplicateWithADifferentMaskIsTileLegalityNotBundleControl() {
            Session s = header();
            executeAll(s, bios(3, 0, 7));
            assertRejectedUnchanged(s, bios(3, 0, 1), TILE);
        }

        @Test
        void step6DuplicateIdIsBundleControl() {
            Session s = header();
            executeAll(s, bios(3, 0, 7));
            assertRejectedUnchanged(s, bios(3, 5, 7), BUNDLE);
        }

        @Test
        void step7AFifthBindingIsBundleControl() {
            Session s = header();
            executeAll(s, bios(0, 0, 7), bios(1, 0, 7), bios(2, 0, 7), bios(3, 0, 7));
            assertRejectedUnchanged(s, bios(4, 0, 7), BUNDLE);
        }

        @Test
        void step6DuplicateComesBeforeTheFifthBindingCheck() {
            // Both a duplicate and a fifth binding: same kind, but the order is still observable through the
            // reason; the kind is what compares.
            Session s = header();
            executeAll(s, bios(0, 0, 7), bios(1, 0, 7), bios(2, 0, 7), bios(3, 0, 7));
            assertRejectedUnchanged(s, bios(0, 0, 7), BUNDLE);
            assertTrue(s.lastReason().contains("already bound"), s.lastReason());
        }

        @Test
        void step8AppendsInEncodedOrderAndAdvancesTheTpc() {
            Session s = header();
            long tpc = s.tpc();
            executeAll(s, bios(7, 3, 6), bios(2, 0, 6));
            assertEquals(
                    List.of(binding(7, 3, "1110"), binding(2, 0, "1110")),
                    s.observe().bindings());
            assertEquals(tpc + 8, s.tpc());
            assertEquals(PeMask.parse("1110"), s.observe().participation());
        }

        @Test
        void everyAttemptClearsTheLastFault() {
            Session s = header();
            step(s, bios(0, 14, 7));
            assertEquals(FaultKind.ILLEGAL_INSTRUCTION, s.lastFault());
            executeAll(s, bios(0, 0, 7));
            assertEquals(null, s.lastFault());
        }

        @Test
        void aRejectionDoesNotAdvanceTheTpc() {
            Session s = header();
            long tpc = s.tpc();
            step(s, bios(0, 13, 7));
            assertEquals(tpc, s.tpc());
        }
    }

    @Nested
    class Fields {

        @ParameterizedTest(name = "PEMode {0}")
        @ValueSource(ints = {0, 1, 2, 3, 4, 5, 6, 7})
        void everyPeModeExpandsToTheTableMask(int peMode) {
            Session s = header();
            executeAll(s, bios(peMode, 0, peMode));
            List<Binding> expected = peMode == 0 ? List.of() : List.of(binding(peMode, 0, PEMODE_MASKS[peMode]));
            assertEquals(expected, s.observe().bindings());
        }

        @ParameterizedTest(name = "SizeCode {0}")
        @ValueSource(ints = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15})
        void everySizeCode(int sizeCode) {
            Session s = header();
            if (sizeCode <= 12) {
                executeAll(s, bios(5, sizeCode, 7));
                assertEquals(List.of(binding(5, sizeCode, "1111")), s.observe().bindings());
            } else {
                assertRejectedUnchanged(s, bios(5, sizeCode, 7), ILLEGAL);
            }
        }

        @Test
        void all64SharedIdsAreOrdinaryNames() {
            for (int id = 0; id < 64; id++) {
                Session s = header();
                executeAll(s, bios(id, 0, 1));
                assertEquals(List.of(binding(id, 0, "1000")), s.observe().bindings(), "S" + id);
            }
        }

        @Test
        void sharedIdZeroNamesS0AndIsADuplicateOfItself() {
            Session s = header();
            executeAll(s, bios(0, 0, 7));
            assertEquals(BUNDLE, step(s, bios(0, 0, 7)));
        }
    }

    @Nested
    class FixedBits {

        private static final int FIXED = 0xfc0871ff;

        /** Fixed bits whose flip makes a word of a PTO form outside the subset (BSTART, LUI, CASH). */
        private static final List<Integer> OUTSIDE_SUBSET = List.of(1, 2, 3);

        /** Bits 14:12 = 000 is B.IOR: in a header it writes the scalar record, never a Shared binding. */
        private void assertScalarBindingNotShared(Session s, Frame before, int bit, Object outcome) {
            assertEquals("B.IOR", s.decodings().get(1).mnemonic(), "bit " + bit);
            assertEquals(EXECUTED, outcome, "bit " + bit);
            assertNotNull(s.observe().record("scalar_binding"), "bit " + bit);
            assertEquals(before.bindings(), s.observe().bindings(), "bit " + bit);
            assertEquals(before.shared(), s.observe().shared(), "bit " + bit);
            assertEquals(before.tpc() + 4, s.tpc(), "bit " + bit);
        }

        @Test
        void everyFixedBitFlippedLeavesB_IOS() {
            int base = 0x00201213;
            for (int bit = 0; bit < 32; bit++) {
                if ((FIXED >>> bit & 1) == 0) {
                    continue;
                }
                int word = base ^ (1 << bit);
                Session s = header();
                Frame before = Frame.of(s);
                Object outcome = step(s, word);
                String mnemonic = s.decodings().get(1).mnemonic();
                assertNotEquals("B.IOS", mnemonic, "bit " + bit);
                if (bit == 6) {
                    // 0x..53 with bits 14:12 = 001 is B.ASSEMBLE; with no binder before it, it faults.
                    assertEquals("B.ASSEMBLE", mnemonic);
                    assertEquals(BUNDLE, outcome);
                    assertEquals(before, Frame.of(s));
                } else if (bit == 14) {
                    // bits 14:12 = 101 with SizeCode 0 is B.IOT: a Local binding, never a Shared one.
                    assertEquals("B.IOT", mnemonic);
                    assertEquals(List.of(), s.observe().bindings());
                } else if (bit == 12) {
                    assertScalarBindingNotShared(s, before, bit, outcome);
                } else {
                    assertFlipOutsideTheSubset(s, before, bit, outcome);
                }
            }
        }

        @Test
        void withADestinationSizeCodeEveryFlipButBit6IsNoFormOrAFormOutsideTheSubset() {
            int base = 0x00531213;
            for (int bit = 0; bit < 32; bit++) {
                if ((FIXED >>> bit & 1) == 0 || bit == 6) {
                    continue;
                }
                Session s = header();
                Frame before = Frame.of(s);
                Object outcome = step(s, base ^ (1 << bit));
                if (bit == 14) {
                    // bits 14:12 = 101 with a SizeCode is B.IOT's one-source destination form: a Local binding,
                    // never a Shared one.
                    assertEquals("B.IOT", s.decodings().get(1).mnemonic());
                    assertEquals(EXECUTED, outcome);
                    assertEquals(before.bindings(), s.observe().bindings());
                    List<?> locals = (List<?>) s.observe().record("local_bindings");
                    assertEquals(1, locals.size());
                    assertEquals(true, ((Map<?, ?>) locals.get(0)).get("destination"));
                } else if (bit == 12) {
                    assertScalarBindingNotShared(s, before, bit, outcome);
                } else {
                    assertFlipOutsideTheSubset(s, before, bit, outcome);
                }
            }
        }

        /**
         * Spec semantics §1: the flipped word is a real PTO form the model lacks (unsupported) or no form
         * (Fault_IllegalInstruction); either way nothing changes.
         */
        private void assertFlipOutsideTheSubset(Session s, Frame before, int bit, Object outcome) {
            String mnemonic = s.decodings().get(1).mnemonic();
            if (OUTSIDE_SUBSET.contains(bit)) {
                assertTrue(mnemonic != null, "bit " + bit + " makes a word of a form of the ISA");
                assertEquals(UNSUPPORTED, outcome, "bit " + bit + " (" + mnemonic + ")");
            } else {
                assertEquals(null, mnemonic, "bit " + bit + " matches no form of the ISA");
                assertEquals(ILLEGAL, outcome, "bit " + bit);
            }
            assertEquals(before, Frame.of(s), "bit " + bit + " changed the state");
        }
    }

    @Nested
    class WorkedExamples {

        @Test
        void sourceS2Mask1000() {
            Session s = header();
            executeAll(s, 0x00201213);
            assertEquals(List.of(binding(2, 0, "1000")), s.observe().bindings());
            assertEquals(0x00201213, bios(2, 0, 1));
        }

        @Test
        void destinationS5Of4KbMask1000() {
            Session s = header();
            executeAll(s, 0x00531213);
            assertEquals(List.of(binding(5, 6, "1000")), s.observe().bindings());
            assertEquals(
                    4096, ReferenceModel.standard().profile().capacityBytes(6).getAsInt());
        }
    }
}
