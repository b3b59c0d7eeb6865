package org.pto.avs.reports.summary;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apiguardian.api.API;

/** Writes {@code summary.json}, {@code summary.md} and {@code coverage.svg} into one directory. */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class SummaryFiles {

    public static final String JSON = "summary.json";
    public static final String MARKDOWN = "summary.md";
    public static final String SVG = "coverage.svg";

    private SummaryFiles() {}

    /** Returns the files written. */
    public static List<Path> write(Path directory, ConformanceSummary summary) {
        try {
            Files.createDirectories(directory);
            Path json = Files.writeString(directory.resolve(JSON), SummaryJson.render(summary), StandardCharsets.UTF_8);
            Path markdown = Files.writeString(
                    directory.resolve(MARKDOWN), SummaryMarkdown.render(summary), StandardCharsets.UTF_8);
            Path svg = Files.writeString(
                    directory.resolve(SVG), CoverageSvg.render(summary.coverage()), StandardCharsets.UTF_8);
            return List.of(json, markdown, svg);
        } catch (IOException e) {
            throw new UncheckedIOException(directory + ": the summary cannot be written (" + e.getMessage() + ")", e);
        }
    }
}
