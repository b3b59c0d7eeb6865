package org.pto.avs.isa;

import java.util.List;
import java.util.Optional;
import org.pto.avs.device.ProgramWord;

/**
 * Every contract example assembles to a word of its own instruction, and that word's disassembly assembles back
 * to the same word. An example the assembler refuses is an erratum of the catalog, reported with the reason.
 */
final class ExampleCheck implements LintCheck {

    @Override
    public void check(Catalog catalog, List<LintFinding> findings) {
        Assembler assembler = new Assembler(catalog);
        Disassembler disassembler = new Disassembler(catalog);
        Decoder decoder = new Decoder(catalog);
        for (Instruction instruction : catalog.instructions()) {
            List<String> examples = instruction.contract().examples();
            for (int i = 0; i < examples.size(); i++) {
                String example = examples.get(i);
                String where = instruction.source() + " contract.examples[" + i + "]";
                ProgramWord word;
                try {
                    word = assembler.assemble(example);
                } catch (AssemblyException e) {
                    findings.add(
                            LintFinding.error(where, "example '" + example + "' is not encodable: " + e.getMessage()));
                    continue;
                }
                Optional<Decoded> decoded = decoder.decode(Integer.toUnsignedLong(word.bits()), word.lengthBits());
                if (decoded.isEmpty() || !decoded.get().form().mnemonic().equals(instruction.mnemonic())) {
                    findings.add(LintFinding.error(
                            where,
                            "example '" + example + "' assembles to " + word
                                    + ", which decodes as "
                                    + decoded.map(d -> d.form().toString()).orElse("no form")
                                    + ", not as " + instruction.mnemonic()));
                    continue;
                }
                String text = disassembler.disassemble(word);
                try {
                    ProgramWord again = assembler.assemble(text);
                    if (!again.equals(word)) {
                        findings.add(LintFinding.error(
                                where,
                                "example '" + example + "' is " + word + ", whose disassembly '" + text
                                        + "' assembles to " + again));
                    } else if (!text.equals(example)) {
                        findings.add(LintFinding.info(
                                where,
                                "example '" + example + "' (" + word + ") is written canonically as '" + text + "'"));
                    }
                } catch (AssemblyException e) {
                    findings.add(LintFinding.error(
                            where,
                            "example '" + example + "' is " + word + ", whose disassembly '" + text
                                    + "' does not assemble: " + e.getMessage()));
                }
            }
        }
    }
}
