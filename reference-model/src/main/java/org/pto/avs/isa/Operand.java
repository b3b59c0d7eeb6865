package org.pto.avs.isa;

import java.util.Optional;

/**
 * The written syntax of one template placeholder: how its text reads into a raw field value and how a raw value
 * is written back. Plain fields are numbers; the profile gives {@code <PE_MASK>}, {@code <SizeCode>} and
 * {@code <DataType>} their own syntaxes.
 */
interface Operand {

    /** The field this operand writes. */
    Field field();

    /** What messages call the operand, for example {@code mask} or {@code SharedTileID}. */
    String label();

    /** Reads the operand text starting at {@code pos} of {@code line}. */
    Read read(String line, int pos) throws OperandException;

    /** The canonical text of {@code value}, or empty when this syntax cannot write it. */
    Optional<String> render(long value);

    /** A value read from a line and the index just after its text. */
    record Read(long value, int end) {}

    /** The shared range check: every operand value must fit its field. */
    default long checkWidth(long value, int pos) throws OperandException {
        if (!field().fits(value)) {
            throw new OperandException(pos, field().name() + " " + value + " is out of range 0.." + field().maxValue());
        }
        return value;
    }

    /**
     * The syntax of placeholder {@code name} in {@code form}: a profile operand ({@code PE_MASK}), a field with a
     * profile syntax ({@code SizeCode}, {@code DataType}), or a plain numeric field.
     *
     * @throws CatalogException when the placeholder names neither a field of the form nor a profile operand
     */
    static Operand resolve(String name, Form form, Profile profile, String label) {
        if (name.equals(profile.peMaskOperand())) {
            Field field = form.field(profile.peModeField())
                    .orElseThrow(() -> new CatalogException(form + ": placeholder <" + name + "> needs the field "
                            + profile.peModeField() + ", which the form lacks"));
            return new PeMaskOperand(field, profile, label == null ? "PE mask" : label);
        }
        Field field = form.field(name)
                .orElseThrow(() -> new CatalogException(
                        form + ": placeholder <" + name + "> names no field of the form and no profile operand"));
        if (name.equals(profile.sizeCodeField())) {
            return new SizeCodeOperand(field, profile);
        }
        if (name.equals(profile.dataTypeField())) {
            return new DataTypeOperand(field, profile);
        }
        return new NumberOperand(field);
    }
}
