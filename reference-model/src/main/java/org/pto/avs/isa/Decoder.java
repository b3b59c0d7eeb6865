package org.pto.avs.isa;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apiguardian.api.API;

/**
 * The generic decoder: finds the form a word belongs to and extracts its fields, driven only by the catalog. It
 * decodes against every form of the catalog ({@link Catalog#decodeForms()}: the records and the ISA's decode
 * table). Where several forms match, the most specific mask (most fixed bits) wins. A program word is 16 or 32 bits,
 * so the table's 48- and 64-bit forms are never a word's decoding.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class Decoder {

    private final FormIndex forms16;
    private final FormIndex forms32;

    public Decoder(Catalog catalog) {
        this.forms16 = new FormIndex(catalog.decodeForms(), 16);
        this.forms32 = new FormIndex(catalog.decodeForms(), 32);
    }

    /** The most specific form matching {@code word}, or empty when no form matches. */
    public Optional<Form> formOf(long word, int lengthBits) {
        FormIndex index = lengthBits == 16 ? forms16 : lengthBits == 32 ? forms32 : null;
        return index == null ? Optional.empty() : index.formOf(word);
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

    /**
     * The forms of one length, most specific first, bucketed by the low bits every one of them fixes (the major
     * opcode), so a word is tried only against the forms its opcode admits.
     */
    private static final class FormIndex {

        private final long keyBits;
        private final Form[][] buckets;

        FormIndex(List<Form> all, int lengthBits) {
            List<Form> sorted = new ArrayList<>();
            long common = 0xFF;
            for (Form form : all) {
                if (form.lengthBits() == lengthBits) {
                    sorted.add(form);
                    common &= form.mask();
                }
            }
            sorted.sort(Comparator.comparingInt(Form::specificity).reversed());
            long fixed = common;
            this.keyBits = fixed;
            this.buckets = new Form[256][];
            for (int key = 0; key < 256; key++) {
                long k = key;
                buckets[key] = (k & ~fixed) != 0
                        ? new Form[0]
                        : sorted.stream().filter(f -> (f.match() & fixed) == k).toArray(Form[]::new);
            }
        }

        Optional<Form> formOf(long word) {
            for (Form form : buckets[(int) (word & keyBits)]) {
                if (form.matches(word)) {
                    return Optional.of(form);
                }
            }
            return Optional.empty();
        }
    }
}
