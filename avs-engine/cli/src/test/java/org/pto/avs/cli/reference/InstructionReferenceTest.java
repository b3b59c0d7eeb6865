package org.pto.avs.cli.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pto.avs.cli.Main;
import org.pto.avs.engine.cases.AvsCase;
import org.pto.avs.isa.Catalog;
import org.pto.avs.isa.Form;
import org.pto.avs.isa.Instruction;

/**
 * The committed instruction reference ({@code docs/instructions}) is what {@code pto-avs docs} writes from the
 * catalog and the case files of this build, so a changed record or case cannot leave the device writer's pages
 * behind.
 */
class InstructionReferenceTest {

    private static final Path COMMITTED =
            Path.of("../../docs/instructions").toAbsolutePath().normalize();

    @Test
    void theCommittedPagesAreTheGeneratedOnes(@TempDir Path generated) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int exit = Main.run(
                new String[] {"docs", "--out", generated.toString()},
                new PrintStream(out, true, StandardCharsets.UTF_8),
                System.err);
        assertEquals(0, exit, out.toString(StandardCharsets.UTF_8));
        Map<String, String> expected = pages(generated);
        Map<String, String> committed = pages(COMMITTED);
        List<String> differing = new ArrayList<>();
        expected.forEach((name, text) -> {
            if (!text.equals(committed.get(name))) {
                differing.add(committed.containsKey(name) ? name + " differs" : name + " is missing");
            }
        });
        committed.keySet().stream()
                .filter(name -> !expected.containsKey(name))
                .forEach(name -> differing.add(name + " is no longer generated"));
        assertEquals(
                List.of(),
                differing,
                "docs/instructions is out of date; from the repository's root, after 'mvn -B -q -pl avs-engine/cli -am"
                        + " package -DskipTests', run: " + InstructionReference.COMMAND);
    }

    @Test
    void everyCertifiedInstructionHasAPageWithEveryFormAndEveryAvsPoint() {
        Map<String, String> pages = InstructionReference.standard().pages();
        Map<String, List<AvsCase>> cases =
                CertifiedCases.byInstruction(getClass().getClassLoader());
        // The certified instructions are the catalog's records with AVS points.
        assertEquals(
                Catalog.standard().instructions().stream()
                        .filter(instruction -> !instruction.tests().isEmpty())
                        .map(Instruction::mnemonic)
                        .collect(Collectors.toCollection(TreeSet::new)),
                new TreeSet<>(cases.keySet()),
                cases::toString);
        for (Map.Entry<String, List<AvsCase>> certified : cases.entrySet()) {
            String page = pages.get(certified.getKey() + ".md");
            assertTrue(page != null, "no page for " + certified.getKey());
            assertTrue(pages.get(InstructionReference.INDEX).contains("(" + certified.getKey() + ".md)"));
            Instruction instruction =
                    Catalog.standard().instruction(certified.getKey()).orElseThrow();
            for (Form form : instruction.forms()) {
                String hexDigits = "%0" + form.lengthBits() / 4 + "x";
                assertTrue(
                        page.contains("| match | `0x" + String.format(hexDigits, form.match()) + "` |"),
                        form::toString);
                assertTrue(
                        page.contains("| mask | `0x" + String.format(hexDigits, form.mask()) + "` |"), form::toString);
            }
            certified.getValue().forEach(c -> assertTrue(page.contains("| `" + c.id() + "` |"), c::id));
        }
    }

    @Test
    void theBiosPageStatesTheSeedsEncodingFieldsAndOrderOfChecks() {
        String page = InstructionReference.standard().pages().get("B.IOS.md");
        assertTrue(page.contains("| mask | `0xfc0871ff` |"), page);
        assertTrue(page.contains("| SharedTileID | 25:20 → 5:0 | 6 |"), page);
        assertTrue(page.contains("`SizeCode one-of 0..12`"), page);
        assertTrue(
                page.contains("`decode`, `size-code`, `no-op`, `placement`, `mask`, `duplicate`, `stream-limit`"),
                page);
        assertTrue(page.contains("- `field_zero_meanings.PEMode` Encoded zero decodes to mask 0000"), page);
    }

    private static Map<String, String> pages(Path directory) throws IOException {
        Map<String, String> pages = new TreeMap<>();
        if (!Files.isDirectory(directory)) {
            return pages;
        }
        try (Stream<Path> files = Files.list(directory)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".md")).toList()) {
                pages.put(file.getFileName().toString(), Files.readString(file, StandardCharsets.UTF_8));
            }
        }
        return pages;
    }
}
