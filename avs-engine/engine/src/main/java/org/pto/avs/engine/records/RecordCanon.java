package org.pto.avs.engine.records;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apiguardian.api.API;
import org.pto.avs.device.PeMask;
import org.pto.avs.isa.RecordField;
import org.pto.avs.isa.StateRecord;

/**
 * One spelling for every value of a state record, so that a case and a device that write the same value alike compare
 * equal: an unsigned field of up to 63 bits is a {@link Long} (from a number, a decimal or a {@code 0x} hex string),
 * a wider one the text {@code 0x...}, a mask its four digits, a boolean a {@link Boolean}. The catalog's declaration
 * of the record says which field is which.
 */
@API(status = API.Status.INTERNAL, since = "0.2")
public final class RecordCanon {

    private RecordCanon() {}

    /**
     * The canonical value of a whole record, every field of the declaration it states; a list entry also gets the
     * reset value of each field it leaves out (a field with none must be stated).
     *
     * @throws IllegalArgumentException saying which field is wrong and why
     */
    public static Object record(StateRecord declaration, Object value) {
        if (value == null) {
            return null;
        }
        return switch (declaration.shape()) {
            case VALUE -> field(declaration.fields().get(0), value, declaration.name());
            case RECORD -> fields(declaration, value, declaration.name(), false);
            case LIST -> {
                if (!(value instanceof List<?> entries)) {
                    throw new IllegalArgumentException(declaration.name() + ": expected a list of entries");
                }
                List<Object> canonical = new ArrayList<>();
                for (int i = 0; i < entries.size(); i++) {
                    canonical.add(fields(declaration, entries.get(i), declaration.name() + "[" + i + "]", true));
                }
                yield canonical;
            }
        };
    }

    private static Map<String, Object> fields(StateRecord declaration, Object value, String path, boolean whole) {
        if (!(value instanceof Map<?, ?> stated)) {
            throw new IllegalArgumentException(path + ": expected an object of the fields of " + declaration.name());
        }
        for (Object name : stated.keySet()) {
            if (declaration.field((String) name).isEmpty()) {
                throw new IllegalArgumentException(path + "." + name + ": " + declaration.name()
                        + " has no such field; its" + " fields are " + names(declaration));
            }
        }
        Map<String, Object> canonical = new LinkedHashMap<>();
        for (RecordField field : declaration.fields()) {
            String at = path + "." + field.name();
            if (stated.containsKey(field.name())) {
                Object fieldValue = stated.get(field.name());
                canonical.put(field.name(), fieldValue == null ? null : field(field, fieldValue, at));
            } else if (whole && !field.optional()) {
                if (field.reset() == null) {
                    throw new IllegalArgumentException(
                            at + ": missing (an entry of " + declaration.name() + " states it: it has no reset value)");
                }
                canonical.put(field.name(), field(field, field.reset(), at));
            }
        }
        return canonical;
    }

    /** The canonical value of one field. */
    public static Object field(RecordField field, Object value, String path) {
        switch (field.type()) {
            case BOOLEAN:
                if (value instanceof Boolean) {
                    return value;
                }
                throw new IllegalArgumentException(path + ": expected true or false, got " + value);
            case TEXT:
                if (value instanceof String) {
                    return value;
                }
                throw new IllegalArgumentException(path + ": expected text, got " + value);
            case MASK:
                if (value instanceof String text) {
                    try {
                        return PeMask.parse(text).toString();
                    } catch (IllegalArgumentException e) {
                        throw new IllegalArgumentException(path + ": " + e.getMessage(), e);
                    }
                }
                throw new IllegalArgumentException(path + ": expected a mask of four binary digits, got " + value);
            case UNSIGNED_LIST:
                if (value instanceof List<?> items) {
                    List<Object> canonical = new ArrayList<>();
                    for (int i = 0; i < items.size(); i++) {
                        canonical.add(unsigned(field.width(), items.get(i), path + "[" + i + "]"));
                    }
                    return canonical;
                }
                throw new IllegalArgumentException(path + ": expected a list of unsigned integers, got " + value);
            default:
                return unsigned(field.width(), value, path);
        }
    }

    private static Object unsigned(int width, Object value, String path) {
        long bits;
        if (value instanceof Long number) {
            bits = number;
            if (bits < 0) {
                throw new IllegalArgumentException(path + ": expected an unsigned value, got " + value);
            }
        } else if (value instanceof String text) {
            try {
                bits = text.startsWith("0x") || text.startsWith("0X")
                        ? Long.parseUnsignedLong(text.substring(2), 16)
                        : Long.parseUnsignedLong(text);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(path + ": expected an unsigned integer, got \"" + text + "\"", e);
            }
        } else {
            throw new IllegalArgumentException(path + ": expected an unsigned integer, got " + value);
        }
        if (width > 0 && width < 64 && Long.compareUnsigned(bits, (1L << width) - 1) > 0) {
            throw new IllegalArgumentException(
                    path + ": " + Long.toUnsignedString(bits) + " does not fit the field's " + width + " bits");
        }
        return width >= 64 ? "0x" + Long.toHexString(bits).toUpperCase(Locale.ROOT) : (Object) bits;
    }

    private static String names(StateRecord declaration) {
        return String.join(
                ", ", declaration.fields().stream().map(RecordField::name).toList());
    }
}
