package org.pto.avs.isa;

import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The profile's Shared {@code SizeCode} field, written with its angle brackets: either the binary code
 * ({@code <0001>}) or the destination capacity of the profile's {@code shared_size_codes} table ({@code <128B>},
 * {@code <4KB>}, {@code <4KiB>}, {@code <256KB>}). Capacities are canonical; codes without a capacity are written
 * in binary.
 */
record SizeCodeOperand(Field field, Profile profile) implements Operand {

    private static final Pattern CAPACITY = Pattern.compile("(\\d+)\\s*(B|KB|KIB|MB|MIB)");

    @Override
    public String label() {
        return field.name();
    }

    @Override
    public Read read(String line, int pos) throws OperandException {
        if (pos >= line.length() || line.charAt(pos) != '<') {
            throw new OperandException(
                    pos,
                    "expected " + label() + " in angle brackets (<4KB> or <0110>) but found "
                            + AsmText.found(line, pos));
        }
        int close = line.indexOf('>', pos);
        if (close < 0) {
            throw new OperandException(pos, label() + " " + line.substring(pos).trim() + " is missing its closing '>'");
        }
        String text = line.substring(pos + 1, close).trim();
        String binary = "[01]{" + field.width() + "}";
        if (text.matches(binary)) {
            return new Read(checkWidth(Long.parseLong(text, 2), pos), close + 1);
        }
        Matcher capacity = CAPACITY.matcher(text.toUpperCase(Locale.ROOT));
        if (!capacity.matches()) {
            throw new OperandException(
                    pos,
                    label() + " <" + text + "> is neither a " + field.width()
                            + "-bit binary code such as <0001> nor a capacity such as <4KB>");
        }
        long bytes = Long.parseLong(capacity.group(1))
                * switch (capacity.group(2)) {
                    case "KB", "KIB" -> 1024L;
                    case "MB", "MIB" -> 1024L * 1024;
                    default -> 1L;
                };
        var code = profile.sizeCodeForCapacity(bytes);
        if (code.isEmpty()) {
            throw new OperandException(
                    pos, label() + " <" + text + "> is not a Shared capacity: one of " + capacities());
        }
        return new Read(checkWidth(code.getAsInt(), pos), close + 1);
    }

    @Override
    public Optional<String> render(long value) {
        var bytes = profile.capacityBytes((int) value);
        if (bytes.isPresent()) {
            return Optional.of("<" + capacityText(bytes.getAsInt()) + ">");
        }
        String binary = Long.toBinaryString(value);
        return Optional.of("<" + "0".repeat(Math.max(0, field.width() - binary.length())) + binary + ">");
    }

    /** 128 -> 128B, 4096 -> 4KB. */
    static String capacityText(long bytes) {
        return bytes >= 1024 && bytes % 1024 == 0 ? bytes / 1024 + "KB" : bytes + "B";
    }

    private String capacities() {
        return profile.capacityBySizeCode().entrySet().stream()
                .sorted(Map.Entry.comparingByKey())
                .map(e -> "<" + capacityText(e.getValue()) + ">")
                .collect(Collectors.joining(", "));
    }
}
