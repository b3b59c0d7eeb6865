package org.pto.avs.isa;

import java.util.Optional;
import java.util.stream.Collectors;
import org.pto.avs.device.PeMask;

/**
 * The profile operand {@code <PE_MASK>}: the PEMode field written as the four-PE mask it expands to (PE0 first),
 * through the profile's {@code pe_modes} table. Only masks of the table can be written.
 */
record PeMaskOperand(Field field, Profile profile, String label) implements Operand {

    @Override
    public Read read(String line, int pos) throws OperandException {
        int end = AsmText.tokenEnd(line, pos);
        if (end == pos) {
            throw new OperandException(
                    pos,
                    "expected " + label + " (four binary digits, PE0 first) but found " + AsmText.found(line, pos));
        }
        String text = line.substring(pos, end);
        if (!text.matches("[01]{4}")) {
            throw new OperandException(pos, label + " " + text + " is not four binary digits (PE0 first, e.g. 1000)");
        }
        var code = profile.peMode(PeMask.parse(text));
        if (code.isEmpty()) {
            throw new OperandException(pos, label + " " + text + " is not one of " + table());
        }
        return new Read(checkWidth(code.getAsInt(), pos), end);
    }

    @Override
    public Optional<String> render(long value) {
        return value >= 0 && value < profile.peModeMasks().size()
                ? Optional.of(profile.peMask((int) value).toString())
                : Optional.empty();
    }

    private String table() {
        return profile.peModeMasks().stream().map(PeMask::toString).collect(Collectors.joining(", "));
    }
}
