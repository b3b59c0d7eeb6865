package org.pto.avs.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.regex.Pattern;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pto.avs.reports.suite.SuiteFiles;
import org.pto.avs.results.SuiteVersion;

class MainTest {

    /** One in-process run of the command line. */
    record Run(int exit, String out, String err) {}

    static Run run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = Main.run(
                args,
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(
                exit,
                out.toString(StandardCharsets.UTF_8).replace("\r\n", "\n"),
                err.toString(StandardCharsets.UTF_8).replace("\r\n", "\n"));
    }

    @Test
    void disassemblesAWord() {
        Run run = run("disasm", "0x00531213");
        assertEquals(new Run(0, "B.IOS mask=1000, ->S5<4KB>\n", ""), run);
    }

    @Test
    void disassemblesSeveralWordsWithAndWithout0x() {
        assertEquals(
                new Run(0, "B.IOS S2, mask=1000\n.word 0x00189213  # no form matches\nBSTOP\n", ""),
                run("disasm", "0x00201213", "00189213", "0x00000001"));
    }

    @Test
    void disassembles16BitWords() {
        Run run = run("disasm", "--bits", "16", "0x0000", "0xC03C");
        assertEquals(0, run.exit());
        String[] lines = run.out().split("\n");
        assertEquals("C.BSTOP", lines[0]);
        assertTrue(lines[1].startsWith("C.B.DIMI"), run.out());
    }

    @Test
    void hintsAt16BitsWhenA32BitWordOnlyMatchesACompactForm() {
        assertEquals(
                ".word 0x0000C03C  # no form matches (as 16 bits it is C.B.DIMI: use --bits 16)\n",
                run("disasm", "0xC03C").out());
    }

    @Test
    void printsFormHandlerAndFieldsOnRequest() {
        assertEquals(new Run(0, """
                B.IOS mask=1000, ->S5<4KB>
                  form     b_ios_32_4ba5ef98fdaa
                  handler  BindBundleSharedIO
                  fields   SharedTileID=5 SizeCode=6 PEMode=1
                """, ""), run("disasm", "--fields", "0x00531213"));
    }

    @Test
    void refusesAWordThatIsNotHexOrTooWide() {
        assertEquals(new Run(1, "", "error: '0x1G' is not a 32-bit hex word\n"), run("disasm", "0x1G"));
        assertEquals(
                new Run(1, "", "error: '0x10000' is not a 16-bit hex word\n"),
                run("disasm", "--bits", "16", "0x10000"));
    }

    @Test
    void assemblesALine() {
        assertEquals(new Run(0, "0x00531213\n", ""), run("asm", "B.IOS mask=1000, ->S5<4KB>"));
        assertEquals(
                new Run(0, "0x00201213\n0x03F09E13\n", ""),
                run("asm", "B.IOS S2, mask=1000", "B.IOS mask=1111, ->S63<0001>"));
    }

    @Test
    void anUnencodableLineShowsTheReasonAndACaretAndExits1() {
        Run run = run("asm", "B.IOS S1, mask=0011");
        assertEquals(1, run.exit());
        assertEquals("", run.out());
        assertEquals("""
                error: column 16: mask 0011 is not one of 0000, 1000, 0100, 0010, 0001, 1100, 1110, 1111
                  B.IOS S1, mask=0011
                                 ^
                """, run.err());
    }

    @Test
    void assemblesAFile(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("block.s");
        Files.writeString(file, "# one TLOAD block\nBSTART.TLOAD S64\n\nB.IOS mask=1000, ->S5<4KB>  # PE0\nBSTOP\n");
        assertEquals(new Run(0, "0x80011181\n0x00531213\n0x00000001\n", ""), run("asm", "-f", file.toString()));
    }

    @Test
    void aFileErrorNamesFileLineAndColumn(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("bad.s");
        Files.writeString(file, "BSTART.TLOAD S64\nB.IOS S64, mask=1000\n");
        Run run = run("asm", "-f", file.toString());
        assertEquals(1, run.exit());
        assertEquals("", run.out());
        assertEquals(
                file + ":2:8: error: SharedTileID 64 is out of range 0..63\n  B.IOS S64, mask=1000\n         ^\n",
                run.err());
    }

    @Test
    void aMissingFileIsRefusedSayingWhyAndWhatToGive(@TempDir Path dir) {
        Path missing = dir.resolve("none.s");
        Run run = run("asm", "-f", missing.toString());
        assertEquals(1, run.exit());
        assertTrue(run.err().startsWith("error: cannot read " + missing + ": no such file (in "), run.err());
        assertTrue(run.err().contains("give the path of a file of assembly, one instruction a line"), run.err());
        Run folder = run("asm", "-f", dir.toString());
        assertEquals(
                "error: cannot read " + dir + ": it is a directory; give a file of assembly, one instruction a"
                        + " line\n",
                folder.err());
    }

    @Test
    void lintPrintsFindingsGroupedBySeverityAndExits0() {
        Run run = run("lint");
        assertEquals(0, run.exit());
        String out = run.out();
        int error = out.indexOf("ERROR (1)\n");
        int warning = out.indexOf("WARNING (");
        int info = out.indexOf("INFO (");
        assertTrue(error >= 0 && warning > error && info > warning, out);
        assertTrue(
                out.contains("  pto-avs/catalog/block/B.IOS.json contract.examples[0]\n    example 'B.IOS S1, "
                        + "mask=0011' is not encodable: column 16: mask 0011 is not one of"),
                out);
        assertTrue(out.contains("bits 8:7 are owned by neither the mask nor a field"), out);
        // The info: a canonical example text and the six overlaps of the whole ISA's decode table.
        assertTrue(
                out.contains("ADDTPC (addtpc_32_e5aa0f0abca3) and SETRET (setret_32_72003dcf3b59) can match the"
                        + " same word"),
                out);
        // The table follows the seed's line, so no record differs from it.
        assertTrue(!out.contains("differs from the decode table"), out);
        assertTrue(out.endsWith("1 error(s), 2 warning(s), 7 info\n"), out);
    }

    @Test
    void strictLintExits1OnAnError() {
        assertEquals(1, run("lint", "--strict").exit());
    }

    @Test
    void lintsACatalogDirectory(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("index.json"), "{\"profile\": \"profile.json\", \"instructions\": [\"X.json\"]}");
        try (var profile = getClass().getClassLoader().getResourceAsStream("pto-avs/catalog/profile.json")) {
            Files.copy(profile, dir.resolve("profile.json"));
        }
        Files.writeString(dir.resolve("X.json"), """
                {"id": "X", "mnemonic": "X", "surface": "t", "summary": "s", "contract": {"examples": ["X 1"]},
                 "catalog_records": [{"form_id": "x", "mnemonic": "X", "asm": "X <F>", "length_bits": 32,
                   "encoding": [{"mask": "0x0000007f", "match": "0x00000013"}], "semantic_handler": "H",
                   "fields": [{"name": "F", "width": 25, "pieces": [{"instruction_lsb": 7, "value_lsb": 0, "width": 25}]}]}],
                 "source": {"repository": "https://example.org/x", "commit": "0123456789abcdef0123456789abcdef01234567",
                   "files": ["x.asl"]}}
                """);
        Run run = run("lint", "--strict", "--catalog", dir.toString());
        assertEquals(new Run(0, "0 error(s), 0 warning(s), 0 info\n", ""), run);
        assertEquals(new Run(0, "0x00000093\n", ""), run("asm", "--catalog", dir.toString(), "X 1"));
    }

    @Test
    void anUnreadableCatalogIsRefused(@TempDir Path dir) {
        Run run = run("lint", "--catalog", dir.toString());
        assertEquals(1, run.exit());
        assertTrue(run.err().contains("index.json"), run.err());
    }

    @Test
    void helpPrintsUsageAndNoArgumentsIsAUsageError() {
        Run help = run("help");
        assertEquals(0, help.exit());
        assertTrue(help.out().startsWith("Usage: pto-avs [-hV] <command>\n"), help.out());
        for (String command : new String[] {"asm", "disasm", "lint"}) {
            assertTrue(help.out().contains("\n  " + command + " "), help.out());
        }
        assertTrue(help.out().contains("\nExit codes:\n  0   success\n"), help.out());
        assertEquals(help, run("--help"));
        assertEquals(new Run(2, "", help.out()), run(), "no arguments: the usage on stderr, exit 2");
        Run lintHelp = run("lint", "--help");
        assertEquals(0, lintHelp.exit());
        assertTrue(
                lintHelp.out().startsWith("Usage: pto-avs lint [-hV] [--strict] [--catalog=<dir>]\n"), lintHelp.out());
        assertTrue(
                Pattern.compile("(?m)^ +--strict +exit 1 when any ERROR is found$")
                        .matcher(lintHelp.out())
                        .find(),
                lintHelp.out());
        assertEquals(lintHelp, run("help", "lint"));
    }

    @Test
    void anUnknownCommandPrintsUsageAndExits2() {
        Run run = run("frob");
        assertEquals(2, run.exit());
        assertEquals("", run.out());
        assertTrue(
                run.err().startsWith("pto-avs: unknown command 'frob'\nUsage: pto-avs [-hV] <command>\n"), run.err());
        assertTrue(
                run("dissasm", "0x1")
                        .err()
                        .startsWith("pto-avs: unknown command 'dissasm'\nDid you mean:" + " pto-avs disasm"),
                run("dissasm", "0x1").err());
    }

    @Test
    void versionIsTheSuiteVersionAndTheCatalogDigestOnEveryCommand() {
        Run version = run("--version");
        assertEquals(0, version.exit());
        assertTrue(version.out().matches("pto-avs \\S+ \\(catalog sha256 [0-9a-f]{64}\\)\n"), version.out());
        assertTrue(version.out().startsWith("pto-avs " + SuiteVersion.current() + " ("), version.out());
        for (String command : Main.commandLine(System.out, System.err).getSubcommands().keySet().stream()
                .filter(name -> !name.equals("help"))
                .toList()) {
            assertEquals(version, run(command, "--version"), command);
        }
        assertTrue(
                version.out()
                        .contains(SuiteFiles.fromClasspath(getClass().getClassLoader())
                                .catalogDigest()),
                version.out());
    }

    @Test
    void anUnknownOptionNamesTheClosestKnownOneAndExits2() {
        Run run = run("verify", "b.zip", "--trusted-keys", "k.pem");
        assertEquals(2, run.exit());
        assertTrue(
                run.err()
                        .startsWith(
                                "pto-avs verify: unknown options: '--trusted-keys', 'k.pem'\n"
                                        + "Possible solutions: --trusted-key\nUsage: pto-avs verify [-hV] [--require-conformance]"),
                run.err());
        assertTrue(run.err().endsWith("'pto-avs verify --help' shows the whole help.\n"), run.err());
        assertTrue(run("lint", "--strikt")
                .err()
                .startsWith("pto-avs lint: unknown option: '--strikt'\n" + "Possible solutions: --strict\n"));
        assertTrue(run("keygen", "--force", "lab")
                .err()
                .startsWith("pto-avs keygen: unknown option: '--force'\n" + "Usage: pto-avs keygen [-hV] <name>\n"));
    }

    @Test
    void configIsOneMapOptionWhoseLaterValueWins() {
        Run run = run(
                "shard",
                "--journal",
                "target/config-map.journal",
                "--config",
                "avs.shard=1/2",
                "--config",
                "avs.device=no-such-device",
                "--config",
                "avs.shard=oops");
        assertEquals(2, run.exit());
        assertTrue(run.err().contains("oops"), "the later avs.shard wins: " + run.err());
        Run notAPair = run("bundle", "--config", "avs.device");
        assertEquals(2, notAPair.exit());
        assertTrue(
                notAPair.err()
                        .startsWith("pto-avs bundle: value for option '--config' (<key>=<value>) should be"
                                + " in KEY=VALUE format but was avs.device\n"),
                notAPair.err());
    }

    @Test
    void aSealThatIsNotASha256IsAUsageError() {
        Run run = run("verify", "b.zip", "--seal", "hello");
        assertEquals(2, run.exit());
        assertTrue(run.err().contains("--seal takes the bundle's seal, a SHA-256 of 64 hex digits"), run.err());
        assertTrue(run.err().contains("'hello' is not one"), run.err());
    }

    @Test
    void aTruncatedOrForeignArchiveIsNamedForWhatItIs(@TempDir Path dir) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ZipOutputStream zip = new ZipOutputStream(bytes)) {
            zip.putNextEntry(new ZipEntry("bundle/manifest.json"));
            zip.write("{\"format\":1}".repeat(100).getBytes(StandardCharsets.UTF_8));
            zip.closeEntry();
        }
        byte[] whole = bytes.toByteArray();
        Path truncated = Files.write(dir.resolve("truncated.zip"), Arrays.copyOf(whole, whole.length / 2));
        Run cut = run("verify", truncated.toString());
        assertEquals(1, cut.exit());
        assertEquals(
                "NOT verified: " + truncated + ": no end of central directory record at the end: the file is"
                        + " truncated (an interrupted download or copy), is not a zip archive, or has bytes appended; copy the"
                        + " bundle's .zip again, or verify the bundle directory\n",
                cut.out());
        bytes.reset();
        try (ZipOutputStream zip = new ZipOutputStream(bytes)) {
            zip.putNextEntry(new ZipEntry("README.txt"));
            zip.write("another archive".getBytes(StandardCharsets.UTF_8));
            zip.closeEntry();
        }
        Path foreign = Files.write(dir.resolve("foreign.zip"), bytes.toByteArray());
        Run other = run("verify", foreign.toString());
        assertEquals(1, other.exit());
        assertTrue(other.out().contains("this is not a PTO AVS certification bundle"), other.out());
        assertTrue(!other.out().contains("ZLIB") && !cut.out().contains("ZLIB"));
    }

    @Test
    void usageErrorsExit2() {
        assertEquals(2, run("asm").exit());
        assertEquals(2, run("asm", "-f").exit());
        assertEquals(2, run("disasm").exit());
        assertEquals(2, run("disasm", "--bits", "8", "0x13").exit());
        assertEquals(2, run("disasm", "--frob", "0x13").exit());
        assertEquals(2, run("lint", "extra").exit());
    }
}
