package org.pto.avs.isa;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.apiguardian.api.API;
import org.pto.avs.device.ProgramWord;

/**
 * The generic disassembler: decodes a word, then writes it through its form's {@code asm} template in the
 * canonical alternative (the one the assembler reads back to the same word). What the text cannot carry is said
 * in a {@code #} note: a word no form matches ({@code .word 0x00189213  # no form matches}), a constraint the
 * word violates ({@code # illegal: SizeCode 13 is not one-of 0..12}), bits that neither the mask nor a field owns.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class Disassembler {

    /** Bounds the memo below: a program listing repeats few distinct words, a fuzzed corpus many. */
    private static final int MEMO_LIMIT = 1 << 16;

    private final Decoder decoder;
    private final AsmTemplates templates;
    /** The text of words already written: case readers label every word of every vector with it. */
    private final ConcurrentHashMap<ProgramWord, String> memo = new ConcurrentHashMap<>();

    public Disassembler(Catalog catalog) {
        this.decoder = new Decoder(catalog);
        this.templates = new AsmTemplates(catalog);
    }

    /** The canonical text of {@code word}, with a note when the text alone does not reproduce it. */
    public String disassemble(ProgramWord word) {
        String known = memo.get(word);
        if (known != null) {
            return known;
        }
        String text = write(word);
        if (memo.size() < MEMO_LIMIT) {
            memo.putIfAbsent(word, text);
        }
        return text;
    }

    private String write(ProgramWord word) {
        Optional<Decoded> decoded = decoder.decode(unsigned(word), word.lengthBits());
        if (decoded.isEmpty()) {
            return RawWordDirective.forLength(word.lengthBits()).write(word) + "  # no form matches";
        }
        return disassemble(decoded.get());
    }

    /** The canonical text of an already decoded word. */
    public String disassemble(Decoded decoded) {
        ProgramWord word = new ProgramWord((int) decoded.word(), decoded.form().lengthBits());
        if (!decoded.form().fromRecord()) {
            // A form of the ISA's decode table: its identity is known, its fields and assembly are not.
            return RawWordDirective.forLength(word.lengthBits()).write(word) + "  # " + decoded.form()
                    + (decoded.form().isReservedInPto() ? ", reserved in PTO" : ", outside the modeled subset");
        }
        Optional<String> text = templates
                .of(decoded.form())
                .flatMap(t -> t.canonicalFor(decoded.fields()))
                .flatMap(alternative -> alternative.render(decoded));
        List<String> notes = new ArrayList<>();
        if (text.isEmpty()) {
            notes.add(decoded.form().mnemonic() + " cannot be written in assembly with these field values");
        }
        String violation = decoded.constraintViolation();
        if (violation != null) {
            notes.add("illegal: " + violation);
        }
        long unowned = unownedBits(decoded.form()) & decoded.word();
        if (unowned != 0) {
            notes.add("bits " + BitRanges.describe(unowned) + " are set but belong to no field of "
                    + decoded.form().mnemonic() + " (lost in assembly)");
        }
        String body = text.orElseGet(
                () -> RawWordDirective.forLength(word.lengthBits()).write(word));
        return notes.isEmpty() ? body : body + "  # " + String.join("; ", notes);
    }

    /** Bits of the form's word that neither its mask nor any field owns. */
    static long unownedBits(Form form) {
        long owned = form.mask();
        for (Field field : form.fields()) {
            owned |= field.instructionMask();
        }
        long all = form.lengthBits() == 64 ? -1L : (1L << form.lengthBits()) - 1;
        return all & ~owned;
    }

    static long unsigned(ProgramWord word) {
        return Integer.toUnsignedLong(word.bits());
    }
}
