package org.pto.avs.isa;

import java.util.Optional;

/** A plain field written as an unsigned decimal or 0x-hex number. */
record NumberOperand(Field field) implements Operand {

    @Override
    public String label() {
        return field.name();
    }

    @Override
    public Read read(String line, int pos) throws OperandException {
        int end = AsmText.tokenEnd(line, pos);
        if (end == pos) {
            throw new OperandException(
                    pos, "expected " + label() + " (a number) but found " + AsmText.found(line, pos));
        }
        String text = line.substring(pos, end);
        Long value = AsmText.parseUnsigned(text);
        if (value == null) {
            throw new OperandException(
                    pos, label() + " '" + text + "' is not a number (write unsigned decimal or 0x-hex)");
        }
        return new Read(checkWidth(value, pos), end);
    }

    @Override
    public Optional<String> render(long value) {
        return Optional.of(Long.toString(value));
    }
}
