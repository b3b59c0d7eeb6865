package org.pto.avs.engine.discovery;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectDirectory;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Events;
import org.pto.avs.engine.cases.SchemaVerdicts;
import org.pto.avs.results.Constants;
import org.pto.avs.results.Sha256;

/**
 * {@code avs.discovery.schema-cache}: valid verdicts are kept by the SHA-256 of the file's text, invalid files are
 * validated again each run with their messages, and {@code none} keeps nothing.
 */
class SchemaVerdictCacheTest {

    private static final String ID = "PTO-AVS-BLOCK-B-IOS-SYNTH-000001";

    @TempDir
    Path dir;

    private static String caseText(String extra) {
        return """
                {
                  "format": "pto-avs-case/1", %s
                  "id": "%s", "surface": "block", "instruction": "B.IOS", "requirements": ["PTO-INST-BLOCK-B-IOS"],
                  "kind": "fault", "summary": "A duplicate source faults.",
                  "pass_condition": "The second S18 faults Fault_BundleControl.", "covers": ["exceptions[1]"],
                  "vectors": [{"name": "duplicate", "covers": ["exceptions[1]"],
                    "program": [{"word": "0x00019181"}, {"word": "0x01201E13"},
                      {"word": "0x01201E13", "expect": {"fault": "Fault_BundleControl"}}],
                    "expect": {"phase": "header"}}]
                }
                """.formatted(extra, ID);
    }

    private Events run(Path corpus, String cache) {
        return EngineTestKit.engine(Constants.ENGINE_ID)
                .selectors(selectDirectory(corpus.toFile()))
                .configurationParameter(Constants.SUMMARY, "false")
                .configurationParameter(Constants.CHECK_CATALOG_IDS, "false")
                .configurationParameter(Constants.SCHEMA_CACHE, cache)
                .execute()
                .testEvents();
    }

    private static List<String> kept(Path cache) throws IOException {
        if (!Files.isDirectory(cache)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(cache)) {
            return files.flatMap(f -> {
                        try {
                            return Files.readAllLines(f, StandardCharsets.US_ASCII).stream();
                        } catch (IOException e) {
                            throw new UncheckedIOException(e);
                        }
                    })
                    .toList();
        }
    }

    @Test
    void aValidFileIsKeptByTheHashOfItsTextAndRunsTheSameFromTheCache() throws IOException {
        Path corpus = Files.createDirectories(dir.resolve("corpus"));
        String text = caseText("");
        Files.writeString(corpus.resolve(ID + ".json"), text);
        Path cache = dir.resolve("cache");
        run(corpus, cache.toString())
                .assertStatistics(stats -> stats.succeeded(1).failed(0));
        assertEquals(List.of(Sha256.of(text)), kept(cache));
        run(corpus, cache.toString())
                .assertStatistics(stats -> stats.succeeded(1).failed(0));
        assertEquals(List.of(Sha256.of(text)), kept(cache), "a verdict is kept once");
    }

    @Test
    void anInvalidFileIsNeverKeptAndKeepsItsMessageOnEveryRun() throws IOException {
        Path corpus = Files.createDirectories(dir.resolve("corpus"));
        Files.writeString(corpus.resolve(ID + ".json"), caseText("\"extra\": 1,"));
        Path cache = dir.resolve("cache");
        for (int run = 0; run < 2; run++) {
            Events tests = run(corpus, cache.toString());
            tests.assertStatistics(stats -> stats.succeeded(0).failed(1));
            String message = tests.failed()
                    .list()
                    .get(0)
                    .getPayload(TestExecutionResult.class)
                    .orElseThrow()
                    .getThrowable()
                    .orElseThrow()
                    .getMessage();
            assertTrue(message.contains("unknown key 'extra'"), message);
        }
        assertEquals(List.of(), kept(cache));
    }

    @Test
    void noneKeepsNothing() throws IOException {
        Path corpus = Files.createDirectories(dir.resolve("corpus"));
        Files.writeString(corpus.resolve(ID + ".json"), caseText(""));
        run(corpus, "none").assertStatistics(stats -> stats.succeeded(1));
        assertFalse(Files.exists(dir.resolve("none")));
    }

    @Test
    void aLineThatIsNotALowerCaseSha256IsNoVerdict() throws IOException {
        String sha = Sha256.of("a valid text");
        Path cache = Files.createDirectories(dir.resolve("cache"));
        SchemaVerdicts probe = SchemaVerdictCache.of(Optional.of(cache.toString()), sha);
        Path file;
        try (Stream<Path> files = Files.list(cache)) {
            assertEquals(List.of(), files.toList(), "the cache file is written at the end of a run only");
        }
        probe.valid(sha);
        SchemaVerdictCache.saveIfCache(probe);
        try (Stream<Path> files = Files.list(cache)) {
            file = files.findFirst().orElseThrow();
        }
        String upper = Sha256.of("upper").toUpperCase(Locale.ROOT);
        String cut = Sha256.of("cut").substring(0, 63);
        String longer = Sha256.of("longer") + "0";
        String notHex = Sha256.of("not hex").substring(0, 63) + "g";
        Files.writeString(
                file,
                String.join("\n", upper, cut, longer, notHex, ""),
                StandardCharsets.US_ASCII,
                StandardOpenOption.APPEND);

        SchemaVerdicts read = SchemaVerdictCache.of(Optional.of(cache.toString()), sha);

        assertTrue(read.knownValid(sha));
        for (String line : List.of(upper, cut, longer, notHex)) {
            assertFalse(read.knownValid(line), line);
        }
    }
}
