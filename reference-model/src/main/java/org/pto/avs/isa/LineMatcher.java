package org.pto.avs.isa;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Matches one line of assembly against one template alternative. Whitespace is free around punctuation and
 * wherever the template has a gap; two words need whitespace between them. Literals match case-insensitively.
 * Positions are 0-based indexes into the line.
 */
final class LineMatcher {

    /** Why a line does not match an alternative. */
    enum Kind {
        /** Fixed text of the template is missing. */
        LITERAL,
        /** An operand's text is malformed or its value is refused. */
        OPERAND,
        /** The whole alternative matched and text is left over. */
        TRAILING
    }

    sealed interface Outcome {}

    /**
     * The line matches: every field's raw value (omitted fields are 0) and, for written fields, where the
     * operand's text starts.
     */
    record Match(AsmAlternative alternative, Map<String, Long> fields, Map<String, Integer> positions)
            implements Outcome {}

    /** The line does not match: where, why, and for a missing literal the text expected there. */
    record Mismatch(AsmAlternative alternative, int position, Kind kind, String reason, String expected)
            implements Outcome {}

    private LineMatcher() {}

    static Outcome match(AsmAlternative alternative, String line, int start) {
        List<AsmElement> elements = alternative.elements();
        Map<String, Long> fields = new LinkedHashMap<>();
        for (Field field : alternative.form().fields()) {
            fields.put(field.name(), 0L);
        }
        Map<String, Integer> positions = new LinkedHashMap<>();
        int pos = start;
        for (int i = 0; i < elements.size(); i++) {
            AsmElement element = elements.get(i);
            if (element instanceof AsmElement.Gap) {
                int after = AsmText.skipSpaces(line, pos);
                if (after == pos
                        && after < line.length()
                        && AsmText.isWordChar(line.charAt(after))
                        && isWordLike(elements.get(i - 1))
                        && i + 1 < elements.size()
                        && isWordLike(elements.get(i + 1))) {
                    return new Mismatch(
                            alternative,
                            pos,
                            Kind.LITERAL,
                            "expected whitespace before " + AsmText.found(line, pos),
                            " ");
                }
                pos = after;
            } else if (element instanceof AsmElement.Literal literal) {
                int at = literal.isWord() ? pos : AsmText.skipSpaces(line, pos);
                boolean attachedSlot = i + 1 < elements.size() && elements.get(i + 1) instanceof AsmElement.Slot;
                if (!literalAt(line, at, literal, attachedSlot)) {
                    String expected = literalRun(elements, i);
                    return new Mismatch(
                            alternative,
                            at,
                            Kind.LITERAL,
                            "expected '" + expected + "' but found " + AsmText.found(line, at),
                            expected);
                }
                pos = at + literal.text().length();
                if (!literal.isWord()) {
                    pos = AsmText.skipSpaces(line, pos);
                }
            } else if (element instanceof AsmElement.Slot slot) {
                Operand operand = slot.operand();
                int at = operand instanceof SizeCodeOperand ? AsmText.skipSpaces(line, pos) : pos;
                try {
                    Operand.Read read = operand.read(line, at);
                    fields.put(operand.field().name(), read.value());
                    positions.put(operand.field().name(), at);
                    pos = read.end();
                } catch (OperandException e) {
                    return new Mismatch(alternative, e.position(), Kind.OPERAND, e.reason(), null);
                }
            }
        }
        int end = AsmText.skipSpaces(line, pos);
        if (end < line.length()) {
            return new Mismatch(
                    alternative,
                    end,
                    Kind.TRAILING,
                    "unexpected '" + line.substring(end).trim() + "' after the complete instruction '"
                            + line.substring(start, pos).trim() + "'",
                    null);
        }
        return new Match(alternative, fields, positions);
    }

    /** True when {@code element} is the first thing written at {@code pos}: used to spot a second alternative. */
    static boolean startsWith(String line, int pos, AsmElement element) {
        if (element instanceof AsmElement.Literal literal) {
            return literalAt(line, pos, literal, true);
        }
        if (element instanceof AsmElement.Slot slot) {
            try {
                slot.operand().read(line, pos);
                return true;
            } catch (OperandException e) {
                return false;
            }
        }
        return false;
    }

    private static boolean literalAt(String line, int pos, AsmElement.Literal literal, boolean attachedSlot) {
        String text = literal.text();
        if (!line.regionMatches(true, pos, text, 0, text.length())) {
            return false;
        }
        int after = pos + text.length();
        // "LB0" must not match the start of "LB01"; "S" followed by its number ("S5") is one token by design.
        return !literal.isWord() || attachedSlot || after >= line.length() || !AsmText.isWordChar(line.charAt(after));
    }

    private static boolean isWordLike(AsmElement element) {
        return element instanceof AsmElement.Slot || element instanceof AsmElement.Literal l && l.isWord();
    }

    /** The fixed text expected at element {@code i}; a keyword keeps its '=' ("expected 'mask='"). */
    private static String literalRun(List<AsmElement> elements, int i) {
        String text = ((AsmElement.Literal) elements.get(i)).text();
        boolean keyword = i + 1 < elements.size()
                && elements.get(i + 1) instanceof AsmElement.Literal next
                && next.text().equals("=")
                && AsmText.isWordChar(text.charAt(0));
        return keyword ? text + "=" : text;
    }
}
