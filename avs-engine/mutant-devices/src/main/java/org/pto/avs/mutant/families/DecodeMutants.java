package org.pto.avs.mutant.families;

import java.util.List;
import org.apiguardian.api.API;
import org.pto.avs.isa.Catalog;
import org.pto.avs.isa.Form;
import org.pto.avs.model.instruction.bios.BindBundleSharedIO;
import org.pto.avs.mutant.definition.Mutant;

/**
 * Decoders that leave one fixed bit (or field) of B.IOS uncompared, so a reserved-bit word binds instead of
 * raising Fault_IllegalInstruction (exceptions[0]; semantics §2 step 1).
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class DecodeMutants {

    private static final List<String> RESERVED_BITS = List.of("exceptions[0]");

    private DecodeMutants() {}

    public static List<Mutant> mutants() {
        return List.of(
                ignoring("ignore-bit-19", "bit 19, between SharedTileID and SizeCode, is not compared", 1L << 19),
                ignoring("ignore-bit-26", "bit 26, just above SharedTileID, is not compared", 1L << 26),
                ignoring("ignore-bit-27", "bit 27 is not compared", 1L << 27),
                ignoring("ignore-bit-31", "the top bit 31 is not compared", 1L << 31),
                ignoring("ignore-bit-8", "bit 8, the top of the fixed low bits 8:0 = 0x013, is not compared", 1L << 8),
                ignoring("ignore-funct3", "bits 14:12 are not compared, so any funct3 decodes as B.IOS", 0x7000L));
    }

    private static Mutant ignoring(String id, String description, long bits) {
        return Mutant.of(
                id,
                description,
                RESERVED_BITS,
                builder -> builder.decorateDecoder(
                        decoder -> new FixedBitIgnoringDecoder(decoder, sharedBinderForm(), bits)));
    }

    /** The B.IOS form of the bundled catalog, found by its mnemonic. */
    static Form sharedBinderForm() {
        return Catalog.standard().forms().stream()
                .filter(form -> form.mnemonic().equals(BindBundleSharedIO.MNEMONIC))
                .findFirst()
                .orElseThrow(
                        () -> new IllegalStateException("the catalog has no " + BindBundleSharedIO.MNEMONIC + " form"));
    }
}
