package org.pto.avs.isa;

import java.util.Locale;
import java.util.Optional;
import org.pto.avs.device.ProgramWord;

/**
 * {@code .word 0x00189213} and {@code .half 0xC03C}: a raw instruction word, so programs can carry words that no
 * assembly writes (reserved bits, reserved codes). The digit count fixes the length, so text and word agree.
 */
enum RawWordDirective {
    WORD(".word", 32),
    HALF(".half", 16);

    private final String name;
    private final int lengthBits;

    RawWordDirective(String name, int lengthBits) {
        this.name = name;
        this.lengthBits = lengthBits;
    }

    static Optional<RawWordDirective> named(String text) {
        for (RawWordDirective directive : values()) {
            if (directive.name.equals(text.toLowerCase(Locale.ROOT))) {
                return Optional.of(directive);
            }
        }
        return Optional.empty();
    }

    static RawWordDirective forLength(int lengthBits) {
        return lengthBits == 16 ? HALF : WORD;
    }

    /** {@code .word 0x00189213}. */
    String write(ProgramWord word) {
        return name + " " + word;
    }

    ProgramWord read(String code, int pos, String line) throws AssemblyException {
        int at = AsmText.skipSpaces(code, pos);
        int digits = lengthBits / 4;
        int end = AsmText.tokenEnd(code, at);
        String text = code.substring(at, end);
        if (at == pos || !text.matches("0[xX][0-9a-fA-F]{" + digits + "}")) {
            throw Assembler.error(
                    line,
                    at,
                    name + " takes one 0x-hex word of exactly " + digits + " digits (" + lengthBits + " bits), found "
                            + AsmText.found(code, at));
        }
        int after = AsmText.skipSpaces(code, end);
        if (after < code.length()) {
            throw Assembler.error(
                    line, after, "unexpected '" + code.substring(after).trim() + "' after " + name + " " + text);
        }
        return new ProgramWord((int) Long.parseLong(text.substring(2), 16), lengthBits);
    }
}
