package org.pto.avs.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.pto.avs.model.Machines.BUNDLE;
import static org.pto.avs.model.Machines.EXECUTED;
import static org.pto.avs.model.Machines.ILLEGAL;
import static org.pto.avs.model.Machines.TILE;
import static org.pto.avs.model.Machines.executeAll;
import static org.pto.avs.model.Machines.reset;
import static org.pto.avs.model.Machines.step;
import static org.pto.avs.model.Machines.step16;
import static org.pto.avs.model.Words.BSTOP;
import static org.pto.avs.model.Words.TADD_FP64;
import static org.pto.avs.model.Words.TADD_U64;
import static org.pto.avs.model.Words.TLOAD_FP64;
import static org.pto.avs.model.Words.TLOAD_S64;
import static org.pto.avs.model.Words.TLOAD_U64;
import static org.pto.avs.model.Words.dim;

import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.pto.avs.device.Binding;
import org.pto.avs.device.BlockPhase;
import org.pto.avs.device.DecodedStep;
import org.pto.avs.device.MachineState;
import org.pto.avs.device.Observation;
import org.pto.avs.device.PeMask;
import org.pto.avs.device.SharedObject;

/** The model-level behaviour behind each of the 13 AVS points of the seed (semantics §6), in its words. */
class AvsPointsTest {

    private static Binding binding(int id, int sizeCode, String mask, boolean consumed) {
        return new Binding(id, sizeCode, PeMask.parse(mask), consumed);
    }

    /** The next numbered step "keeps Shared state": it starts from the previous step's Shared registers. */
    private static Session keepingShared(Session previous) {
        return Machines.from(MachineState.of(previous.observe().shared(), List.of(), Map.of()));
    }

    private static void dims(Session s, int lb0, int lb1, int lb2) {
        executeAll(s, dim(0, 0, lb0), dim(1, 0, lb1), dim(2, 0, lb2));
    }

    @Nested
    @DisplayName(
            "PTO-AVS-BLOCK-B-IOS-CAPACITY-003: Decoded B.IOS charges aggregate Shared capacity once, independently of PEMode.")
    class Capacity003 {

        @Test
        void twoHalfPoolObjectsFillThePoolAndAThirdIsRejected() {
            // (1) S1, SC 11, PE0 commits.
            Session one = reset();
            executeAll(one, TLOAD_S64);
            dims(one, 1, 1, 1);
            executeAll(one, 0x00159213, BSTOP);
            Observation o1 = one.observe();
            assertEquals(PeMask.parse("1000"), o1.shared().get(1).descriptor().allocationMask());
            assertEquals(131072, o1.poolBytesInUse());

            // (2) keep Shared state: S2, SC 11, all + INIT_LAST writer 11 commits, charged once.
            Session two = keepingShared(one);
            executeAll(two, TLOAD_S64);
            dims(two, 1, 1, 1);
            executeAll(two, 0x00259E13, 0x80001DD3, BSTOP);
            Observation o2 = two.observe();
            assertEquals(PeMask.ALL, o2.shared().get(2).descriptor().allocationMask());
            assertEquals(262144, o2.poolBytesInUse());

            // (3) keep Shared state: S3, SC 1, PE0: the header executes, the commit faults.
            Session three = keepingShared(two);
            executeAll(three, TLOAD_S64);
            dims(three, 1, 1, 1);
            executeAll(three, 0x00309213);
            assertEquals(TILE, step(three, BSTOP));
            Observation o3 = three.observe();
            assertNull(o3.shared().get(3));
            assertEquals(262144, o3.poolBytesInUse());
        }

        @Test
        void oneFullPoolObjectForAPartialPeModeExcludesAnother() {
            // (4) reset: S5, SC 12, PEMode 101 + INIT_LAST writer 12 commits with mask 1100.
            Session four = reset();
            executeAll(four, TLOAD_S64);
            dims(four, 1, 1, 1);
            executeAll(four, 0x00561A13, 0x80001E53, BSTOP);
            Observation o4 = four.observe();
            assertEquals(PeMask.parse("1100"), o4.shared().get(5).descriptor().allocationMask());
            assertEquals(262144, o4.poolBytesInUse());

            // (5) keep Shared state: S6, SC 1, PE3 faults with no descriptor.
            Session five = keepingShared(four);
            executeAll(five, TLOAD_S64);
            dims(five, 1, 1, 1);
            executeAll(five, 0x00609813);
            assertEquals(TILE, step(five, BSTOP));
            assertNull(five.observe().shared().get(6));
            assertEquals(262144, five.observe().poolBytesInUse());
        }
    }

    @Nested
    @DisplayName(
            "PTO-AVS-BLOCK-B-IOS-CONSUMER-001: A decoded B.IOS boundary SizeCode reaches the normal Shared TLOAD consumer.")
    class Consumer001 {

        @Test
        void aFullPoolOnePeDestinationPublishes() {
            Session s = reset();
            executeAll(s, TLOAD_U64);
            dims(s, 1, 1, 1);
            executeAll(s, 0x01B61813, BSTOP);
            SharedObject s27 = s.observe().shared().get(27);
            assertNotNull(s27);
            assertEquals(262144, s27.descriptor().capacityBytes());
            assertEquals(PeMask.parse("0001"), s27.descriptor().allocationMask());
            assertTrue(s27.descriptor().published());
            assertEquals(List.of(), s.observe().bindings(), "the commit clears the block's bindings");
        }

        @Test
        void anOversizedDecodedShapeFaultsBeforePublication() {
            Session s = reset();
            executeAll(s, TLOAD_U64);
            dims(s, 32769, 1, 32769);
            executeAll(s, 0x01C61813);
            assertEquals(TILE, step(s, BSTOP), "32769 x 8 B exceeds 256 KiB");
            assertNull(s.observe().shared().get(28));
            assertEquals(0, s.observe().poolBytesInUse());
        }
    }

    @Nested
    @DisplayName("PTO-AVS-BLOCK-B-IOS-DECODE-001: Canonical B.IOS catalog and contract remain aligned.")
    class Decode001 {

        @Test
        void theZeroFieldWordDecodesToTheB_IOSForm() {
            Session s = reset();
            step(s, 0x00001013);
            DecodedStep d = s.decodings().get(0);
            assertEquals("b_ios_32_4ba5ef98fdaa", d.formId());
            assertEquals("BindBundleSharedIO", d.handler());
            assertEquals(Map.of("SharedTileID", 0L, "SizeCode", 0L, "PEMode", 0L), d.fields());
        }
    }

    @Nested
    @DisplayName(
            "PTO-AVS-BLOCK-B-IOS-ENCODING-002: Decoded B.IOS accepts the six-bit absolute SharedTileID namespace while preserving reserved-bit ownership.")
    class Encoding002 {

        @Test
        void s0IsAnOrdinaryRegisterAndS63IsReachable() {
            Session s = reset();
            executeAll(s, TADD_FP64, 0x00001E13);
            assertEquals(List.of(binding(0, 0, "1111", false)), s.observe().bindings());
            assertEquals(BUNDLE, step(s, 0x00001E13));

            Session t = reset();
            executeAll(t, TADD_FP64, 0x03F39A13);
            assertEquals(List.of(binding(63, 7, "1100", false)), t.observe().bindings());
        }

        @Test
        void reservedBitsMatchNoForm() {
            for (int word : new int[] {0x00189213, 0x80109213, 0x08109213, 0x04109213, 0x00109313, 0x0010A213}) {
                Session s = reset();
                executeAll(s, TADD_FP64);
                assertEquals(ILLEGAL, step(s, word), String.format("0x%08X", word));
                assertNull(s.decodings().get(1).formId(), String.format("0x%08X matches no form", word));
                assertEquals(List.of(), s.observe().bindings());
            }
        }

        @Test
        void theCompactWordIsC_B_DIMINeverASharedBinder() {
            Session s = reset();
            executeAll(s, TADD_FP64);
            // C.B.DIMI with LoopNest 3, which its constraint reserves: a fault, never a binding, nothing written.
            assertEquals(ILLEGAL, step16(s, 0xC03C));
            assertEquals("C.B.DIMI", s.decodings().get(1).mnemonic());
            assertEquals(List.of(), s.observe().bindings());
            assertEquals(Map.of(), s.observe().record("loop_bounds"));
        }
    }

    @Nested
    @DisplayName(
            "PTO-AVS-BLOCK-B-IOS-MASK-CONSISTENCY-001: All effective Local and Shared bindings use one nonzero PE_MASK.")
    class MaskConsistency001 {

        @Test
        void aLocalBindingFixesTheMask() {
            Session s = reset();
            executeAll(s, TADD_FP64, 0x00085A13);
            assertEquals(TILE, step(s, 0x00001E13));
            assertEquals(List.of(), s.observe().bindings());
        }

        @Test
        void aSharedBindingFixesTheMask() {
            Session s = reset();
            executeAll(s, TADD_FP64, 0x00001A13);
            assertEquals(TILE, step(s, 0x00101E13));
            assertEquals(List.of(binding(0, 0, "1100", false)), s.observe().bindings());
        }
    }

    @Nested
    @DisplayName("PTO-AVS-BLOCK-B-IOS-PEMODE-005: Decoded B.IOS source paths exercise all eight PEMode encodings.")
    class PeMode005 {

        @Test
        void allEightPeModes() {
            int[] words = {
                0x00001013, 0x00101213, 0x00201413, 0x00301613, 0x00401813, 0x00501A13, 0x00601C13, 0x00701E13
            };
            String[] masks = {null, "1000", "0100", "0010", "0001", "1100", "1110", "1111"};
            for (int m = 0; m < 8; m++) {
                Session s = reset();
                executeAll(s, TLOAD_FP64, words[m]);
                List<Binding> expected = m == 0 ? List.of() : List.of(binding(m, 0, masks[m], false));
                assertEquals(expected, s.observe().bindings(), "PEMode " + m);
            }
        }
    }

    @Nested
    @DisplayName("PTO-AVS-BLOCK-B-IOS-PLACEMENT-001: A participating B.IOS is legal only in an active block header.")
    class Placement001 {

        @Test
        void withNoBlock() {
            Session s = reset();
            assertEquals(BUNDLE, step(s, 0x00009E13));
            assertEquals(List.of(), s.observe().bindings());
        }

        @Test
        void inTheBody() {
            Session s = reset();
            executeAll(s, TADD_FP64, Words.addi(1, 0, 1));
            assertEquals(BlockPhase.BODY, s.phase());
            assertEquals(BUNDLE, step(s, 0x00009E13));
            assertEquals(List.of(), s.observe().bindings());
        }
    }

    @Nested
    @DisplayName(
            "PTO-AVS-BLOCK-B-IOS-SIZECODE-012-001: A decoded B.IOS destination accepts SizeCode 12 and rejects every reserved destination SizeCode.")
    class SizeCode012 {

        @Test
        void sizeCode12IsAcceptedAnd13To15AreReserved() {
            Session s = reset();
            executeAll(s, TADD_FP64, 0x00761E13);
            assertEquals(List.of(binding(7, 12, "1111", false)), s.observe().bindings());
            for (int word : new int[] {0x00D69E13, 0x00E71E13, 0x00F79E13}) {
                assertEquals(ILLEGAL, step(s, word), String.format("0x%08X", word));
                assertEquals(1, s.observe().bindings().size());
            }
        }
    }

    @Nested
    @DisplayName(
            "PTO-AVS-BLOCK-B-IOS-SIZECODES-003: Decoded B.IOS destination paths cover every legal Shared SizeCode.")
    class SizeCodes003 {

        @Test
        void everyLegalDestinationSizeCode() {
            int[] words = {
                0x00109E13,
                0x00211E13,
                0x00319E13,
                0x00421E13,
                0x00529E13,
                0x00631E13,
                0x00739E13,
                0x00841E13,
                0x00949E13,
                0x00A51E13,
                0x00B59E13,
                0x00C61E13
            };
            for (int sc = 1; sc <= 12; sc++) {
                Session s = reset();
                executeAll(s, TLOAD_U64, words[sc - 1]);
                assertEquals(
                        List.of(binding(sc, sc, "1111", false)), s.observe().bindings(), "SizeCode " + sc);
                assertEquals(BlockPhase.HEADER, s.phase(), "not committed");
            }
        }
    }

    @Nested
    @DisplayName(
            "PTO-AVS-BLOCK-B-IOS-STREAM-001: Decoded B.IOS records one ordered four-entry stream of unique Shared registers.")
    class Stream001 {

        @Test
        void aDuplicateIsRejected() {
            Session s = reset();
            executeAll(s, TADD_FP64, 0x01201E13);
            assertEquals(BUNDLE, step(s, 0x01201E13));
            assertEquals(List.of(binding(18, 0, "1111", false)), s.observe().bindings());
        }

        @Test
        void fourSlotsFillInOrderAndAFifthIsRejected() {
            Session s = reset();
            executeAll(s, TADD_FP64, 0x00001E13, 0x00101E13, 0x00201E13, 0x00301E13);
            List<Binding> four = List.of(
                    binding(0, 0, "1111", false),
                    binding(1, 0, "1111", false),
                    binding(2, 0, "1111", false),
                    binding(3, 0, "1111", false));
            assertEquals(four, s.observe().bindings());
            assertEquals(BUNDLE, step(s, 0x00401E13));
            assertEquals(four, s.observe().bindings());
        }
    }

    @Nested
    @DisplayName(
            "PTO-AVS-BLOCK-B-IOS-STREAM-LIMIT-001: B.IOS provides one ordered four-entry stream with unique Shared IDs.")
    class StreamLimit001 {

        @Test
        void countsAfterEachRejectionAreOneAndFour() {
            Session s = reset();
            executeAll(s, TADD_FP64, 0x00001E13);
            assertEquals(BUNDLE, step(s, 0x00001E13));
            assertEquals(1, s.observe().bindings().size());
            executeAll(s, 0x00101E13, 0x00201E13, 0x00301E13);
            assertEquals(BUNDLE, step(s, 0x00401E13));
            assertEquals(4, s.observe().bindings().size());
        }
    }

    @Nested
    @DisplayName(
            "PTO-AVS-BLOCK-B-IOS-VEC-USE-001: A participating B.IOS source is not silently discarded by a VEC block.")
    class VecUse001 {

        @Test
        void theCommitFaultsAndConsumesNothing() {
            Session s = reset();
            executeAll(s, TADD_U64, 0x00601E13);
            SortedMap<Integer, SharedObject> before = s.observe().shared();
            assertEquals(TILE, step(s, BSTOP));
            assertEquals(List.of(binding(6, 0, "1111", false)), s.observe().bindings());
            assertFalse(s.observe().bindings().get(0).consumed());
            assertEquals(before, s.observe().shared());
            assertEquals(BlockPhase.HEADER, s.phase(), "the block stays active and uncommitted");
        }
    }

    @Nested
    @DisplayName("PTO-AVS-BLOCK-B-IOS-ZERO-MASK-001: PE_MASK zero is a strict B.IOS no-op.")
    class ZeroMask001 {

        @Test
        void withNoBlock() {
            Session s = reset();
            assertEquals(EXECUTED, step(s, 0x00901013));
            assertEquals(List.of(), s.observe().bindings());
            assertEquals(BlockPhase.NONE, s.phase());
        }

        @Test
        void inAHeaderItMarksZeroParticipation() {
            Session s = reset();
            executeAll(s, TADD_FP64);
            assertEquals(EXECUTED, step(s, 0x00909013));
            assertEquals(List.of(), s.observe().bindings());
            assertEquals(PeMask.NONE, s.observe().participation());
        }
    }
}
