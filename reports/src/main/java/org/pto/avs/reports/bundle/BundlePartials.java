package org.pto.avs.reports.bundle;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.pto.avs.reports.allure.AllureCaseMapper;
import org.pto.avs.reports.suite.SuiteFile;
import org.pto.avs.reports.suite.SuiteFiles;
import org.pto.avs.results.CaseFacts;
import org.pto.avs.results.CaseJudge;
import org.pto.avs.results.LeftOutStep;
import org.pto.avs.results.PartialPoints;
import org.pto.avs.results.ReportKeys;

/**
 * The partial marks of a bundle, held to the case files of the verifier's suite: a case whose file leaves out steps
 * of its AVS point must be marked partial, with exactly those steps, in the manifest (and counted in its
 * {@code partial}), in {@code summary.json} (and its {@code totals.partial}), in its Allure result and in its JUnit
 * XML test case; a case whose file leaves out nothing must be marked nowhere. So a bundle never says more than the
 * run showed, even when a forger strips a mark and seals the bundle again.
 */
final class BundlePartials {

    private final BundleFiles files;
    private final List<String> findings;

    BundlePartials(BundleFiles files, List<String> findings) {
        this.files = files;
        this.findings = findings;
    }

    void check(JsonNode manifest, SuiteFiles suite, ClassLoader loader, CaseJudge judge) {
        Map<String, List<LeftOutStep>> stated = statedByCaseFiles(manifest, suite, loader, judge);
        long partial =
                stated.values().stream().filter(steps -> !steps.isEmpty()).count();
        manifest(manifest, stated, partial);
        summary(stated, partial);
        allure(stated);
        junit(stated);
    }

    /** What the case file of each result says it leaves out; a result without a case file is named elsewhere. */
    private Map<String, List<LeftOutStep>> statedByCaseFiles(
            JsonNode manifest, SuiteFiles suite, ClassLoader loader, CaseJudge judge) {
        Map<String, List<LeftOutStep>> stated = new TreeMap<>();
        for (JsonNode result : manifest.path("results")) {
            String id = result.path("id").asText("");
            Optional<SuiteFile> caseFile = BundleEvidence.caseFile(suite, id);
            if (id.isEmpty() || caseFile.isEmpty() || stated.containsKey(id)) {
                continue;
            }
            try {
                String text = BundleEvidence.resource(loader, caseFile.get().path());
                stated.put(id, judge.facts(caseFile.get().path(), text).partial());
            } catch (IllegalArgumentException | IOException e) {
                findings.add(id + ": its case file cannot be read for its partial mark: " + e.getMessage());
            }
        }
        return stated;
    }

    private void manifest(JsonNode manifest, Map<String, List<LeftOutStep>> stated, long partial) {
        JsonNode results = manifest.path("results");
        for (int i = 0; i < results.size(); i++) {
            String id = results.get(i).path("id").asText("");
            compare(
                    id,
                    stated.get(id),
                    ManifestJson.partial(results.get(i).path(LeftOutStep.PARTIAL)),
                    BundleLayout.MANIFEST + " results[" + i + "]");
        }
        long recorded = manifest.path(LeftOutStep.PARTIAL).asLong(-1);
        if (recorded != partial) {
            findings.add(BundleLayout.MANIFEST + ": partial is " + recorded + ", the suite's case files make " + partial
                    + " of its results partial");
        }
    }

    private void summary(Map<String, List<LeftOutStep>> stated, long partial) {
        Optional<JsonNode> read = new BundleResultFiles(files).summary();
        if (read.isEmpty()) {
            return; // BundleSummary names the missing file or the one that is not JSON
        }
        JsonNode summary = read.get();
        for (JsonNode c : summary.path("cases")) {
            String id = c.path("id").asText("");
            compare(id, stated.get(id), ManifestJson.partial(c.path(LeftOutStep.PARTIAL)), BundleSummary.FILE);
        }
        long recorded = summary.path("totals").path(LeftOutStep.PARTIAL).asLong(-1);
        if (recorded != partial) {
            findings.add(BundleSummary.FILE + ": totals.partial is " + recorded + ", the suite's case files make "
                    + partial + " of its results partial");
        }
    }

    private void allure(Map<String, List<LeftOutStep>> stated) {
        new BundleResultFiles(files).forEachAllureResult((file, result) -> {
            String id = result.path("fullName").asText("");
            if (!stated.containsKey(id)) {
                return;
            }
            String mark = BundleResultFiles.parameter(result, AllureCaseMapper.PARTIAL_PARAMETER);
            String expected = PartialPoints.mark(stated.get(id));
            if (!mark.equals(expected)) {
                findings.add(
                        id + ": its Allure result " + file + " " + says(mark) + ", its case file " + says(expected));
            }
        });
    }

    private void junit(Map<String, List<LeftOutStep>> stated) {
        new BundleResultFiles(files).forEachJunitTestCase((file, testCase) -> {
            String id = testCase.getAttribute("name");
            if (!stated.containsKey(id)) {
                return;
            }
            List<LeftOutStep> recorded = BundleResultFiles.entry(testCase, ReportKeys.CASE)
                    .flatMap(CaseFacts::parse)
                    .map(CaseFacts::partial)
                    .orElse(List.of());
            compare(id, stated.get(id), recorded, file);
        });
    }

    private void compare(String id, List<LeftOutStep> stated, List<LeftOutStep> recorded, String where) {
        if (stated == null || stated.equals(recorded)) {
            return;
        }
        findings.add(id + ": " + where + " " + says(PartialPoints.mark(recorded)) + ", its case file "
                + says(PartialPoints.mark(stated)));
    }

    /** {@code marks it partial: leaves out ...}, or {@code marks it as the whole point}. */
    private static String says(String mark) {
        return mark.isEmpty() ? "marks it as the whole point" : "marks it " + mark;
    }
}
