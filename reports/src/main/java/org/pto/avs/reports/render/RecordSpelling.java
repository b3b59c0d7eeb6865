package org.pto.avs.reports.render;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Locale;
import java.util.Map;
import org.pto.avs.isa.Catalog;
import org.pto.avs.isa.RecordField;
import org.pto.avs.isa.StateRecord;

/**
 * One spelling for a state record on both sides, by its catalog declaration, so that a value the comparison finds
 * equal reads equal: an unsigned field as a number, or as {@code 0x} hex text when 64 bits wide (a case writes
 * {@code "0x1217"}, a device may send {@code "4631"}); a list entry with every field of the declaration in its order,
 * a field the case leaves out shown as its reset value, which is what the comparison takes it for. A value the
 * declaration does not fit, and a record the catalog does not declare, are shown as sent.
 */
final class RecordSpelling {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private RecordSpelling() {}

    /** The record {@code name} as {@code value} states it, in the declaration's spelling. */
    static JsonNode of(String name, JsonNode value) {
        StateRecord declaration = Catalog.standard().stateRecords().get(name);
        if (declaration == null || value == null || value.isNull()) {
            return value == null ? NODES.nullNode() : value.deepCopy();
        }
        return switch (declaration.shape()) {
            case VALUE -> field(declaration.fields().get(0), value);
            case RECORD -> value.isObject() ? fields(declaration, value, false) : value.deepCopy();
            case LIST -> {
                if (!value.isArray()) {
                    yield value.deepCopy();
                }
                ArrayNode entries = NODES.arrayNode();
                value.forEach(entry -> entries.add(entry.isObject() ? fields(declaration, entry, true) : entry));
                yield entries;
            }
        };
    }

    /** The fields of one record or list entry; {@code whole}: a list entry, whose unstated fields take their reset. */
    private static ObjectNode fields(StateRecord declaration, JsonNode stated, boolean whole) {
        ObjectNode out = NODES.objectNode();
        for (RecordField field : declaration.fields()) {
            JsonNode value = stated.get(field.name());
            if (value != null) {
                out.set(field.name(), field(field, value));
            } else if (whole && !field.optional() && field.reset() != null) {
                out.set(field.name(), field(field, reset(field.reset())));
            }
        }
        // A field the declaration does not have stays in view: it is what makes the record malformed.
        for (Map.Entry<String, JsonNode> extra : stated.properties()) {
            if (!out.has(extra.getKey())) {
                out.set(extra.getKey(), extra.getValue().deepCopy());
            }
        }
        return out;
    }

    private static JsonNode field(RecordField field, JsonNode value) {
        return switch (field.type()) {
            case UNSIGNED -> unsigned(field.width(), value);
            case UNSIGNED_LIST -> {
                if (!value.isArray()) {
                    yield value.deepCopy();
                }
                ArrayNode items = NODES.arrayNode();
                value.forEach(item -> items.add(unsigned(field.width(), item)));
                yield items;
            }
            default -> value.deepCopy();
        };
    }

    /** A number, or hex text when 64 bits wide; a value that is not an unsigned integer is shown as sent. */
    private static JsonNode unsigned(int width, JsonNode value) {
        long bits;
        if (value.isIntegralNumber() && value.canConvertToLong() && value.longValue() >= 0) {
            bits = value.longValue();
        } else if (value.isTextual()) {
            String text = value.textValue();
            try {
                bits = text.startsWith("0x") || text.startsWith("0X")
                        ? Long.parseUnsignedLong(text.substring(2), 16)
                        : Long.parseUnsignedLong(text);
            } catch (NumberFormatException e) {
                return value.deepCopy();
            }
        } else {
            return value.deepCopy();
        }
        if (width >= 64) {
            return NODES.textNode("0x" + Long.toHexString(bits).toUpperCase(Locale.ROOT));
        }
        return bits < 0 ? value.deepCopy() : NODES.numberNode(bits);
    }

    private static JsonNode reset(Object value) {
        if (value instanceof Boolean flag) {
            return NODES.booleanNode(flag);
        }
        if (value instanceof Long number) {
            return NODES.numberNode(number);
        }
        return NODES.textNode(String.valueOf(value));
    }
}
