package org.pto.avs.reports.merge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pto.avs.results.Constants;

/**
 * A device run without the sandbox has the harness's rights: it can rewrite its part's journal while the part runs.
 * {@code shard} holds what the run reported in its memory, and seals no journal that says otherwise.
 */
class JournalChangedWhilePartRanTest {

    private static final Path PYTHON_DEVICE = Path.of("../device-adapters/examples/python-device/device.py")
            .toAbsolutePath()
            .normalize();
    private static final Path FORGER =
            Path.of("src/test/resources/journal_forger.py").toAbsolutePath();

    @TempDir
    Path dir;

    @Test
    void aJournalRewrittenWhileThePartRanIsNotSealed() throws IOException, InterruptedException {
        assumeTrue(new ProcessBuilder("python3", "--version").start().waitFor() == 0, "python3 runs the device");
        Path journal = dir.resolve("part-1.jsonl");
        List<String> command = List.of("python3", FORGER.toString(), journal.toString(), PYTHON_DEVICE.toString());
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = PartCommand.run(
                List.of(
                        "--journal",
                        journal.toString(),
                        "--config",
                        Constants.SHARD + "=1/2",
                        "--config",
                        Constants.DEVICE + "=process",
                        "--config",
                        Constants.DEVICE_SETTINGS_PREFIX + "command=" + new ObjectMapper().writeValueAsString(command),
                        "--config",
                        Constants.DEVICE_SETTINGS_PREFIX + "sandbox=off"),
                new PrintStream(out, true),
                new PrintStream(err, true),
                Map.of());

        String said = err.toString(StandardCharsets.UTF_8);
        assertEquals(2, status, () -> out + said);
        String first = Files.readAllLines(journal, StandardCharsets.UTF_8)
                .get(1)
                .replaceFirst(".*?\"id\":\"([^\"]+)\".*", "$1");
        assertTrue(said.contains("shard: " + journal + " not sealed: it changed while the part ran"), said);
        assertTrue(said.contains(first + ": the run reported pass, and the journal says fail"), said);
        assertFalse(out.toString(StandardCharsets.UTF_8).contains(" sealed: sha256 "), "no seal: " + out);
    }
}
