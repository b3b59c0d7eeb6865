package org.pto.avs.engine.execution;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.pto.avs.device.Binding;
import org.pto.avs.device.Bytes;
import org.pto.avs.device.DecodedStep;
import org.pto.avs.device.Observable;
import org.pto.avs.device.Observation;
import org.pto.avs.device.SharedObject;
import org.pto.avs.engine.cases.DescriptorField;
import org.pto.avs.engine.cases.Vector;
import org.pto.avs.engine.records.ExpectedRecord;
import org.pto.avs.engine.records.RecordCanon;
import org.pto.avs.engine.records.RecordNodes;
import org.pto.avs.results.values.ObservationValues;

/**
 * Expected and observed state as compact JSON in the words of case files, for reports. The observation shows every
 * observable that was asked for, under the key its vector's {@code expect} states it with and in the same shape, so
 * the two sit side by side: each state record asked for under {@code records}, as the device reported it. The TPC
 * advances, which a
 * case file states on its program's steps, are {@code "tpc_advance"}: one entry per step, as the differences name
 * them ({@code tpc_advance[2]}); the expected side holds {@code null} for a step that states none. A payload is shown
 * as a fill when uniform, otherwise by its first bytes. The steps' outcomes are left out where the vector's program
 * holds them ({@link ObservationValues}).
 */
final class ObservationJson {

    /** Payload bytes shown in a report before it is cut. */
    static final int PAYLOAD_BYTES_SHOWN = 64;

    /** The key of the TPC advances, one per step, on both sides. */
    static final String TPC_ADVANCE = "tpc_advance";

    private static final ObjectMapper JSON = new ObjectMapper();

    private ObservationJson() {}

    /**
     * What {@code vector} expects, without its steps' outcomes: its program states them
     * ({@link ObservationValues#expectedInFull}).
     */
    static String expected(Vector vector) {
        // expectJson is already compact JSON written by Jackson: joined as it is, not parsed again per vector, unless
        // it states records, which are shown in the catalog's spelling the comparison used.
        String expect = "{\"expect\":" + (vector.expect().records().isEmpty() ? vector.expectJson() : spelled(vector));
        if (vector.program().stream().allMatch(step -> step.tpcAdvance() == null)) {
            return expect + "}";
        }
        ArrayNode advances = JSON.createArrayNode();
        vector.program().forEach(step -> advances.add(step.tpcAdvance()));
        return expect + ",\"" + TPC_ADVANCE + "\":" + advances + "}";
    }

    /**
     * What was observed of {@code asked}; the steps' outcomes only when {@code withSteps} (the program does not hold
     * them: {@link ObservationValues#programHolds}).
     */
    /** The vector's expect with each stated record in the catalog's spelling ({@link RecordCanon}). */
    private static String spelled(Vector vector) {
        try {
            ObjectNode expect = (ObjectNode) JSON.readTree(vector.expectJson());
            ObjectNode records = expect.putObject("records");
            vector.expect().records().forEach((name, record) -> records.set(name, RecordNodes.of(record.value())));
            return expect.toString();
        } catch (IOException e) {
            throw new UncheckedIOException("a vector's expect is JSON the reader parsed", e);
        }
    }

    /** A reported record in the spelling of the vector's statement of it; as sent when its declaration does not fit. */
    private static Object spelled(ExpectedRecord stated, Object sent) {
        try {
            return RecordCanon.record(stated.declaration(), sent);
        } catch (IllegalArgumentException e) {
            return sent;
        }
    }

    static String observed(
            Observation observation, Set<Observable> asked, Map<String, ExpectedRecord> records, boolean withSteps) {
        ObjectNode root = JSON.createObjectNode();
        if (withSteps) {
            ArrayNode steps = root.putArray("steps");
            observation.steps().forEach(step -> steps.add(step.toString()));
        }
        if (asked.contains(Observable.BLOCK_PHASE)) {
            root.put(
                    "phase",
                    observation.phase() == null
                            ? null
                            : observation.phase().name().toLowerCase(Locale.ROOT));
        }
        if (asked.contains(Observable.PARTICIPATION)) {
            root.put(
                    "participation",
                    observation.participation() == null
                            ? null
                            : observation.participation().toString());
        }
        if (asked.contains(Observable.BINDINGS)) {
            ArrayNode bindings = root.putArray("bindings");
            for (Binding b : observation.bindings()) {
                bindings.addObject()
                        .put("id", "S" + b.sharedId())
                        .put("size_code", b.sizeCode())
                        .put("mask", b.mask().toString())
                        .put("consumed", b.consumed());
            }
        }
        if (asked.contains(Observable.SHARED_DESCRIPTORS)) {
            ObjectNode shared = root.putObject("shared");
            for (Map.Entry<Integer, SharedObject> register :
                    observation.shared().entrySet()) {
                ObjectNode object = shared.putObject("S" + register.getKey());
                ObjectNode descriptor = object.putObject("descriptor");
                for (DescriptorField field : DescriptorField.values()) {
                    Object value = field.read(register.getValue().descriptor());
                    if (value instanceof Boolean flag) {
                        descriptor.put(field.key(), flag);
                    } else if (value instanceof Integer number) {
                        descriptor.put(field.key(), number);
                    } else {
                        descriptor.put(field.key(), String.valueOf(value));
                    }
                }
                if (asked.contains(Observable.SHARED_PAYLOADS)) {
                    object.set("payload", payload(register.getValue().payload()));
                }
            }
        }
        if (asked.contains(Observable.POOL_IN_USE)) {
            root.put("pool_bytes_in_use", observation.poolBytesInUse());
        }
        if (asked.contains(Observable.GM)) {
            ObjectNode gm = root.putObject("gm");
            new TreeMap<>(observation.gm()).forEach((name, bytes) -> gm.set(name, payload(bytes)));
        }
        if (asked.contains(Observable.GPRS)) {
            ObjectNode gprs = root.putObject("gprs");
            observation.gprs().forEach((r, value) -> gprs.put("R" + r, value));
        }
        if (asked.contains(Observable.DECODE)) {
            decoded(root.putArray("decoded"), observation.decoded());
        }
        if (asked.contains(Observable.TPC_ADVANCE)) {
            ArrayNode advances = root.putArray(TPC_ADVANCE);
            observation.tpcAdvances().forEach(advances::add);
        }
        if (!records.isEmpty()) {
            ObjectNode stated = root.putObject("records");
            records.forEach(
                    (name, record) -> stated.set(name, RecordNodes.of(spelled(record, observation.record(name)))));
        }
        return root.toString();
    }

    private static void decoded(ArrayNode into, List<DecodedStep> decoded) {
        for (int i = 0; i < decoded.size(); i++) {
            DecodedStep d = decoded.get(i);
            ObjectNode entry = into.addObject()
                    .put("step", i)
                    .put("form_id", d.formId())
                    .put("mnemonic", d.mnemonic())
                    .put("handler", d.handler());
            ObjectNode fields = entry.putObject("fields");
            d.fields().forEach(fields::put);
        }
    }

    private static ObjectNode payload(Bytes bytes) {
        ObjectNode node = JSON.createObjectNode();
        if (bytes == null) {
            return node;
        }
        node.put("length", bytes.length());
        if (bytes.isUniform()) {
            node.put("fill", String.format("0x%02X", bytes.get(0) & 0xFF));
        } else if (bytes.length() <= PAYLOAD_BYTES_SHOWN) {
            node.put("hex", bytes.hex());
        } else {
            node.put("hex", bytes.hex(0, PAYLOAD_BYTES_SHOWN)).put("truncated", true);
        }
        return node;
    }
}
