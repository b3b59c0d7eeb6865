package org.pto.avs.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.pto.avs.model.Machines.BUNDLE;
import static org.pto.avs.model.Machines.EXECUTED;
import static org.pto.avs.model.Machines.ILLEGAL;
import static org.pto.avs.model.Machines.UNSUPPORTED;
import static org.pto.avs.model.Machines.executeAll;
import static org.pto.avs.model.Machines.reset;
import static org.pto.avs.model.Words.TADD_FP64;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.pto.avs.device.BlockPhase;
import org.pto.avs.device.DecodedStep;
import org.pto.avs.device.ProgramWord;
import org.pto.avs.device.StepOutcome;

/**
 * Every block-boundary and lifecycle encoding of semantics §3, one word from reset: the model reports its decoding (the
 * spec's form id, handler and fields) whether or not it executes the word, and answers as §3 and decision 31 say: the
 * forms it executes run, the forms PTO reserves and the words a constraint refuses fault Fault_IllegalInstruction, the
 * other forms it does not execute are unsupported.
 */
class LifecycleEncodingsTest {

    @ParameterizedTest(name = "{0}/{1} {2}")
    @CsvSource(
            delimiter = '|',
            value = {
                "0x00019181 | 32 | bstart_tepl_32_d022db6dacb3  | ExecuteBundleStart | DataType=0 Mode=0 Function=0 | executed",
                "0x00011181 | 32 | bstart_tload_32_d0c18bb0ab15 | ExecuteBundleStart | DataType=0 | executed",
                "0x00111181 | 32 | bstart_tstore_32_4048b6e8b0f4 | ExecuteBundleStart | DataType=0 | executed",
                "0x00000001 | 32 | bstop_32_d25b09fdd59c | ExecuteBundleStop | | bundle",
                "0x0000     | 16 | c_bstop_16_ca4743d8a95e | ExecuteBundleStop | | bundle",
                "0x00000023 | 32 | b_catr_32_e90bd52fa480 | SetBundleControlAttributes | DR=0 trap=0 far=0 atom=0 aq=0 rl=0 | bundle",
                "0x00001023 | 32 | b_datr_32_c161a042ff38 | SetBundleDataAttributes | CMode=0 PadValueOrByteId=0 Sat=0 Canonicalize=0 DataType=0 RMode=0 Layout=0 | bundle",
                "0x00000033 | 32 | b_hint_32_69d942ff1583 | SetBundleHint | L/UL=0 V=0 prefetch_size=0 temp=0 | bundle",
                "0x00001033 | 32 | b_hint_32_f7d01d734925 | SetBundleHint | B/E=0 | executed",
                "0x00000011 | 32 | bstart_32_7eb93b649748 | ExecuteBundleStart | simm25=0 | unsupported",
                "0x00000021 | 32 | bstart_32_e11e678a32ac | ExecuteBundleStart | simm25=0 | unsupported",
                "0x0004     | 16 | c_bstart_16_c4e238a9227a | ExecuteBundleStart | simm12=0 | unsupported",
                "0x0002     | 16 | c_bstart_16_f833d2a4753c | ExecuteBundleStart | simm12=0 | unsupported",
                "0x0880     | 16 | c_bstart_fp_16_9dcef7e3a85b | ExecuteBundleStart | BrType=1 | unsupported",
                "0x0800     | 16 | c_bstart_std_16_8b40f078c14a | ExecuteBundleStart | BrType=1 | unsupported",
                "0x0840     | 16 | c_bstart_sys_16_ec213ce96eb7 | ExecuteBundleStart | | unsupported",
                "0x00003001 | 32 | bstart_std_32_1ef99c4cedcb | ExecuteBundleStart | simm17=0 | unsupported",
                "0x00001001 | 32 | bstart_std_32_441ad677fffe | ExecuteBundleStart | simm17=0 | unsupported",
                "0x00007001 | 32 | bstart_std_32_816dfa76cc4a | ExecuteBundleStart | | unsupported",
                "0x00005001 | 32 | bstart_std_32_986b7ee2cf6a | ExecuteBundleStart | | unsupported",
                "0x00002001 | 32 | bstart_std_32_c1de85e06878 | ExecuteBundleStart | simm17=0 | unsupported",
                "0x00001081 | 32 | bstart_sys_32_762d9d84a6d8 | ExecuteBundleStart | simm17=0 | unsupported",
                "0x00003031 | 32 | ercov_32_dc0be14a2d8b | RecoverExecutionContext | RegSrc0=0 RegSrc1=0 RegSrc2=0 | illegal",
                "0x00002031 | 32 | esave_32_4c4f79fe3171 | SaveExecutionContext | RegSrc0=0 RegSrc1=0 RegSrc2=0 | illegal",
                "0x00006F81 | 32 | xb_32_40ad190a0a7f | ExecuteCrossBlockTransfer | ACR-ID=0 CROSS-BID=0 | illegal",
            })
    void aWordFromResetIsDecodedAsTheSpecsFormWhatEverItDoes(
            String hex, int bits, String formId, String handler, String fields, String outcome) {
        Session s = reset();
        StepOutcome actual = s.step(word(hex, bits));
        DecodedStep decoded = s.decodings().get(0);
        assertEquals(formId, decoded.formId(), hex);
        assertEquals(handler, decoded.handler(), hex);
        assertEquals(fields(fields), decoded.fields(), hex);
        assertEquals(expected(outcome), actual, hex + " (" + s.lastReason() + ")");
    }

    /**
     * C.BSTART.STD and C.BSTART.FP BrType 0, 2, 3, 4, 6 (C.BSTART.STD's BrType 0 is C.BSTOP), BSTART.SYS simm17 other
     * than 0, and every ERCOV, ESAVE and XB word: Fault_IllegalInstruction, nothing changed; the bits 14:12 of
     * BSTART.STD that name no form (100, 110) decode to nothing.
     */
    @ParameterizedTest(name = "{0}/{1}")
    @CsvSource({
        "0x1000, 16, c_bstart_std_16_8b40f078c14a",
        "0x1800, 16, c_bstart_std_16_8b40f078c14a",
        "0x2000, 16, c_bstart_std_16_8b40f078c14a",
        "0x3000, 16, c_bstart_std_16_8b40f078c14a",
        "0x0080, 16, c_bstart_fp_16_9dcef7e3a85b",
        "0x1080, 16, c_bstart_fp_16_9dcef7e3a85b",
        "0x1880, 16, c_bstart_fp_16_9dcef7e3a85b",
        "0x2080, 16, c_bstart_fp_16_9dcef7e3a85b",
        "0x3080, 16, c_bstart_fp_16_9dcef7e3a85b",
        "0x00009081, 32, bstart_sys_32_762d9d84a6d8",
        "0xFFFF9081, 32, bstart_sys_32_762d9d84a6d8",
        "0x00009001, 32, bstart_std_32_441ad677fffe",
        "0x00003031, 32, ercov_32_dc0be14a2d8b",
        "0xF9FFB031, 32, ercov_32_dc0be14a2d8b",
        "0x00002031, 32, esave_32_4c4f79fe3171",
        "0xF9FFA031, 32, esave_32_4c4f79fe3171",
        "0x00006F81, 32, xb_32_40ad190a0a7f",
        "0xFFFFEF81, 32, xb_32_40ad190a0a7f",
        "0x00004001, 32, ",
        "0x00006001, 32, ",
    })
    void aReservedEncodingOrARefusedFieldIsIllegalAndChangesNothing(String hex, int bits, String formId) {
        Session s = reset();
        assertEquals(ILLEGAL, s.step(word(hex, bits)), hex);
        assertEquals(formId, s.decodings().get(0).formId(), hex);
        assertEquals(BlockPhase.NONE, s.phase());
        assertEquals(0, s.tpc());
    }

    /** In an open header a lifecycle form the reference does not execute changes nothing, range group included. */
    @ParameterizedTest(name = "{0}/{1}")
    @CsvSource({"0x00001001, 32, unsupported", "0x0880, 16, unsupported", "0x00009081, 32, illegal"})
    void inAnOpenHeaderALifecycleFormTheModelDoesNotExecuteChangesNothing(String hex, int bits, String outcome) {
        Session s = reset();
        executeAll(s, TADD_FP64);
        Frame before = Frame.of(s);
        assertEquals(expected(outcome), s.step(word(hex, bits)), hex);
        assertEquals(before, Frame.of(s), hex);
    }

    private static ProgramWord word(String hex, int bits) {
        int value = Integer.parseUnsignedInt(hex.substring(2), 16);
        return bits == 16 ? ProgramWord.of16(value) : ProgramWord.of32(value);
    }

    private static Map<String, Long> fields(String text) {
        Map<String, Long> fields = new LinkedHashMap<>();
        if (text != null) {
            Arrays.stream(text.trim().split(" "))
                    .filter(f -> !f.isEmpty())
                    .forEach(f -> fields.put(
                            f.substring(0, f.indexOf('=')), Long.parseLong(f.substring(f.indexOf('=') + 1))));
        }
        return fields;
    }

    private static StepOutcome expected(String outcome) {
        return switch (outcome) {
            case "executed" -> EXECUTED;
            case "bundle" -> BUNDLE;
            case "illegal" -> ILLEGAL;
            default -> UNSUPPORTED;
        };
    }
}
