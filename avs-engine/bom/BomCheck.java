import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * Checks that pto-avs-bom lists every published artifact of the reactor, at the project version, and nothing else.
 * The BOM has no parent (see its pom), so nothing else keeps its version and its list in step with the reactor.
 *
 * <p>Run from the repository root with the JDK's source launcher: {@code java avs-engine/bom/BomCheck.java}.
 * Exits 0 when the BOM is in step, 1 with one line per difference otherwise.
 */
public final class BomCheck {

    /** Reactor jars that are not for vendors, with the reason; everything else with jar packaging is published. */
    private static final Map<String, String> NOT_PUBLISHED = Map.of(
            "pto-avs-bench", "the project's own benchmarks",
            "pto-avs-protocol-suite", "tests of the device protocol only, no jar",
            "pto-avs-test-support", "the build's own tests only");

    private static final Path BOM = Path.of("avs-engine/bom/pom.xml");

    public static void main(String[] args) throws Exception {
        Path root = Path.of(args.length > 0 ? args[0] : ".");
        Element parent = read(root.resolve("pom.xml"));
        String version = child(parent, "version");
        Map<String, String> reactorJars = new TreeMap<>();
        collectJars(root, root, reactorJars);

        Element bom = read(root.resolve(BOM));
        List<String> problems = new ArrayList<>();
        if (!version.equals(child(bom, "version"))) {
            problems.add(BOM + ": version " + child(bom, "version") + ", the project version is " + version);
        }
        TreeSet<String> listed = new TreeSet<>();
        Element management = first(bom, "dependencyManagement");
        Element dependencies = management == null ? null : first(management, "dependencies");
        for (Element dependency : dependencies == null ? List.<Element>of() : children(dependencies, "dependency")) {
            String artifact = child(dependency, "artifactId");
            listed.add(artifact);
            if (!"org.pto.avs".equals(child(dependency, "groupId"))) {
                problems.add(BOM + ": " + artifact + " has groupId " + child(dependency, "groupId"));
            }
            if (!version.equals(child(dependency, "version"))) {
                problems.add(BOM + ": " + artifact + " at " + child(dependency, "version") + ", expected " + version);
            }
            if (!reactorJars.containsKey(artifact)) {
                problems.add(BOM + ": " + artifact + " is not a jar module of the reactor");
            } else if (NOT_PUBLISHED.containsKey(artifact)) {
                problems.add(BOM + ": " + artifact + " is not published (" + NOT_PUBLISHED.get(artifact) + ")");
            }
        }
        for (Map.Entry<String, String> jar : reactorJars.entrySet()) {
            if (!listed.contains(jar.getKey()) && !NOT_PUBLISHED.containsKey(jar.getKey())) {
                problems.add(BOM + ": " + jar.getKey() + " (" + jar.getValue() + ") is missing");
            }
        }
        if (problems.isEmpty()) {
            System.out.println("pto-avs-bom " + version + " lists all " + listed.size() + " published artifacts");
            return;
        }
        problems.forEach(System.err::println);
        System.exit(1);
    }

    /** Every module below {@code directory}'s pom with jar packaging, artifactId to module folder. */
    private static void collectJars(Path root, Path directory, Map<String, String> jars) throws Exception {
        Element pom = read(directory.resolve("pom.xml"));
        String packaging = child(pom, "packaging");
        if (packaging == null || packaging.equals("jar")) {
            jars.put(child(pom, "artifactId"), root.relativize(directory).toString());
        }
        Element modules = first(pom, "modules");
        for (Element module : modules == null ? List.<Element>of() : children(modules, "module")) {
            collectJars(root, directory.resolve(module.getTextContent().trim()).normalize(), jars);
        }
    }

    private static Element read(Path pom) throws Exception {
        if (!Files.isRegularFile(pom)) {
            throw new IllegalStateException(pom + " not found; run from the repository root");
        }
        Document document = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(pom.toFile());
        return document.getDocumentElement();
    }

    /** The text of the direct child {@code name}, or null. */
    private static String child(Element element, String name) {
        Element child = first(element, name);
        return child == null ? null : child.getTextContent().trim();
    }

    private static Element first(Element element, String name) {
        List<Element> found = children(element, name);
        return found.isEmpty() ? null : found.get(0);
    }

    private static List<Element> children(Element element, String name) {
        List<Element> found = new ArrayList<>();
        for (Node node = element.getFirstChild(); node != null; node = node.getNextSibling()) {
            if (node instanceof Element e && e.getTagName().equals(name)) {
                found.add(e);
            }
        }
        return found;
    }
}
