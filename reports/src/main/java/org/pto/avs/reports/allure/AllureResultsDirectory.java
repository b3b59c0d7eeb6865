package org.pto.avs.reports.allure;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qameta.allure.FileSystemResultsWriter;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Properties;
import org.apiguardian.api.API;
import org.pto.avs.reports.model.FailureCategory;

/**
 * An Allure results directory: results and attachments through Allure's own {@link FileSystemResultsWriter}, so
 * the files are exactly what the Allure report reads, plus {@code environment.properties},
 * {@code categories.json} and {@code executor.json}.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class AllureResultsDirectory {

    public static final String ENVIRONMENT_FILE = "environment.properties";
    public static final String CATEGORIES_FILE = "categories.json";
    public static final String EXECUTOR_FILE = "executor.json";

    private final Path directory;
    private final FileSystemResultsWriter writer;

    public AllureResultsDirectory(Path directory) {
        this.directory = directory;
        this.writer = new FileSystemResultsWriter(directory);
    }

    public Path path() {
        return directory;
    }

    public void write(AllureCase allureCase) {
        allureCase.attachments().forEach(this::writeAttachment);
        writeResult(allureCase.result());
    }

    /** One attachment file, written now; the result that names it follows. */
    public void writeAttachment(AllureAttachmentFile file) {
        writer.write(file.source(), new ByteArrayInputStream(file.content()));
    }

    public void writeResult(io.qameta.allure.model.TestResult result) {
        writer.write(result);
    }

    /** The Environment widget: one {@code key=value} line each, sorted, without the timestamp comment. */
    public void writeEnvironment(Map<String, String> environment) {
        Properties properties = new Properties();
        properties.putAll(environment);
        StringWriter text = new StringWriter();
        try {
            properties.store(text, null);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        StringBuilder lines = new StringBuilder();
        text.toString()
                .lines()
                .filter(l -> !l.startsWith("#"))
                .sorted()
                .forEach(l -> lines.append(l).append('\n'));
        writeFile(ENVIRONMENT_FILE, lines.toString());
    }

    /**
     * One category per {@link FailureCategory}, matched on the message prefix the mapper writes, and one for the
     * run's verdict result ({@link RunVerdictResult}) when it is failed or broken. {@code allure-maven}'s
     * {@code Can't find information about categories} says only that no {@code categories.json} is on the test
     * classpath for it to copy over this one; Allure reads this one.
     */
    public void writeCategories() {
        ObjectMapper json = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
        ArrayNode categories = json.createArrayNode();
        ObjectNode verdict = categories.addObject();
        verdict.put("name", RunVerdictResult.CATEGORY);
        verdict.putArray("matchedStatuses").add("failed").add("broken");
        verdict.put("messageRegex", RunVerdictResult.messageRegex());
        for (FailureCategory category : FailureCategory.values()) {
            ObjectNode node = categories.addObject();
            node.put("name", category.label());
            node.putArray("matchedStatuses").add(category.allureStatus());
            node.put("messageRegex", category.messageRegex());
        }
        try {
            writeFile(CATEGORIES_FILE, json.writeValueAsString(categories) + "\n");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The Executors widget, and the title of the overview's first widget ({@code reportName}): the verdict, so the
     * overview leads with it rather than with Allure's percentage. {@code allure generate} reads it;
     * {@code allure-maven} writes its own {@code executorInfo} over it.
     */
    public void writeExecutor(String verdict, String device) {
        ObjectMapper json = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
        ObjectNode executor = json.createObjectNode();
        executor.put("name", "PTO AVS");
        executor.put("type", "pto-avs");
        executor.put("buildName", verdict + " (" + device + ")");
        executor.put("reportName", verdict + ": PTO AVS on " + device);
        try {
            writeFile(EXECUTOR_FILE, json.writeValueAsString(executor) + "\n");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void writeFile(String name, String content) {
        try {
            Files.createDirectories(directory);
            Files.writeString(directory.resolve(name), content, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(directory.resolve(name) + ": cannot be written", e);
        }
    }
}
