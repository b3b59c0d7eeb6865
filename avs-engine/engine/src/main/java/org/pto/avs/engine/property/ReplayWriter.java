package org.pto.avs.engine.property;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.Locale;
import java.util.Map;
import org.pto.avs.device.Binding;
import org.pto.avs.device.Bytes;
import org.pto.avs.device.GmSegment;
import org.pto.avs.device.MachineState;
import org.pto.avs.device.SharedDescriptor;
import org.pto.avs.device.SharedObject;
import org.pto.avs.device.StepOutcome;
import org.pto.avs.engine.cases.AvsCase;
import org.pto.avs.engine.cases.DecodeField;
import org.pto.avs.engine.cases.DescriptorField;
import org.pto.avs.engine.cases.ExpectedDecode;
import org.pto.avs.engine.cases.ExpectedGm;
import org.pto.avs.engine.cases.ExpectedShared;
import org.pto.avs.engine.cases.Expectation;
import org.pto.avs.engine.cases.Frame;
import org.pto.avs.engine.cases.Step;
import org.pto.avs.engine.cases.Vector;

/**
 * Writes a counterexample as an ordinary case file (format v1, {@code avs-cases/README.md}) with one vector: the
 * shrunk program and, as its expectation, everything the reference model observed of what the device can observe.
 * Run as a case it fails on the device that produced it and passes on the reference. Its id is not a catalog AVS
 * id, so it runs with {@code avs.catalog.check-ids=false}, like any generated regression case.
 */
final class ReplayWriter {

    static final String VECTOR = "counterexample";
    private static final ObjectMapper JSON = new ObjectMapper();
    /** Two-space indentation, {@code "key": value}, one array item a line: how the shipped case files read. */
    private static final DefaultPrettyPrinter PRETTY = new DefaultPrettyPrinter(Separators.createDefaultInstance()
            .withObjectFieldValueSpacing(Separators.Spacing.AFTER).withObjectEmptySeparator("")
            .withArrayEmptySeparator("")).withArrayIndenter(new DefaultIndenter("  ", "\n"))
            .withObjectIndenter(new DefaultIndenter("  ", "\n"));

    private ReplayWriter() {
    }

    /** {@code PTO-AVS-PROP-B-IOS-HEADER-001-S1234-P17}: the property, the seed and the program index. */
    static String id(AvsCase property, long seed, int program) {
        return property.id() + "-S" + seed + "-P" + program;
    }

    /** Writes the case as {@code <directory>/<id>.json} and returns the path. */
    static Path write(Path directory, String id, AvsCase property, String summary, Vector vector) throws IOException {
        ObjectNode root = JSON.createObjectNode();
        root.put("format", "pto-avs-case/1");
        root.put("id", id);
        root.put("surface", property.surface());
        root.put("instruction", property.instruction());
        strings(root.putArray("requirements"), property.requirements());
        boolean faults = vector.program().stream().anyMatch(s -> s.allowed().get(0).kind() == StepOutcome.Kind.FAULT);
        root.put("kind", faults ? "fault" : "execution");
        root.put("severity", property.severity().text());
        root.put("summary", summary);
        root.put("pass_condition", "Every step outcome and every part of the state the device observes match the"
                + " reference model's observation of the same program.");
        strings(root.putArray("covers"), property.covers());
        strings(root.putArray("tags"), java.util.List.of("counterexample", "property"));
        ObjectNode v = root.putArray("vectors").addObject();
        v.put("name", VECTOR);
        v.put("description", summary);
        strings(v.putArray("covers"), property.covers());
        if (!vector.initial().equals(MachineState.RESET)) {
            v.set("initial", initial(vector.initial()));
        }
        ArrayNode program = v.putArray("program");
        for (Step step : vector.program()) {
            ObjectNode s = program.addObject();
            s.put("word", step.word().toString());
            if (step.word().lengthBits() == 16) {
                s.put("bits", 16);
            }
            if (!step.text().isEmpty()) {
                s.put("note", step.text());
            }
            StepOutcome outcome = step.allowed().get(0);
            if (outcome.kind() == StepOutcome.Kind.FAULT) {
                s.putObject("expect").put("fault", outcome.fault().specName());
            } else if (outcome.kind() == StepOutcome.Kind.UNSUPPORTED) {
                s.put("expect", "unsupported");
            }
        }
        v.set("expect", expect(vector.expect()));
        Files.createDirectories(directory);
        Path file = directory.resolve(id + ".json");
        Files.writeString(file, JSON.writer(PRETTY).writeValueAsString(root) + "\n", StandardCharsets.UTF_8);
        return file;
    }

    private static ObjectNode initial(MachineState initial) {
        ObjectNode node = JSON.createObjectNode();
        ObjectNode shared = node.putObject("shared");
        for (Map.Entry<Integer, SharedObject> register : initial.shared().entrySet()) {
            ObjectNode object = shared.putObject("S" + register.getKey());
            descriptor(object.putObject("descriptor"), register.getValue().descriptor());
            object.set("payload", payload(register.getValue().payload()));
        }
        ArrayNode gm = node.putArray("gm");
        for (GmSegment segment : initial.gm()) {
            gm.addObject().put("address", hex(segment.address())).put("length", segment.bytes().length())
                    .set("bytes", payload(segment.bytes()));
        }
        ObjectNode gprs = node.putObject("gprs");
        initial.gprs().forEach((register, value) -> gprs.put("R" + register, value));
        return node;
    }

    private static ObjectNode expect(Expectation expect) {
        ObjectNode node = JSON.createObjectNode();
        if (expect.phase() != null) {
            node.put("phase", expect.phase().name().toLowerCase(Locale.ROOT));
        }
        if (expect.participation() != null) {
            node.put("participation", expect.participation().toString());
        }
        if (expect.bindings() != null) {
            ArrayNode bindings = node.putArray("bindings");
            for (Binding b : expect.bindings()) {
                bindings.addObject().put("id", "S" + b.sharedId()).put("size_code", b.sizeCode())
                        .put("mask", b.mask().toString()).put("consumed", b.consumed());
            }
        }
        if (!expect.shared().isEmpty()) {
            ObjectNode shared = node.putObject("shared");
            for (Map.Entry<Integer, ExpectedShared> register : expect.shared().entrySet()) {
                ExpectedShared stated = register.getValue();
                if (!stated.present()) {
                    shared.putNull("S" + register.getKey());
                    continue;
                }
                ObjectNode object = shared.putObject("S" + register.getKey());
                ObjectNode descriptor = object.putObject("descriptor");
                stated.descriptor().forEach((field, value) -> put(descriptor, field.key(), value));
                if (stated.payload() != null) {
                    object.set("payload", payload(stated.payload()));
                }
            }
        }
        if (expect.poolBytesInUse() != null) {
            node.put("pool_bytes_in_use", expect.poolBytesInUse());
        }
        if (!expect.gm().isEmpty()) {
            ArrayNode gm = node.putArray("gm");
            for (ExpectedGm range : expect.gm()) {
                gm.addObject().put("name", range.name()).put("address", hex(range.address()))
                        .put("length", range.length()).set("bytes", payload(range.bytes()));
            }
        }
        if (!expect.gprs().isEmpty()) {
            ObjectNode gprs = node.putObject("gprs");
            expect.gprs().forEach((register, value) -> gprs.put("R" + register, value));
        }
        if (!expect.decoded().isEmpty()) {
            ArrayNode decoded = node.putArray("decoded");
            for (ExpectedDecode decode : expect.decoded()) {
                ObjectNode entry = decoded.addObject().put("step", decode.step());
                for (DecodeField field : DecodeField.values()) {
                    if (decode.stated().containsKey(field)) {
                        entry.put(field.key(), decode.stated().get(field));
                    }
                }
                ObjectNode fields = entry.putObject("fields");
                decode.fields().forEach(fields::put);
            }
        }
        if (!expect.unchanged().isEmpty()) {
            ArrayNode unchanged = node.putArray("unchanged");
            for (Frame frame : Frame.values()) {
                if (expect.unchanged().contains(frame)) {
                    unchanged.add(frame.text());
                }
            }
        }
        return node;
    }

    private static void descriptor(ObjectNode node, SharedDescriptor descriptor) {
        for (DescriptorField field : DescriptorField.values()) {
            put(node, field.key(), field.read(descriptor));
        }
    }

    private static void put(ObjectNode node, String key, Object value) {
        if (value instanceof Boolean flag) {
            node.put(key, flag);
        } else if (value instanceof Integer number) {
            node.put(key, number);
        } else {
            node.put(key, String.valueOf(value));
        }
    }

    /** {@code {"fill": "0x00"}} when every byte is the same, else the bytes in base64. */
    private static ObjectNode payload(Bytes bytes) {
        ObjectNode node = JSON.createObjectNode();
        if (bytes.length() > 0 && uniform(bytes)) {
            node.put("fill", String.format("0x%02X", bytes.get(0) & 0xFF));
        } else {
            node.put("base64", Base64.getEncoder().encodeToString(bytes.toArray()));
        }
        return node;
    }

    private static boolean uniform(Bytes bytes) {
        byte first = bytes.get(0);
        for (int i = 1; i < bytes.length(); i++) {
            if (bytes.get(i) != first) {
                return false;
            }
        }
        return true;
    }

    private static String hex(long value) {
        return "0x" + Long.toHexString(value).toUpperCase(Locale.ROOT);
    }

    private static void strings(ArrayNode array, java.util.List<String> values) {
        values.forEach(array::add);
    }
}
