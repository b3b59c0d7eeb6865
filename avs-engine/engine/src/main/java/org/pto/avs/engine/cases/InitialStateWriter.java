package org.pto.avs.engine.cases;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;
import org.pto.avs.device.GmSegment;
import org.pto.avs.device.MachineState;
import org.pto.avs.device.PeMask;
import org.pto.avs.device.SharedDescriptor;
import org.pto.avs.device.SharedObject;

/**
 * Writes a vector's {@code initial}: every descriptor key of each Shared register (the reader's defaults are the
 * reader's business), its payload, GM segments with their length, GPRs.
 */
final class InitialStateWriter {

    private InitialStateWriter() {}

    static void write(JsonGenerator json, MachineState initial) throws IOException {
        json.writeStartObject();
        if (!initial.shared().isEmpty()) {
            json.writeObjectFieldStart("shared");
            for (Map.Entry<Integer, SharedObject> register : initial.shared().entrySet()) {
                json.writeObjectFieldStart("S" + register.getKey());
                descriptor(json, whole(register.getValue().descriptor()));
                json.writeFieldName("payload");
                PayloadWriter.write(json, register.getValue().payload());
                json.writeEndObject();
            }
            json.writeEndObject();
        }
        if (!initial.gm().isEmpty()) {
            json.writeArrayFieldStart("gm");
            for (GmSegment segment : initial.gm()) {
                json.writeStartObject();
                json.writeStringField("address", hex(segment.address()));
                json.writeNumberField("length", segment.bytes().length());
                json.writeFieldName("bytes");
                PayloadWriter.write(json, segment.bytes());
                json.writeEndObject();
            }
            json.writeEndArray();
        }
        if (!initial.gprs().isEmpty()) {
            numbers(json, "gprs", "R", initial.gprs());
        }
        json.writeEndObject();
    }

    private static Map<DescriptorField, Object> whole(SharedDescriptor descriptor) {
        Map<DescriptorField, Object> fields = new EnumMap<>(DescriptorField.class);
        for (DescriptorField field : DescriptorField.values()) {
            fields.put(field, field.read(descriptor));
        }
        return fields;
    }

    /** {@code "descriptor": {...}} with the given keys in {@link DescriptorField} order; shared with expect. */
    static void descriptor(JsonGenerator json, Map<DescriptorField, Object> fields) throws IOException {
        json.writeObjectFieldStart("descriptor");
        for (Map.Entry<DescriptorField, Object> field : new EnumMap<>(fields).entrySet()) {
            json.writeFieldName(field.getKey().key());
            Object value = field.getValue();
            if (value instanceof Boolean flag) {
                json.writeBoolean(flag);
            } else if (value instanceof Integer number) {
                json.writeNumber(number);
            } else {
                json.writeString(((PeMask) value).toString());
            }
        }
        json.writeEndObject();
    }

    /** {@code "R1": 5, ...}: registers by number, in number order; shared with expect. */
    static void numbers(JsonGenerator json, String name, String prefix, Map<Integer, Long> values) throws IOException {
        json.writeObjectFieldStart(name);
        for (Map.Entry<Integer, Long> value : values.entrySet()) {
            json.writeNumberField(prefix + value.getKey(), value.getValue());
        }
        json.writeEndObject();
    }

    static String hex(long value) {
        return "0x" + Long.toHexString(value).toUpperCase(Locale.ROOT);
    }
}
