package org.pto.avs.reports.bundle;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Optional;
import org.pto.avs.results.AdvisoryVector;
import org.pto.avs.results.CaseStatus;
import org.pto.avs.results.LeftOutStep;

/**
 * The two predicates a bundle's attestations sign, both derived from its {@code manifest.json}, so the signer and
 * the verifier compute the same tree: in-toto's Test Result predicate, which policy engines already read, and this
 * suite's own conformance-run predicate for what the first cannot hold (the device, the run ids, the not-supported
 * and waived cases, the partial points, the advisory findings, the waivers used, the sandbox).
 */
final class ConformancePredicates {

    static final String TEST_RESULT_TYPE = "https://in-toto.io/attestation/test-result/v0.1";
    static final String RUN_TYPE = "urn:pto-avs:attestation:conformance-run:v1";

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private ConformancePredicates() {}

    /**
     * {@code result} FAILED when a case does not conform, WARNED when one is not supported or waived, else PASSED;
     * {@code configuration}: the suite's catalog and every case and schema file with its SHA-256; passed, warned and
     * failed tests by AVS id.
     */
    static ObjectNode testResult(JsonNode manifest) {
        ObjectNode predicate = NODES.objectNode();
        ArrayNode passed = NODES.arrayNode();
        ArrayNode warned = NODES.arrayNode();
        ArrayNode failed = NODES.arrayNode();
        for (JsonNode result : manifest.path("results")) {
            String id = result.path("id").asText("");
            Optional<CaseStatus> status = CaseStatus.parse(result.path("status").asText(""));
            if (status.isEmpty() || status.get().nonConforming()) {
                failed.add(id);
            } else if (status.get() == CaseStatus.PASS) {
                passed.add(id);
            } else {
                warned.add(id);
            }
        }
        predicate.put("result", !failed.isEmpty() ? "FAILED" : !warned.isEmpty() ? "WARNED" : "PASSED");
        ArrayNode configuration = predicate.putArray("configuration");
        JsonNode suite = manifest.path("suite");
        configuration
                .addObject()
                .put("name", "pto-avs suite " + suite.path("version").asText() + " catalog")
                .putObject("digest")
                .put("sha256", suite.path("catalog_sha256").asText());
        for (JsonNode file : suite.path("files")) {
            configuration
                    .addObject()
                    .put("name", file.path("path").asText())
                    .putObject("digest")
                    .put("sha256", file.path("sha256").asText());
        }
        predicate.set("passedTests", passed);
        predicate.set("warnedTests", warned);
        predicate.set("failedTests", failed);
        return predicate;
    }

    /**
     * The device, the suite version, the run ids, each case's exact status, the partial points (how many, and the
     * steps each leaves out), the advisory findings (how many cases have one, and each case's findings), the
     * waivers the run used and how the device ran ({@link SandboxState}).
     */
    static ObjectNode run(JsonNode manifest) {
        ObjectNode predicate = NODES.objectNode();
        predicate.put("device", manifest.path("device").asText(""));
        predicate.put("suite_version", manifest.path("suite").path("version").asText(""));
        predicate.set("run_ids", manifest.path("run_ids").deepCopy());
        ObjectNode statuses = predicate.putObject("statuses");
        for (JsonNode result : manifest.path("results")) {
            statuses.put(result.path("id").asText(""), result.path("status").asText(""));
        }
        ObjectNode partial = predicate.putObject(LeftOutStep.PARTIAL);
        partial.put("count", manifest.path(LeftOutStep.PARTIAL).asInt(0));
        ObjectNode points = partial.putObject("points");
        for (JsonNode result : manifest.path("results")) {
            if (!result.path(LeftOutStep.PARTIAL).isEmpty()) {
                points.set(
                        result.path("id").asText(""),
                        result.path(LeftOutStep.PARTIAL).deepCopy());
            }
        }
        ObjectNode advisory = predicate.putObject(AdvisoryVector.ADVISORY);
        advisory.put("count", manifest.path(AdvisoryVector.ADVISORY).asInt(0));
        ObjectNode findings = advisory.putObject("findings");
        for (JsonNode result : manifest.path("results")) {
            if (!result.path(AdvisoryVector.ADVISORY).isEmpty()) {
                findings.set(
                        result.path("id").asText(""),
                        result.path(AdvisoryVector.ADVISORY).deepCopy());
            }
        }
        predicate.set("waivers", manifest.path("waivers").deepCopy());
        // How the device ran; a manifest of before records nothing, and its predicate says nothing either.
        if (!manifest.path(SandboxState.FIELD).isMissingNode()) {
            predicate.set(SandboxState.FIELD, manifest.path(SandboxState.FIELD).deepCopy());
        }
        return predicate;
    }
}
