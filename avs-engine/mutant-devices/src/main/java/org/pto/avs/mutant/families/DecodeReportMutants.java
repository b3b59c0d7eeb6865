package org.pto.avs.mutant.families;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apiguardian.api.API;
import org.pto.avs.device.DecodedStep;
import org.pto.avs.device.Observation;
import org.pto.avs.mutant.definition.Mutant;

/**
 * Devices that execute every word as the reference does but report its decoding wrongly: the {@code decoded}
 * observable is what a decode point compares, so only a vector stating a word's fields tells them apart.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class DecodeReportMutants {

    private static final String ASSEMBLE = "B.ASSEMBLE";

    /** INIT is w[31], just above uimm11 = w[30:20]: the twelfth bit of an I-type immediate w[31:20]. */
    private static final long INIT_AS_IMMEDIATE_BIT = 1L << 11;

    private DecodeReportMutants() {}

    public static List<Mutant> mutants() {
        return List.of(Mutant.reporting(
                "assemble-report-immediate-takes-init",
                "the decode report reads B.ASSEMBLE's immediate from w[31:20], as a 12-bit I-type immediate,"
                        + " so INIT shows as the immediate's top bit and reads 0",
                List.of("B.ASSEMBLE legality[0]"),
                DecodeReportMutants::immediateTakesInit));
    }

    private static Observation immediateTakesInit(Observation o) {
        List<DecodedStep> decoded = o.decoded().stream()
                .map(DecodeReportMutants::withInitInTheImmediate)
                .toList();
        return o.withDecoded(decoded);
    }

    private static DecodedStep withInitInTheImmediate(DecodedStep step) {
        if (!ASSEMBLE.equals(step.mnemonic())) {
            return step;
        }
        Map<String, Long> fields = new TreeMap<>(step.fields());
        long init = fields.getOrDefault("INIT", 0L);
        fields.put("uimm11", fields.getOrDefault("uimm11", 0L) | (init == 0 ? 0 : INIT_AS_IMMEDIATE_BIT));
        fields.put("INIT", 0L);
        return new DecodedStep(step.formId(), step.mnemonic(), step.handler(), fields);
    }
}
