package org.pto.avs.isa;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * One alternative of a form's assembly template, such as {@code B.IOS S<SharedTileID>, mask=<PE_MASK>}. Fields
 * the alternative does not mention encode as 0.
 *
 * @param text     the alternative as the catalog writes it
 * @param elements its literals, gaps and placeholders, the mnemonic first
 */
record AsmAlternative(Form form, String text, List<AsmElement> elements) {

    AsmAlternative {
        elements = List.copyOf(elements);
    }

    /** The names of the fields this alternative writes. */
    Set<String> writtenFields() {
        Set<String> names = new LinkedHashSet<>();
        for (AsmElement element : elements) {
            if (element instanceof AsmElement.Slot slot) {
                names.add(slot.operand().field().name());
            }
        }
        return names;
    }

    /** The fields of the form this alternative leaves out; they encode as 0. */
    Set<String> omittedFields() {
        Set<String> names = new LinkedHashSet<>();
        for (Field field : form.fields()) {
            names.add(field.name());
        }
        names.removeAll(writtenFields());
        return names;
    }

    /** The canonical text of {@code decoded} in this alternative, or empty when it cannot write the values. */
    Optional<String> render(Decoded decoded) {
        for (String omitted : omittedFields()) {
            if (decoded.fields().getOrDefault(omitted, 0L) != 0) {
                return Optional.empty();
            }
        }
        StringBuilder text = new StringBuilder();
        for (AsmElement element : elements) {
            if (element instanceof AsmElement.Literal literal) {
                text.append(literal.text());
            } else if (element instanceof AsmElement.Gap) {
                text.append(' ');
            } else if (element instanceof AsmElement.Slot slot) {
                Optional<String> value = slot.operand()
                        .render(decoded.fields()
                                .getOrDefault(slot.operand().field().name(), 0L));
                if (value.isEmpty()) {
                    return Optional.empty();
                }
                text.append(value.get());
            }
        }
        return Optional.of(text.toString());
    }

    boolean contains(AsmElement element) {
        return elements.stream().anyMatch(element::sameAs);
    }
}
