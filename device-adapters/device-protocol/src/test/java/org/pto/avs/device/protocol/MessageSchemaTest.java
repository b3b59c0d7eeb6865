package org.pto.avs.device.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.networknt.schema.InputFormat;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import java.nio.charset.StandardCharsets;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.pto.avs.device.DeviceIdentity;
import org.pto.avs.device.Observable;

/** What the codec writes is what the published JSON Schemas describe, so a vendor can validate against them. */
class MessageSchemaTest {

    private static final JsonSchemaFactory REGISTRY = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012);

    private static JsonSchema schema(String name) {
        return REGISTRY.getSchema(SchemaLocation.of("classpath:" + Protocol.SCHEMA_DIRECTORY + name + ".schema.json"));
    }

    private static List<ValidationMessage> validate(String schema, byte[] line) {
        return List.copyOf(schema(schema).validate(new String(line, StandardCharsets.UTF_8), InputFormat.JSON));
    }

    @Test
    void everyEncodedMessageMatchesItsSchema() {
        assertEquals(
                List.of(),
                validate("hello-harness", MessageCodec.encode(new HarnessHello(Protocol.VERSION, "pto-avs 1"))));
        assertEquals(
                List.of(),
                validate(
                        "hello-device",
                        MessageCodec.encode(new DeviceHello(
                                Protocol.VERSION,
                                new DeviceIdentity("Acme", "sim", "2"),
                                EnumSet.allOf(Observable.class)))));
        assertEquals(
                List.of(),
                validate(
                        "hello-device",
                        MessageCodec.encode(new DeviceHello(
                                Protocol.VERSION,
                                new DeviceIdentity("Acme", "sim", "2"),
                                EnumSet.of(Observable.STEP_OUTCOMES),
                                Samples.records().keySet()))));
        assertEquals(List.of(), validate("run", MessageCodec.encode(new RunMessage(1, Samples.request()))));
        assertEquals(List.of(), validate("result", MessageCodec.encode(new ResultMessage(1, Samples.observation()))));
        assertEquals(List.of(), validate("result", MessageCodec.encode(new ResultMessage(2, Samples.stepsOnly(2)))));
        assertEquals(List.of(), validate("result", MessageCodec.encode(new ResultMessage(3, Samples.waiting()))));
        assertEquals(
                List.of(),
                validate("error", MessageCodec.encode(new ErrorMessage(null, ErrorMessage.BAD_REQUEST, "x"))));
        assertEquals(
                List.of(), validate("error", MessageCodec.encode(new ErrorMessage(3L, ErrorMessage.INTERNAL, "x"))));
        assertEquals(List.of(), validate("shutdown", MessageCodec.encode(new ShutdownMessage())));
    }

    @Test
    void theRunSchemaLeavesOutWhatStaysReset() {
        assertEquals(
                Set.of(),
                schema("run")
                        .validate(
                                "{\"type\":\"run\",\"id\":1,\"initial\":{}," + "\"program\":[],\"observe\":[]}",
                                InputFormat.JSON)
                        .stream()
                        .map(Object::toString)
                        .collect(Collectors.toSet()));
    }

    @Test
    void theSchemasRejectWhatTheCodecRejects() {
        String run = new String(MessageCodec.encode(new RunMessage(1, Samples.request())), StandardCharsets.UTF_8);
        assertFalse(schema("run")
                .validate(run.replace("\"S63\"", "\"S64\""), InputFormat.JSON)
                .isEmpty());
        assertFalse(schema("run")
                .validate(run.replace("\"bits\":16", "\"bits\":8"), InputFormat.JSON)
                .isEmpty());
        assertFalse(schema("result")
                .validate(
                        "{\"type\":\"result\",\"id\":1,\"steps\":[{\"outcome\":\"fault\"}]," + "\"observation\":{}}",
                        InputFormat.JSON)
                .isEmpty());
        assertFalse(schema("run")
                .validate(
                        changed(run, "\"records\":[\"control_attributes\"]", "\"records\":\"control_attributes\""),
                        InputFormat.JSON)
                .isEmpty());
        String result =
                new String(MessageCodec.encode(new ResultMessage(1, Samples.observation())), StandardCharsets.UTF_8);
        assertFalse(schema("result")
                .validate(changed(result, "\"records\":{", "\"records\":7,\"later\":{"), InputFormat.JSON)
                .isEmpty());
        assertFalse(schema("result")
                .validate(changed(result, "\"LB2\":65535", "\"LB3\":65535"), InputFormat.JSON)
                .isEmpty());
        assertFalse(schema("error")
                .validate("{\"type\":\"error\",\"id\":0,\"code\":\"internal\",\"message\":\"m\"}", InputFormat.JSON)
                .isEmpty());
    }

    /** {@code text} with {@code from} replaced, which it must hold (else the schema would judge an unchanged line). */
    private static String changed(String text, String from, String to) {
        assertTrue(text.contains(from), from + " in " + text);
        return text.replace(from, to);
    }
}
