package org.pto.avs.reports.allure;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The {@code pto-avs} results an earlier run left in an Allure results directory. A run removes them before its first
 * case, so that a run that fails before any case leaves its failure, never the previous run's cases, for the report
 * to show. Results of other frameworks ({@code framework} label other than {@code pto-avs}) and Allure's
 * {@code history} folder stay.
 */
final class PreviousAvsResults {

    private static final ObjectMapper JSON = new ObjectMapper();

    private PreviousAvsResults() {}

    /** Deletes every {@code pto-avs} result of {@code directory}, its attachments, and the run-wide files. */
    static void remove(Path directory) {
        if (!Files.isDirectory(directory)) {
            return;
        }
        List<Path> results;
        try (Stream<Path> files = Files.list(directory)) {
            results = files.filter(f -> f.getFileName().toString().endsWith("-result.json"))
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(directory + ": the previous run's results cannot be listed", e);
        }
        for (Path result : results) {
            removeIfAvs(directory, result);
        }
        delete(directory.resolve(AllureResultsDirectory.ENVIRONMENT_FILE));
        delete(directory.resolve(AllureResultsDirectory.CATEGORIES_FILE));
        delete(directory.resolve(AllureResultsDirectory.EXECUTOR_FILE));
    }

    private static void removeIfAvs(Path directory, Path result) {
        JsonNode json;
        try {
            json = JSON.readTree(result.toFile());
        } catch (IOException e) {
            return; // Not ours to judge: a file this writer did not write is left as it is.
        }
        if (!isAvs(json)) {
            return;
        }
        List<String> attachments = new ArrayList<>();
        collectAttachments(json, attachments);
        for (String source : attachments) {
            Path attachment = directory.resolve(source).normalize();
            if (attachment.getParent() != null && attachment.getParent().equals(directory.normalize())) {
                delete(attachment);
            }
        }
        delete(result);
    }

    private static boolean isAvs(JsonNode result) {
        for (JsonNode label : result.path("labels")) {
            if (label.path("name").asText().equals("framework")
                    && label.path("value").asText().equals("pto-avs")) {
                return true;
            }
        }
        return false;
    }

    /** The attachment files a result names, in its own attachments and its steps', at any depth. */
    private static void collectAttachments(JsonNode node, List<String> into) {
        for (JsonNode attachment : node.path("attachments")) {
            String source = attachment.path("source").asText("");
            if (!source.isEmpty()) {
                into.add(source);
            }
        }
        for (JsonNode step : node.path("steps")) {
            collectAttachments(step, into);
        }
    }

    private static void delete(Path file) {
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            throw new UncheckedIOException(file + ": the previous run's result cannot be removed", e);
        }
    }
}
