package org.pto.avs.bench.run;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;

/**
 * A case whose one vector loads 64 Shared registers of 256 KiB each (16 MiB of payload) and expects them back,
 * with a single byte of S63 expected different at {@link #DIFFERENT_OFFSET}: the engine must fail it and name
 * that register and offset, having compared 16 MiB.
 */
final class LargePayloadCase {

    static final String ID = "PTO-AVS-BLOCK-B-IOS-SYNTH-PAYLOAD-64X256K";
    static final int REGISTERS = 64;
    static final int PAYLOAD_BYTES = 256 * 1024;
    static final int DIFFERENT_OFFSET = 200_000;
    private static final byte[] PATTERN = {0x01, 0x02, 0x03, 0x05, 0x08, 0x0D, (byte) 0xA0};

    private LargePayloadCase() {
    }

    static Path write(Path directory) throws IOException {
        Path folder = directory.resolve("block").resolve("B.IOS");
        Files.createDirectories(folder);
        Path file = folder.resolve(ID + ".json");
        byte[] expectedS63 = new byte[PAYLOAD_BYTES];
        for (int i = 0; i < PAYLOAD_BYTES; i++) {
            expectedS63[i] = PATTERN[i % PATTERN.length];
        }
        expectedS63[DIFFERENT_OFFSET] ^= (byte) 0xFF;
        try (OutputStream out = Files.newOutputStream(file);
                JsonGenerator json = new JsonFactory().createGenerator(out).useDefaultPrettyPrinter()) {
            json.writeStartObject();
            json.writeStringField("format", "pto-avs-case/1");
            json.writeStringField("id", ID);
            json.writeStringField("surface", "block");
            json.writeStringField("instruction", "B.IOS");
            json.writeArrayFieldStart("requirements");
            json.writeString("PTO-INST-BLOCK-B-IOS");
            json.writeEndArray();
            json.writeStringField("kind", "execution");
            json.writeStringField("summary", "A source binding leaves 64 full Shared registers (16 MiB) unchanged.");
            json.writeStringField("pass_condition", "Every payload reads back as loaded (S63 is stated with one"
                    + " byte changed, so the case fails and names it).");
            json.writeArrayFieldStart("covers");
            json.writeString("state_effects[1]");
            json.writeEndArray();
            json.writeArrayFieldStart("vectors");
            json.writeStartObject();
            json.writeStringField("name", "sixty-four-full-registers");
            json.writeArrayFieldStart("covers");
            json.writeString("state_effects[1]");
            json.writeEndArray();
            json.writeObjectFieldStart("initial");
            json.writeObjectFieldStart("shared");
            for (int s = 0; s < REGISTERS; s++) {
                json.writeObjectFieldStart("S" + s);
                descriptor(json);
                patternPayload(json);
                json.writeEndObject();
            }
            json.writeEndObject();
            json.writeEndObject();
            json.writeArrayFieldStart("program");
            step(json, "0x00019181", "BSTART.TEPL FP64, mode=0, fn=0");
            step(json, "0x00001E13", "B.IOS S0, mask=1111");
            json.writeEndArray();
            json.writeObjectFieldStart("expect");
            json.writeStringField("phase", "header");
            json.writeObjectFieldStart("shared");
            for (int s = 0; s < REGISTERS; s++) {
                json.writeObjectFieldStart("S" + s);
                descriptor(json);
                if (s == REGISTERS - 1) {
                    json.writeObjectFieldStart("payload");
                    json.writeStringField("base64", Base64.getEncoder().encodeToString(expectedS63));
                    json.writeEndObject();
                } else {
                    patternPayload(json);
                }
                json.writeEndObject();
            }
            json.writeEndObject();
            json.writeEndObject();
            json.writeEndObject();
            json.writeEndArray();
            json.writeEndObject();
        }
        return file;
    }

    private static void descriptor(JsonGenerator json) throws IOException {
        json.writeObjectFieldStart("descriptor");
        json.writeStringField("capacity_bytes", "256KB");
        json.writeStringField("allocation_mask", "1111");
        json.writeEndObject();
    }

    private static void patternPayload(JsonGenerator json) throws IOException {
        json.writeObjectFieldStart("payload");
        StringBuilder hex = new StringBuilder("0x");
        for (byte b : PATTERN) {
            hex.append(String.format("%02X", b));
        }
        json.writeStringField("pattern", hex.toString());
        json.writeEndObject();
    }

    private static void step(JsonGenerator json, String word, String note) throws IOException {
        json.writeStartObject();
        json.writeStringField("word", word);
        json.writeStringField("note", note);
        json.writeEndObject();
    }
}
