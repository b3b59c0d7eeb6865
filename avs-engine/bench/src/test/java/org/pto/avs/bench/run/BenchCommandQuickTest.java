package org.pto.avs.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The bench's quick mode runs its in-process sections end to end and writes its table. It asserts no timing: only
 * that each section measured (every corpus case passed on both sides, the payload case failed naming S63) and
 * produced its figures. The sections that start other JVMs (stdio, heap) run in the bench command, not here.
 */
class BenchCommandQuickTest {

    @TempDir
    Path work;

    @Test
    void quickModeRunsTheInProcessSectionsAndWritesTheTable() throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        int status = BenchCommand.run(
                new String[] {"--quick", "--work", work.toString(), "--only", "engine,discovery,selection,payload"},
                new PrintStream(bytes, true, StandardCharsets.UTF_8));
        String output = bytes.toString(StandardCharsets.UTF_8);
        assertEquals(0, status, output);
        for (String figure : new String[] {
            "whole run, 300 case files x 1 vector, reference device: engine, every",
            "whole run, 300 case files x 1 vector, reference device: engine, avs.report.vectors=failed, cold",
            "whole run, 300 case files x 1 vector, reference device: engine, avs.report.vectors=failed, warm",
            "discovery of 300 case files",
            "select one AVS id",
            "64 x 256 KiB payload"
        }) {
            assertTrue(output.contains(figure), figure + " missing from:\n" + output);
        }
        assertTrue(output.contains("shared.S63.payload (first difference at offset 0x30D40"), output);
        String table = Files.readString(work.resolve("results.md"));
        assertEquals(
                6,
                table.lines()
                        .filter(line -> line.startsWith("| ") && !line.startsWith("| figure"))
                        .count(),
                table);
    }

    @Test
    void anUnknownSectionIsAUsageError() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        int status = BenchCommand.run(
                new String[] {"--only", "everything"}, new PrintStream(bytes, true, StandardCharsets.UTF_8));
        assertEquals(2, status);
        assertTrue(bytes.toString(StandardCharsets.UTF_8).contains("unknown section 'everything'"));
    }
}
