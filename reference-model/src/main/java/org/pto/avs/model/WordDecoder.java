package org.pto.avs.model;

import org.apiguardian.api.API;
import org.pto.avs.isa.Catalog;
import org.pto.avs.isa.Decoded;
import org.pto.avs.isa.Decoder;

/**
 * Finds the form a program word belongs to. The standard one is the catalog's generic {@link Decoder} (most
 * specific mask wins); a variant model may wrap it, for example to ignore a fixed bit.
 */
@FunctionalInterface
@API(status = API.Status.INTERNAL, since = "0.1")
public interface WordDecoder {

    /** The decoding of a word, or null when no form matches. */
    Decoded decode(long bits, int lengthBits);

    static WordDecoder of(Catalog catalog) {
        Decoder decoder = new Decoder(catalog);
        return (bits, lengthBits) -> decoder.decode(bits, lengthBits).orElse(null);
    }
}
