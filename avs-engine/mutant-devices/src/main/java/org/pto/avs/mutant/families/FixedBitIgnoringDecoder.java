package org.pto.avs.mutant.families;

import org.pto.avs.isa.Decoded;
import org.pto.avs.isa.Decoder;
import org.pto.avs.isa.Form;
import org.pto.avs.model.WordDecoder;

/**
 * A decoder that does not compare some of a form's fixed bits: a word no form matches, but which matches
 * {@code form} with those bits ignored, decodes as {@code form}. Every other word decodes as the catalog says.
 * The shipped catalog is not changed; the mutant only reads fewer bits.
 */
final class FixedBitIgnoringDecoder implements WordDecoder {

    private final WordDecoder catalogDecoder;
    private final Form form;
    private final long comparedMask;

    FixedBitIgnoringDecoder(WordDecoder catalogDecoder, Form form, long ignoredBits) {
        if (ignoredBits == 0 || (form.mask() & ignoredBits) != ignoredBits) {
            throw new IllegalArgumentException(String.format(
                    "bits 0x%08X are not fixed bits of %s (mask 0x%08X)", ignoredBits, form, form.mask()));
        }
        this.catalogDecoder = catalogDecoder;
        this.form = form;
        this.comparedMask = form.mask() & ~ignoredBits;
    }

    @Override
    public Decoded decode(long bits, int lengthBits) {
        Decoded decoded = catalogDecoder.decode(bits, lengthBits);
        if (decoded != null
                || lengthBits != form.lengthBits()
                || (bits & comparedMask) != (form.match() & comparedMask)) {
            return decoded;
        }
        return Decoder.decodeAs(form, bits);
    }
}
