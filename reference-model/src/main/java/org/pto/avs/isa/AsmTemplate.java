package org.pto.avs.isa;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A form's assembly template ({@code asm} in the catalog record) parsed into alternatives. Grammar:
 * <pre>
 *   template    = alternative { " | " alternative }
 *   alternative = mnemonic { gap | literal | "&lt;" Name "&gt;" }
 * </pre>
 * A placeholder names a field of the form or a profile operand ({@code <PE_MASK>}); see {@link Operand#resolve}.
 */
record AsmTemplate(Form form, List<AsmAlternative> alternatives) {

    static final String ALTERNATIVE_SEPARATOR = " | ";

    AsmTemplate {
        alternatives = List.copyOf(alternatives);
    }

    /**
     * Parses {@code form.asm()}.
     *
     * @throws CatalogException when the template is malformed or a placeholder resolves to nothing
     */
    static AsmTemplate parse(Form form, Profile profile) {
        List<AsmAlternative> alternatives = new ArrayList<>();
        for (String text : form.asm().split(Pattern.quote(ALTERNATIVE_SEPARATOR), -1)) {
            alternatives.add(new AsmAlternative(form, text, elements(form, profile, text)));
        }
        return new AsmTemplate(form, alternatives);
    }

    private static List<AsmElement> elements(Form form, Profile profile, String text) {
        List<AsmElement> elements = new ArrayList<>();
        int pos = 0;
        while (pos < text.length()) {
            char c = text.charAt(pos);
            int end = pos + 1;
            if (Character.isWhitespace(c)) {
                end = AsmText.skipSpaces(text, pos);
                elements.add(new AsmElement.Gap());
            } else if (c == '<') {
                end = text.indexOf('>', pos);
                if (end < 0) {
                    throw new CatalogException(
                            form + ": asm template '" + text + "' has '<' without '>' at column " + (pos + 1));
                }
                String name = text.substring(pos + 1, end);
                // The spec's field names may hold '/' and '-' (L/UL, ACR-ID); inside the brackets they name one field.
                if (!name.matches("[A-Za-z_][A-Za-z0-9_/-]*")) {
                    throw new CatalogException(
                            form + ": asm template '" + text + "' has a malformed placeholder <" + name + ">");
                }
                elements.add(new AsmElement.Slot(name, Operand.resolve(name, form, profile, keyword(elements))));
                end++;
            } else if (AsmText.isWordChar(c)) {
                while (end < text.length() && AsmText.isWordChar(text.charAt(end))) {
                    end++;
                }
                elements.add(new AsmElement.Literal(text.substring(pos, end)));
            } else {
                while (end < text.length()
                        && !Character.isWhitespace(text.charAt(end))
                        && text.charAt(end) != '<'
                        && !AsmText.isWordChar(text.charAt(end))) {
                    end++;
                }
                elements.add(new AsmElement.Literal(text.substring(pos, end)));
            }
            pos = end;
        }
        if (elements.isEmpty()
                || !(elements.get(0) instanceof AsmElement.Literal first)
                || !first.text().equals(form.mnemonic())) {
            throw new CatalogException(
                    form + ": asm template '" + text + "' must begin with the mnemonic " + form.mnemonic());
        }
        return elements;
    }

    /** In {@code key=<Value>} the key names the operand in messages ({@code mask=<PE_MASK>} reads as "mask"). */
    private static String keyword(List<AsmElement> before) {
        int n = before.size();
        if (n >= 2
                && before.get(n - 1) instanceof AsmElement.Literal eq
                && eq.text().equals("=")
                && before.get(n - 2) instanceof AsmElement.Literal key
                && key.isWord()) {
            return key.text();
        }
        return null;
    }

    /**
     * The alternative that writes {@code fields} canonically: of the alternatives that can write them, the one
     * leaving out the most fields (an omitted field is 0, so a zero is written by leaving it out); ties go to the
     * first.
     */
    Optional<AsmAlternative> canonicalFor(Map<String, Long> fields) {
        Decoded values = new Decoded(form, 0, fields);
        AsmAlternative best = null;
        for (AsmAlternative alternative : alternatives) {
            if (alternative.render(values).isPresent()
                    && (best == null
                            || alternative.omittedFields().size()
                                    > best.omittedFields().size())) {
                best = alternative;
            }
        }
        return Optional.ofNullable(best);
    }
}
