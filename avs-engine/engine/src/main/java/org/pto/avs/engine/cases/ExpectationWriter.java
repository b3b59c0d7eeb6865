package org.pto.avs.engine.cases;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalInt;
import org.pto.avs.device.Binding;
import org.pto.avs.model.machine.LocalBinding;
import org.pto.avs.model.machine.RangeCarrier;
import org.pto.avs.model.machine.ScalarBinding;

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
        if (!expect.loopBounds().isEmpty()) {
            json.writeObjectFieldStart("loop_bounds");
            for (Map.Entry<Integer, OptionalInt> bound : expect.loopBounds().entrySet()) {
                json.writeFieldName("LB" + bound.getKey());
                if (bound.getValue().isPresent()) {
                    json.writeNumber(bound.getValue().getAsInt());
                } else {
                    json.writeNull();
                }
            }
            json.writeEndObject();
        }
        if (expect.scalarBinding() != null) {
            scalarBinding(json, expect.scalarBinding().record());
        }
        if (expect.localBindings() != null) {
            json.writeArrayFieldStart("local_bindings");
            for (LocalBinding record : expect.localBindings()) {
                localBinding(json, record);
            }
            json.writeEndArray();
        }
        if (expect.localSequenceClosed() != null) {
            json.writeBooleanField("local_sequence_closed", expect.localSequenceClosed());
        }
        if (expect.carriers() != null) {
            json.writeArrayFieldStart("carriers");
            for (RangeCarrier carrier : expect.carriers()) {
                carrier(json, carrier);
            }
            json.writeEndArray();
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

    /** Every key of a carrier, the offset in hex as an unsigned 64-bit value. */
    private static void carrier(JsonGenerator json, RangeCarrier carrier) throws IOException {
        json.writeStartObject();
        json.writeStringField("stream", carrier.stream());
        json.writeNumberField("slot", carrier.slot());
        json.writeStringField("role", carrier.role());
        json.writeStringField("modifier", carrier.modifier());
        json.writeNumberField("init", carrier.init());
        json.writeNumberField("last", carrier.last());
        json.writeNumberField("reg_src", carrier.regSrc());
        json.writeNumberField("uimm11", carrier.uimm11());
        json.writeNumberField("size", carrier.size());
        json.writeStringField(
                "offset", "0x" + Long.toHexString(carrier.offset()).toUpperCase(Locale.ROOT));
        json.writeEndObject();
    }

    /** Every key of a Local binding record, as the case format reads it. */
    private static void localBinding(JsonGenerator json, LocalBinding record) throws IOException {
        json.writeStartObject();
        json.writeStringField("mask", record.mask().toString());
        json.writeBooleanField("destination", record.destination());
        json.writeNumberField("size_code", record.sizeCode());
        json.writeNumberField("dst_tile", record.dstTile());
        json.writeArrayFieldStart("sources");
        for (int source : record.sources()) {
            json.writeNumber(source);
        }
        json.writeEndArray();
        json.writeBooleanField("last", record.last());
        json.writeEndObject();
    }

    /** {@code "scalar_binding": null}, or the record's four registers by number. */
    private static void scalarBinding(JsonGenerator json, ScalarBinding record) throws IOException {
        json.writeFieldName("scalar_binding");
        if (record == null) {
            json.writeNull();
            return;
        }
        json.writeStartObject();
        json.writeNumberField("reg_dst", record.regDst());
        json.writeNumberField("reg_src0", record.regSrc0());
        json.writeNumberField("reg_src1", record.regSrc1());
        json.writeNumberField("reg_src2", record.regSrc2());
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
