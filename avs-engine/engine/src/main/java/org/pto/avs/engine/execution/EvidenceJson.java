package org.pto.avs.engine.execution;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.pto.avs.device.Observable;
import org.pto.avs.device.Observation;
import org.pto.avs.device.protocol.MessageCodec;
import org.pto.avs.device.protocol.ProtocolException;
import org.pto.avs.device.protocol.ResultMessage;
import org.pto.avs.engine.compare.DeviceReports;
import org.pto.avs.results.ReportKeys;
import org.pto.avs.results.VectorOutcome;

/**
 * The value of {@value ReportKeys#EVIDENCE}: what the device said, enough to judge the case again without it.
 * <pre>
 * {"observables":["STEPS",...],                       what the device declared it can observe
 *  "records":["loop_bounds",...],                      and the state records it declared it reports
 *  "vectors":[{"name":"a","status":"pass","result":{...}},   a device answer: the protocol's result message
 *             {"name":"b","status":"not-supported"},          not run: the device cannot observe what it needs
 *             {"name":"c","status":"crash"}],                 the device failed: crash, timeout or error
 *  "failure":"timeout"}                                 the case ended as a whole, before its vectors decided
 * </pre>
 * The answer is written in the device protocol's own {@code result} form (PROTOCOL.md), so evidence reads the same
 * whether the device is in process or not.
 */
final class EvidenceJson {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** One vector's evidence; {@code observation} is null when the device gave none. */
    record VectorEvidence(String name, VectorOutcome status, Observation observation) {}

    /** Evidence read back. */
    record Evidence(DeviceReports declared, List<VectorEvidence> vectors, Optional<String> failure) {}

    private EvidenceJson() {}

    static String write(DeviceReports reports, List<VectorEvidence> vectors, String failure) {
        ObjectNode root = JSON.createObjectNode();
        ArrayNode declared = root.putArray("observables");
        reports.observables().stream().sorted().forEach(o -> declared.add(o.name()));
        ArrayNode records = root.putArray("records");
        reports.records().forEach(records::add);
        ArrayNode list = root.putArray("vectors");
        for (int i = 0; i < vectors.size(); i++) {
            VectorEvidence vector = vectors.get(i);
            ObjectNode node = list.addObject()
                    .put("name", vector.name())
                    .put("status", vector.status().text());
            if (vector.observation() != null) {
                node.set("result", result(i + 1, vector.observation()));
            }
        }
        if (failure != null) {
            root.put("failure", failure);
        }
        return root.toString();
    }

    private static JsonNode result(long id, Observation observation) {
        try {
            return JSON.readTree(MessageCodec.encode(new ResultMessage(id, observation)));
        } catch (IOException e) {
            throw new IllegalStateException("the protocol codec writes JSON", e);
        }
    }

    /** Reads evidence; malformed evidence is an {@link IllegalArgumentException} that says what is wrong. */
    static Evidence read(String text) {
        JsonNode root;
        try {
            root = JSON.readTree(text);
        } catch (IOException e) {
            throw new IllegalArgumentException("not JSON: " + e.getMessage());
        }
        if (root == null
                || !root.isObject()
                || !root.path("vectors").isArray()
                || !root.path("observables").isArray()) {
            throw new IllegalArgumentException("expected an object with 'observables' and 'vectors'");
        }
        Set<Observable> observables = EnumSet.noneOf(Observable.class);
        for (JsonNode name : root.get("observables")) {
            try {
                observables.add(Observable.valueOf(name.asText()));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("observables: unknown observable '" + name.asText() + "'");
            }
        }
        Set<String> records = new TreeSet<>();
        for (JsonNode name : root.path("records")) {
            records.add(name.asText());
        }
        List<VectorEvidence> vectors = new ArrayList<>();
        for (JsonNode vector : root.get("vectors")) {
            String name = vector.path("name").asText("");
            Observation observation = null;
            if (vector.has("result")) {
                byte[] line = vector.get("result").toString().getBytes(StandardCharsets.UTF_8);
                try {
                    if (!(MessageCodec.decodeDeviceMessage(line, line.length) instanceof ResultMessage result)) {
                        throw new IllegalArgumentException("vector " + name + ": result is not a result message");
                    }
                    observation = result.observation();
                } catch (ProtocolException e) {
                    throw new IllegalArgumentException("vector " + name + ": result: " + e.getMessage());
                }
            }
            String status = vector.path("status").asText("");
            vectors.add(new VectorEvidence(
                    name,
                    VectorOutcome.parse(status)
                            .orElseThrow(() -> new IllegalArgumentException(
                                    "vector " + name + ": status '" + status + "' is not a vector outcome")),
                    observation));
        }
        Optional<String> failure = root.path("failure").isTextual()
                ? Optional.of(root.get("failure").asText())
                : Optional.empty();
        return new Evidence(new DeviceReports(observables, records), vectors, failure);
    }
}
