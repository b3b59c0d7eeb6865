package org.pto.avs.cases.strength;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.SAXException;

/** Reads PIT's {@code mutations.xml} (outputFormats XML). */
final class PitMutations {

    private PitMutations() {}

    static List<PitMutant> read(Path xml) throws IOException {
        try {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            NodeList nodes = factory.newDocumentBuilder().parse(xml.toFile()).getElementsByTagName("mutation");
            List<PitMutant> mutants = new ArrayList<>();
            for (int i = 0; i < nodes.getLength(); i++) {
                Element m = (Element) nodes.item(i);
                String where = xml + ": mutation " + (i + 1);
                mutants.add(new PitMutant(
                        text(m, "mutatedClass", where),
                        text(m, "mutatedMethod", where),
                        text(m, "mutator", where),
                        text(m, "sourceFile", where),
                        lineNumber(text(m, "lineNumber", where), where),
                        m.getAttribute("status"),
                        optional(m, "killingTest"),
                        optional(m, "description")));
            }
            return mutants;
        } catch (ParserConfigurationException | SAXException e) {
            throw new IOException(xml + ": not PIT's mutations.xml: " + e.getMessage(), e);
        }
    }

    private static String text(Element mutation, String field, String where) throws IOException {
        String value = optional(mutation, field);
        if (value.isEmpty()) {
            throw new IOException(where + ": " + field + " is missing");
        }
        return value;
    }

    private static String optional(Element mutation, String field) {
        NodeList found = mutation.getElementsByTagName(field);
        return found.getLength() == 0 ? "" : found.item(0).getTextContent().strip();
    }

    private static int lineNumber(String text, String where) throws IOException {
        try {
            return Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw new IOException(where + ": lineNumber '" + text + "' is not a number", e);
        }
    }
}
