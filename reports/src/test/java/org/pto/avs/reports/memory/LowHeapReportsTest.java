package org.pto.avs.reports.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.pto.avs.reports.allure.RunVerdictResult;
import org.pto.avs.results.Constants;

/**
 * Runs that used to lose every result under {@code -Xmx256m}: a valid case file of 59 MB and 25,000 vectors, one of
 * 59 MB made of the shipped vectors (about 50,000 of them), and eight device instances each sending a line of 200 MB. In a child JVM with that heap and the Allure and summary
 * listeners, each case gets its own status and every result and the summary are written. The big inputs are
 * written under {@code target/} at test time.
 *
 * <p>{@code mvn verify} runs the full 59 MB case (about a minute): below that size the heap bound is not what the
 * run meets. {@code -D}{@value #VECTORS_PROPERTY}{@code =2500} makes a 6 MB case for a quick local check, and
 * {@code -D}{@value #VECTORS_PROPERTY}{@code .bytes=6000000} a 6 MB one of the shipped vectors.
 *
 * <p>The tests run side by side: each waits on a child JVM in a folder of its own, and the class is the longest of its
 * module, so one after the other it would keep one core busy while the rest of the module has ended.
 */
@Execution(ExecutionMode.CONCURRENT)
class LowHeapReportsTest {

    static final String HEAP_LIMIT = "-Xmx256m";
    static final String VECTORS_PROPERTY = "avs.low-heap.vectors";
    private static final ObjectMapper JSON = new ObjectMapper();

    private static Path work(String name) throws IOException {
        Path dir = Path.of("target", "low-heap", name).toAbsolutePath();
        if (Files.exists(dir)) {
            try (Stream<Path> old = Files.walk(dir)) {
                for (Path p : old.sorted(Comparator.reverseOrder()).toList()) {
                    Files.delete(p);
                }
            }
        }
        return Files.createDirectories(dir);
    }

    @Test
    void aCaseOf59MegabytesAnd25000VectorsIsReportedWithItsNeighbourUnder256MiB() throws Exception {
        Path dir = work("huge-case");
        Path cases = Files.createDirectories(dir.resolve("cases"));
        int vectors = Integer.getInteger(VECTORS_PROPERTY, HugeCaseFile.FULL_VECTORS);
        Path huge = HugeCaseFile.write(cases, vectors);
        long size = Files.size(huge);
        assertTrue(size < 64L * 1024 * 1024, "the case file is " + size + " bytes, over the bound");
        assertTrue(size > vectors * 2_300L, "the case file is " + size + " bytes");
        String neighbour = "PTO-AVS-BLOCK-B-IOS-STREAM-001";
        String inFolder = "block/B.IOS/" + neighbour + ".json";
        try (InputStream shipped = getClass().getResourceAsStream("/pto-avs/cases/" + inFolder)) {
            Files.copy(shipped, cases.resolve(inFolder));
        }

        String output = runChild(dir, cases.toString(), Constants.CHECK_CATALOG_IDS + "=false");

        assertEquals(Map.of(HugeCaseFile.ID, "pass", neighbour, "pass"), summaryStatuses(dir), output);
        assertEquals(Map.of(HugeCaseFile.ID, "passed", neighbour, "passed"), allureStatuses(dir), output);
    }

    @Test
    void aCaseOf59MegabytesOfTheShippedVectorsRunsUnder256MiB() throws Exception {
        Path dir = work("shipped-vectors");
        Path cases = Files.createDirectories(dir.resolve("cases"));
        List<JsonNode> shipped = new ArrayList<>();
        for (String id : List.of(
                "CAPACITY-003",
                "CONSUMER-001",
                "DECODE-001",
                "ENCODING-002",
                "MASK-CONSISTENCY-001",
                "PEMODE-005",
                "PLACEMENT-001",
                "SIZECODE-012-001",
                "SIZECODES-003",
                "STREAM-001",
                "STREAM-LIMIT-001",
                "VEC-USE-001",
                "ZERO-MASK-001")) {
            try (InputStream in =
                    getClass().getResourceAsStream("/pto-avs/cases/block/B.IOS/PTO-AVS-BLOCK-B-IOS-" + id + ".json")) {
                shipped.add(JSON.readTree(in));
            }
        }
        long bytes = Long.getLong(VECTORS_PROPERTY + ".bytes", HugeCaseFile.SHIPPED_VECTORS_BYTES);
        Path huge = HugeCaseFile.writeOfShippedVectors(cases, shipped, bytes);
        assertTrue(Files.size(huge) < 64L * 1024 * 1024, "the case file is " + Files.size(huge) + " bytes");

        String output = runChild(dir, cases.toString(), Constants.CHECK_CATALOG_IDS + "=false");

        assertEquals(Map.of(HugeCaseFile.SHIPPED_VECTORS_ID, "pass"), summaryStatuses(dir), output);
        assertEquals(Map.of(HugeCaseFile.SHIPPED_VECTORS_ID, "passed"), allureStatuses(dir), output);
    }

    @Test
    void eightInstancesSendingLinesOf200MegabytesCostTheirCasesOnly() throws Exception {
        Path dir = work("long-lines");
        Path tokens = Files.createDirectories(dir.resolve("tokens"));
        int instances = 8;
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String command = JSON.writeValueAsString(List.of(
                java,
                "-Xmx64m",
                "-cp",
                System.getProperty("java.class.path"),
                LongLineDevice.class.getName(),
                tokens.toString(),
                String.valueOf(instances),
                "200000000"));

        // The timeouts only keep a device that never answers from hanging the run; no answer here is late.
        String output = runChild(
                dir,
                LowHeapRunMain.SHIPPED_CASES,
                Constants.DEVICE + "=process",
                Constants.DEVICE_SETTINGS_PREFIX + "command=" + command,
                Constants.DEVICE_INSTANCES + "=" + instances,
                Constants.DEVICE_SETTINGS_PREFIX + "timeout=300s",
                Constants.DEVICE_SETTINGS_PREFIX + "startup-timeout=300s");

        JsonNode summary = JSON.readTree(dir.resolve("summary/summary.json").toFile());
        List<String> refused = new ArrayList<>();
        List<String> others = new ArrayList<>();
        for (JsonNode c : summary.path("cases")) {
            if (c.path("detail").asText().contains("over the bound of 67108864 bytes")) {
                assertEquals("crash", c.path("status").asText(), c.toString());
                refused.add(c.path("id").asText());
            } else {
                assertEquals("pass", c.path("status").asText(), c + "\n" + output);
                others.add(c.path("id").asText());
            }
        }
        assertEquals(instances, refused.size(), "cases charged with a long line: " + refused + "\n" + output);
        assertFalse(others.isEmpty(), "the cases after the long lines still ran");
        assertEquals(refused.size() + others.size(), allureStatuses(dir).size(), "an Allure result for every case");
        try (Stream<Path> claimed = Files.list(tokens)) {
            assertEquals(instances, claimed.count(), "every device instance sent its long line");
        }
    }

    /** Runs {@link LowHeapRunMain} under {@value #HEAP_LIMIT}; returns its output once it exited normally. */
    private static String runChild(Path dir, String cases, String... configuration) throws Exception {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                HEAP_LIMIT,
                "-cp",
                System.getProperty("java.class.path"),
                LowHeapRunMain.class.getName(),
                dir.resolve("allure").toString(),
                dir.resolve("summary").toString(),
                cases));
        command.addAll(List.of(configuration));
        Path log = dir.resolve("child.log");
        Process child = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .start();
        // A guard against a hang, not a measure: the run takes a fraction of this.
        if (!child.waitFor(20, TimeUnit.MINUTES)) {
            child.destroyForcibly().waitFor();
            throw new AssertionError("the run did not end: " + Files.readString(log));
        }
        String output = Files.readString(log);
        assertEquals(0, child.exitValue(), output);
        assertFalse(output.contains("OutOfMemoryError"), output);
        assertTrue(output.contains("RESULT peakHeapMiB="), output);
        return output;
    }

    private static Map<String, String> summaryStatuses(Path dir) throws IOException {
        Map<String, String> statuses = new TreeMap<>();
        for (JsonNode c :
                JSON.readTree(dir.resolve("summary/summary.json").toFile()).path("cases")) {
            statuses.put(c.path("id").asText(), c.path("status").asText());
        }
        return statuses;
    }

    /** Allure's status of each case by its full name, the AVS id (the run's verdict result left out). */
    private static Map<String, String> allureStatuses(Path dir) throws IOException {
        Map<String, String> statuses = new TreeMap<>();
        try (Stream<Path> files = Files.list(dir.resolve("allure"))) {
            for (Path file : files.filter(f -> f.getFileName().toString().endsWith("-result.json"))
                    .toList()) {
                JsonNode result = JSON.readTree(file.toFile());
                if (result.path("fullName").asText().equals(RunVerdictResult.FULL_NAME)) {
                    continue; // the run's verdict, not a case
                }
                statuses.put(
                        result.path("fullName").asText(), result.path("status").asText());
            }
        }
        return statuses;
    }
}
