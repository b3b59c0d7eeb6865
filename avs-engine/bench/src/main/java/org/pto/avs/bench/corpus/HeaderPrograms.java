package org.pto.avs.bench.corpus;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.apiguardian.api.API;
import org.pto.avs.device.ProgramWord;
import org.pto.avs.isa.Catalog;
import org.pto.avs.isa.Constraint;
import org.pto.avs.isa.Field;
import org.pto.avs.isa.Form;

/**
 * Random B.IOS header programs: a BSTART (usually), then B.IOS words, faults included. Words are built from the
 * catalog forms (match bits plus fields), so nothing here knows a bit position. The mix is chosen so that every
 * B.IOS check of semantics §2 fires in a corpus: no block (placement), a body entered by ADDI (placement),
 * SizeCode 13..15 and flipped fixed bits (decode and constraint), a second PEMode (mask consistency), a small
 * pool of register ids (duplicates) and up to six bindings (the fifth-binding limit).
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class HeaderPrograms {

    private static final String[] BLOCK_STARTS = {
        "BSTART.TEPL", "BSTART.TEPL", "BSTART.TEPL", "BSTART.TLOAD", "BSTART.TSTORE"
    };

    private final Form bios;
    private final Form[] blockStarts;
    private final Form addi;
    private final SplittableRandom random;

    public HeaderPrograms(Catalog catalog, long seed) {
        this.bios = only(catalog, "B.IOS");
        this.blockStarts = new Form[BLOCK_STARTS.length];
        for (int i = 0; i < BLOCK_STARTS.length; i++) {
            blockStarts[i] = only(catalog, BLOCK_STARTS[i]);
        }
        this.addi = only(catalog, "ADDI");
        this.random = new SplittableRandom(seed);
    }

    /** The next random program, 1 to 13 words. */
    public List<ProgramWord> next() {
        List<ProgramWord> words = new ArrayList<>(8);
        if (random.nextInt(10) != 0) {
            Form start = blockStarts[random.nextInt(blockStarts.length)];
            words.add(random.nextInt(20) == 0 ? randomWord(start) : legalWord(start));
        }
        int firstId = random.nextInt(64);
        int commonMode = 1 + random.nextInt(7);
        int binders = 1 + random.nextInt(6);
        for (int i = 0; i < binders; i++) {
            if (random.nextInt(20) == 0) {
                // A body instruction: every later participating B.IOS is misplaced.
                words.add(legalWord(addi));
            }
            words.add(biosWord(firstId, commonMode));
        }
        return words;
    }

    private ProgramWord biosWord(int firstId, int commonMode) {
        // Ids near the first one repeat often enough to exercise the duplicate check.
        int id = (firstId + random.nextInt(6)) & 63;
        int roll = random.nextInt(100);
        int sizeCode = roll < 70 ? 0 : roll < 95 ? 1 + random.nextInt(12) : 13 + random.nextInt(3);
        int modeRoll = random.nextInt(100);
        int peMode = modeRoll < 80 ? commonMode : modeRoll < 90 ? 0 : random.nextInt(8);
        long word = bios.match();
        word = set(bios, word, "SharedTileID", id);
        word = set(bios, word, "SizeCode", sizeCode);
        word = set(bios, word, "PEMode", peMode);
        if (random.nextInt(25) == 0) {
            word ^= randomFixedBit(bios);
        }
        return ProgramWord.of32((int) word);
    }

    /** A word of {@code form} with every field random, constraints ignored (so it may be illegal). */
    private ProgramWord randomWord(Form form) {
        long word = form.match();
        for (Field field : form.fields()) {
            word = field.insert(word, random.nextLong(field.maxValue() + 1));
        }
        return form.lengthBits() == 16 ? ProgramWord.of16((int) word) : ProgramWord.of32((int) word);
    }

    /** A word of {@code form} with every field random among the values its catalog constraints admit. */
    private ProgramWord legalWord(Form form) {
        long word = form.match();
        for (Field field : form.fields()) {
            List<Constraint> constraints = form.constraintsOn(field.name());
            long value;
            do {
                value = random.nextLong(field.maxValue() + 1);
            } while (!admitted(constraints, value));
            word = field.insert(word, value);
        }
        return form.lengthBits() == 16 ? ProgramWord.of16((int) word) : ProgramWord.of32((int) word);
    }

    private static boolean admitted(List<Constraint> constraints, long value) {
        for (Constraint constraint : constraints) {
            if (!constraint.admits(value)) {
                return false;
            }
        }
        return true;
    }

    private long randomFixedBit(Form form) {
        long fixed = form.mask();
        int pick = random.nextInt(Long.bitCount(fixed));
        for (int bit = 0; bit < form.lengthBits(); bit++) {
            if ((fixed >>> bit & 1) != 0 && pick-- == 0) {
                return 1L << bit;
            }
        }
        throw new IllegalStateException("unreachable: " + form + " has fixed bits");
    }

    private static long set(Form form, long word, String field, long value) {
        return form.field(field)
                .orElseThrow(() -> new IllegalStateException(form + " has no field " + field))
                .insert(word, value);
    }

    private static Form only(Catalog catalog, String mnemonic) {
        List<Form> forms = catalog.instruction(mnemonic)
                .orElseThrow(() -> new IllegalStateException("the catalog has no " + mnemonic))
                .forms();
        return forms.get(0);
    }
}
