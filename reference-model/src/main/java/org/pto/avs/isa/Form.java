package org.pto.avs.isa;

import java.util.List;
import java.util.Optional;

/**
 * One catalog record: an encoding of a mnemonic, its fields and constraints, its canonical assembly and its
 * semantic handler. Everything the codec knows about bit positions comes from here.
 */
public record Form(
        String formId,
        String mnemonic,
        String asm,
        String encodingKind,
        int lengthBits,
        long mask,
        long match,
        List<Field> fields,
        List<Constraint> constraints,
        String handler,
        String family,
        String group,
        String summary,
        String status) {

    public Form {
        fields = List.copyOf(fields);
        constraints = List.copyOf(constraints);
    }

    public boolean matches(long word) {
        return (word & mask) == match;
    }

    /** How specific the form is: the number of fixed bits. The most specific matching form wins. */
    public int specificity() {
        return Long.bitCount(mask);
    }

    public Optional<Field> field(String name) {
        return fields.stream().filter(f -> f.name().equals(name)).findFirst();
    }

    public List<Constraint> constraintsOn(String fieldName) {
        return constraints.stream().filter(c -> c.field().equals(fieldName)).toList();
    }

    /** Listed forms decode but are outside the modeled subset. */
    public boolean isListedOnly() {
        return "listed".equals(status);
    }

    @Override
    public String toString() {
        return mnemonic + " (" + formId + ")";
    }
}
