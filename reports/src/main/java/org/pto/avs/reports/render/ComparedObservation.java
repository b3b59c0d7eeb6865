package org.pto.avs.reports.render;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.apiguardian.api.API;
import org.pto.avs.reports.model.FieldDifference;
import org.pto.avs.reports.model.VectorResult;

/**
 * A vector's expected and actual observation in one shape: the same keys on both sides, and only what the vector
 * compares. The engine publishes the expected side in the words of the case file ({@code steps} and {@code expect})
 * and the actual side as everything the device was asked for (every GPR, every Shared register); this keeps, on both
 * sides, the step outcomes, each key {@code expect} states (and within {@code shared}, {@code gprs} and
 * {@code decoded} only the registers, fields and steps it names), each state record it states under {@code records},
 * by name, with only the fields it states and both sides in the catalog's spelling (the engine writes them so), so each
 * value sits where the diff's path names it
 * ({@code loop_bounds.LB0}, {@code carriers[1].offset}; a field the device does not report is {@code null}, as the
 * case writes "not present"), the TPC advance of each step that states one ({@code tpc_advance}, by step,
 * {@code null} for the others) and, for each frame condition of
 * {@code unchanged}, {@value #AS_INITIAL} when nothing moved, else the fields that moved with their values from the
 * comparison. A payload is a leaf: each side shows it as it states it ({@code fill}, {@code hex}, ...).
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public record ComparedObservation(ObjectNode expected, ObjectNode actual) {

    /** What both sides show for a frame condition the device kept. */
    public static final String AS_INITIAL = "as initial";

    /** The TPC advances, one per step, beside {@code expect} on the expected side and among the actual's keys. */
    static final String TPC_ADVANCE = "tpc_advance";

    /** The state records, by name: {@code expect.records} on the expected side, {@code records} on the actual. */
    static final String RECORDS = "records";

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    /** The comparison of a recorded vector; empty when either observation is missing or not JSON. */
    public static Optional<ComparedObservation> of(VectorResult vector) {
        if (vector.expected().isEmpty() || vector.actual().isEmpty()) {
            return Optional.empty();
        }
        JsonNode expected;
        JsonNode actual;
        try {
            expected = JSON.readTree(vector.expected());
            actual = JSON.readTree(vector.actual());
        } catch (JsonProcessingException e) {
            return Optional.empty();
        }
        if (!expected.isObject() || !actual.isObject()) {
            return Optional.empty();
        }
        return Optional.of(compare(expected, actual, vector.differences()));
    }

    /** The expected side as lines, each marked where the actual side differs. */
    public List<JsonLines.Line> expectedLines() {
        return JsonLines.of(expected, actual);
    }

    /** The actual side as lines, each marked where the expected side differs. */
    public List<JsonLines.Line> actualLines() {
        return JsonLines.of(actual, expected);
    }

    /** The expected side pretty-printed, two-space indented, a value of scalars on one line. */
    public String expectedText() {
        return JsonLines.text(expectedLines());
    }

    public String actualText() {
        return JsonLines.text(actualLines());
    }

    private static ComparedObservation compare(
            JsonNode expectedRoot, JsonNode actual, List<FieldDifference> differences) {
        ObjectNode left = NODES.objectNode();
        ObjectNode right = NODES.objectNode();
        left.set("steps", expectedRoot.path("steps").deepCopy());
        right.set("steps", orNull(actual.get("steps")));
        JsonNode advances = expectedRoot.get(TPC_ADVANCE);
        if (advances != null && advances.isArray()) {
            left.set(TPC_ADVANCE, advances.deepCopy());
            right.set(TPC_ADVANCE, byStatedStep(advances, actual.get(TPC_ADVANCE)));
        }
        JsonNode expect = expectedRoot.path("expect");
        for (Map.Entry<String, JsonNode> stated : expect.properties()) {
            String key = stated.getKey();
            JsonNode value = stated.getValue();
            JsonNode observed = actual.get(key);
            switch (key) {
                case "unchanged" -> {}
                case "shared" -> {
                    left.set(key, value.deepCopy());
                    right.set(key, shared(value, observed));
                }
                case "gprs" -> {
                    left.set(key, value.deepCopy());
                    right.set(key, project(value, observed));
                }
                case RECORDS -> {
                    left.set(key, value.deepCopy());
                    right.set(key, records(value, observed));
                }
                case "bindings" -> {
                    left.set(key, bindings(value));
                    right.set(key, orNull(observed));
                }
                case "gm" -> {
                    ObjectNode segments = gmByName(value);
                    left.set(key, segments);
                    ObjectNode seen = right.putObject(key);
                    // A payload is a leaf: the case writes it as fill, pattern or hex, the device's as fill or hex.
                    segments.fieldNames()
                            .forEachRemaining(
                                    name -> seen.set(name, orNull(observed == null ? null : observed.get(name))));
                }
                case "decoded" -> {
                    left.set(key, value.deepCopy());
                    right.set(key, decoded(value, observed));
                }
                default -> {
                    left.set(key, value.deepCopy());
                    right.set(key, orNull(observed));
                }
            }
        }
        JsonNode unchanged = expect.path("unchanged");
        if (unchanged.isArray() && !unchanged.isEmpty()) {
            ObjectNode leftFrames = left.putObject("unchanged");
            ObjectNode rightFrames = right.putObject("unchanged");
            for (JsonNode frame : unchanged) {
                frame(frame.asText(), expect, differences, leftFrames, rightFrames);
            }
        }
        return new ComparedObservation(left, right);
    }

    /** Each stated register: absent stays {@code null}; a descriptor shows only its stated keys, and its payload. */
    private static JsonNode shared(JsonNode stated, JsonNode observed) {
        ObjectNode out = NODES.objectNode();
        for (Map.Entry<String, JsonNode> register : stated.properties()) {
            JsonNode seen = observed == null ? null : observed.get(register.getKey());
            if (seen == null || seen.isNull()) {
                out.putNull(register.getKey());
            } else if (!register.getValue().isObject()) {
                // The case says no descriptor; the device has one: all of it is the difference.
                out.set(register.getKey(), seen.deepCopy());
            } else {
                ObjectNode object = out.putObject(register.getKey());
                for (Map.Entry<String, JsonNode> part : register.getValue().properties()) {
                    object.set(
                            part.getKey(),
                            part.getValue().isObject() && part.getKey().equals("descriptor")
                                    ? project(part.getValue(), seen.get(part.getKey()))
                                    : orNull(seen.get(part.getKey())));
                }
            }
        }
        return out;
    }

    /**
     * Each record {@code stated} names, as {@code observed} holds it (both sides come in the catalog's spelling from the
     * engine) and with only the fields stated; a record not reported is {@code null}.
     */
    private static ObjectNode records(JsonNode stated, JsonNode observed) {
        ObjectNode out = NODES.objectNode();
        for (Map.Entry<String, JsonNode> record : stated.properties()) {
            String name = record.getKey();
            JsonNode seen = observed == null ? null : observed.get(name);
            out.set(name, project(record.getValue(), seen));
        }
        return out;
    }

    /** The binding stream as stated, with {@code consumed} (false when left out, as the engine reads it) on each. */
    private static JsonNode bindings(JsonNode stated) {
        JsonNode out = stated.deepCopy();
        out.forEach(binding -> {
            if (binding instanceof ObjectNode object && !object.has("consumed")) {
                object.put("consumed", false);
            }
        });
        return out;
    }

    /** The device's advance of each step that states one, {@code null} for the others; all null when not reported. */
    private static ArrayNode byStatedStep(JsonNode stated, JsonNode observed) {
        ArrayNode out = NODES.arrayNode();
        for (int step = 0; step < stated.size(); step++) {
            JsonNode seen = observed == null || stated.get(step).isNull() ? null : observed.get(step);
            out.add(orNull(seen));
        }
        return out;
    }

    /** {@code expect.gm} is a list of segments; both sides show it by segment name, as the comparison names them. */
    private static ObjectNode gmByName(JsonNode segments) {
        ObjectNode out = NODES.objectNode();
        int index = 0;
        for (JsonNode segment : segments) {
            String name = segment.path("name").asText("gm[" + index + "]");
            out.set(name, orNull(segment.get("bytes")));
            index++;
        }
        return out;
    }

    /** Each stated decoding step: the device's decoding of that step, with only the stated keys and fields. */
    private static JsonNode decoded(JsonNode stated, JsonNode observed) {
        ArrayNode out = NODES.arrayNode();
        for (JsonNode step : stated) {
            JsonNode seen = null;
            if (observed != null) {
                for (JsonNode candidate : observed) {
                    if (candidate.path("step").asInt(-1) == step.path("step").asInt(-2)) {
                        seen = candidate;
                    }
                }
            }
            out.add(project(step, seen));
        }
        return out;
    }

    /**
     * {@code observed} with only the keys of {@code stated}, nested objects and list entries alike; a key it lacks is
     * {@code null}, an entry beyond those stated is shown whole.
     */
    private static JsonNode project(JsonNode stated, JsonNode observed) {
        if (observed == null || observed.isNull()) {
            return NullNode.getInstance();
        }
        if (stated.isArray() && observed.isArray()) {
            ArrayNode out = NODES.arrayNode();
            for (int i = 0; i < observed.size(); i++) {
                out.add(
                        i < stated.size()
                                ? project(stated.get(i), observed.get(i))
                                : observed.get(i).deepCopy());
            }
            return out;
        }
        if (!stated.isObject() || !observed.isObject()) {
            return observed.deepCopy();
        }
        ObjectNode out = NODES.objectNode();
        for (Map.Entry<String, JsonNode> key : stated.properties()) {
            JsonNode seen = observed.get(key.getKey());
            out.set(key.getKey(), seen == null ? NullNode.getInstance() : project(key.getValue(), seen));
        }
        return out;
    }

    /**
     * One frame condition: {@value #AS_INITIAL} on both sides when the comparison found nothing moved, else each
     * moved field (those {@code expect} does not name itself) with its expected and actual value.
     */
    private static void frame(
            String frame, JsonNode expect, List<FieldDifference> differences, ObjectNode left, ObjectNode right) {
        String prefix = switch (frame) {
            case "shared" -> "shared.";
            case "gprs" -> "gprs.";
            case "gm" -> "initial.gm[";
            default -> frame + ".";
        };
        Set<String> named = new TreeSet<>();
        expect.path(frame).fieldNames().forEachRemaining(named::add);
        List<FieldDifference> moved = new ArrayList<>();
        for (FieldDifference difference : differences) {
            String path = difference.path();
            if (path.startsWith(prefix) && !named.contains(register(path.substring(prefix.length())))) {
                moved.add(difference);
            }
        }
        if (moved.isEmpty()) {
            left.put(frame, AS_INITIAL);
            right.put(frame, AS_INITIAL);
            return;
        }
        ObjectNode leftFields = left.putObject(frame);
        ObjectNode rightFields = right.putObject(frame);
        for (FieldDifference difference : moved) {
            String field =
                    frame.equals("gm") ? difference.path() : difference.path().substring(prefix.length());
            leftFields.put(field, difference.expected());
            rightFields.put(field, difference.actual());
        }
    }

    /** {@code S5} of {@code S5.descriptor.published}, {@code R3} of {@code R3}. */
    private static String register(String field) {
        int dot = field.indexOf('.');
        return dot < 0 ? field : field.substring(0, dot);
    }

    private static JsonNode orNull(JsonNode node) {
        return node == null ? NullNode.getInstance() : node.deepCopy();
    }
}
