package org.pto.avs.engine.compare;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.pto.avs.device.Observation;
import org.pto.avs.device.RecordValues;
import org.pto.avs.engine.records.ExpectedRecord;
import org.pto.avs.engine.records.RecordCanon;
import org.pto.avs.results.values.Difference;

/**
 * Compares the state records a vector states, with no code for any one record: a record of fields field by field
 * ({@code control_attributes.trap}), a list entry by entry and field by field ({@code carriers[1].offset}), a
 * single value as a whole. A record the machine holds none of reads {@code none}.
 */
final class RecordComparison {

    private RecordComparison() {}

    static void compare(Map<String, ExpectedRecord> expected, Observation observation, Differences differences) {
        for (ExpectedRecord record : expected.values()) {
            Object actual = canonical(record, observation.record(record.name()));
            compare(record.name(), record.value(), actual, differences);
        }
    }

    /** The device's value in the case's spelling; a value the declaration does not fit is compared as sent. */
    private static Object canonical(ExpectedRecord record, Object sent) {
        try {
            return RecordCanon.record(record.declaration(), sent);
        } catch (IllegalArgumentException e) {
            return sent;
        }
    }

    private static void compare(String path, Object expected, Object actual, Differences differences) {
        if (expected instanceof Map<?, ?> fields && actual instanceof Map<?, ?> got) {
            for (Map.Entry<?, ?> field : fields.entrySet()) {
                Object value = got.containsKey(field.getKey()) ? got.get(field.getKey()) : null;
                compare(path + "." + field.getKey(), field.getValue(), value, differences);
            }
            if (fields.isEmpty()) {
                differences.counted();
            }
            return;
        }
        if (expected instanceof List<?> entries && actual instanceof List<?> got && isListOfRecords(entries, got)) {
            differences.counted();
            for (int i = 0; i < Math.max(entries.size(), got.size()); i++) {
                String at = path + "[" + i + "]";
                if (i < entries.size() && i < got.size()) {
                    compare(at, entries.get(i), got.get(i), differences);
                } else {
                    Object want = i < entries.size() ? entries.get(i) : null;
                    Object have = i < got.size() ? got.get(i) : null;
                    differences.add(new Difference(at, -1, shown(want), shown(have)));
                }
            }
            return;
        }
        differences.counted();
        if (!Objects.equals(expected, actual)) {
            differences.add(new Difference(path, -1, RecordValues.render(expected), RecordValues.render(actual)));
        }
    }

    private static boolean isListOfRecords(List<?> entries, List<?> got) {
        return entries.stream().allMatch(e -> e instanceof Map) && got.stream().allMatch(e -> e instanceof Map);
    }

    private static String shown(Object entry) {
        return entry == null ? Difference.ABSENT : RecordValues.render(entry);
    }
}
