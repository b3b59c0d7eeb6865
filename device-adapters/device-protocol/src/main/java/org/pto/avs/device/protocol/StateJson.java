package org.pto.avs.device.protocol;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.regex.Pattern;
import org.pto.avs.device.Bytes;
import org.pto.avs.device.GmRange;
import org.pto.avs.device.GmSegment;
import org.pto.avs.device.MachineState;
import org.pto.avs.device.PeMask;
import org.pto.avs.device.ProgramWord;
import org.pto.avs.device.SharedDescriptor;
import org.pto.avs.device.SharedObject;

/** Machine state, Shared registers, GPRs and program words on the wire (PROTOCOL.md "run"). */
final class StateJson {

    // Compiled once: String.matches would compile it again for every word of every run.
    private static final Pattern HEX_WORD = Pattern.compile("0[xX][0-9a-fA-F]{1,8}");

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    static final int SHARED_REGISTERS = 64;
    static final int GPRS = 24;
    /** Spec semantics §5: one Shared object is at most the 256 KiB pool. */
    static final int MAX_SHARED_CAPACITY = 256 * 1024;

    private StateJson() {}

    static ObjectNode writeState(MachineState state) {
        ObjectNode node = NODES.objectNode();
        node.set("shared", writeShared(state.shared()));
        ArrayNode gm = node.putArray("gm");
        for (GmSegment segment : state.gm()) {
            ObjectNode s = gm.addObject();
            s.put("address", segment.address());
            s.set("bytes", PayloadJson.write(segment.bytes()));
        }
        node.set("gprs", writeGprs(state.gprs()));
        return node;
    }

    /** The initial state; a member left out ({@code shared}, {@code gm}, {@code gprs}) stays reset (PROTOCOL.md). */
    static MachineState readState(JsonIn in) throws ProtocolException {
        Optional<JsonIn> sharedIn = in.optional("shared");
        SortedMap<Integer, SharedObject> shared = sharedIn.isPresent() ? readShared(sharedIn.get()) : new TreeMap<>();
        List<GmSegment> gm = new ArrayList<>();
        Optional<JsonIn> gmIn = in.optional("gm");
        if (gmIn.isPresent()) {
            for (JsonIn s : gmIn.get().elements()) {
                gm.add(new GmSegment(
                        s.field("address").longValue(0, Long.MAX_VALUE), PayloadJson.read(s.field("bytes"))));
            }
        }
        Optional<JsonIn> gprsIn = in.optional("gprs");
        return new MachineState(shared, gm, gprsIn.isPresent() ? readGprs(gprsIn.get()) : new TreeMap<>());
    }

    static ObjectNode writeShared(Map<Integer, SharedObject> shared) {
        ObjectNode node = NODES.objectNode();
        for (Map.Entry<Integer, SharedObject> e : shared.entrySet()) {
            ObjectNode register = node.putObject("S" + e.getKey());
            register.set("descriptor", writeDescriptor(e.getValue().descriptor()));
            register.set("payload", PayloadJson.write(e.getValue().payload()));
        }
        return node;
    }

    /** A register whose payload is absent (a device that does not observe payloads) reads as an empty payload. */
    static SortedMap<Integer, SharedObject> readShared(JsonIn in) throws ProtocolException {
        SortedMap<Integer, SharedObject> shared = new TreeMap<>();
        for (Map.Entry<String, JsonIn> e : in.members().entrySet()) {
            int number = registerNumber(e.getValue(), e.getKey(), 'S', SHARED_REGISTERS);
            SharedDescriptor descriptor = readDescriptor(e.getValue().field("descriptor"));
            var payload = e.getValue().optional("payload");
            Bytes bytes = payload.isPresent() ? PayloadJson.read(payload.get()) : Bytes.EMPTY;
            shared.put(number, new SharedObject(descriptor, bytes));
        }
        return shared;
    }

    static ObjectNode writeDescriptor(SharedDescriptor d) {
        ObjectNode node = NODES.objectNode();
        node.put("allocation_mask", d.allocationMask().toString());
        node.put("initialized_mask", d.initializedMask().toString());
        node.put("whole_parent_ready", d.wholeParentReady());
        node.put("published", d.published());
        node.put("capacity_bytes", d.capacityBytes());
        node.put("rows", d.rows());
        node.put("columns", d.columns());
        node.put("valid_rows", d.validRows());
        node.put("valid_columns", d.validColumns());
        node.put("data_type", d.dataType());
        return node;
    }

    static SharedDescriptor readDescriptor(JsonIn in) throws ProtocolException {
        return new SharedDescriptor(
                mask(in.field("allocation_mask")),
                mask(in.field("initialized_mask")),
                in.field("whole_parent_ready").bool(),
                in.field("published").bool(),
                in.field("capacity_bytes").intValue(0, MAX_SHARED_CAPACITY),
                in.field("rows").intValue(0, Integer.MAX_VALUE),
                in.field("columns").intValue(0, Integer.MAX_VALUE),
                in.field("valid_rows").intValue(0, Integer.MAX_VALUE),
                in.field("valid_columns").intValue(0, Integer.MAX_VALUE),
                in.field("data_type").intValue(0, 31));
    }

    static ObjectNode writeGprs(Map<Integer, Long> gprs) {
        ObjectNode node = NODES.objectNode();
        for (Map.Entry<Integer, Long> e : gprs.entrySet()) {
            node.put("R" + e.getKey(), e.getValue());
        }
        return node;
    }

    static SortedMap<Integer, Long> readGprs(JsonIn in) throws ProtocolException {
        SortedMap<Integer, Long> gprs = new TreeMap<>();
        for (Map.Entry<String, JsonIn> e : in.members().entrySet()) {
            gprs.put(
                    registerNumber(e.getValue(), e.getKey(), 'R', GPRS),
                    e.getValue().longValue(Long.MIN_VALUE, Long.MAX_VALUE));
        }
        return gprs;
    }

    static ArrayNode writeProgram(List<ProgramWord> program) {
        ArrayNode array = NODES.arrayNode();
        for (ProgramWord word : program) {
            ObjectNode w = array.addObject();
            w.put("word", word.toString());
            w.put("bits", word.lengthBits());
        }
        return array;
    }

    static List<ProgramWord> readProgram(JsonIn in) throws ProtocolException {
        List<JsonIn> elements = in.elements();
        if (elements.size() > Protocol.MAX_PROGRAM_WORDS) {
            throw in.error("a program has at most " + Protocol.MAX_PROGRAM_WORDS + " words, got " + elements.size());
        }
        List<ProgramWord> program = new ArrayList<>(elements.size());
        for (JsonIn element : elements) {
            JsonIn bitsField = element.field("bits");
            // Any whole number is read, so that every length but 16 and 32 is refused in the same words.
            long bits = bitsField.longValue(Long.MIN_VALUE, Long.MAX_VALUE);
            if (bits != 16 && bits != 32) {
                throw bitsField.error("expected 16 or 32, got " + bits);
            }
            JsonIn wordField = element.field("word");
            String text = wordField.text();
            if (!HEX_WORD.matcher(text).matches()) {
                throw wordField.error("expected a hex word such as \"0x00531213\", got \"" + text + "\"");
            }
            long value = Long.parseLong(text.substring(2), 16);
            try {
                program.add(new ProgramWord((int) value, (int) bits));
            } catch (IllegalArgumentException e) {
                throw element.error(e.getMessage());
            }
        }
        return program;
    }

    static ArrayNode writeRanges(List<GmRange> ranges) {
        ArrayNode array = NODES.arrayNode();
        for (GmRange range : ranges) {
            ObjectNode r = array.addObject();
            r.put("name", range.name());
            r.put("address", range.address());
            r.put("length", range.length());
        }
        return array;
    }

    static List<GmRange> readRanges(JsonIn in) throws ProtocolException {
        List<GmRange> ranges = new ArrayList<>();
        for (JsonIn r : in.elements()) {
            ranges.add(new GmRange(
                    r.field("name").text(),
                    r.field("address").longValue(0, Long.MAX_VALUE),
                    r.field("length").intValue(0, Protocol.MAX_PAYLOAD_BYTES)));
        }
        return ranges;
    }

    static PeMask mask(JsonIn in) throws ProtocolException {
        String text = in.text();
        try {
            return PeMask.parse(text);
        } catch (IllegalArgumentException e) {
            throw in.error(e.getMessage());
        }
    }

    /** {@code S5} or {@code R23}: the prefix and a number below {@code count} without leading zeros. */
    private static int registerNumber(JsonIn at, String key, char prefix, int count) throws ProtocolException {
        int length = key.length();
        if (length == 2 || length == 3 && key.charAt(1) != '0') {
            if (key.charAt(0) == prefix && isDigit(key.charAt(1)) && (length == 2 || isDigit(key.charAt(2)))) {
                int number = length == 2 ? key.charAt(1) - '0' : (key.charAt(1) - '0') * 10 + key.charAt(2) - '0';
                if (number < count) {
                    return number;
                }
            }
        }
        throw at.error("expected a register name " + prefix + "0.." + prefix + (count - 1));
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }
}
