package org.pto.avs.cli.reference;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.apiguardian.api.API;
import org.pto.avs.engine.cases.AvsCase;
import org.pto.avs.isa.Catalog;
import org.pto.avs.isa.Instruction;
import org.pto.avs.model.ReferenceModel;

/**
 * The instruction reference under {@code docs/instructions}: one page per instruction that has AVS cases, and an
 * index ({@code README.md}), generated from the catalog, the reference model and the case files so that it cannot
 * drift from them.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class InstructionReference {

    /** The command that writes the pages, from the repository's root; every page says so. */
    public static final String COMMAND = "java -jar avs-engine/cli/target/pto-avs.jar docs --out docs/instructions";

    static final String GENERATED =
            "<!-- Generated from the catalog and the case files by `" + COMMAND + "`; edit those, not this page. -->";

    static final String INDEX = "README.md";

    private final SortedMap<String, String> pages;

    private InstructionReference(SortedMap<String, String> pages) {
        this.pages = pages;
    }

    /** The reference of the catalog, model and case files on this class's classpath. */
    public static InstructionReference standard() {
        Catalog catalog = Catalog.standard();
        ReferenceModel model = ReferenceModel.standard();
        Map<String, List<AvsCase>> cases = CertifiedCases.byInstruction(InstructionReference.class.getClassLoader());
        SortedMap<String, String> pages = new TreeMap<>();
        List<Instruction> certified = new ArrayList<>();
        for (Instruction instruction : catalog.instructions()) {
            List<AvsCase> its = cases.getOrDefault(instruction.mnemonic(), List.of());
            if (!its.isEmpty()) {
                certified.add(instruction);
                pages.put(
                        InstructionPage.fileName(instruction.mnemonic()),
                        new InstructionPage(instruction, its, model::checks).render());
            }
        }
        pages.put(INDEX, index(certified, cases));
        return new InstructionReference(pages);
    }

    /** Every page by file name, the index included. */
    public SortedMap<String, String> pages() {
        return pages;
    }

    /** Writes every page into {@code directory} and removes the Markdown pages there that are no longer generated. */
    public void write(Path directory) throws IOException {
        Files.createDirectories(directory);
        try (Stream<Path> present = Files.list(directory)) {
            for (Path stale : present.filter(p -> p.toString().endsWith(".md")
                            && !pages.containsKey(p.getFileName().toString()))
                    .toList()) {
                Files.delete(stale);
            }
        }
        for (Map.Entry<String, String> page : pages.entrySet()) {
            Files.writeString(directory.resolve(page.getKey()), page.getValue(), StandardCharsets.UTF_8);
        }
    }

    private static String index(List<Instruction> certified, Map<String, List<AvsCase>> cases) {
        StringBuilder index = new StringBuilder("# Instruction reference\n\n");
        index.append(GENERATED).append("\n\n");
        index.append("One page per instruction the suite certifies: every form with its match, mask, fields and bit"
                + " ranges, its constraints, the reference model's order of checks, the contract clauses the cases"
                + " cite, the observables its cases compare and its AVS points. The hand-written"
                + " [semantics](../semantics.md) say what each word does; [PROTOCOL.md](../../device-adapters/PROTOCOL.md)"
                + " says how a device reports it.\n\n");
        index.append("| instruction | forms | AVS points | what it does |\n|---|---|---|---|\n");
        for (Instruction instruction : certified) {
            index.append("| [`")
                    .append(instruction.mnemonic())
                    .append("`](")
                    .append(InstructionPage.fileName(instruction.mnemonic()))
                    .append(") | ")
                    .append(instruction.forms().size())
                    .append(" | ")
                    .append(cases.get(instruction.mnemonic()).size())
                    .append(" | ")
                    .append(instruction.summary().replace("|", "\\|"))
                    .append(" |\n");
        }
        return index.toString();
    }
}
