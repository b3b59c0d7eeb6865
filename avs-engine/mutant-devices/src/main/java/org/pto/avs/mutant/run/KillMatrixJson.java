package org.pto.avs.mutant.run;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.UncheckedIOException;
import java.util.Map;
import org.apiguardian.api.API;

/**
 * The kill matrix as JSON ({@code kill-matrix.json}): strength, the reference's result per AVS id, and per
 * mutant its clauses, the AVS ids that kill it and its status per AVS id; a property case's result also has
 * {@code tries} (programs compared, up to and including the first that differed) and {@code shrunk_steps}, and
 * {@code random_testing} sums them up per property case (median and max tries to kill, tries per mutant).
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class KillMatrixJson {

    public static final String FORMAT = "pto-avs-kill-matrix/1";

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private KillMatrixJson() {}

    public static String render(KillMatrix matrix) {
        ObjectNode root = JSON.createObjectNode();
        root.put("format", FORMAT);
        root.put("mutants", matrix.rows().size());
        root.put("killed", matrix.killedCount());
        root.put("strength", matrix.strength());
        ArrayNode ids = root.putArray("avs_ids");
        matrix.avsIds().forEach(ids::add);
        ObjectNode reference = root.putObject("reference");
        matrix.reference().forEach((id, result) -> reference.set(id, result(result)));
        ArrayNode survivors = root.putArray("survivors");
        matrix.survivors().forEach(row -> survivors.add(row.mutantId()));
        ObjectNode perCase = root.putObject("kills_per_case");
        matrix.killsPerCase().forEach(perCase::put);
        ObjectNode random = root.putObject("random_testing");
        for (TriesToKill tries : TriesToKill.of(matrix)) {
            ObjectNode node = random.putObject(tries.avsId());
            node.put("killed", tries.killed().size());
            node.put("median_tries", tries.medianTries());
            node.put("max_tries", tries.maxTries());
            tries.maxShrunkSteps().ifPresent(steps -> node.put("max_shrunk_steps", steps));
            ObjectNode perMutant = node.putObject("tries_to_kill");
            tries.killed()
                    .forEach((mutant, result) ->
                            perMutant.put(mutant, result.tries().getAsInt()));
        }
        ArrayNode rows = root.putArray("matrix");
        for (KillMatrix.Row row : matrix.rows()) {
            ObjectNode node = rows.addObject();
            node.put("mutant", row.mutantId());
            node.put("description", row.description());
            ArrayNode violates = node.putArray("violates");
            row.violates().forEach(violates::add);
            node.put("killed", row.killed());
            ArrayNode killedBy = node.putArray("killed_by");
            row.killedBy().forEach(killedBy::add);
            ObjectNode results = node.putObject("results");
            for (Map.Entry<String, CaseResult> e : row.results().entrySet()) {
                results.set(e.getKey(), result(e.getValue()));
            }
        }
        try {
            return JSON.writeValueAsString(root) + "\n";
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static ObjectNode result(CaseResult result) {
        ObjectNode node = JSON.createObjectNode();
        node.put("status", result.statusText());
        if (!result.message().isEmpty()) {
            node.put("message", result.message());
        }
        result.tries().ifPresent(tries -> node.put("tries", tries));
        result.shrunkSteps().ifPresent(steps -> node.put("shrunk_steps", steps));
        return node;
    }
}
