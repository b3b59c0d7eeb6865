package org.pto.avs.reports.bundle;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.pto.avs.reports.allure.AllureCaseMapper;
import org.pto.avs.reports.allure.RunVerdictResult;
import org.pto.avs.results.CaseStatus;
import org.pto.avs.results.RunVerdict;
import org.pto.avs.results.Sha256;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.SAXException;

/**
 * The Allure results and the JUnit XML a bundle carries, checked against its manifest: each AVS id has one Allure
 * result and one JUnit test case, they report the status the manifest states, and the actual observations attached
 * to the Allure result hash to the manifest's {@code observation_sha256}, so a result edited in one place and not
 * the others is found even in a bundle sealed again.
 */
final class BundleContents {

    private final BundleFiles bundle;

    BundleContents(BundleFiles bundle) {
        this.bundle = bundle;
    }

    /**
     * @param device the manifest's device: every Allure result must name it, so a bundle never carries results of a
     *               device that said another identity under the manifest's name
     */
    void crossCheck(
            Map<String, String> statuses, Map<String, String> observations, String device, List<String> findings)
            throws IOException {
        Map<String, List<AllureResult>> allure = allureResults(findings);
        Map<String, List<String>> junit = junitOutcomes(findings);
        for (Map.Entry<String, String> result : statuses.entrySet()) {
            String id = result.getKey();
            CaseStatus status = CaseStatus.parse(result.getValue()).orElse(null);
            List<AllureResult> inAllure = allure.getOrDefault(id, List.of());
            if (inAllure.size() != 1) {
                findings.add(id + ": " + inAllure.size() + " Allure results in " + BundleLayout.ALLURE_RESULTS
                        + "/, expected 1");
            } else {
                String allureStatus = inAllure.get(0).status();
                if (status != null && !allureStatus.equals(AllureCaseMapper.allureStatus(status))) {
                    findings.add(id + ": the manifest says " + status.text() + " but its Allure result says "
                            + allureStatus);
                }
                String named = inAllure.get(0).device();
                if (!named.equals(device)) {
                    findings.add(id + ": its Allure result names the device '" + named + "', and the manifest's"
                            + " device is '" + device + "': one bundle certifies one device");
                }
                String stated = observations.getOrDefault(id, "");
                String attached = inAllure.get(0).observations();
                if (!stated.equals(attached)) {
                    findings.add(id + ": the manifest's observation_sha256 is '" + stated + "' but the actual "
                            + "observations attached to its Allure result hash to '" + attached + "'");
                }
            }
            List<String> inJunit = junit.getOrDefault(id, List.of());
            if (inJunit.size() != 1) {
                findings.add(id + ": " + inJunit.size() + " test cases in " + BundleLayout.SUREFIRE_REPORTS
                        + "/, expected 1");
            } else if (status != null && !inJunit.get(0).equals(junitOutcome(status))) {
                findings.add(id + ": the manifest says " + status.text() + " but its JUnit XML test case is "
                        + inJunit.get(0));
            }
        }
        checkTheOtherResults(allure, statuses, findings);
    }

    /**
     * The Allure results of no listed case: only the run's verdict result, once, saying the verdict the listed
     * statuses give, so the report a bundle carries never states more than its results show. A bundle written before
     * the verdict result existed has none.
     */
    private static void checkTheOtherResults(
            Map<String, List<AllureResult>> allure, Map<String, String> statuses, List<String> findings) {
        RunVerdict verdict = RunVerdict.of(Verification.totalsOf(statuses));
        String name = RunVerdictResult.NAME_PREFIX + verdict.text();
        String status = RunVerdictResult.status(verdict.kind()).value();
        for (Map.Entry<String, List<AllureResult>> other : allure.entrySet()) {
            if (statuses.containsKey(other.getKey())) {
                continue;
            }
            if (!other.getKey().equals(RunVerdictResult.FULL_NAME)) {
                findings.add(other.getKey() + ": " + other.getValue().size() + " Allure result(s) in "
                        + BundleLayout.ALLURE_RESULTS + "/ of no case the manifest lists");
            } else if (other.getValue().size() != 1) {
                findings.add(other.getValue().size() + " Allure verdict results in " + BundleLayout.ALLURE_RESULTS
                        + "/, expected 1");
            } else if (!other.getValue().get(0).name().equals(name)
                    || !other.getValue().get(0).status().equals(status)) {
                findings.add("the Allure verdict result says '"
                        + other.getValue().get(0).name() + "' ("
                        + other.getValue().get(0).status() + "), and the results the manifest lists give '" + name
                        + "' (" + status + ")");
            }
        }
    }

    private static String deviceParameter(JsonNode result) {
        for (JsonNode parameter : result.path("parameters")) {
            if (parameter.path("name").asText("").equals("device")) {
                return parameter.path("value").asText("");
            }
        }
        return "";
    }

    /** The outcome a JUnit XML test case has for a status: AssertionError fails, other throwables are errors. */
    static String junitOutcome(CaseStatus status) {
        return switch (status) {
            case PASS -> "passed";
            case FAIL -> "failure";
            case NOT_SUPPORTED, WAIVED -> "skipped";
            case ERROR, CRASH, TIMEOUT -> "error";
        };
    }

    /**
     * The digest {@code CaseResultReader} takes of a case's observations, recomputed from the Allure result: each
     * vector's name and actual observation, in order, for the vectors that have one.
     */
    private String observationDigest(JsonNode result) throws IOException {
        StringBuilder observations = new StringBuilder();
        for (JsonNode step : result.path("steps")) {
            String vector = "";
            for (JsonNode parameter : step.path("parameters")) {
                if (parameter.path("name").asText().equals("vector")) {
                    vector = parameter.path("value").asText();
                }
            }
            for (JsonNode attachment : step.path("attachments")) {
                if (attachment.path("name").asText().equals("actual observation")) {
                    String actual = bundle.text(BundleLayout.ALLURE_RESULTS + "/"
                                    + attachment.path("source").asText())
                            .orElse("");
                    observations.append(vector).append('\n').append(actual).append('\n');
                }
            }
        }
        return observations.isEmpty() ? "" : Sha256.of(observations.toString());
    }

    /**
     * What the cross-check needs of one Allure result, taken as it is read: the verifier holds one result's tree at a
     * time, not every result's.
     */
    private record AllureResult(String name, String status, String device, String observations) {}

    private Map<String, List<AllureResult>> allureResults(List<String> findings) throws IOException {
        Map<String, List<AllureResult>> byId = new TreeMap<>();
        for (String file : bundle.under(BundleLayout.ALLURE_RESULTS, "-result.json")) {
            try {
                JsonNode result = ManifestJson.JSON.readTree(bundle.bytes(file).orElseThrow());
                byId.computeIfAbsent(result.path("fullName").asText(), k -> new ArrayList<>())
                        .add(new AllureResult(
                                result.path("name").asText(),
                                result.path("status").asText(),
                                deviceParameter(result),
                                observationDigest(result)));
            } catch (IOException e) {
                findings.add(file + ": not valid JSON: " + e.getMessage());
            }
        }
        return byId;
    }

    private Map<String, List<String>> junitOutcomes(List<String> findings) throws IOException {
        Map<String, List<String>> byId = new TreeMap<>();
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        try {
            factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        } catch (ParserConfigurationException e) {
            throw new IllegalStateException("the JDK's XML parser supports secure processing", e);
        }
        for (String file : bundle.under(BundleLayout.SUREFIRE_REPORTS, ".xml")) {
            try {
                NodeList cases = factory.newDocumentBuilder()
                        .parse(new ByteArrayInputStream(bundle.bytes(file).orElseThrow()))
                        .getElementsByTagName("testcase");
                for (int i = 0; i < cases.getLength(); i++) {
                    Element testCase = (Element) cases.item(i);
                    byId.computeIfAbsent(testCase.getAttribute("name"), k -> new ArrayList<>())
                            .add(outcome(testCase));
                }
            } catch (SAXException | ParserConfigurationException e) {
                findings.add(file + ": not valid XML: " + e.getMessage());
            }
        }
        return byId;
    }

    private static String outcome(Element testCase) {
        for (String kind : List.of("failure", "error", "skipped")) {
            if (testCase.getElementsByTagName(kind).getLength() > 0) {
                return kind;
            }
        }
        return "passed";
    }
}
