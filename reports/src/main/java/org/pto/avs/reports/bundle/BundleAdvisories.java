package org.pto.avs.reports.bundle;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.pto.avs.reports.allure.AllureCaseMapper;
import org.pto.avs.reports.render.AdvisoryJson;
import org.pto.avs.results.AdvisoryFinding;
import org.pto.avs.results.AdvisoryFindings;
import org.pto.avs.results.AdvisoryVector;
import org.pto.avs.results.ReportKeys;
import org.pto.avs.results.VectorOutcome;
import org.pto.avs.results.VectorStatus;

/**
 * The advisory findings of a bundle, held to what its evidence earns when judged again ({@link BundleEvidence}): a
 * case's findings, with vector, why and diff, in the manifest (and counted in its {@code advisory}) and in
 * {@code summary.json} (and its {@code totals.advisory}); its advisory mark and tag in its Allure result; the vectors
 * its JUnit XML test case lists as {@code advisory}. A case whose evidence earns no finding must be marked nowhere. So
 * a forger can neither hide an advisory finding nor invent one, even by sealing the bundle again.
 */
final class BundleAdvisories {

    private final BundleFiles files;
    private final List<String> findings;

    BundleAdvisories(BundleFiles files, List<String> findings) {
        this.files = files;
        this.findings = findings;
    }

    /** @param judged the findings the evidence earns, by AVS id ({@link BundleEvidence#check}) */
    void check(JsonNode manifest, Map<String, List<AdvisoryFinding>> judged) {
        long cases = judged.values().stream().filter(found -> !found.isEmpty()).count();
        manifest(manifest, judged, cases);
        summary(judged, cases);
        allure(judged);
        junit(judged);
    }

    private void manifest(JsonNode manifest, Map<String, List<AdvisoryFinding>> judged, long cases) {
        JsonNode results = manifest.path("results");
        for (int i = 0; i < results.size(); i++) {
            String id = results.get(i).path("id").asText("");
            compare(
                    id,
                    judged.get(id),
                    AdvisoryJson.read(results.get(i).path(AdvisoryVector.ADVISORY)),
                    BundleLayout.MANIFEST + " results[" + i + "]");
        }
        long recorded = manifest.path(AdvisoryVector.ADVISORY).asLong(-1);
        if (recorded != cases) {
            findings.add(BundleLayout.MANIFEST + ": advisory is " + recorded + ", its evidence earns advisory findings"
                    + " in " + cases + " of its results");
        }
    }

    private void summary(Map<String, List<AdvisoryFinding>> judged, long cases) {
        Optional<JsonNode> read = new BundleResultFiles(files).summary();
        if (read.isEmpty()) {
            return; // BundleSummary names the missing file or the one that is not JSON
        }
        JsonNode summary = read.get();
        for (JsonNode c : summary.path("cases")) {
            String id = c.path("id").asText("");
            compare(id, judged.get(id), AdvisoryJson.read(c.path(AdvisoryVector.ADVISORY)), BundleSummary.FILE);
        }
        long recorded = summary.path("totals").path(AdvisoryVector.ADVISORY).asLong(-1);
        if (recorded != cases) {
            findings.add(BundleSummary.FILE + ": totals.advisory is " + recorded + ", its evidence earns advisory"
                    + " findings in " + cases + " of its results");
        }
    }

    private void allure(Map<String, List<AdvisoryFinding>> judged) {
        new BundleResultFiles(files).forEachAllureResult((file, result) -> {
            String id = result.path("fullName").asText("");
            List<AdvisoryFinding> earned = judged.get(id);
            if (earned == null) {
                return;
            }
            String mark = BundleResultFiles.parameter(result, AllureCaseMapper.ADVISORY_PARAMETER);
            String expected = AdvisoryFindings.mark(earned);
            if (!mark.equals(expected)) {
                findings.add(
                        id + ": its Allure result " + file + " " + says(mark) + ", its evidence " + says(expected));
            } else if (BundleResultFiles.tagged(result, AllureCaseMapper.ADVISORY_TAG) == earned.isEmpty()) {
                findings.add(id + ": its Allure result " + file + (earned.isEmpty() ? " has" : " lacks") + " the tag "
                        + AllureCaseMapper.ADVISORY_TAG + ", its evidence " + says(expected));
            }
        });
    }

    private void junit(Map<String, List<AdvisoryFinding>> judged) {
        new BundleResultFiles(files).forEachJunitTestCase((file, testCase) -> {
            String id = testCase.getAttribute("name");
            List<AdvisoryFinding> earned = judged.get(id);
            if (earned == null) {
                return;
            }
            List<String> recorded =
                    BundleResultFiles.entry(testCase, ReportKeys.VECTORS)
                            .map(VectorStatus::split)
                            .orElse(List.of())
                            .stream()
                            .filter(v -> v.status() == VectorOutcome.ADVISORY)
                            .map(VectorStatus::name)
                            .toList();
            List<String> expected = earned.stream().map(AdvisoryFinding::vector).toList();
            if (!recorded.equals(expected)) {
                findings.add(id + ": " + file + " lists " + (recorded.isEmpty() ? "no vector" : recorded) + " as "
                        + AdvisoryVector.ADVISORY + ", its evidence " + (expected.isEmpty() ? "none" : expected));
            }
        });
    }

    private void compare(String id, List<AdvisoryFinding> earned, List<AdvisoryFinding> recorded, String where) {
        if (earned == null || earned.equals(recorded)) {
            return;
        }
        String stated = AdvisoryFindings.mark(recorded);
        String expected = AdvisoryFindings.mark(earned);
        findings.add(id + ": " + where + " " + says(stated) + ", its evidence " + says(expected)
                + (stated.equals(expected) ? " (with other differences)" : ""));
    }

    /** {@code marks advisory: vector ...}, or {@code marks no advisory finding}. */
    private static String says(String mark) {
        return mark.isEmpty() ? "marks no advisory finding" : "marks " + mark;
    }
}
