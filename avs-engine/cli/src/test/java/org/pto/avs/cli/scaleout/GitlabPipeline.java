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
 * Reads the GitLab CI example as GitLab would run it: the job with {@code parallel: n} runs n times with
 * {@code CI_NODE_INDEX} 1..n and {@code CI_NODE_TOTAL} n, and the job that {@code needs} it runs after. A job's
 * {@code script} lines, in one shell that stops at the first failing line, are its command when they run the
 * pto-avs jar; the global and the job's {@code variables} are its environment.
 */
final class GitlabPipeline {

    private static final List<String> SHELL = List.of("bash", "-e", "-c");

    private GitlabPipeline() {}

    /** @param projectVariables the project's CI/CD variables (a File variable's value is its file's path) */
    static Schedule read(Path file, Map<String, String> projectVariables) throws IOException {
        JsonNode pipeline = new YAMLMapper().readTree(file.toFile());
        String parallelJob = null;
        for (var names = pipeline.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (pipeline.get(name).has("parallel")) {
                parallelJob = name;
            }
        }
        if (parallelJob == null) {
            throw new IllegalArgumentException(file + ": no job has parallel:");
        }
        JsonNode parallel = pipeline.get(parallelJob);
        int total = parallel.get("parallel").asInt();
        List<Schedule.Command> parts = new ArrayList<>();
        for (int index = 1; index <= total; index++) {
            parts.addAll(command(
                    pipeline,
                    parallel,
                    projectVariables,
                    Map.of("CI_NODE_INDEX", Integer.toString(index), "CI_NODE_TOTAL", Integer.toString(total))));
        }
        List<Schedule.Command> merge = new ArrayList<>();
        for (var names = pipeline.fieldNames(); names.hasNext(); ) {
            JsonNode job = pipeline.get(names.next());
            boolean needsParts = false;
            for (JsonNode need : job.path("needs")) {
                needsParts |= need.asText().equals(parallelJob);
            }
            if (needsParts) {
                merge.addAll(command(pipeline, job, projectVariables, Map.of()));
            }
        }
        return new Schedule("gitlab-ci", parts, merge);
    }

    private static List<Schedule.Command> command(
            JsonNode pipeline, JsonNode job, Map<String, String> project, Map<String, String> predefined) {
        List<String> lines = new ArrayList<>();
        job.path("script").forEach(line -> lines.add(line.asText()));
        String script = String.join("\n", lines);
        if (!Schedule.runsTheSuite(script)) {
            return List.of();
        }
        Map<String, String> environment = new LinkedHashMap<>(project);
        environment.putAll(predefined);
        for (JsonNode variables : List.of(pipeline.path("variables"), job.path("variables"))) {
            variables
                    .fields()
                    .forEachRemaining(
                            e -> environment.put(e.getKey(), e.getValue().asText()));
        }
        return List.of(new Schedule.Command(SHELL, script, environment, Map.of()));
    }
}
