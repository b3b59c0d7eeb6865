package org.pto.avs.engine.cases;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.util.Locale;
import java.util.Map;
import org.pto.avs.device.Binding;
import org.pto.avs.engine.records.ExpectedRecord;
import org.pto.avs.engine.records.RecordNodes;

/** Writes a vector's {@code expect}: only what it states, in the order of the README's table. */
final class ExpectationWriter {

    private ExpectationWriter() {}

    static void write(JsonGenerator json, Expectation expect) throws IOException {
        json.writeStartObject();
        if (expect.phase() != null) {
            json.writeStringField("phase", expect.phase().name().toLowerCase(Locale.ROOT));
        }
        if (expect.participation() != null) {
            json.writeStringField("participation", expect.participation().toString());
        }
        if (expect.bindings() != null) {
            json.writeArrayFieldStart("bindings");
            for (Binding binding : expect.bindings()) {
                json.writeStartObject();
                json.writeStringField("id", "S" + binding.sharedId());
                json.writeNumberField("size_code", binding.sizeCode());
                json.writeStringField("mask", binding.mask().toString());
                json.writeBooleanField("consumed", binding.consumed());
                json.writeEndObject();
            }
            json.writeEndArray();
        }
        if (!expect.shared().isEmpty()) {
            shared(json, expect.shared());
        }
        if (expect.poolBytesInUse() != null) {
            json.writeNumberField("pool_bytes_in_use", expect.poolBytesInUse());
        }
        if (!expect.gm().isEmpty()) {
            json.writeArrayFieldStart("gm");
            for (ExpectedGm range : expect.gm()) {
                json.writeStartObject();
                json.writeStringField("name", range.name());
                json.writeStringField("address", InitialStateWriter.hex(range.address()));
                json.writeNumberField("length", range.length());
                json.writeFieldName("bytes");
                PayloadWriter.write(json, range.bytes());
                json.writeEndObject();
            }
            json.writeEndArray();
        }
        if (!expect.gprs().isEmpty()) {
            InitialStateWriter.numbers(json, "gprs", "R", expect.gprs());
        }
        if (!expect.decoded().isEmpty()) {
            json.writeArrayFieldStart("decoded");
            for (ExpectedDecode decode : expect.decoded()) {
                decode(json, decode);
            }
            json.writeEndArray();
        }
        if (!expect.records().isEmpty()) {
            json.writeObjectFieldStart("records");
            for (ExpectedRecord record : expect.records().values()) {
                json.writeFieldName(record.name());
                RecordNodes.write(json, record.value());
            }
            json.writeEndObject();
        }
        if (!expect.unchanged().isEmpty()) {
            json.writeArrayFieldStart("unchanged");
            for (Frame frame : Frame.values()) {
                if (expect.unchanged().contains(frame)) {
                    json.writeString(frame.text());
                }
            }
            json.writeEndArray();
        }
        json.writeEndObject();
    }

    /** {@code "S5": null} for no descriptor, else the stated keys and, when stated, the whole payload. */
    private static void shared(JsonGenerator json, Map<Integer, ExpectedShared> shared) throws IOException {
        json.writeObjectFieldStart("shared");
        for (Map.Entry<Integer, ExpectedShared> register : shared.entrySet()) {
            ExpectedShared stated = register.getValue();
            json.writeFieldName("S" + register.getKey());
            if (!stated.present()) {
                json.writeNull();
                continue;
            }
            json.writeStartObject();
            if (!stated.descriptor().isEmpty()) {
                InitialStateWriter.descriptor(json, stated.descriptor());
            }
            if (stated.payload() != null) {
                json.writeFieldName("payload");
                PayloadWriter.write(json, stated.payload());
            }
            json.writeEndObject();
        }
        json.writeEndObject();
    }

    /** A null stated value is "no form matched" and is written as JSON null. */
    private static void decode(JsonGenerator json, ExpectedDecode decode) throws IOException {
        json.writeStartObject();
        json.writeNumberField("step", decode.step());
        for (DecodeField field : DecodeField.values()) {
            if (decode.stated().containsKey(field)) {
                json.writeStringField(field.key(), decode.stated().get(field));
            }
        }
        if (!decode.fields().isEmpty()) {
            json.writeObjectFieldStart("fields");
            for (Map.Entry<String, Long> field : decode.fields().entrySet()) {
                json.writeNumberField(field.getKey(), field.getValue());
            }
            json.writeEndObject();
        }
        json.writeEndObject();
    }
}
