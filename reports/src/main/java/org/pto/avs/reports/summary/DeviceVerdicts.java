package org.pto.avs.reports.summary;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.apiguardian.api.API;

/**
 * The verdict of every device whose summary sits beside this run's: a build that certifies several devices writes
 * each one's summary into a folder of its own ({@code target/pto-avs/<device>}), and its last screen shows only the
 * last device's table. So the run ends with one line per device of that folder, this run's marked, each with the
 * time its summary was written (a folder left from an earlier build shows its own time).
 */
@API(status = API.Status.INTERNAL, since = "0.1")
final class DeviceVerdicts {

    private static final ObjectMapper JSON = new ObjectMapper();

    private DeviceVerdicts() {}

    /** The lines to print after the summary written into {@code directory}; none when no other device has one. */
    static List<String> render(Path directory) {
        Path folder = directory.toAbsolutePath().normalize();
        Path parent = folder.getParent();
        if (parent == null) {
            return List.of();
        }
        List<String> devices = new ArrayList<>();
        boolean others = false;
        try (Stream<Path> siblings = Files.list(parent)) {
            for (Path sibling : siblings.sorted().toList()) {
                Path json = sibling.resolve(SummaryFiles.JSON);
                if (!Files.isRegularFile(json)) {
                    continue;
                }
                JsonNode summary = JSON.readTree(json.toFile());
                boolean thisRun = sibling.equals(folder);
                others |= !thisRun;
                devices.add(String.format(
                        "  %-20s %s  (%s, %s%s)",
                        summary.path("device").asText("?"),
                        summary.path("verdict").asText("no verdict"),
                        sibling.getFileName(),
                        Files.getLastModifiedTime(json).toInstant().truncatedTo(ChronoUnit.SECONDS),
                        thisRun ? ", this run" : ""));
            }
        } catch (IOException e) {
            return List.of("Devices in " + parent + ": not read (" + e.getMessage() + ")");
        }
        if (!others) {
            return List.of();
        }
        List<String> lines = new ArrayList<>();
        lines.add("Devices with a summary in " + parent + ":");
        lines.addAll(devices);
        return lines;
    }
}
