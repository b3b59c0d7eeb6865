package org.pto.avs.reports.allure;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.apiguardian.api.API;

/**
 * The history of a previous Allure report, carried into new results the way Allure 2 builds its trend: the report
 * generator reads {@code <results>/history/*.json}, adds the new run and writes the report's own {@code history/}.
 * A report of many files has that folder; a single-file report ({@code singleFile}, {@code --single-file}) has only
 * {@code index.html}, in which the generator embeds each of its files as {@code d('history/<name>','<base64>')}.
 * Either form is read.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class AllureHistory {

    /** The folder, in a results directory and in a report, that holds the history. */
    public static final String FOLDER = "history";

    /** A history file embedded in a single-file report. */
    private static final Pattern EMBEDDED =
            Pattern.compile("d\\('" + FOLDER + "/([A-Za-z0-9_-]+\\.json)','([A-Za-z0-9+/=]*)'\\)");

    private AllureHistory() {}

    /**
     * Copies the history of the report in {@code previousReport} into {@code results}/{@value #FOLDER}, replacing
     * what was there; nothing when that report does not exist yet (a first run) or holds no history.
     *
     * @return the names of the files carried, in the order found
     */
    public static List<String> carry(Path previousReport, Path results) {
        Map<String, byte[]> files = read(previousReport);
        if (files.isEmpty()) {
            return List.of();
        }
        Path target = results.resolve(FOLDER);
        try {
            Files.createDirectories(target);
            for (Map.Entry<String, byte[]> file : files.entrySet()) {
                Files.write(target.resolve(file.getKey()), file.getValue());
            }
        } catch (IOException e) {
            throw new UncheckedIOException(target + ": the Allure history cannot be written", e);
        }
        return List.copyOf(files.keySet());
    }

    /** The history files of a report, by name: its {@value #FOLDER} folder, else those embedded in its page. */
    static Map<String, byte[]> read(Path report) {
        Map<String, byte[]> files = new LinkedHashMap<>();
        Path folder = report.resolve(FOLDER);
        Path page = report.resolve("index.html");
        try {
            if (Files.isDirectory(folder)) {
                try (Stream<Path> list = Files.list(folder)) {
                    for (Path file : list.filter(f -> f.getFileName().toString().endsWith(".json"))
                            .sorted()
                            .toList()) {
                        files.put(file.getFileName().toString(), Files.readAllBytes(file));
                    }
                }
            } else if (Files.isRegularFile(page)) {
                Matcher embedded = EMBEDDED.matcher(Files.readString(page, StandardCharsets.UTF_8));
                while (embedded.find()) {
                    files.put(embedded.group(1), Base64.getDecoder().decode(embedded.group(2)));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(report + ": the previous Allure report cannot be read", e);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(page + ": an embedded history file is not base64: " + e.getMessage(), e);
        }
        return files;
    }
}
