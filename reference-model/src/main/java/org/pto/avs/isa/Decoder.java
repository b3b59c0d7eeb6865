package org.pto.avs.isa;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The generic decoder: finds the form a word belongs to and extracts its fields, driven only by the catalog.
 * Where several forms match, the most specific mask (most fixed bits) wins.
 */
public final class Decoder {

    private final Form[] forms16;
    private final Form[] forms32;

    public Decoder(Catalog catalog) {
        this.forms16 = bySpecificity(catalog.forms(), 16);
        this.forms32 = bySpecificity(catalog.forms(), 32);
    }

    private static Form[] bySpecificity(List<Form> forms, int lengthBits) {
        List<Form> sorted = new ArrayList<>();
        for (Form form : forms) {
            if (form.lengthBits() == lengthBits) {
                sorted.add(form);
            }
        }
        sorted.sort(Comparator.comparingInt(Form::specificity).reversed());
        return sorted.toArray(Form[]::new);
    }

    /** The most specific form matching {@code word}, or empty when no form matches. */
    public Optional<Form> formOf(long word, int lengthBits) {
        for (Form form : lengthBits == 16 ? forms16 : forms32) {
            if (form.matches(word)) {
                return Optional.of(form);
            }
        }
        return Optional.empty();
    }

    /** Decodes {@code word}; empty when no form matches. Constraints are not checked here. */
    public Optional<Decoded> decode(long word, int lengthBits) {
        return formOf(word, lengthBits).map(form -> decodeAs(form, word));
    }

    public static Decoded decodeAs(Form form, long word) {
        Map<String, Long> fields = new LinkedHashMap<>();
        for (Field field : form.fields()) {
            fields.put(field.name(), field.extract(word));
        }
        return new Decoded(form, word, fields);
    }
}
