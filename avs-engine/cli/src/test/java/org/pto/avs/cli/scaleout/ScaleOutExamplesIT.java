package org.pto.avs.cli.scaleout;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.pto.avs.results.ShardSetting;

/**
 * The scale-out examples' own commands, run here as their schedulers would run them: the three parts side by side
 * as three processes of the packaged {@code pto-avs.jar}, each with the variables its scheduler sets, then the merge
 * that signs and verifies the bundle. The merged bundle must equal a serial run's where a run is deterministic:
 * every case's status and evidence, the summary, the suite's files (run ids and times differ).
 *
 * <p>The examples run side by side, each in a folder of its own: this class is the last of the build and its parts
 * spend a third of their time starting a JVM, so one example at a time leaves a core idle.
 */
@Execution(ExecutionMode.CONCURRENT)
class ScaleOutExamplesIT {

    private static final Path JAR =
            Path.of(System.getProperty("avs.cli.jar", "target/pto-avs.jar")).toAbsolutePath();
    private static final long MINUTES = 10;
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    static Path work;

    private static Path signingKey;
    private static Path publicKey;
    private static Path partKey;
    private static Path partPublic;
    private static Path serial;
    /** The classes the serial run loaded, which every later JVM maps instead of loading them again (AppCDS). */
    private static Path classes;

    @BeforeAll
    static void aKeyAndASerialRun() throws Exception {
        assertTrue(Files.isRegularFile(JAR), "mvn package builds " + JAR);
        Path keys = Files.createDirectories(work.resolve("keys"));
        run(keys, List.of("java", "-jar", JAR.toString(), "keygen", "lab"), Map.of(), keys.resolve("keygen.log"));
        signingKey = keys.resolve("lab.key.pem");
        publicKey = keys.resolve("lab.pub.pem");
        run(keys, List.of("java", "-jar", JAR.toString(), "keygen", "part"), Map.of(), keys.resolve("keygen-part.log"));
        partKey = keys.resolve("part.key.pem");
        partPublic = keys.resolve("part.pub.pem");
        serial = work.resolve("serial");
        classes = work.resolve("pto-avs.jsa");
        run(
                work,
                List.of(
                        "java",
                        "-XX:ArchiveClassesAtExit=" + classes,
                        "-jar",
                        JAR.toString(),
                        "bundle",
                        "--out",
                        serial.toString()),
                Map.of(),
                work.resolve("serial.log"));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"github-actions", "gitlab-ci", "kubernetes"})
    void threePartsSideBySideMergeIntoTheSerialRunsBundleSignedAndVerified(String example) throws Exception {
        Schedule schedule = ScaleOutExamples.all(signingKey, publicKey, partKey, partPublic).stream()
                .filter(s -> s.example().equals(example))
                .findFirst()
                .orElseThrow();
        assertEquals(3, schedule.parts().size(), example);
        Path dir = Files.createDirectories(work.resolve(example));
        Map<String, Path> volumes = volumes(example, dir);

        List<Process> parts = new ArrayList<>();
        for (int i = 0; i < schedule.parts().size(); i++) {
            parts.add(start(dir, schedule.parts().get(i), volumes, dir.resolve("part-" + (i + 1) + ".log")));
        }
        for (int i = 0; i < parts.size(); i++) {
            assertEquals(
                    0,
                    finish(parts.get(i)),
                    example + " part " + (i + 1) + ":\n" + Files.readString(dir.resolve("part-" + (i + 1) + ".log")));
        }
        for (int i = 0; i < schedule.merge().size(); i++) {
            Path log = dir.resolve("merge-" + (i + 1) + ".log");
            assertEquals(
                    0,
                    finish(start(dir, schedule.merge().get(i), volumes, log)),
                    example + " merge:\n" + Files.readString(log));
        }
        String merged = String.join("\n", readLogs(dir, "merge-"));
        int serialResults = JSON.readTree(serial.resolve("manifest.json").toFile())
                .path("results")
                .size();
        assertTrue(serialResults > 0, "the serial run's manifest lists its results");
        assertTrue(merged.contains("Merging 3 journals, parts 1..3 of 3: " + serialResults + " results"), merged);
        assertTrue(
                merged.matches("(?s).*verified: \\S+\\.zip \\(seal [0-9a-f]{64}\\), signed by trusted key"
                        + " [0-9a-f]{64}.*"),
                merged);

        Path bundle = bundleUnder(dir);
        assertArrayEquals(
                Files.readAllBytes(serial.resolve("evidence.jsonl")),
                Files.readAllBytes(bundle.resolve("evidence.jsonl")),
                "every case's evidence, byte for byte");
        JsonNode serialManifest = JSON.readTree(serial.resolve("manifest.json").toFile());
        JsonNode mergedManifest = JSON.readTree(bundle.resolve("manifest.json").toFile());
        for (String field : List.of("results", "suite", "device", "environment", "problems", "waivers")) {
            assertEquals(serialManifest.get(field), mergedManifest.get(field), "manifest " + field);
        }
        assertEquals(
                withoutTimes(serial.resolve("summary/summary.json")),
                withoutTimes(bundle.resolve("summary/summary.json")),
                "the summary but for its times");
        JsonNode shards = JSON.readTree(bundle.resolve("shards.json").toFile());
        TreeSet<String> ids = new TreeSet<>();
        int count = 0;
        for (JsonNode part : shards.get("shards")) {
            for (JsonNode id : part.get("ids")) {
                ids.add(id.asText());
                count++;
            }
        }
        TreeSet<String> serialIds = new TreeSet<>();
        serialManifest
                .get("results")
                .forEach(result -> serialIds.add(result.path("id").asText()));
        assertEquals(serialIds, ids, "the parts split exactly the serial run's cases");
        assertEquals(serialIds.size(), count, "each id in one part only");
    }

    /** Folders standing for the volumes a container mounts: the claim shared by the pods, the key secrets. */
    private static Map<String, Path> volumes(String example, Path dir) throws IOException {
        if (!example.equals("kubernetes")) {
            return Map.of();
        }
        // Each secret and config map as the example's comment says to create it, by its name.
        Map<String, Path> keys = Map.of(
                "pto-avs-signing-key", signingKey,
                "pto-avs-lab-key", publicKey,
                "pto-avs-part-key", partKey,
                "pto-avs-part-public-key", partPublic);
        Map<String, Path> folders = new LinkedHashMap<>();
        for (Map.Entry<String, JsonNode> volume :
                KubernetesJobs.volumes(ScaleOutExamples.KUBERNETES).entrySet()) {
            Path folder = Files.createDirectories(dir.resolve("volume-" + volume.getKey()));
            String source = volume.getValue().has("secret")
                    ? volume.getValue().path("secret").path("secretName").asText()
                    : volume.getValue().path("configMap").path("name").asText();
            if (keys.containsKey(source)) {
                Files.copy(keys.get(source), folder.resolve(keys.get(source).getFileName()));
            }
            folders.put(volume.getKey(), folder);
        }
        return folders;
    }

    /** Starts {@code command} as its scheduler would, with the jar the scheduler provides; a container's mounts bound. */
    private static Process start(Path dir, Schedule.Command command, Map<String, Path> volumes, Path log)
            throws IOException {
        String script = bind(command.script(), command.mounts(), volumes);
        Map<String, String> environment = new HashMap<>(command.environment());
        environment.put(Schedule.JAR_VARIABLE, JAR.toString());
        List<String> line = new ArrayList<>(command.shell());
        line.add(script);
        return begin(dir, line, environment, log);
    }

    /**
     * The script with each mount path, where it begins a path ({@code /journals/part-0.jsonl}), replaced by the
     * folder bound to its volume, in one pass so that one replacement is never read again as another mount.
     */
    private static String bind(String script, Map<String, String> mounts, Map<String, Path> volumes) {
        if (mounts.isEmpty()) {
            return script;
        }
        Map<String, String> folders = new HashMap<>();
        mounts.forEach((volume, path) -> folders.put(path, volumes.get(volume).toString()));
        String alternatives = String.join(
                "|",
                mounts.values().stream()
                        .sorted(Comparator.comparingInt(String::length).reversed())
                        .map(Pattern::quote)
                        .toList());
        Matcher matcher = Pattern.compile("(?<![^\\s\"'=])(" + alternatives + ")(?=/|[\\s\"']|$)")
                .matcher(script);
        StringBuilder bound = new StringBuilder();
        while (matcher.find()) {
            matcher.appendReplacement(bound, Matcher.quoteReplacement(folders.get(matcher.group(1))));
        }
        return matcher.appendTail(bound).toString();
    }

    private static Process begin(Path dir, List<String> line, Map<String, String> environment, Path log)
            throws IOException {
        ProcessBuilder builder = new ProcessBuilder(line)
                .directory(dir.toFile())
                .redirectErrorStream(true)
                .redirectOutput(log.toFile());
        // Only the variables the scheduler sets: the ones this JVM may have been started with must not leak in.
        ShardSetting.VARIABLES.forEach(builder.environment()::remove);
        builder.environment().putAll(environment);
        // A JVM option the scheduler does not set: it changes how fast each JVM starts, not what it does.
        if (classes != null && Files.isRegularFile(classes)) {
            builder.environment()
                    .merge(
                            "JDK_JAVA_OPTIONS",
                            "-XX:SharedArchiveFile=" + classes,
                            (inherited, archive) -> inherited + " " + archive);
        }
        builder.environment()
                .put(
                        "PATH",
                        Path.of(System.getProperty("java.home"), "bin")
                                + File.pathSeparator
                                + System.getenv().getOrDefault("PATH", "/usr/bin:/bin"));
        return builder.start();
    }

    private static void run(Path dir, List<String> line, Map<String, String> environment, Path log) throws Exception {
        assertEquals(0, finish(begin(dir, line, environment, log)), line + ":\n" + Files.readString(log));
    }

    private static int finish(Process process) throws InterruptedException {
        if (!process.waitFor(MINUTES, TimeUnit.MINUTES)) {
            process.destroyForcibly();
            throw new AssertionError("still running after " + MINUTES + " minutes");
        }
        return process.exitValue();
    }

    private static List<String> readLogs(Path dir, String prefix) throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            List<String> logs = new ArrayList<>();
            for (Path log : files.filter(f -> f.getFileName().toString().startsWith(prefix))
                    .sorted()
                    .toList()) {
                logs.add(Files.readString(log, StandardCharsets.UTF_8));
            }
            return logs;
        }
    }

    /** The bundle the merge wrote: the folder under {@code dir} holding a SEAL and a shards.json. */
    private static Path bundleUnder(Path dir) throws IOException {
        try (Stream<Path> files = Files.walk(dir)) {
            return files.filter(f -> f.getFileName().toString().equals("SEAL"))
                    .map(Path::getParent)
                    .filter(d -> Files.isRegularFile(d.resolve("shards.json")))
                    .findFirst()
                    .orElseThrow(() -> new AssertionError("no merged bundle under " + dir));
        }
    }

    private static JsonNode withoutTimes(Path summary) throws IOException {
        ObjectNode node = (ObjectNode) JSON.readTree(summary.toFile());
        node.remove(List.of("start", "end"));
        return node;
    }
}
