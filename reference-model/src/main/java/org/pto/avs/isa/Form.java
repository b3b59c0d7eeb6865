package org.pto.avs.isa;

import java.util.List;
import java.util.Optional;
import org.apiguardian.api.API;

/**
 * One form of the ISA: an encoding of a mnemonic, its fields and constraints, its canonical assembly and its
 * semantic handler. Everything the codec knows about bit positions comes from here. A form of an instruction
 * record ({@code fromRecord}) has all of it; a form known only from the ISA's decode table ({@link IsaTable}) has
 * its decode identity (length, match, mask, mnemonic, form id), its status and its handler's name, and no fields.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
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
        String status,
        boolean fromRecord) {

    /** The status of a form the PTO ISA reserves: every word of it is Fault_IllegalInstruction. */
    public static final String RESERVED_IN_PTO = "reserved-in-pto";

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

    /**
     * The form decodes but lies outside the modeled subset (semantics §1: a device reports its words
     * unsupported): a record marked {@code listed}, or a form of the decode table that no record models.
     */
    public boolean isListedOnly() {
        return fromRecord ? "listed".equals(status) : !isReservedInPto();
    }

    /** A form of the decode table that the PTO ISA reserves (ERCOV, ESAVE, XB): never executes, always faults. */
    public boolean isReservedInPto() {
        return RESERVED_IN_PTO.equals(status);
    }

    @Override
    public String toString() {
        return mnemonic + " (" + formId + ")";
    }
}
