package org.pto.avs.cli.scaleout;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the GitHub Actions example as GitHub would run it: the job with a matrix runs once per matrix value, with
 * {@code ${{ matrix.* }}} and {@code ${{ strategy.job-total }}} expanded, and the job that needs it runs after. The
 * {@code run:} steps that run the pto-avs jar are the commands; GitHub runs them with
 * {@code bash --noprofile --norc -eo pipefail}. An expression the test does not know fails the reading.
 */
final class GithubWorkflow {

    private static final Pattern EXPRESSION = Pattern.compile("\\$\\{\\{\\s*([^}]+?)\\s*}}");
    private static final List<String> SHELL = List.of("bash", "--noprofile", "--norc", "-eo", "pipefail", "-c");

    private GithubWorkflow() {}

    /** @param context the values of expressions the scheduler knows: {@code secrets.X}, {@code vars.X} */
    static Schedule read(Path file, Map<String, String> context) throws IOException {
        JsonNode workflow = new YAMLMapper().readTree(file.toFile());
        JsonNode jobs = workflow.required("jobs");
        String matrixJob = null;
        for (var names = jobs.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (jobs.get(name).path("strategy").has("matrix")) {
                matrixJob = name;
            }
        }
        if (matrixJob == null) {
            throw new IllegalArgumentException(file + ": no job has a strategy.matrix");
        }
        JsonNode shard = jobs.get(matrixJob);
        JsonNode values = shard.path("strategy").path("matrix").required("shard");
        List<Schedule.Command> parts = new ArrayList<>();
        for (JsonNode value : values) {
            Map<String, String> expressions = new LinkedHashMap<>(context);
            expressions.put("matrix.shard", value.asText());
            expressions.put("strategy.job-total", Integer.toString(values.size()));
            parts.addAll(commands(workflow, shard, expressions));
        }
        List<Schedule.Command> merge = new ArrayList<>();
        for (var names = jobs.fieldNames(); names.hasNext(); ) {
            JsonNode job = jobs.get(names.next());
            if (job.path("needs").asText().equals(matrixJob)) {
                merge.addAll(commands(workflow, job, context));
            }
        }
        return new Schedule("github-actions", parts, merge);
    }

    private static List<Schedule.Command> commands(JsonNode workflow, JsonNode job, Map<String, String> expressions) {
        List<Schedule.Command> commands = new ArrayList<>();
        for (JsonNode step : job.path("steps")) {
            String script = step.path("run").asText("");
            if (!Schedule.runsTheSuite(script)) {
                continue;
            }
            Map<String, String> environment = new LinkedHashMap<>();
            for (JsonNode env : List.of(workflow.path("env"), job.path("env"), step.path("env"))) {
                env.fields()
                        .forEachRemaining(e ->
                                environment.put(e.getKey(), expand(e.getValue().asText(), expressions)));
            }
            commands.add(new Schedule.Command(SHELL, expand(script, expressions), environment, Map.of()));
        }
        return commands;
    }

    static String expand(String text, Map<String, String> expressions) {
        Matcher matcher = EXPRESSION.matcher(text);
        StringBuilder expanded = new StringBuilder();
        while (matcher.find()) {
            String value = expressions.get(matcher.group(1));
            if (value == null) {
                throw new IllegalArgumentException("the GitHub expression ${{ " + matcher.group(1) + " }} in '" + text
                        + "' is not one the simulation knows: " + expressions.keySet());
            }
            matcher.appendReplacement(expanded, Matcher.quoteReplacement(value));
        }
        return matcher.appendTail(expanded).toString();
    }
}
