package org.pto.avs.isa;

import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Collectors;

/** The profile's {@code DataType} field, written by name ({@code FP64}, {@code U64}, ...) or as a number. */
record DataTypeOperand(Field field, Profile profile) implements Operand {

    @Override
    public String label() {
        return field.name();
    }

    @Override
    public Read read(String line, int pos) throws OperandException {
        int end = AsmText.tokenEnd(line, pos);
        if (end == pos) {
            throw new OperandException(
                    pos,
                    "expected " + label() + " (a name such as FP64 or a number) but found " + AsmText.found(line, pos));
        }
        String text = line.substring(pos, end);
        var byName = profile.dataTypeCode(text);
        if (byName.isPresent()) {
            return new Read(checkWidth(byName.getAsInt(), pos), end);
        }
        Long value = AsmText.parseUnsigned(text);
        if (value == null) {
            throw new OperandException(
                    pos, label() + " " + text + " is neither a data type name (" + names() + ") nor a number");
        }
        return new Read(checkWidth(value, pos), end);
    }

    /** The names in code order. */
    private String names() {
        return new TreeMap<>(profile.dataTypeNames()).values().stream().collect(Collectors.joining(", "));
    }

    @Override
    public Optional<String> render(long value) {
        return Optional.of(profile.dataTypeName((int) value).orElse(Long.toString(value)));
    }
}
