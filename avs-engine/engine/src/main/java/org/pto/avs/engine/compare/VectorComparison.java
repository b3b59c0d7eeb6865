package org.pto.avs.engine.compare;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import org.apiguardian.api.API;
import org.pto.avs.device.Binding;
import org.pto.avs.device.DecodedStep;
import org.pto.avs.device.GmSegment;
import org.pto.avs.device.Observation;
import org.pto.avs.engine.cases.DecodeField;
import org.pto.avs.engine.cases.Expectation;
import org.pto.avs.engine.cases.ExpectedDecode;
import org.pto.avs.engine.cases.ExpectedGm;
import org.pto.avs.engine.cases.Frame;
import org.pto.avs.engine.cases.Vector;
import org.pto.avs.results.values.Difference;

/**
 * Compares a device's observation with one vector: the step outcomes, then only what {@code expect} states,
 * then its frame conditions. Nothing else the device reports is looked at.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class VectorComparison {

    private final int gprCount;

    /** @param gprCount the machine's GPRs (R0..R23 is 24), compared by {@code "unchanged": ["gprs"]} */
    public VectorComparison(int gprCount) {
        this.gprCount = gprCount;
    }

    public VectorVerdict compare(Vector vector, Observation observation) {
        Differences differences = new Differences();
        // A vector judged on its decoding takes any outcome: the word may decode and not execute.
        String notSupported =
                vector.decodeOnly() ? null : StepComparison.compare(vector.program(), observation.steps(), differences);
        if (notSupported == null) {
            finalState(vector, observation, differences);
        }
        return new VectorVerdict(vector.name(), differences.list(), notSupported, differences.compared());
    }

    private void finalState(Vector vector, Observation observation, Differences differences) {
        Expectation expect = vector.expect();
        TpcAdvanceComparison.tpcAdvances(vector.program(), observation.tpcAdvances(), differences);
        if (expect.phase() != null) {
            differences.compare("phase", expect.phase(), observation.phase());
        }
        if (expect.participation() != null) {
            differences.compare("participation", expect.participation(), observation.participation());
        }
        if (expect.bindings() != null) {
            bindings(expect.bindings(), observation.bindings(), differences);
        }
        SharedComparison.stated(expect.shared(), observation.shared(), differences);
        if (expect.poolBytesInUse() != null) {
            differences.compare("pool_bytes_in_use", expect.poolBytesInUse(), observation.poolBytesInUse());
        }
        for (ExpectedGm gm : expect.gm()) {
            PayloadComparison.compare(
                    differences,
                    -1,
                    "gm." + gm.name(),
                    gm.bytes(),
                    observation.gm().get(gm.name()));
        }
        for (Map.Entry<Integer, Long> gpr : expect.gprs().entrySet()) {
            differences.compare(
                    "gprs.R" + gpr.getKey(), gpr.getValue(), observation.gprs().get(gpr.getKey()));
        }
        for (ExpectedDecode decode : expect.decoded()) {
            decoded(decode, observation.decoded(), differences);
        }
        RecordComparison.compare(expect.records(), observation, differences);
        if (expect.unchanged().contains(Frame.SHARED)) {
            SharedComparison.unchanged(vector.initial().shared(), expect.shared(), observation.shared(), differences);
        }
        if (expect.unchanged().contains(Frame.GM)) {
            List<GmSegment> segments = vector.initial().gm();
            for (int i = 0; i < segments.size(); i++) {
                String name = ObservationPlan.initialSegmentName(i);
                PayloadComparison.compare(
                        differences,
                        -1,
                        name + " (0x"
                                + Long.toHexString(segments.get(i).address()).toUpperCase(Locale.ROOT) + ")",
                        segments.get(i).bytes(),
                        observation.gm().get(name));
            }
        }
        if (expect.unchanged().contains(Frame.GPRS)) {
            for (int r = 0; r < gprCount; r++) {
                if (!expect.gprs().containsKey(r)) {
                    differences.compare(
                            "gprs.R" + r,
                            vector.initial().gprs().getOrDefault(r, 0L),
                            observation.gprs().get(r));
                }
            }
        }
    }

    /** The whole stream, in order: each slot compared, a missing or extra binding shown as {@code <absent>}. */
    private static void bindings(List<Binding> expected, List<Binding> actual, Differences differences) {
        differences.counted();
        for (int i = 0; i < Math.max(expected.size(), actual.size()); i++) {
            Binding want = i < expected.size() ? expected.get(i) : null;
            Binding got = i < actual.size() ? actual.get(i) : null;
            if (!Objects.equals(want, got)) {
                differences.add(new Difference("bindings[" + i + "]", -1, Render.value(want), Render.value(got)));
            }
        }
    }

    private static void decoded(ExpectedDecode expected, List<DecodedStep> decoded, Differences differences) {
        int step = expected.step();
        String path = "decoded[" + step + "]";
        DecodedStep got = step < decoded.size() ? decoded.get(step) : null;
        if (got == null) {
            differences.counted();
            differences.add(new Difference(path, step, "a decoding", Difference.ABSENT));
            return;
        }
        for (Map.Entry<DecodeField, String> field : expected.stated().entrySet()) {
            differences.compare(
                    step,
                    path + "." + field.getKey().key(),
                    orNoForm(field.getValue()),
                    orNoForm(field.getKey().read(got)));
        }
        for (Map.Entry<String, Long> field : expected.fields().entrySet()) {
            differences.compare(
                    step,
                    path + ".fields." + field.getKey(),
                    field.getValue(),
                    got.fields().get(field.getKey()));
        }
    }

    /** A decoding names no form, mnemonic or handler when no form matched: shown as {@code null}, as cases write it. */
    private static String orNoForm(String value) {
        return value == null ? "null" : value;
    }
}
