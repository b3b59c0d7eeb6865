package org.pto.avs.model;

import org.pto.avs.device.DecodedStep;
import org.pto.avs.isa.Decoded;
import org.pto.avs.model.semantics.Semantics;

/**
 * A program word decoded once and remembered: its decoding, its semantics, the generic constraint violation
 * (null when legal) and its report form.
 */
record DecodedWord(
        Decoded decoded, Semantics semantics, String constraintViolation, DecodedStep step, int lengthBytes) {

    static DecodedWord noForm(int lengthBytes) {
        return new DecodedWord(null, null, null, DecodedStep.NO_FORM, lengthBytes);
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
