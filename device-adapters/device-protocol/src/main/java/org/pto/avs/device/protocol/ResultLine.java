package org.pto.avs.device.protocol;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.function.LongFunction;
import org.pto.avs.device.Observable;
import org.pto.avs.device.RunRequest;

/**
 * Reads a device's line from the stream, leaving out of a result's observation the members that report only
 * observables its run did not ask for: they are read through for their syntax and never built or decoded, as the
 * in-process reference device never observes them (GPRs, decodings, Shared registers, operand and header records).
 * A member left out reads as null, so it decodes as not reported. Every other member is built as the full line
 * would be, so what is decoded, and every error about it, is the same.
 */
final class ResultLine {

    /** The observation members a run's observe set can leave out, by the observables each reports. */
    private static final Map<String, List<Observable>> SKIPPABLE = Map.of(
            "decoded",
            List.of(Observable.DECODE),
            "shared",
            List.of(Observable.SHARED_DESCRIPTORS, Observable.SHARED_PAYLOADS),
            "gprs",
            List.of(Observable.GPRS));

    private ResultLine() {}

    /**
     * The message the parser holds, which starts with the object's first token; {@code asked} gives the observe
     * set of a run by its id (null when no run of that id is known, and then the observation is built whole, as
     * it is when the line names its id only after its observation).
     */
    static ObjectNode read(ObjectMapper mapper, JsonParser parser, LongFunction<RunRequest> asked) throws IOException {
        ObjectNode message = JsonNodeFactory.instance.objectNode();
        String type = null;
        Long id = null;
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String key = parser.currentName();
            JsonToken token = parser.nextToken();
            RunRequest observed = "result".equals(type) && id != null ? asked.apply(id) : null;
            JsonNode value = key.equals("observation") && token == JsonToken.START_OBJECT && observed != null
                    ? observation(mapper, parser, observed)
                    : tree(mapper, parser);
            if (key.equals("type") && value.isTextual()) {
                type = value.textValue();
            } else if (key.equals("id") && value.isIntegralNumber() && value.canConvertToLong()) {
                id = value.longValue();
            }
            message.set(key, value);
        }
        return message;
    }

    private static ObjectNode observation(ObjectMapper mapper, JsonParser parser, RunRequest observed)
            throws IOException {
        ObjectNode observation = JsonNodeFactory.instance.objectNode();
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String key = parser.currentName();
            JsonToken token = parser.nextToken();
            List<Observable> reports = SKIPPABLE.get(key);
            boolean unasked = reports != null
                    ? reports.stream().noneMatch(observed.observe()::contains)
                    : RecordJson.LEGACY.containsKey(key) && !observed.records().contains(key);
            if (unasked && token.isStructStart()) {
                parser.skipChildren();
                observation.putNull(key);
            } else {
                observation.set(key, tree(mapper, parser));
            }
        }
        return observation;
    }

    /** The value that starts at the parser's token, as the mapper reads it. */
    private static JsonNode tree(ObjectMapper mapper, JsonParser parser) throws IOException {
        JsonNode value = mapper.readTree(parser);
        return value == null ? JsonNodeFactory.instance.nullNode() : value;
    }
}
