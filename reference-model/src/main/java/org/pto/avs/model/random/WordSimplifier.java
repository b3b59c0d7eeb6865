package org.pto.avs.model.random;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.apiguardian.api.API;
import org.pto.avs.device.ProgramWord;
import org.pto.avs.isa.Catalog;
import org.pto.avs.isa.Decoder;
import org.pto.avs.isa.Field;
import org.pto.avs.isa.Form;

/**
 * Simpler variants of one word, read from the catalog: a word no form matches gets back one fixed bit of the form
 * it is nearest to (fewest differing fixed bits); then each field of its form (or of that nearest form) goes toward
 * 0 (to 0, to half, to one less). Every variant is strictly smaller in {@link #measure}, so shrinking ends.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class WordSimplifier {

    private final Decoder decoder;
    private final List<Form> forms;

    public WordSimplifier(Catalog catalog) {
        this.decoder = new Decoder(catalog);
        this.forms = catalog.forms();
    }

    /** The simpler variants of {@code word}, most promising first. */
    List<ProgramWord> variants(ProgramWord word) {
        long bits = Integer.toUnsignedLong(word.bits());
        Set<Long> variants = new LinkedHashSet<>();
        Optional<Form> form = decoder.formOf(bits, word.lengthBits());
        List<Form> near = form.map(List::of).orElseGet(() -> nearest(bits, word.lengthBits()));
        for (Form f : near) {
            long wrong = (bits & f.mask()) ^ f.match();
            for (long rest = wrong; rest != 0; rest &= rest - 1) {
                variants.add(bits ^ Long.lowestOneBit(rest));
            }
        }
        for (Form f : near) {
            for (Field field : f.fields()) {
                long value = field.extract(bits);
                for (long smaller : new long[] {0, value / 2, value - 1}) {
                    if (smaller >= 0 && smaller < value) {
                        variants.add(field.insert(bits, smaller));
                    }
                }
            }
        }
        List<ProgramWord> words = new ArrayList<>();
        long[] before = measure(word);
        for (long variant : variants) {
            ProgramWord simpler = new ProgramWord((int) variant, word.lengthBits());
            if (smaller(measure(simpler), before)) {
                words.add(simpler);
            }
        }
        return words;
    }

    /** (fixed bits that differ from the nearest form, the word's unsigned value): what simplifying decreases. */
    long[] measure(ProgramWord word) {
        long bits = Integer.toUnsignedLong(word.bits());
        return new long[] {distance(bits, word.lengthBits()), bits};
    }

    private static boolean smaller(long[] a, long[] b) {
        return a[0] != b[0] ? a[0] < b[0] : a[1] < b[1];
    }

    private long distance(long bits, int lengthBits) {
        if (decoder.formOf(bits, lengthBits).isPresent()) {
            return 0;
        }
        long best = Long.MAX_VALUE;
        for (Form f : forms) {
            if (f.lengthBits() == lengthBits) {
                best = Math.min(best, Long.bitCount((bits & f.mask()) ^ f.match()));
            }
        }
        return best;
    }

    private List<Form> nearest(long bits, int lengthBits) {
        long best = distance(bits, lengthBits);
        return forms.stream()
                .filter(f -> f.lengthBits() == lengthBits && Long.bitCount((bits & f.mask()) ^ f.match()) == best)
                .toList();
    }
}
