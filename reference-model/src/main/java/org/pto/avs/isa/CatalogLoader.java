package org.pto.avs.isa;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import org.pto.avs.device.PeMask;

/**
 * Reads the catalog: {@code index.json} names the profile, the instruction record files and (optionally) the ISA's
 * decode table ({@code isa_table}), the record-to-table differences the catalog accepts ({@code line_differences}) and
 * the TEPL operation table ({@code tepl_operations}).
 */
final class CatalogLoader {

    private static final ObjectMapper JSON = new ObjectMapper();

    private CatalogLoader() {}

    static Catalog fromClasspath(ClassLoader loader, String root) {
        return load(
                path -> {
                    InputStream in = loader.getResourceAsStream(root + path);
                    if (in == null) {
                        throw new CatalogException("catalog resource " + root + path + " is not on the classpath");
                    }
                    return in;
                },
                root);
    }

    static Catalog load(Function<String, InputStream> open, String root) {
        JsonNode index = read(open, root, "index.json");
        Profile profile = profile(read(open, root, text(index, "profile", root + "index.json")), root + "profile.json");
        List<Instruction> instructions = new ArrayList<>();
        for (JsonNode path : array(index, "instructions", root + "index.json")) {
            String name = path.asText();
            instructions.add(instruction(read(open, root, name), root + name));
        }
        JsonNode table = index.get("isa_table");
        IsaTable isa = table == null
                ? IsaTable.NONE
                : IsaTableReader.read(read(open, root, table.asText()), root + table.asText());
        JsonNode accepted = index.get("line_differences");
        String differencesResource = accepted == null ? "" : root + accepted.asText();
        List<LineDifference> differences = accepted == null
                ? List.of()
                : LineDifferencesReader.read(read(open, root, accepted.asText()), differencesResource);
        JsonNode operations = index.get("tepl_operations");
        TileOperationTable tepl = operations == null
                ? TileOperationTable.NONE
                : TileOperationTableReader.read(read(open, root, operations.asText()), root + operations.asText());
        return new Catalog(instructions, profile, isa, differences, differencesResource, tepl);
    }

    private static JsonNode read(Function<String, InputStream> open, String root, String path) {
        try (InputStream in = open.apply(path)) {
            return JSON.readTree(in);
        } catch (IOException e) {
            throw new CatalogException(root + path + ": " + e.getMessage(), e);
        }
    }

    static Instruction instruction(JsonNode node, String source) {
        List<Form> forms = new ArrayList<>();
        JsonNode records = array(node, "catalog_records", source);
        for (int i = 0; i < records.size(); i++) {
            forms.add(form(records.get(i), source + " catalog_records[" + i + "]"));
        }
        return new Instruction(
                text(node, "id", source),
                text(node, "mnemonic", source),
                text(node, "surface", source),
                text(node, "summary", source),
                forms,
                contract(node.path("contract"), source + " contract"),
                strings(node.path("tests")),
                strings(node.path("semantic_tests")),
                stateRecords(node, text(node, "mnemonic", source), source),
                source,
                node);
    }

    /** The {@code state_records} an instruction record declares (none when it has no such key). */
    private static List<StateRecord> stateRecords(JsonNode node, String owner, String source) {
        List<StateRecord> declared = new ArrayList<>();
        JsonNode records = node.get("state_records");
        if (records == null) {
            return declared;
        }
        for (int i = 0; i < array(node, "state_records", source).size(); i++) {
            JsonNode r = records.get(i);
            String where = source + " state_records[" + i + "]";
            String shapeText = text(r, "shape", where);
            StateRecord.Shape shape = StateRecord.Shape.named(shapeText);
            if (shape == null) {
                throw new CatalogException(where + ": 'shape' must be record, list or value, not " + shapeText);
            }
            List<RecordField> fields = new ArrayList<>();
            JsonNode fieldNodes = array(r, "fields", where);
            for (int f = 0; f < fieldNodes.size(); f++) {
                fields.add(recordField(fieldNodes.get(f), where + ".fields[" + f + "]"));
            }
            if (shape == StateRecord.Shape.VALUE && fields.size() != 1) {
                throw new CatalogException(where + ": a record of shape value has exactly one field");
            }
            declared.add(new StateRecord(
                    text(r, "name", where), owner, text(r, "summary", where), shape, text(r, "clears", where), fields));
        }
        return declared;
    }

    private static RecordField recordField(JsonNode f, String where) {
        String typeText = text(f, "type", where);
        RecordField.Type type = RecordField.Type.named(typeText);
        if (type == null) {
            throw new CatalogException(
                    where + ": 'type' must be unsigned, boolean, mask, text or unsigned-list, not " + typeText);
        }
        JsonNode reset = f.get("reset");
        Object resetValue = reset == null || reset.isNull()
                ? null
                : reset.isBoolean()
                        ? (Object) reset.booleanValue()
                        : reset.isNumber() ? reset.longValue() : reset.asText();
        return new RecordField(
                text(f, "name", where),
                type,
                f.path("width").asInt(0),
                text(f, "meaning", where),
                resetValue,
                f.path("optional").asBoolean(false));
    }

    private static Form form(JsonNode node, String where) {
        JsonNode encodings = array(node, "encoding", where);
        if (encodings.size() != 1) {
            throw new CatalogException(
                    where + ".encoding: exactly one encoding per record is supported, found " + encodings.size());
        }
        JsonNode encoding = encodings.get(0);
        List<Field> fields = new ArrayList<>();
        JsonNode fieldNodes = array(node, "fields", where);
        for (int i = 0; i < fieldNodes.size(); i++) {
            JsonNode f = fieldNodes.get(i);
            String fw = where + ".fields[" + i + "]";
            List<FieldPiece> pieces = new ArrayList<>();
            for (JsonNode p : array(f, "pieces", fw)) {
                pieces.add(new FieldPiece(
                        integer(p, "instruction_lsb", fw), integer(p, "value_lsb", fw), integer(p, "width", fw)));
            }
            fields.add(new Field(
                    text(f, "name", fw), pieces, f.path("signedness").asText("unsigned"), integer(f, "width", fw)));
        }
        return new Form(
                text(node, "form_id", where),
                text(node, "mnemonic", where),
                text(node, "asm", where),
                node.path("encoding_kind").asText(""),
                integer(node, "length_bits", where),
                hex(encoding, "mask", where + ".encoding[0]"),
                hex(encoding, "match", where + ".encoding[0]"),
                fields,
                constraints(node, where),
                text(node, "semantic_handler", where),
                node.path("semantic_family").asText(""),
                node.path("semantic_group").asText(""),
                node.path("semantic_summary").asText(""),
                node.path("status").asText("accepted"),
                true);
    }

    /** A form's {@code constraints}, as a record or the decode table states them. */
    static List<Constraint> constraints(JsonNode node, String where) {
        List<Constraint> constraints = new ArrayList<>();
        for (JsonNode c : node.path("constraints")) {
            List<Long> values = new ArrayList<>();
            c.path("values").forEach(v -> values.add(v.asLong()));
            // The spec writes a not-equal constraint with one "value" and a one-of with "values".
            if (c.has("value")) {
                values.add(c.get("value").asLong());
            }
            constraints.add(new Constraint(
                    text(c, "field", where + ".constraints"), text(c, "operator", where + ".constraints"), values));
        }
        return constraints;
    }

    private static Contract contract(JsonNode node, String where) {
        Map<String, List<String>> clauses = new LinkedHashMap<>();
        node.fields().forEachRemaining(entry -> {
            if (entry.getValue().isArray()) {
                clauses.put(entry.getKey(), strings(entry.getValue()));
            }
        });
        Map<String, String> zeros = new TreeMap<>();
        node.path(Contract.FIELD_ZERO_MEANINGS)
                .fields()
                .forEachRemaining(
                        entry -> zeros.put(entry.getKey(), entry.getValue().asText()));
        return new Contract(clauses, zeros, strings(node.path("examples")));
    }

    private static Profile profile(JsonNode node, String where) {
        JsonNode pe = node.path("pe_modes");
        List<PeMask> masks = new ArrayList<>();
        for (JsonNode m : array(pe, "masks", where + " pe_modes")) {
            masks.add(PeMask.parse(m.asText()));
        }
        JsonNode size = node.path("shared_size_codes");
        Map<Integer, Integer> capacities = intMap(size.path("capacity_bytes"));
        JsonNode types = node.path("data_types");
        Map<Integer, String> names = new TreeMap<>();
        types.path("names")
                .fields()
                .forEachRemaining(e ->
                        names.put(Integer.parseInt(e.getKey()), e.getValue().asText()));
        JsonNode machine = node.path("machine");
        String mw = where + " machine";
        return new Profile(
                text(pe, "field", where + " pe_modes"),
                text(pe, "operand", where + " pe_modes"),
                masks,
                text(size, "field", where + " shared_size_codes"),
                integer(size, "source_code", where + " shared_size_codes"),
                capacities,
                text(types, "field", where + " data_types"),
                names,
                intMap(types.path("element_bytes")),
                integer(machine, "pes", mw),
                integer(machine, "shared_registers", mw),
                integer(machine, "shared_pool_bytes", mw),
                integer(machine, "gprs", mw),
                integer(machine, "stream_slots", mw),
                integer(machine, "assemble_cell_bytes", mw));
    }

    private static Map<Integer, Integer> intMap(JsonNode node) {
        Map<Integer, Integer> map = new TreeMap<>();
        node.fields()
                .forEachRemaining(
                        e -> map.put(Integer.parseInt(e.getKey()), e.getValue().asInt()));
        return map;
    }

    private static List<String> strings(JsonNode node) {
        List<String> list = new ArrayList<>();
        node.forEach(n -> list.add(n.asText()));
        return list;
    }

    static JsonNode array(JsonNode node, String key, String where) {
        JsonNode value = node.get(key);
        if (value == null || !value.isArray()) {
            throw new CatalogException(where + ": '" + key + "' must be an array");
        }
        return value;
    }

    static String text(JsonNode node, String key, String where) {
        JsonNode value = node.get(key);
        if (value == null || !value.isTextual()) {
            throw new CatalogException(where + ": '" + key + "' must be a string");
        }
        return value.asText();
    }

    static int integer(JsonNode node, String key, String where) {
        JsonNode value = node.get(key);
        if (value == null || !value.canConvertToInt()) {
            throw new CatalogException(where + ": '" + key + "' must be an integer");
        }
        return value.asInt();
    }

    private static long hex(JsonNode node, String key, String where) {
        String text = text(node, key, where);
        if (!text.matches("0[xX][0-9a-fA-F]{1,8}")) {
            throw new CatalogException(where + ": '" + key + "' must be a hex string such as 0x0000707f, got " + text);
        }
        return Long.parseLong(text.substring(2), 16);
    }
}
