package org.pto.avs.cli.scaleout;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads the Kubernetes example as the Job controller would run it: the Indexed Job starts {@code completions} pods,
 * each with {@code JOB_COMPLETION_INDEX} 0..completions-1, and the other Job (created suspended, started once the
 * parts are complete) merges. A container's command is its {@code command} followed by its {@code args}, its
 * environment its {@code env}, and its volume mounts are kept for the test to bind to folders.
 */
final class KubernetesJobs {

    private KubernetesJobs() {}

    static Schedule read(Path file) throws IOException {
        List<JsonNode> documents = new ArrayList<>();
        try (var values = new YAMLMapper().readerFor(JsonNode.class).readValues(file.toFile())) {
            values.forEachRemaining(d -> documents.add((JsonNode) d));
        }
        List<Schedule.Command> parts = new ArrayList<>();
        List<Schedule.Command> merge = new ArrayList<>();
        for (JsonNode document : documents) {
            if (!document.path("kind").asText().equals("Job")) {
                continue;
            }
            JsonNode spec = document.path("spec");
            if (spec.path("completionMode").asText().equals("Indexed")) {
                int completions = spec.required("completions").asInt();
                for (int index = 0; index < completions; index++) {
                    parts.addAll(containers(spec, Map.of("JOB_COMPLETION_INDEX", Integer.toString(index))));
                }
            } else {
                merge.addAll(containers(spec, Map.of()));
            }
        }
        return new Schedule("kubernetes", parts, merge);
    }

    private static List<Schedule.Command> containers(JsonNode jobSpec, Map<String, String> injected) {
        List<Schedule.Command> commands = new ArrayList<>();
        for (JsonNode container : jobSpec.path("template").path("spec").path("containers")) {
            List<String> line = new ArrayList<>();
            container.path("command").forEach(word -> line.add(word.asText()));
            container.path("args").forEach(word -> line.add(word.asText()));
            if (line.isEmpty() || !Schedule.runsTheSuite(line.get(line.size() - 1))) {
                continue;
            }
            Map<String, String> environment = new LinkedHashMap<>();
            container
                    .path("env")
                    .forEach(e -> environment.put(
                            e.get("name").asText(), e.path("value").asText()));
            environment.putAll(injected);
            Map<String, String> mounts = new LinkedHashMap<>();
            container
                    .path("volumeMounts")
                    .forEach(m -> mounts.put(
                            m.get("name").asText(), m.get("mountPath").asText()));
            commands.add(new Schedule.Command(
                    line.subList(0, line.size() - 1), line.get(line.size() - 1), environment, mounts));
        }
        return commands;
    }

    /** The volumes of the Job's pods by name: what each mount binds ({@code persistentVolumeClaim}, a secret...). */
    static Map<String, JsonNode> volumes(Path file) throws IOException {
        Map<String, JsonNode> volumes = new LinkedHashMap<>();
        try (var values = new YAMLMapper().readerFor(JsonNode.class).readValues(file.toFile())) {
            values.forEachRemaining(d -> ((JsonNode) d)
                    .path("spec")
                    .path("template")
                    .path("spec")
                    .path("volumes")
                    .forEach(v -> volumes.put(v.get("name").asText(), v)));
        }
        return volumes;
    }
}
