package org.pto.avs.reports.bundle;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.transform.OutputKeys;
import javax.xml.transform.Transformer;
import javax.xml.transform.TransformerException;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;
import org.pto.avs.reports.capture.RunInfos;
import org.pto.avs.results.ReportKeys;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;
import org.xml.sax.SAXException;

/**
 * Takes the certifier's machine out of the JUnit XML: JUnit's legacy listener writes every system property (user
 * name, home folder, the whole command line, any {@code -Dtoken=...}) into {@code <properties>} and the host name
 * into {@code hostname}, and offers no way to hand it fewer. The files are rewritten keeping only the properties of
 * {@link RunInfos#ENVIRONMENT_KEYS}. The report entry {@code avs.evidence} is dropped from {@code system-out} too: the
 * bundle keeps it once, in {@link BundleEvidence#FILE}, and a report that honours {@code avs.report.vectors=failed}
 * stays small.
 */
final class JunitXmlScrub {

    private static final Set<String> KEPT = Set.copyOf(RunInfos.ENVIRONMENT_KEYS);

    private JunitXmlScrub() {}

    /** Rewrites every {@code .xml} file under {@code reports}, if that folder exists. */
    static void scrub(Path reports) throws IOException {
        if (!Files.isDirectory(reports)) {
            return;
        }
        List<Path> files;
        try (Stream<Path> walk = Files.walk(reports)) {
            files = walk.filter(p -> Files.isRegularFile(p) && p.toString().endsWith(".xml"))
                    .toList();
        }
        for (Path file : files) {
            scrubFile(file);
        }
    }

    private static void scrubFile(Path file) throws IOException {
        try {
            Document document = parser().parse(file.toFile());
            for (Element property : elements(document, "property")) {
                if (!KEPT.contains(property.getAttribute("name"))) {
                    remove(property);
                }
            }
            for (Element suite : elements(document, "testsuite")) {
                suite.removeAttribute("hostname");
            }
            for (Element out : elements(document, "system-out")) {
                dropEvidence(out);
            }
            write(document, file);
        } catch (ParserConfigurationException | SAXException | TransformerException e) {
            // A file that cannot be scrubbed must not be sealed as it is.
            throw new IOException(
                    file + ": cannot remove the system properties from this JUnit XML: " + e.getMessage(), e);
        }
    }

    /** The legacy listener writes one {@code \t- key: value} line per entry key; evidence is one line. */
    private static void dropEvidence(Element out) {
        NodeList children = out.getChildNodes();
        for (int i = 0; i < children.getLength(); i++) {
            Node text = children.item(i);
            if (text.getNodeType() == Node.CDATA_SECTION_NODE || text.getNodeType() == Node.TEXT_NODE) {
                String kept = text.getTextContent()
                        .replaceAll("(?m)^\\t- " + Pattern.quote(ReportKeys.EVIDENCE) + ": .*\\R", "");
                text.setTextContent(kept);
            }
        }
    }

    /** Removes {@code element} with the line break before it, so the file keeps one property a line. */
    private static void remove(Element element) {
        Node before = element.getPreviousSibling();
        if (before != null
                && before.getNodeType() == Node.TEXT_NODE
                && before.getTextContent().isBlank()) {
            before.getParentNode().removeChild(before);
        }
        element.getParentNode().removeChild(element);
    }

    /** A copy of the matching elements, so that removing one does not shift the live list. */
    private static List<Element> elements(Document document, String name) {
        NodeList live = document.getElementsByTagName(name);
        List<Element> copy = new ArrayList<>();
        for (int i = 0; i < live.getLength(); i++) {
            copy.add((Element) live.item(i));
        }
        return copy;
    }

    /** The JDK parser, with no DTD and no external entity: the file is ours, but a parser is never left open. */
    private static DocumentBuilder parser() throws ParserConfigurationException {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        factory.setAttribute(XMLConstants.ACCESS_EXTERNAL_DTD, "");
        factory.setAttribute(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
        factory.setExpandEntityReferences(false);
        factory.setXIncludeAware(false);
        return factory.newDocumentBuilder();
    }

    private static void write(Document document, Path file) throws TransformerException, IOException {
        TransformerFactory factory = TransformerFactory.newInstance();
        factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        factory.setAttribute(XMLConstants.ACCESS_EXTERNAL_DTD, "");
        factory.setAttribute(XMLConstants.ACCESS_EXTERNAL_STYLESHEET, "");
        Transformer transformer = factory.newTransformer();
        transformer.setOutputProperty(OutputKeys.ENCODING, "UTF-8");
        document.setXmlStandalone(true);
        try (OutputStream stream = new BufferedOutputStream(Files.newOutputStream(file))) {
            transformer.transform(new DOMSource(document), new StreamResult(stream));
        }
    }
}
