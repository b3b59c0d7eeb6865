package org.pto.avs.model;

import org.pto.avs.device.DecodedStep;
import org.pto.avs.isa.Decoded;
import org.pto.avs.model.semantics.Semantics;

/**
 * A program word decoded once and remembered: its decoding, its semantics, the generic constraint violation
 * (null when legal), whether it closes an open range group, and its report form.
 *
 * @param closesRangeGroup the word is no range modifier and passes the catalog's constraints (operands page
 *     section 1, steps 4 and 5): it closes the group even when its handler then faults, and a word that fails a
 *     constraint closes nothing, wherever its semantics report that constraint (B.IOS checks SizeCode as a step of
 *     its own order)
 */
record DecodedWord(
        Decoded decoded,
        Semantics semantics,
        String constraintViolation,
        boolean closesRangeGroup,
        DecodedStep step,
        int lengthBytes) {

    static DecodedWord noForm(int lengthBytes) {
        return new DecodedWord(null, null, null, false, DecodedStep.NO_FORM, lengthBytes);
    }

    boolean hasForm() {
        return decoded != null;
    }

    boolean isListedOnly() {
        return decoded != null && decoded.form().isListedOnly();
    }

    boolean isReservedInPto() {
        return decoded != null && decoded.form().isReservedInPto();
    }
}
