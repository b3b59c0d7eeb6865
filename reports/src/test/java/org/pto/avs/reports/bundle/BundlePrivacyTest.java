package org.pto.avs.reports.bundle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A bundle leaves the certifier's machine, so no file of it, in the directory or in the zip, holds a system property,
 * an environment variable, the user's name or home folder: only java.version, os.name and os.arch describe the
 * machine. Secrets are planted as a system property in this JVM, and as an environment variable and a
 * {@code -D} option of a bundle command run in a JVM of its own.
 */
class BundlePrivacyTest {

    @TempDir
    Path dir;

    @Test
    void aSystemPropertyOfTheBuildingJvmIsInNoFileOfTheBundle() throws IOException {
        String secret = "secret-" + UUID.randomUUID();
        Path bundle = dir.resolve("in-process");
        ByteArrayOutputStream console = new ByteArrayOutputStream();
        System.setProperty("pto.avs.test.secret", secret);
        int status;
        try {
            status = BundleCommand.run(List.of("--out", bundle.toString()), new PrintStream(console, true), System.err);
        } finally {
            System.clearProperty("pto.avs.test.secret");
        }
        assertEquals(0, status, console::toString);
        Map<String, String> texts = BundleText.of(bundle);
        assertNothingPrivate(texts, List.of(secret));
        assertOnlyAllowedEnvironment(bundle);
    }

    @Test
    void anEnvironmentVariableAndACommandLineOptionOfTheBundleJvmAreInNoFileOfTheBundle() throws Exception {
        String inEnvironment = "env-" + UUID.randomUUID();
        String onCommandLine = "option-" + UUID.randomUUID();
        Path bundle = dir.resolve("child");
        List<String> command = List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp",
                System.getProperty("java.class.path"),
                "-Dpto.avs.other=" + onCommandLine,
                BundleCommand.class.getName(),
                "--out",
                bundle.toString());
        ProcessBuilder builder = new ProcessBuilder(command)
                .directory(dir.toFile())
                .redirectOutput(dir.resolve("child.out").toFile())
                .redirectError(dir.resolve("child.err").toFile());
        builder.environment().put("PTO_AVS_TEST_SECRET", inEnvironment);
        Process child = builder.start();
        assertTrue(child.waitFor(3, TimeUnit.MINUTES), "the bundle command finishes");
        assertEquals(0, child.exitValue(), () -> read("child.out") + read("child.err"));
        Map<String, String> texts = BundleText.of(bundle);
        assertNothingPrivate(texts, List.of(inEnvironment, onCommandLine));
        assertOnlyAllowedEnvironment(bundle);
    }

    /** Neither the planted secrets nor the home folder nor the user name is in any file. */
    private static void assertNothingPrivate(Map<String, String> texts, List<String> secrets) {
        assertTrue(
                texts.keySet().stream().anyMatch(n -> n.startsWith("zip:") && n.endsWith("/TEST-pto-avs.xml")),
                "the zip's JUnit XML is searched too");
        List<String> needles = new ArrayList<>(secrets);
        needles.add(System.getProperty("user.home"));
        Map<String, Map<String, String>> found = new TreeMap<>();
        for (String needle : needles) {
            Map<String, String> holding = BundleText.holding(texts, needle);
            if (!holding.isEmpty()) {
                found.put(needle, holding);
            }
        }
        // A user name is a word; a name of one or two letters would be found inside any text.
        String user = System.getProperty("user.name", "");
        if (user.length() > 2) {
            Pattern word = Pattern.compile("(?<![\\w.-])" + Pattern.quote(user) + "(?![\\w-])");
            texts.forEach((name, text) -> {
                if (word.matcher(text).find()) {
                    found.computeIfAbsent("user.name " + user, k -> new TreeMap<>())
                            .put(name, "");
                }
            });
        }
        assertEquals(Map.of(), found, "private text in the bundle");
    }

    /** The manifest's environment is the allow-list, and so are the JUnit XML's properties. */
    private static void assertOnlyAllowedEnvironment(Path bundle) throws IOException {
        JsonNode environment = ManifestJson.JSON
                .readTree(bundle.resolve("manifest.json").toFile())
                .path("environment");
        List<String> keys = new ArrayList<>();
        environment.fieldNames().forEachRemaining(keys::add);
        assertEquals(List.of("java.version", "os.arch", "os.name"), keys);
        assertEquals(
                System.getProperty("java.version"),
                environment.path("java.version").asText());
        String xml = Files.readString(bundle.resolve("surefire-reports/TEST-pto-avs.xml"));
        List<String> properties = new ArrayList<>();
        Pattern.compile("<property name=\"([^\"]*)\"").matcher(xml).results().forEach(m -> properties.add(m.group(1)));
        assertEquals(
                List.of("java.version", "os.arch", "os.name"),
                properties.stream().sorted().toList());
        assertTrue(!xml.contains("hostname="), "no host name in the JUnit XML");
    }

    private String read(String name) {
        try {
            return Files.readString(dir.resolve(name));
        } catch (IOException e) {
            return "";
        }
    }
}
