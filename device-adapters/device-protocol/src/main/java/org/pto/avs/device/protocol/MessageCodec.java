package org.pto.avs.device.protocol;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.LongFunction;
import org.apiguardian.api.API;
import org.pto.avs.device.DeviceIdentity;
import org.pto.avs.device.Observable;
import org.pto.avs.device.Observation;
import org.pto.avs.device.RunRequest;
import org.pto.avs.device.StepOutcome;

/**
 * Turns messages into JSON lines and back. Each direction has its own decoder, so a message sent the wrong
 * way (a {@code run} from a device) is a protocol error. Unknown members are ignored (PROTOCOL.md
 * "Compatibility"). Thread-safe.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class MessageCodec {

    // Jackson's default string bound (20 M chars) is below the base64 of a 16 MiB payload; a string cannot be
    // longer than the line that holds it, which LineReader bounds.
    private static final ObjectMapper MAPPER = JsonMapper.builder(JsonFactory.builder()
                    .streamReadConstraints(StreamReadConstraints.builder()
                            .maxStringLength(Protocol.MAX_LINE_BYTES)
                            .build())
                    .build())
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .build();

    private MessageCodec() {}

    /** One line: the message as compact JSON, UTF-8, ending in {@code \n}. */
    public static byte[] encode(HarnessMessage message) {
        // Java 17: no pattern switch over the sealed interface yet.
        if (message instanceof HarnessHello h) {
            ObjectNode node = object("hello");
            node.put("protocol", h.protocol());
            node.put("harness", h.harness());
            return line(node);
        }
        if (message instanceof RunMessage r) {
            ObjectNode node = object("run");
            node.put("id", r.id());
            RunRequest request = r.request();
            node.set("initial", StateJson.writeState(request.initial()));
            node.set("program", StateJson.writeProgram(request.program()));
            ArrayNode observe = ObservableNames.write(request.observe());
            node.set("observe", observe);
            RecordJson.write(request.records(), observe, node);
            node.set("gm_ranges", StateJson.writeRanges(request.gmRanges()));
            return line(node);
        }
        return line(object("shutdown"));
    }

    public static byte[] encode(DeviceMessage message) {
        if (message instanceof DeviceHello h) {
            ObjectNode node = object("hello");
            node.put("protocol", h.protocol());
            ObjectNode device = node.putObject("device");
            device.put("vendor", h.device().vendor());
            device.put("name", h.device().name());
            device.put("version", h.device().version());
            ArrayNode observables = ObservableNames.write(h.observables());
            node.set("observables", observables);
            RecordJson.write(h.records(), observables, node);
            return line(node);
        }
        if (message instanceof ResultMessage r) {
            ObjectNode node = object("result");
            node.put("id", r.id());
            ArrayNode steps = ObservationJson.writeSteps(r.observation().steps());
            TpcAdvanceJson.writeAdvances(steps, r.observation().tpcAdvances());
            node.set("steps", steps);
            ObjectNode observation = ObservationJson.writeObservation(r.observation());
            RecordJson.writeValues(r.observation().records(), observation);
            node.set("observation", observation);
            return line(node);
        }
        ErrorMessage e = (ErrorMessage) message;
        ObjectNode node = object("error");
        if (e.id() == null) {
            node.putNull("id");
        } else {
            node.put("id", e.id());
        }
        node.put("code", e.code());
        node.put("message", e.message());
        return line(node);
    }

    /** Decodes one line (without its newline) sent by the harness. */
    public static HarnessMessage decodeHarnessMessage(byte[] line, int length) throws ProtocolException {
        JsonIn root = parse(line, length);
        String type = root.field("type").text();
        Long id = readableId(root);
        try {
            return switch (type) {
                case "hello" ->
                    new HarnessHello(
                            root.field("protocol").text(), root.field("harness").text());
                case "run" ->
                    new RunMessage(
                            id(root),
                            new RunRequest(
                                    StateJson.readState(root.field("initial")),
                                    StateJson.readProgram(root.field("program")),
                                    ObservableNames.read(root.field("observe")),
                                    // No gm_ranges: no GM range to report (PROTOCOL.md: members not named stay empty).
                                    root.optional("gm_ranges").isPresent()
                                            ? StateJson.readRanges(root.field("gm_ranges"))
                                            : List.of(),
                                    RecordJson.read(root.field("observe"), root).keySet()));
                case "shutdown" -> new ShutdownMessage();
                default ->
                    throw root.field("type")
                            .error("expected \"hello\", \"run\" or \"shutdown\" from the harness, got \"" + type
                                    + "\"");
            };
        } catch (ProtocolException e) {
            throw id == null ? e : e.withId(id);
        } catch (IllegalArgumentException e) {
            throw new ProtocolException(ErrorMessage.BAD_REQUEST, "run: " + e.getMessage(), id);
        }
    }

    /** Decodes one line (without its newline) sent by a device, every observable of a result included. */
    public static DeviceMessage decodeDeviceMessage(byte[] line, int length) throws ProtocolException {
        return decodeDeviceMessage(line, length, id -> null);
    }

    /**
     * Decodes one line (without its newline) sent by a device; of a result, only the observables {@code asked}
     * gives for its run's id are decoded ({@link ResultLine}), all of them when it gives null. The unreported
     * observables of a result are then said of the asked ones only.
     */
    public static DeviceMessage decodeDeviceMessage(byte[] line, int length, LongFunction<RunRequest> asked)
            throws ProtocolException {
        JsonIn root = parseDeviceLine(line, length, asked);
        String type = root.field("type").text();
        Long id = readableId(root);
        try {
            return switch (type) {
                case "hello" -> {
                    JsonIn device = root.field("device");
                    yield new DeviceHello(
                            root.field("protocol").text(),
                            new DeviceIdentity(
                                    device.field("vendor").text(),
                                    device.field("name").text(),
                                    device.field("version").text()),
                            ObservableNames.read(root.field("observables")),
                            RecordJson.read(root.field("observables"), root).keySet());
                }
                case "result" -> {
                    JsonIn stepList = root.field("steps");
                    List<StepOutcome> steps = ObservationJson.readSteps(stepList);
                    JsonIn fields = root.field("observation");
                    Observation observation = ObservationJson.readObservation(steps, stepList, fields);
                    Set<Observable> unreported = EnumSet.noneOf(Observable.class);
                    unreported.addAll(ObservationJson.unreported(fields));
                    unreported.addAll(TpcAdvanceJson.unreported(stepList));
                    RunRequest run = asked.apply(id(root));
                    Set<String> unreportedRecords = new TreeSet<>();
                    if (run != null) {
                        unreported.retainAll(run.observe());
                        unreportedRecords.addAll(run.records());
                        unreportedRecords.removeAll(observation.records().keySet());
                    }
                    yield new ResultMessage(id(root), observation, unreported, unreportedRecords);
                }
                case "error" ->
                    new ErrorMessage(
                            id, root.field("code").text(), root.field("message").text());
                default ->
                    throw root.field("type")
                            .error("expected \"hello\", \"result\" or \"error\" from a device, got \"" + type + "\"");
            };
        } catch (ProtocolException e) {
            throw id == null ? e : e.withId(id);
        } catch (IllegalArgumentException e) {
            throw new ProtocolException(ErrorMessage.BAD_REQUEST, type + ": " + e.getMessage(), id);
        }
    }

    private static long id(JsonIn root) throws ProtocolException {
        return root.field("id").longValue(1, Protocol.MAX_ID);
    }

    private static Long readableId(JsonIn root) {
        try {
            var id = root.optional("id");
            return id.isPresent() ? id.get().longValue(1, Protocol.MAX_ID) : null;
        } catch (ProtocolException e) {
            return null;
        }
    }

    /** A device's line as {@link ResultLine} reads it; what is no object is read (and refused) as {@link #parse}. */
    private static JsonIn parseDeviceLine(byte[] line, int length, LongFunction<RunRequest> asked)
            throws ProtocolException {
        try (JsonParser parser = MAPPER.createParser(line, 0, length)) {
            if (parser.nextToken() == JsonToken.START_OBJECT) {
                return new JsonIn(ResultLine.read(MAPPER, parser, asked), "message");
            }
        } catch (JsonProcessingException e) {
            throw notJson(e, line, length);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return parse(line, length);
    }

    private static ProtocolException notJson(JsonProcessingException e, byte[] line, int length) {
        return new ProtocolException(
                "not JSON: " + e.getOriginalMessage() + " in line starting " + LineText.excerpt(line, length));
    }

    private static JsonIn parse(byte[] line, int length) throws ProtocolException {
        JsonNode node;
        try {
            node = MAPPER.readTree(line, 0, length);
        } catch (JsonProcessingException e) {
            throw notJson(e, line, length);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (node == null || !node.isObject()) {
            throw new ProtocolException("a message is one JSON object per line, got " + LineText.excerpt(line, length));
        }
        return new JsonIn(node, "message");
    }

    private static ObjectNode object(String type) {
        ObjectNode node = MAPPER.createObjectNode();
        node.put("type", type);
        return node;
    }

    private static byte[] line(ObjectNode node) {
        try {
            byte[] json = MAPPER.writeValueAsBytes(node);
            byte[] line = Arrays.copyOf(json, json.length + 1);
            line[json.length] = '\n';
            return line;
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a message tree always serializes", e);
        }
    }
}
