package org.pto.avs.engine.testdevices;

import java.util.Optional;
import org.pto.avs.device.ProgramWord;
import org.pto.avs.isa.Catalog;
import org.pto.avs.isa.Decoded;
import org.pto.avs.isa.Decoder;

/** Recognises B.IOS words, so a test device can misbehave on exactly them. */
final class BiosWords {

    private static final Decoder DECODER = new Decoder(Catalog.standard());

    private BiosWords() {}

    static Optional<Decoded> decode(ProgramWord word) {
        return DECODER.decode(Integer.toUnsignedLong(word.bits()), word.lengthBits())
                .filter(d -> d.form().mnemonic().equals("B.IOS"));
    }
}
