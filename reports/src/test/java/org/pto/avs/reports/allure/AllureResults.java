package org.pto.avs.reports.allure;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/** The result files of an Allure results directory, read back by AVS id for assertions. */
final class AllureResults {

    private static final ObjectMapper JSON = new ObjectMapper();

    private AllureResults() {}

    static Map<String, JsonNode> byAvsId(Path directory) {
        Map<String, JsonNode> byId = new TreeMap<>();
        for (Path file : files(directory, "-result.json")) {
            JsonNode result = read(file);
            if (result.path("fullName").asText().equals(RunVerdictResult.FULL_NAME)) {
                continue; // the run's verdict, not a case: verdict(directory)
            }
            if (byId.put(result.path("fullName").asText(), result) != null) {
                throw new AssertionError(
                        "two results for " + result.path("fullName").asText());
            }
        }
        return byId;
    }

    /** The run's verdict result; fails unless there is exactly one. */
    static JsonNode verdict(Path directory) {
        List<JsonNode> verdicts = files(directory, "-result.json").stream()
                .map(AllureResults::read)
                .filter(r -> r.path("fullName").asText().equals(RunVerdictResult.FULL_NAME))
                .toList();
        if (verdicts.size() != 1) {
            throw new AssertionError(verdicts.size() + " verdict results");
        }
        return verdicts.get(0);
    }

    static List<Path> files(Path directory, String suffix) {
        try (Stream<Path> list = Files.list(directory)) {
            return list.filter(p -> p.getFileName().toString().endsWith(suffix))
                    .sorted()
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static JsonNode read(Path file) {
        try {
            return JSON.readTree(file.toFile());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String label(JsonNode result, String name) {
        for (JsonNode label : result.path("labels")) {
            if (label.path("name").asText().equals(name)) {
                return label.path("value").asText();
            }
        }
        return null;
    }

    static List<String> labels(JsonNode result, String name) {
        List<String> values = new ArrayList<>();
        result.path("labels").forEach(l -> {
            if (l.path("name").asText().equals(name)) {
                values.add(l.path("value").asText());
            }
        });
        return values;
    }

    static String attachment(Path directory, JsonNode attachment) {
        try {
            return Files.readString(directory.resolve(attachment.path("source").asText()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
