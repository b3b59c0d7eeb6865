package org.pto.avs.reports.bundle;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.pto.avs.reports.allure.AllureCaseMapper;
import org.pto.avs.reports.suite.SuiteFile;
import org.pto.avs.reports.suite.SuiteFiles;
import org.pto.avs.results.CaseFacts;
import org.pto.avs.results.CaseJudge;
import org.pto.avs.results.LeftOutStep;
import org.pto.avs.results.PartialPoints;
import org.pto.avs.results.ReportKeys;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.SAXException;

/**
 * The partial marks of a bundle, held to the case files of the verifier's suite: a case whose file leaves out steps
 * of its AVS point must be marked partial, with exactly those steps, in the manifest (and counted in its
 * {@code partial}), in {@code summary.json} (and its {@code totals.partial}), in its Allure result and in its JUnit
 * XML test case; a case whose file leaves out nothing must be marked nowhere. So a bundle never says more than the
 * run showed, even when a forger strips a mark and seals the bundle again.
 */
final class BundlePartials {

    /** The legacy JUnit XML writes each report entry value on one {@code \t- key: value} line. */
    private static final Pattern CASE_ENTRY =
            Pattern.compile("(?m)^\\t- " + Pattern.quote(ReportKeys.CASE) + ": (.*)$");

    private final BundleFiles files;
    private final List<String> findings;

    BundlePartials(BundleFiles files, List<String> findings) {
        this.files = files;
        this.findings = findings;
    }

    void check(JsonNode manifest, SuiteFiles suite, ClassLoader loader) {
        Map<String, List<LeftOutStep>> stated = statedByCaseFiles(manifest, suite, loader);
        long partial =
                stated.values().stream().filter(steps -> !steps.isEmpty()).count();
        manifest(manifest, stated, partial);
        summary(stated, partial);
        allure(stated);
        junit(stated);
    }

    /** What the case file of each result says it leaves out; a result without a case file is named elsewhere. */
    private Map<String, List<LeftOutStep>> statedByCaseFiles(JsonNode manifest, SuiteFiles suite, ClassLoader loader) {
        Map<String, List<LeftOutStep>> stated = new TreeMap<>();
        CaseJudge judge = CaseJudge.load();
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
        Optional<byte[]> bytes = files.bytes(BundleSummary.FILE);
        if (bytes.isEmpty()) {
            return; // BundleSummary names the missing file
        }
        JsonNode summary;
        try {
            summary = ManifestJson.JSON.readTree(bytes.get());
        } catch (IOException e) {
            return; // BundleSummary names the file that is not JSON
        }
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
        for (String file : files.under(BundleLayout.ALLURE_RESULTS, "-result.json")) {
            JsonNode result;
            try {
                result = ManifestJson.JSON.readTree(files.bytes(file).orElseThrow());
            } catch (IOException e) {
                continue; // BundleContents names the file that is not JSON
            }
            String id = result.path("fullName").asText("");
            if (!stated.containsKey(id)) {
                continue;
            }
            String mark = "";
            for (JsonNode parameter : result.path("parameters")) {
                if (parameter.path("name").asText("").equals(AllureCaseMapper.PARTIAL_PARAMETER)) {
                    mark = parameter.path("value").asText("");
                }
            }
            String expected = PartialPoints.mark(stated.get(id));
            if (!mark.equals(expected)) {
                findings.add(
                        id + ": its Allure result " + file + " " + says(mark) + ", its case file " + says(expected));
            }
        }
    }

    private void junit(Map<String, List<LeftOutStep>> stated) {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        try {
            factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        } catch (ParserConfigurationException e) {
            throw new IllegalStateException("the JDK's XML parser supports secure processing", e);
        }
        for (String file : files.under(BundleLayout.SUREFIRE_REPORTS, ".xml")) {
            NodeList cases;
            try {
                cases = factory.newDocumentBuilder()
                        .parse(new ByteArrayInputStream(files.bytes(file).orElseThrow()))
                        .getElementsByTagName("testcase");
            } catch (SAXException | ParserConfigurationException | IOException e) {
                continue; // BundleContents names the file that is not XML
            }
            for (int i = 0; i < cases.getLength(); i++) {
                Element testCase = (Element) cases.item(i);
                String id = testCase.getAttribute("name");
                if (!stated.containsKey(id)) {
                    continue;
                }
                // The listener writes the test's identity and its report entries in separate system-out elements.
                List<LeftOutStep> recorded = new ArrayList<>();
                NodeList out = testCase.getElementsByTagName("system-out");
                for (int o = 0; o < out.getLength(); o++) {
                    Matcher entry = CASE_ENTRY.matcher(out.item(o).getTextContent());
                    if (entry.find()) {
                        recorded = CaseFacts.parse(entry.group(1))
                                .map(CaseFacts::partial)
                                .orElse(List.of());
                    }
                }
                compare(id, stated.get(id), recorded, file);
            }
        }
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
