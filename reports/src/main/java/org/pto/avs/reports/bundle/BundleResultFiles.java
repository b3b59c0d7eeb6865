package org.pto.avs.reports.bundle;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.Optional;
import java.util.function.BiConsumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.SAXException;

/**
 * The per-case files of a bundle that mark a case (its Allure result, its JUnit XML test case), read for the checks
 * that hold those marks to the suite's case files or to the evidence. A file that does not parse is skipped here:
 * {@link BundleContents} names it.
 */
final class BundleResultFiles {

    private final BundleFiles files;

    BundleResultFiles(BundleFiles files) {
        this.files = files;
    }

    /** Each Allure result with its file, as JSON. */
    /**
     * The bundle's summary.json, or empty when it is missing or not JSON (BundleSummary names either problem), so the
     * checks that hold its marks read it one way.
     */
    Optional<JsonNode> summary() {
        Optional<byte[]> bytes = files.bytes(BundleSummary.FILE);
        if (bytes.isEmpty()) {
            return Optional.empty();
        }
        try {
            return Optional.of(ManifestJson.JSON.readTree(bytes.get()));
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    void forEachAllureResult(BiConsumer<String, JsonNode> action) {
        for (String file : files.under(BundleLayout.ALLURE_RESULTS, "-result.json")) {
            try {
                action.accept(file, ManifestJson.JSON.readTree(files.bytes(file).orElseThrow()));
            } catch (IOException e) {
                // BundleContents names the file that is not JSON
            }
        }
    }

    /** The value of the parameter {@code name} of an Allure result; empty text when it has none. */
    static String parameter(JsonNode result, String name) {
        String value = "";
        for (JsonNode parameter : result.path("parameters")) {
            if (parameter.path("name").asText("").equals(name)) {
                value = parameter.path("value").asText("");
            }
        }
        return value;
    }

    /** Whether an Allure result carries the tag {@code tag}. */
    static boolean tagged(JsonNode result, String tag) {
        for (JsonNode label : result.path("labels")) {
            if (label.path("name").asText("").equals("tag")
                    && label.path("value").asText("").equals(tag)) {
                return true;
            }
        }
        return false;
    }

    /** Each JUnit XML test case with its file. */
    void forEachJunitTestCase(BiConsumer<String, Element> action) {
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
                action.accept(file, (Element) cases.item(i));
            }
        }
    }

    /**
     * The value of the report entry {@code key} of a JUnit XML test case: the legacy XML writes each value on one
     * {@code \t- key: value} line of a {@code system-out} (the test's identity and its entries in separate ones).
     */
    static Optional<String> entry(Element testCase, String key) {
        Pattern line = Pattern.compile("(?m)^\\t- " + Pattern.quote(key) + ": (.*)$");
        Optional<String> value = Optional.empty();
        NodeList out = testCase.getElementsByTagName("system-out");
        for (int o = 0; o < out.getLength(); o++) {
            Matcher entry = line.matcher(out.item(o).getTextContent());
            if (entry.find()) {
                value = Optional.of(entry.group(1));
            }
        }
        return value;
    }
}
