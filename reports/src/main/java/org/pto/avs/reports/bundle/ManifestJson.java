package org.pto.avs.reports.bundle;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import org.pto.avs.reports.capture.RunProblem;
import org.pto.avs.reports.render.AdvisoryJson;
import org.pto.avs.reports.suite.SuiteFile;
import org.pto.avs.results.AdvisoryVector;
import org.pto.avs.results.CaseFacts;
import org.pto.avs.results.LeftOutStep;

/** Writes {@code manifest.json}; the verifier reads it as a JSON tree so that every defect becomes a finding. */
final class ManifestJson {

    static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private ManifestJson() {}

    /** The steps a partial case leaves out, {@code [{"step":..,"why":..}]}, as the summary writes them too. */
    static void partial(ArrayNode array, List<LeftOutStep> steps) {
        steps.forEach(s -> array.addObject().put(CaseFacts.STEP, s.step()).put(CaseFacts.WHY, s.why()));
    }

    /** The steps in {@code array} as {@link #partial} writes them. */
    static List<LeftOutStep> partial(JsonNode array) {
        List<LeftOutStep> steps = new ArrayList<>();
        array.forEach(s -> steps.add(new LeftOutStep(
                s.path(CaseFacts.STEP).asText(""), s.path(CaseFacts.WHY).asText(""))));
        return steps;
    }

    static String write(BundleManifest manifest) {
        ObjectNode root = JSON.createObjectNode();
        root.put("format", BundleManifest.FORMAT);
        ObjectNode suite = root.putObject("suite");
        suite.put("version", manifest.suiteVersion());
        if (manifest.gitCommit().isPresent()) {
            suite.put("git_commit", manifest.gitCommit().get());
        } else {
            suite.putNull("git_commit");
        }
        suite.put("catalog_sha256", manifest.catalogSha256());
        ArrayNode files = suite.putArray("files");
        for (SuiteFile file : manifest.suiteFiles()) {
            files.addObject().put("path", file.path()).put("sha256", file.sha256());
        }
        root.put("device", manifest.device());
        ArrayNode runIds = root.putArray("run_ids");
        manifest.runIds().forEach(runIds::add);
        ObjectNode environment = root.putObject("environment");
        new TreeMap<>(manifest.environment()).forEach(environment::put);
        ObjectNode configuration = root.putObject("configuration");
        new TreeMap<>(manifest.configuration()).forEach(configuration::put);
        // Next to the settings, what the device made of them: avs.device.sandbox=auto ran in bwrap, or did not.
        ObjectNode applied = root.putObject("applied");
        new TreeMap<>(manifest.applied()).forEach(applied::put);
        // And how the device ran, in the words a verifier prints: a fallback to no sandbox is never silent.
        root.set(SandboxState.FIELD, manifest.sandbox().json());
        if (manifest.waiverFile().isPresent()) {
            root.put("waiver_file", manifest.waiverFile().get());
        } else {
            root.putNull("waiver_file");
        }
        ArrayNode waivers = root.putArray("waivers");
        for (BundleManifest.WaiverEntry waiver : manifest.waivers()) {
            waivers.addObject()
                    .put("id", waiver.id())
                    .put("use", waiver.use())
                    .put("expires", waiver.expires())
                    .put("link", waiver.link())
                    .put("reason", waiver.reason())
                    .put("origin", waiver.origin());
        }
        root.put("start", manifest.start().toString());
        root.put("end", manifest.end().toString());
        root.put(
                LeftOutStep.PARTIAL,
                manifest.results().stream().filter(r -> !r.partial().isEmpty()).count());
        root.put(
                AdvisoryVector.ADVISORY,
                manifest.results().stream().filter(r -> !r.advisory().isEmpty()).count());
        ArrayNode results = root.putArray("results");
        for (BundleManifest.Result result : manifest.results()) {
            ObjectNode node = results.addObject()
                    .put("id", result.id())
                    .put("instruction", result.instruction())
                    .put("kind", result.kind())
                    .put("status", result.status())
                    .put("observation_sha256", result.observationSha256());
            partial(node.putArray(LeftOutStep.PARTIAL), result.partial());
            AdvisoryJson.write(node.putArray(AdvisoryVector.ADVISORY), result.advisory());
        }
        ArrayNode problems = root.putArray("problems");
        for (RunProblem problem : manifest.problems()) {
            problems.addObject()
                    .put("name", problem.name())
                    .put("status", problem.status())
                    .put("message", problem.message());
        }
        try {
            return JSON.writeValueAsString(root) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a JSON tree always serializes", e);
        }
    }
}
