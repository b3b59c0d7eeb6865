package org.pto.avs.isa;

import java.util.List;
import java.util.Optional;
import org.apiguardian.api.API;

/**
 * A piece of architectural state an instruction keeps beyond the Shared registers, GM and the GPRs, as its catalog
 * record declares it ({@code state_records}): devices report it by {@link #name()}, cases expect it by field path, and
 * the engine compares it field by field with no code of its own.
 *
 * @param name    the name devices report and cases state ({@code control_attributes})
 * @param owner   the mnemonic whose record declares it
 * @param summary what the state is, in a sentence
 * @param shape   how its value is laid out
 * @param clears  when it returns to its reset value, in words ({@code "at BSTART and when a commit succeeds"})
 * @param fields  its fields: of the one record, of each list entry, or the one value
 */
@API(status = API.Status.INTERNAL, since = "0.2")
public record StateRecord(
        String name, String owner, String summary, Shape shape, String clears, List<RecordField> fields) {

    /** How a record's value is laid out. */
    public enum Shape {
        /** One record of named fields, or null when the machine holds none. */
        RECORD,
        /** A list of entries, each of the named fields, in the order the machine keeps them. */
        LIST,
        /** One value, of the record's single field. */
        VALUE;

        static Shape named(String text) {
            for (Shape shape : values()) {
                if (shape.name().equalsIgnoreCase(text)) {
                    return shape;
                }
            }
            return null;
        }
    }

    public StateRecord {
        fields = List.copyOf(fields);
    }

    /** The field called {@code fieldName}, if the record has one. */
    public Optional<RecordField> field(String fieldName) {
        return fields.stream().filter(f -> f.name().equals(fieldName)).findFirst();
    }
}
