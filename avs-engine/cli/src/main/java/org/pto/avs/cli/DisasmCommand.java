package org.pto.avs.cli;

import static org.pto.avs.cli.ExitStatus.OK;
import static org.pto.avs.cli.ExitStatus.REFUSED;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.pto.avs.device.ProgramWord;
import org.pto.avs.isa.Catalog;
import org.pto.avs.isa.CatalogException;
import org.pto.avs.isa.Decoded;
import org.pto.avs.isa.Decoder;
import org.pto.avs.isa.Disassembler;
import org.pto.avs.reports.commandline.CommandLines;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code disasm <word>...}: hex words to canonical assembly, one line per word. */
@Command(
        name = "disasm",
        description = {
            "disassemble hex words to canonical assembly",
            "Prints the canonical assembly of each word (hex, with or without 0x), one line per word. A"
                    + " word that no form matches prints as '.word 0x00189213  # no form matches'; a '#' note says"
                    + " when a word violates a constraint or sets bits that no field owns."
        },
        exitCodeList = {"0:every word printed", "1:a word is not hex or does not fit the length", "2:usage error"})
final class DisasmCommand implements Callable<Integer> {

    @Option(names = "--bits", paramLabel = "16|32", description = "the words' length (default 32)")
    private Integer bits;

    @Option(names = "--fields", description = "also print each word's form id, semantic handler and raw field values")
    private boolean fields;

    @Parameters(paramLabel = "<word>", arity = "1..*", description = "a hex word")
    private List<String> args = new ArrayList<>();

    @Mixin
    private CatalogOption catalogOption;

    @Spec
    private CommandSpec spec;

    private final PrintStream out;
    private final PrintStream err;

    DisasmCommand(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    @Override
    public Integer call() {
        if (bits != null && bits != 16 && bits != 32) {
            throw CommandLines.usageError(spec, "--bits takes 16 or 32");
        }
        boolean explicitBits = bits != null;
        int bits = explicitBits ? this.bits : 32;
        Catalog catalog;
        try {
            catalog = catalogOption.catalog();
        } catch (CatalogException e) {
            err.println("error: " + e.getMessage());
            return REFUSED;
        }
        List<ProgramWord> words = new ArrayList<>();
        for (String arg : args) {
            Optional<ProgramWord> word = parse(arg, bits);
            if (word.isEmpty()) {
                err.println("error: '" + arg + "' is not a " + bits + "-bit hex word");
                return REFUSED;
            }
            words.add(word.get());
        }
        Disassembler disassembler = new Disassembler(catalog);
        Decoder decoder = new Decoder(catalog);
        for (ProgramWord word : words) {
            out.println(disassembler.disassemble(word) + (explicitBits ? "" : hintFor16Bits(word, decoder)));
            if (fields) {
                decoder.decode(Integer.toUnsignedLong(word.bits()), word.lengthBits())
                        .ifPresent(decoded -> printFields(decoded, out));
            }
        }
        return OK;
    }

    /** A 32-bit word that matches nothing but fits a 16-bit form was probably meant with --bits 16. */
    private static String hintFor16Bits(ProgramWord word, Decoder decoder) {
        long value = Integer.toUnsignedLong(word.bits());
        if (value > 0xFFFF || decoder.decode(value, 32).isPresent()) {
            return "";
        }
        return decoder.decode(value, 16)
                .map(d -> " (as 16 bits it is " + d.form().mnemonic() + ": use --bits 16)")
                .orElse("");
    }

    private static void printFields(Decoded decoded, PrintStream out) {
        out.println("  form     " + decoded.form().formId());
        out.println("  handler  " + decoded.form().handler());
        StringBuilder values = new StringBuilder();
        for (Map.Entry<String, Long> field : decoded.fields().entrySet()) {
            values.append(values.length() == 0 ? "" : " ")
                    .append(field.getKey())
                    .append('=')
                    .append(field.getValue());
        }
        out.println("  fields   " + (values.length() == 0 ? "(none)" : values));
    }

    static Optional<ProgramWord> parse(String text, int bits) {
        String digits = text.startsWith("0x") || text.startsWith("0X") ? text.substring(2) : text;
        if (digits.isEmpty() || digits.length() > bits / 4 || !digits.matches("[0-9a-fA-F]+")) {
            return Optional.empty();
        }
        return Optional.of(new ProgramWord((int) Long.parseLong(digits, 16), bits));
    }
}
