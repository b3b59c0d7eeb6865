package org.pto.avs.isa;

/**
 * One piece of an assembly template alternative: fixed text, a gap (whitespace in the template), or a
 * placeholder {@code <Name>} standing for an operand.
 */
sealed interface AsmElement {

    /** Fixed text such as {@code B.IOS}, {@code mask}, {@code =}, {@code ->}. Matched case-insensitively. */
    record Literal(String text) implements AsmElement {

        /** A word (letters, digits, dots) rather than punctuation; words need whitespace between them. */
        boolean isWord() {
            return AsmText.isWordChar(text.charAt(0));
        }

        @Override
        public boolean sameAs(AsmElement other) {
            return other instanceof Literal l && l.text.equalsIgnoreCase(text);
        }
    }

    /** Whitespace in the template: optional in a line, except where it separates two words. */
    record Gap() implements AsmElement {}

    /** A placeholder {@code <Name>} and the operand syntax it resolves to. */
    record Slot(String name, Operand operand) implements AsmElement {

        @Override
        public boolean sameAs(AsmElement other) {
            return other instanceof Slot s && s.name.equals(name);
        }
    }

    default boolean sameAs(AsmElement other) {
        return equals(other);
    }
}
