package org.pto.avs.device;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apiguardian.api.API;

/**
 * The values a state record holds, as plain data: {@code null} (no record), {@link Boolean}, {@link Long},
 * {@link String}, a {@link List} of values, or a {@link Map} from field name to value. What each record's fields mean
 * is declared by the catalog, not here: a device, the protocol and the engine carry any record without code of its
 * own.
 */
@API(status = API.Status.STABLE, since = "0.2")
public final class RecordValues {

    private RecordValues() {}

    /**
     * An immutable copy of {@code value} with every integer widened to {@link Long} and field order kept.
     *
     * @throws IllegalArgumentException naming the path of a value of another type
     */
    public static Object copyOf(Object value) {
        return copyOf(value, "");
    }

    private static Object copyOf(Object value, String path) {
        if (value == null || value instanceof Boolean || value instanceof String || value instanceof Long) {
            return value;
        }
        if (value instanceof Integer || value instanceof Short || value instanceof Byte) {
            return ((Number) value).longValue();
        }
        if (value instanceof List<?> list) {
            List<Object> copy = new ArrayList<>(list.size());
            for (int i = 0; i < list.size(); i++) {
                copy.add(copyOf(list.get(i), path + "[" + i + "]"));
            }
            return Collections.unmodifiableList(copy);
        }
        if (value instanceof Map<?, ?> map) {
            Map<String, Object> copy = new LinkedHashMap<>();
            for (Map.Entry<?, ?> entry : map.entrySet()) {
                if (!(entry.getKey() instanceof String name)) {
                    throw new IllegalArgumentException("a record field name is text, not " + entry.getKey() + at(path));
                }
                copy.put(name, copyOf(entry.getValue(), path.isEmpty() ? name : path + "." + name));
            }
            return Collections.unmodifiableMap(copy);
        }
        throw new IllegalArgumentException("a record value is null, a boolean, an integer, text, a list or a map, not "
                + value.getClass().getSimpleName() + at(path));
    }

    private static String at(String path) {
        return path.isEmpty() ? "" : " (at " + path + ")";
    }

    /** Compact JSON-like text of a value, for messages and reports: {@code {reg_dst: 1, sources: [0, 2]}}. */
    public static String render(Object value) {
        if (value == null) {
            return "none";
        }
        if (value instanceof String text) {
            return text;
        }
        if (value instanceof List<?> list) {
            StringBuilder text = new StringBuilder("[");
            for (int i = 0; i < list.size(); i++) {
                text.append(i == 0 ? "" : ", ").append(render(list.get(i)));
            }
            return text.append(']').toString();
        }
        if (value instanceof Map<?, ?> map) {
            StringBuilder text = new StringBuilder("{");
            boolean first = true;
            for (Map.Entry<?, ?> entry : map.entrySet()) {
                text.append(first ? "" : ", ")
                        .append(entry.getKey())
                        .append(": ")
                        .append(render(entry.getValue()));
                first = false;
            }
            return text.append('}').toString();
        }
        return String.valueOf(value);
    }
}
