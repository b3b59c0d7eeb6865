package org.pto.avs.cli;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.pto.avs.device.ProgramWord;
import org.pto.avs.isa.Catalog;
import org.pto.avs.isa.CatalogException;
import org.pto.avs.isa.Decoded;
import org.pto.avs.isa.Decoder;
import org.pto.avs.isa.Disassembler;

/** {@code disasm <word>...}: hex words to canonical assembly, one line per word. */
final class DisasmCommand implements Command {

    @Override
    public String name() {
        return "disasm";
    }

    @Override
    public String summary() {
        return "disassemble hex words to canonical assembly";
    }

    @Override
    public List<String> options() {
        return List.of("--bits", "--fields", CatalogOption.NAME);
    }

    @Override
    public String help() {
        return """
                usage: pto-avs disasm [--bits 16|32] [--fields] [--catalog <dir>] <word>...

                Prints the canonical assembly of each word (hex, with or without 0x), one line per word. A word
                that no form matches prints as '.word 0x00189213  # no form matches'; a '#' note says when a
                word violates a constraint or sets bits that no field owns.

                  --bits 16|32      the words' length (default 32)
                  --fields          also print each word's form id, semantic handler and raw field values
                """ + CatalogOption.HELP + """

                exit codes: 0 every word printed, 1 a word is not hex or does not fit the length, 2 usage error
                """;
    }

    @Override
    public int run(List<String> arguments, PrintStream out, PrintStream err) {
        List<String> args = new ArrayList<>(arguments);
        int bits = 32;
        boolean explicitBits = false;
        boolean fields = false;
        Catalog catalog;
        try {
            catalog = CatalogOption.take(args);
            int at = args.indexOf("--bits");
            if (at >= 0) {
                if (at + 1 >= args.size() || !List.of("16", "32").contains(args.get(at + 1))) {
                    throw new UsageException("--bits takes 16 or 32");
                }
                bits = Integer.parseInt(args.get(at + 1));
                explicitBits = true;
                args.subList(at, at + 2).clear();
            }
            fields = args.remove("--fields");
            for (String arg : args) {
                if (arg.startsWith("--")) {
                    throw new UsageException("unknown option " + arg);
                }
            }
            if (args.isEmpty()) {
                throw new UsageException("give at least one word");
            }
        } catch (UsageException e) {
            err.println("pto-avs disasm: " + e.getMessage());
            err.print(help());
            return USAGE;
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
        return decoder.decode(value, 16).map(d -> " (as 16 bits it is " + d.form().mnemonic() + ": use --bits 16)")
                .orElse("");
    }

    private static void printFields(Decoded decoded, PrintStream out) {
        out.println("  form     " + decoded.form().formId());
        out.println("  handler  " + decoded.form().handler());
        StringBuilder values = new StringBuilder();
        for (Map.Entry<String, Long> field : decoded.fields().entrySet()) {
            values.append(values.length() == 0 ? "" : " ").append(field.getKey()).append('=').append(field.getValue());
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
