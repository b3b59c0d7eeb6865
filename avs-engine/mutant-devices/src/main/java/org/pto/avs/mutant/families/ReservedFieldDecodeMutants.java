package org.pto.avs.mutant.families;

import java.util.List;
import org.apiguardian.api.API;
import org.pto.avs.isa.Decoded;
import org.pto.avs.model.WordDecoder;
import org.pto.avs.mutant.definition.ModelChange;
import org.pto.avs.mutant.definition.Mutant;

/**
 * Decoders that fold a field's reserved values into the form's fixed bits, so a word that names a reserved value
 * decodes to no form where the spec decodes it to its form and then rejects it. The outcome is the same
 * Fault_IllegalInstruction; only the decoding a device reports tells them apart.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class ReservedFieldDecodeMutants {

    private ReservedFieldDecodeMutants() {}

    public static List<Mutant> mutants() {
        return List.of(
                Mutant.of(
                        "reserved-size-codes-decode-to-no-form",
                        "a B.IOS word with SizeCode 13..15 decodes to no form: the decoder takes the reserved codes"
                                + " for fixed bits",
                        List.of("legality[1]"),
                        noFormFor("B.IOS", "SizeCode", 13, 15)),
                Mutant.of(
                        "dimi-loop-nest-3-decodes-to-no-form",
                        "a C.B.DIMI word with LoopNest 3, such as 0xC03C, decodes to no form: the decoder takes"
                                + " the reserved LoopNest for fixed bits",
                        List.of("C.B.DIMI legality[0]"),
                        noFormFor("C.B.DIMI", "LoopNest", 3, 3)));
    }

    /** A decoder that finds no form for a word of {@code mnemonic} whose {@code field} lies in {@code low..high}. */
    private static ModelChange noFormFor(String mnemonic, String field, int low, int high) {
        return builder -> builder.decorateDecoder(decoder -> reservedAsNoForm(decoder, mnemonic, field, low, high));
    }

    private static WordDecoder reservedAsNoForm(WordDecoder decoder, String mnemonic, String field, int low, int high) {
        return (bits, lengthBits) -> {
            Decoded decoded = decoder.decode(bits, lengthBits);
            if (decoded == null || !decoded.form().mnemonic().equals(mnemonic)) {
                return decoded;
            }
            int value = decoded.field(field);
            return value >= low && value <= high ? null : decoded;
        };
    }
}
