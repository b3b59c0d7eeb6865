package org.pto.avs.isa;

import org.apiguardian.api.API;

/**
 * One field of a {@link StateRecord}.
 *
 * @param name     the field's name in reports and cases
 * @param type     what its values are
 * @param width    its width in bits (0 for text)
 * @param meaning  what it holds, in a sentence
 * @param reset    its value after reset as the catalog writes it, or null when the field has none (absent)
 * @param optional true when a record may leave the field out (a loop bound that was never written)
 */
@API(status = API.Status.INTERNAL, since = "0.2")
public record RecordField(String name, Type type, int width, String meaning, Object reset, boolean optional) {

    /** What a field's values are, and so how cases and devices may write them. */
    public enum Type {
        /** An unsigned integer of {@code width} bits: a JSON number, or a hex string {@code "0x.."}. */
        UNSIGNED("unsigned"),
        /** true or false. */
        BOOLEAN("boolean"),
        /** A four-PE mask written as four binary digits, PE3 first ({@code "1010"}). */
        MASK("mask"),
        /** A name from a closed set, as text. */
        TEXT("text"),
        /** A list of unsigned integers of {@code width} bits each. */
        UNSIGNED_LIST("unsigned-list");

        private final String spelling;

        Type(String spelling) {
            this.spelling = spelling;
        }

        /** How the catalog writes it. */
        public String spelling() {
            return spelling;
        }

        static Type named(String text) {
            for (Type type : values()) {
                if (type.spelling.equals(text)) {
                    return type;
                }
            }
            return null;
        }
    }
}
