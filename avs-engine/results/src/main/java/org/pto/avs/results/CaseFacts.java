package org.pto.avs.results;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.apiguardian.api.API;

/**
 * What a case file says about its case, as the one report entry value {@value ReportKeys#CASE}: a compact JSON
 * object {@code {"kind":..,"severity":..,"surface":..,"instruction":..,"requirements":[..],"origin":"file:line",
 * "summary":..,"pass_condition":..,"covers":[..],"tags":[..],"partial":[{"step":..,"why":..}],
 * "advisory":[{"vector":..,"why":..}],"upstream":{"repository":..,"path":..,"commit":..,"line":..,
 * "not_observable":[{"assertion":..,"why":..}]}}} ({@code "upstream": null} for a case that names none). One value
 * instead of thirteen keys, because report listeners (JUnit's legacy XML report) pay per key, not per character.
 *
 * @param origin   the case file and the line of its id ({@code pto-avs/cases/.../X.json:3})
 * @param partial  the steps of the AVS point the case leaves out; empty for a case that covers its whole point
 * @param advisory the vectors the case file marks advisory, in file order; empty when every vector is mandated
 * @param upstream the spec's own AVS test the case comes from, when its file names it
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public record CaseFacts(
        String kind,
        String severity,
        String surface,
        String instruction,
        List<String> requirements,
        String origin,
        String summary,
        String passCondition,
        List<String> covers,
        List<String> tags,
        List<LeftOutStep> partial,
        List<AdvisoryVector> advisory,
        Optional<UpstreamTest> upstream) {

    public static final String KIND = "kind";
    public static final String SEVERITY = "severity";
    public static final String SURFACE = "surface";
    public static final String INSTRUCTION = "instruction";
    public static final String REQUIREMENTS = "requirements";
    public static final String ORIGIN = "origin";
    public static final String SUMMARY = "summary";
    public static final String PASS_CONDITION = "pass_condition";
    public static final String COVERS = "covers";
    public static final String TAGS = "tags";
    public static final String PARTIAL = LeftOutStep.PARTIAL;
    public static final String STEP = "step";
    public static final String WHY = "why";
    public static final String ADVISORY = AdvisoryVector.ADVISORY;
    public static final String VECTOR = "vector";
    public static final String UPSTREAM = UpstreamTest.UPSTREAM;
    public static final String REPOSITORY = "repository";
    public static final String PATH = "path";
    public static final String COMMIT = "commit";
    public static final String LINE = "line";
    public static final String NOT_OBSERVABLE = "not_observable";
    public static final String ASSERTION = "assertion";

    private static final JsonFactory FACTORY = new JsonFactory();
    private static final ObjectMapper READER = new ObjectMapper();

    public CaseFacts {
        kind = Objects.requireNonNullElse(kind, "");
        severity = Objects.requireNonNullElse(severity, "");
        surface = Objects.requireNonNullElse(surface, "");
        instruction = Objects.requireNonNullElse(instruction, "");
        requirements = List.copyOf(requirements);
        origin = Objects.requireNonNullElse(origin, "");
        summary = Objects.requireNonNullElse(summary, "");
        passCondition = Objects.requireNonNullElse(passCondition, "");
        covers = List.copyOf(covers);
        tags = List.copyOf(tags);
        partial = List.copyOf(partial);
        advisory = List.copyOf(advisory);
        upstream = upstream == null ? Optional.empty() : upstream;
    }

    /** What a case says of itself that has no advisory vector and names no upstream test. */
    public CaseFacts(
            String kind,
            String severity,
            String surface,
            String instruction,
            List<String> requirements,
            String origin,
            String summary,
            String passCondition,
            List<String> covers,
            List<String> tags,
            List<LeftOutStep> partial) {
        this(
                kind,
                severity,
                surface,
                instruction,
                requirements,
                origin,
                summary,
                passCondition,
                covers,
                tags,
                partial,
                List.of(),
                Optional.empty());
    }

    /** What a case that covers its whole point says of itself. */
    public CaseFacts(
            String kind,
            String severity,
            String surface,
            String instruction,
            List<String> requirements,
            String origin,
            String summary,
            String passCondition,
            List<String> covers,
            List<String> tags) {
        this(
                kind,
                severity,
                surface,
                instruction,
                requirements,
                origin,
                summary,
                passCondition,
                covers,
                tags,
                List.of());
    }

    /** The why of the advisory vector {@code vector}; empty when the case file does not mark it advisory. */
    public Optional<String> advisoryWhy(String vector) {
        return advisory.stream()
                .filter(a -> a.vector().equals(vector))
                .map(AdvisoryVector::why)
                .findFirst();
    }

    /** Whether the case covers only part of its AVS point. */
    public boolean isPartial() {
        return !partial.isEmpty();
    }

    /** The compact JSON text, every key present, in the order of the record. */
    public String json() {
        StringWriter text = new StringWriter(384);
        try (JsonGenerator json = FACTORY.createGenerator(text)) {
            json.writeStartObject();
            json.writeStringField(KIND, kind);
            json.writeStringField(SEVERITY, severity);
            json.writeStringField(SURFACE, surface);
            json.writeStringField(INSTRUCTION, instruction);
            array(json, REQUIREMENTS, requirements);
            json.writeStringField(ORIGIN, origin);
            json.writeStringField(SUMMARY, summary);
            json.writeStringField(PASS_CONDITION, passCondition);
            array(json, COVERS, covers);
            array(json, TAGS, tags);
            json.writeArrayFieldStart(PARTIAL);
            for (LeftOutStep left : partial) {
                json.writeStartObject();
                json.writeStringField(STEP, left.step());
                json.writeStringField(WHY, left.why());
                json.writeEndObject();
            }
            json.writeEndArray();
            json.writeArrayFieldStart(ADVISORY);
            for (AdvisoryVector vector : advisory) {
                json.writeStartObject();
                json.writeStringField(VECTOR, vector.vector());
                json.writeStringField(WHY, vector.why());
                json.writeEndObject();
            }
            json.writeEndArray();
            if (upstream.isPresent()) {
                upstream(json, upstream.get());
            } else {
                json.writeNullField(UPSTREAM);
            }
            json.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException("a StringWriter does not fail", e);
        }
        return text.toString();
    }

    private static void upstream(JsonGenerator json, UpstreamTest test) throws IOException {
        json.writeObjectFieldStart(UPSTREAM);
        json.writeStringField(REPOSITORY, test.repository());
        json.writeStringField(PATH, test.path());
        json.writeStringField(COMMIT, test.commit());
        json.writeStringField(LINE, test.line());
        json.writeArrayFieldStart(NOT_OBSERVABLE);
        for (UpstreamTest.NotObservable assertion : test.notObservable()) {
            json.writeStartObject();
            json.writeStringField(ASSERTION, assertion.assertion());
            json.writeStringField(WHY, assertion.why());
            json.writeEndObject();
        }
        json.writeEndArray();
        json.writeEndObject();
    }

    private static void array(JsonGenerator json, String key, List<String> values) throws IOException {
        json.writeArrayFieldStart(key);
        for (String value : values) {
            json.writeString(value);
        }
        json.writeEndArray();
    }

    /**
     * The facts in {@code json}, as {@link #json()} writes them; empty when {@code json} is null or not such an
     * object. A missing key reads as empty text or an empty list.
     */
    public static Optional<CaseFacts> parse(String json) {
        if (json == null) {
            return Optional.empty();
        }
        JsonNode root;
        try {
            root = READER.readTree(json);
        } catch (JsonProcessingException e) {
            return Optional.empty();
        }
        if (root == null || !root.isObject()) {
            return Optional.empty();
        }
        return Optional.of(new CaseFacts(
                text(root, KIND),
                text(root, SEVERITY),
                text(root, SURFACE),
                text(root, INSTRUCTION),
                list(root, REQUIREMENTS),
                text(root, ORIGIN),
                text(root, SUMMARY),
                text(root, PASS_CONDITION),
                list(root, COVERS),
                list(root, TAGS),
                leftOut(root),
                advisory(root),
                upstream(root.path(UPSTREAM))));
    }

    private static String text(JsonNode root, String key) {
        return root.path(key).asText("");
    }

    private static List<LeftOutStep> leftOut(JsonNode root) {
        List<LeftOutStep> steps = new ArrayList<>();
        root.path(PARTIAL).forEach(step -> steps.add(new LeftOutStep(text(step, STEP), text(step, WHY))));
        return steps;
    }

    private static List<AdvisoryVector> advisory(JsonNode root) {
        List<AdvisoryVector> vectors = new ArrayList<>();
        root.path(ADVISORY).forEach(vector -> vectors.add(new AdvisoryVector(text(vector, VECTOR), text(vector, WHY))));
        return vectors;
    }

    /** The upstream test an object names; empty for null, a missing key or anything but an object. */
    private static Optional<UpstreamTest> upstream(JsonNode node) {
        if (!node.isObject()) {
            return Optional.empty();
        }
        List<UpstreamTest.NotObservable> notObservable = new ArrayList<>();
        node.path(NOT_OBSERVABLE)
                .forEach(a -> notObservable.add(new UpstreamTest.NotObservable(text(a, ASSERTION), text(a, WHY))));
        return Optional.of(new UpstreamTest(
                text(node, REPOSITORY), text(node, PATH), text(node, COMMIT), text(node, LINE), notObservable));
    }

    private static List<String> list(JsonNode root, String key) {
        List<String> values = new ArrayList<>();
        root.path(key).forEach(value -> values.add(value.asText()));
        return values;
    }
}
