package org.pto.avs.cases;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Every relative link of the repository's Markdown (the README, the user guide under {@code docs/}, every module's
 * pages) reaches a file that exists, and a link to a heading reaches a heading of that page, named as GitHub names
 * its anchors. The README and the user guide link to each other; a page moved or a heading renamed breaks no link.
 */
class DocumentationLinksTest {

    private static final Path ROOT =
            Path.of(System.getProperty("basedir", "."), "..").toAbsolutePath().normalize();

    /** The user guide's pages, each of which the README links to. */
    private static final List<String> GUIDE = List.of(
            "getting-started.md",
            "certify-a-device.md",
            "ci.md",
            "reports.md",
            "single-id.md",
            "command-line.md",
            "configuration.md",
            "scale-out.md",
            "trust.md",
            "troubleshooting.md");

    /** {@code [text](target)} or {@code ![alt](target "title")}, after code spans are blanked. */
    private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s]+)(?:\\s+\"[^\"]*\")?\\)");

    private static final Pattern HEADING = Pattern.compile("^#{1,6}\\s+(.*?)\\s*#*\\s*$");

    private static final Pattern HTML_ANCHOR = Pattern.compile("<a\\s+(?:id|name)=\"([^\"]+)\"");

    private final Map<Path, Set<String>> anchors = new HashMap<>();

    @Test
    void everyRelativeLinkReachesAFileAndEveryAnchorAHeading() throws IOException {
        List<String> broken = new ArrayList<>();
        List<Path> pages = markdownPages();
        assertTrue(pages.contains(ROOT.resolve("README.md")), () -> "no README.md under " + ROOT);
        for (Path page : pages) {
            for (Link link : links(page)) {
                String problem = problem(page, link.target());
                if (problem != null) {
                    broken.add(ROOT.relativize(page) + ":" + link.line() + ": " + link.target() + ": " + problem);
                }
            }
        }
        assertEquals(List.of(), broken, "links that lead nowhere");
    }

    @Test
    void theReadmeLinksEveryPageOfTheUserGuide() throws IOException {
        Set<String> targets = new HashSet<>();
        for (Link link : links(ROOT.resolve("README.md"))) {
            targets.add(link.target().split("#", 2)[0]);
        }
        List<String> unlinked =
                GUIDE.stream().filter(page -> !targets.contains("docs/" + page)).toList();
        assertEquals(List.of(), unlinked, "pages of the user guide the README does not link to");
    }

    @Test
    void everyPageOfTheUserGuideLinksEveryOther() throws IOException {
        List<String> missing = new ArrayList<>();
        for (String page : GUIDE) {
            Set<String> targets = new HashSet<>();
            for (Link link : links(ROOT.resolve("docs").resolve(page))) {
                targets.add(link.target().split("#", 2)[0]);
            }
            GUIDE.stream()
                    .filter(other -> !other.equals(page) && !targets.contains(other))
                    .forEach(other -> missing.add(page + " -> " + other));
        }
        assertEquals(List.of(), missing, "pages of the user guide that do not link to one another");
    }

    /** Why {@code target}, a link on {@code page}, leads nowhere; {@code null} when it leads somewhere. */
    private String problem(Path page, String target) throws IOException {
        if (target.matches("[a-zA-Z][a-zA-Z+.-]*:.*")) {
            return null; // https:, mailto: and the like are not files of the repository
        }
        String[] parts = target.split("#", 2);
        Path file =
                parts[0].isEmpty() ? page : page.getParent().resolve(parts[0]).normalize();
        if (!Files.exists(file)) {
            return "no such file";
        }
        if (parts.length == 2
                && file.toString().endsWith(".md")
                && !anchors(file).contains(parts[1])) {
            return "no heading with the anchor #" + parts[1] + " in " + ROOT.relativize(file);
        }
        return null;
    }

    /** The anchors GitHub gives a page's headings ({@code -1}, {@code -2} for repeats), and its HTML anchors. */
    private Set<String> anchors(Path page) throws IOException {
        Set<String> known = anchors.get(page);
        if (known == null) {
            known = new HashSet<>();
            Map<String, Integer> seen = new HashMap<>();
            boolean fenced = false;
            for (String line : Files.readAllLines(page, StandardCharsets.UTF_8)) {
                if (line.startsWith("```")) {
                    fenced = !fenced;
                    continue;
                }
                Matcher heading = HEADING.matcher(line);
                if (!fenced && heading.matches()) {
                    String slug = slug(heading.group(1));
                    int repeats = seen.merge(slug, 1, Integer::sum) - 1;
                    known.add(repeats == 0 ? slug : slug + "-" + repeats);
                }
                Matcher html = HTML_ANCHOR.matcher(line);
                while (html.find()) {
                    known.add(html.group(1));
                }
            }
            anchors.put(page, known);
        }
        return known;
    }

    /** GitHub's anchor of a heading: its text without link targets, lower case, punctuation dropped, spaces to '-'. */
    private static String slug(String heading) {
        String text =
                heading.replaceAll("\\[([^\\]]*)\\]\\([^)]*\\)", "$1").strip().toLowerCase(Locale.ROOT);
        StringBuilder slug = new StringBuilder();
        text.codePoints()
                .filter(c -> Character.isLetterOrDigit(c) || c == ' ' || c == '-' || c == '_')
                .forEach(c -> slug.appendCodePoint(c == ' ' ? '-' : c));
        return slug.toString();
    }

    private record Link(int line, String target) {}

    /** The links of a page outside code blocks and code spans. */
    private static List<Link> links(Path page) throws IOException {
        List<Link> links = new ArrayList<>();
        boolean fenced = false;
        List<String> lines = Files.readAllLines(page, StandardCharsets.UTF_8);
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.startsWith("```")) {
                fenced = !fenced;
                continue;
            }
            if (fenced) {
                continue;
            }
            Matcher link = LINK.matcher(line.replaceAll("`[^`]*`", "code"));
            while (link.find()) {
                links.add(new Link(i + 1, link.group(1)));
            }
        }
        return links;
    }

    /** Every Markdown page of the repository, outside build output and hidden folders. */
    private static List<Path> markdownPages() throws IOException {
        List<Path> pages = new ArrayList<>();
        Files.walkFileTree(ROOT, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attributes) {
                String name = dir.getFileName().toString();
                boolean skipped = !dir.equals(ROOT)
                        && (name.equals("target") || name.equals("node_modules") || name.startsWith("."));
                return skipped ? FileVisitResult.SKIP_SUBTREE : FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) {
                if (file.getFileName().toString().endsWith(".md")) {
                    pages.add(file);
                }
                return FileVisitResult.CONTINUE;
            }
        });
        pages.sort(null);
        return pages;
    }
}
