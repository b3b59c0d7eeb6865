package org.pto.avs.reports.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pto.avs.reports.fixture.ShippedSuite;

/**
 * Opens the offline Allure HTML reports that the build generated ({@code allure:report} over every shipped case on
 * the flawed device, on a blind one, and then on the mutant device that reverses the binding stream, carrying the
 * blind report's history) in headless Chromium, served over local HTTP as Allure needs, and checks what a reader
 * sees: every AVS id in the suites tree, a failing case's category, its diff once, its failed step and its expected
 * and actual observation side by side, the verdict, and a trend of two runs.
 */
class AllureHtmlReportIT {

    /** The browser; {@code -Davs.chromium=<path>} names another. */
    static final Path CHROMIUM = Path.of(System.getProperty("avs.chromium", "/usr/bin/chromium"));

    private static final String FAILING = "PTO-AVS-BLOCK-B-IOS-STREAM-001";
    private static final Map<String, String> TYPES = Map.of(
            "html",
            "text/html",
            "js",
            "application/javascript",
            "css",
            "text/css",
            "json",
            "application/json",
            "svg",
            "image/svg+xml",
            "txt",
            "text/plain",
            "ico",
            "image/x-icon",
            "woff",
            "font/woff",
            "woff2",
            "font/woff2",
            "csv",
            "text/csv");

    /** The report of the device that cannot observe payloads or GM, beside the main fixture report. */
    private static final String BLIND = "blind-report";

    /**
     * The report of a later run, on the mutant device {@code stream-order-reversed}, whose results carried the
     * history of the blind device's report (a single file, as the vendor example writes them).
     */
    private static final String REVERSED = "reversed-report";

    private static HttpServer server;
    private static Path report;

    /** Each check is skipped, with the reason, on a machine without the browser; nothing else skips it. */
    @BeforeEach
    void needsChromium() {
        assumeTrue(
                Files.isExecutable(CHROMIUM),
                "Chromium is not installed at " + CHROMIUM
                        + " (apt-get install -y chromium): the HTML report is not opened in a browser");
    }

    @BeforeAll
    static void serveTheReport() throws IOException {
        report = Path.of(System.getProperty("avs.html-report.dir", "target/html-report-fixture/report"));
        assertTrue(
                Files.isRegularFile(report.resolve("index.html")),
                report + "/index.html: the build generates it " + "in pre-integration-test (allure:report)");
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", exchange -> {
            String path = exchange.getRequestURI().getPath();
            // Both fixture reports sit side by side: /report/... and /blind-report/...
            Path root = report.getParent();
            Path file = root.resolve(path.equals("/") ? "index.html" : path.substring(1))
                    .normalize();
            byte[] body;
            int status;
            if (file.startsWith(root) && Files.isRegularFile(file)) {
                body = Files.readAllBytes(file);
                status = 200;
                String name = file.getFileName().toString();
                String extension = name.substring(name.lastIndexOf('.') + 1).toLowerCase(Locale.ROOT);
                exchange.getResponseHeaders()
                        .set("Content-Type", TYPES.getOrDefault(extension, "application/octet-stream"));
            } else {
                body = ("not found: " + path).getBytes(StandardCharsets.UTF_8);
                status = 404;
            }
            exchange.sendResponseHeaders(status, body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        });
        server.start();
    }

    @AfterAll
    static void stop() {
        if (server != null) {
            server.stop(0);
        }
    }

    @Test
    void theSuitesTreeShowsEveryAvsId(@TempDir Path profile) throws Exception {
        String dom = dumpDom("#suites", profile);

        for (String id : ShippedSuite.ids()) {
            assertTrue(dom.contains(id), id + " is not shown in the suites tree");
        }
    }

    @Test
    void aFailingCasePageShowsItsCategoryAndFieldLevelDiff(@TempDir Path profile) throws Exception {
        String dom = dumpDom("#testresult/" + uidOf(FAILING), profile);

        assertTrue(dom.contains(FAILING), "the case title, its bare AVS id");
        assertTrue(
                dom.contains("Decoded B.IOS records one ordered four-entry stream"), "the summary, in the description");
        assertTrue(dom.contains("[wrong fault kind]"), "the failure category");
        assertTrue(
                dom.contains("vector step1-duplicate-s18: step 2 (0x01201E13 B.IOS S18, mask=1111): "
                        + "expected Fault_BundleControl, actual Fault_TileLegality"),
                "the field-level diff");
        assertTrue(dom.contains("PTO-INST-BLOCK-B-IOS"), "the requirement link");
    }

    @Test
    void theOverviewOfADeviceWithCasesNotSupportedSaysIncompleteAndNeverAHundredPercent(@TempDir Path profile)
            throws Exception {
        String dom = dumpDom(BLIND, "#", profile);

        assertTrue(
                dom.contains("Verdict") && dom.contains("incomplete: ") && dom.contains(" cases not supported"),
                "the verdict in the overview's environment");
        assertTrue(dom.contains("verdict: incomplete: "), "the verdict's own result, in the Suites widget");
        assertFalse(dom.contains(">100%<"), "a success rate of 100 %");
        assertTrue(
                Pattern.compile(">\\d{1,2}(\\.\\d+)?%<").matcher(dom).find(),
                "the success rate counts the cases not supported as not passed");
    }

    @Test
    void theOverviewOfANonConformingDeviceSaysSo(@TempDir Path profile) throws Exception {
        String dom = dumpDom("#", profile);

        assertTrue(
                Pattern.compile("does not conform: \\d+ of " + ShippedSuite.size() + " cases non-conforming")
                        .matcher(dom)
                        .find(),
                "the verdict in the overview");
        String suites = dom.substring(dom.indexOf("data-id=\"suites\""));
        suites = suites.substring(0, suites.indexOf("data-id=", 10));
        assertTrue(
                Pattern.compile("verdict: does not conform: \\d+ of " + ShippedSuite.size() + " cases non-conforming")
                        .matcher(suites)
                        .find(),
                "the verdict's row in the Suites widget: " + suites);
    }

    @Test
    void theCategoriesPageGroupsTheFailures(@TempDir Path profile) throws Exception {
        String dom = dumpDom("#categories", profile);

        assertTrue(dom.contains("wrong fault kind"), "the category of the five failures");
    }

    @Test
    void aLaterRunsReportHasATrendOfBothRuns(@TempDir Path profile) throws Exception {
        ObjectMapper json = new ObjectMapper();
        JsonNode trend = json.readTree(report.resolveSibling(REVERSED)
                .resolve("widgets/history-trend.json")
                .toFile());

        assertEquals(2, trend.size(), "two points: " + trend);
        assertEquals(
                statuses(report.resolveSibling("blind-allure-results")),
                statuses(trend.get(1).path("data")),
                "the older point is the blind device's run");
        assertEquals(
                statuses(report.resolveSibling("reversed-allure-results")),
                statuses(trend.get(0).path("data")),
                "the newer point is this run");
        assertFalse(trend.get(0).path("data").equals(trend.get(1).path("data")), "the runs differ: " + trend);

        String dom = dumpDom(REVERSED, "#", profile);
        String widget = dom.substring(dom.indexOf("data-id=\"history-trend\""));
        widget = widget.substring(0, widget.indexOf("data-id=", 10));
        assertEquals(2, widget.split("class=\"report-line\"", -1).length - 1, "the Trend widget draws two runs");
    }

    @Test
    void aReversedStreamsPageShowsTheDiffOnceTheFailedStateAndBothSidesInOneShapeWithoutAClick(@TempDir Path profile)
            throws Exception {
        String dom = dumpDom(REVERSED, "#testresult/" + uidOf(report.resolveSibling(REVERSED), FAILING), profile);

        assertTrue(dom.contains("[binding stream in the wrong order] "), "the category");
        assertEquals(
                1,
                dom.split(Pattern.quote("bindings[0]: expected {S0, 0, 1111}, actual {S3, 0, 1111}"), -1).length - 1,
                "the diff, once");
        assertEquals("failed", stepStatus(dom, "vector step2-four-slots-then-fifth: "), "the failing vector");
        assertEquals(
                "failed",
                stepStatus(
                        dom, "final state: 4 fields differ (bindings[0], bindings[1], bindings[2]," + " bindings[3])"),
                "the state that differs");
        assertEquals(
                "passed",
                stepStatus(dom, "step 5  0x00401E13  B.IOS S4, mask=1111  -&gt; Fault_BundleControl"),
                "the fifth binding's fault, as expected");

        // In the description: above the steps, expanded, as the page opens.
        String description = dom.substring(dom.indexOf("class=\"description__text\""), dom.indexOf("Test body"));
        ObjectMapper json = new ObjectMapper();
        JsonNode expected = json.readTree(preText(description, "avs-expected"));
        JsonNode actual = json.readTree(preText(description, "avs-actual"));
        assertEquals(paths(expected), paths(actual), "the same shape on both sides");
        assertEquals("S0", expected.path("bindings").get(0).path("id").asText());
        assertEquals("S3", actual.path("bindings").get(0).path("id").asText());
        assertEquals("as initial", actual.path("unchanged").path("gprs").asText(), "not R0..R23");
        assertTrue(
                preText(description, "avs-expected")
                        .contains("\n  \"bindings\": [\n    {\"id\": \"S0\", \"size_code\": 0,"
                                + " \"mask\": \"1111\", \"consumed\": false},\n"),
                "pretty-printed, a binding a line");
        // The browser writes the text's quotes back as they are, or as &quot;.
        assertTrue(
                Pattern.compile("<span class=\"avs-differs\"[^>]*>    \\{(\"|&quot;)id(\"|&quot;): "
                                + "(\"|&quot;)S3(\"|&quot;),")
                        .matcher(description)
                        .find(),
                "the binding that differs is marked");
    }

    /** How many results of each status a run wrote ({@code failed=4, passed=9}). */
    private static Map<String, Integer> statuses(Path results) throws IOException {
        ObjectMapper json = new ObjectMapper();
        Map<String, Integer> counts = new TreeMap<>();
        try (Stream<Path> files = Files.list(results)) {
            for (Path file :
                    files.filter(f -> f.toString().endsWith("-result.json")).toList()) {
                counts.merge(json.readTree(file.toFile()).path("status").asText(), 1, Integer::sum);
            }
        }
        return counts;
    }

    /** The non-zero counts of a trend point's {@code data}, without its total. */
    private static Map<String, Integer> statuses(JsonNode data) {
        Map<String, Integer> counts = new TreeMap<>();
        data.properties().forEach(e -> {
            if (!e.getKey().equals("total") && e.getValue().asInt() > 0) {
                counts.put(e.getKey(), e.getValue().asInt());
            }
        });
        return counts;
    }

    /** The status Allure shows for the step named {@code name} (the start of its name, as the page has it). */
    private static String stepStatus(String dom, String name) {
        int at = dom.indexOf("<div class=\"step__name\">" + name);
        assertTrue(at >= 0, "no step " + name);
        String title = dom.substring(dom.lastIndexOf("step__title", at), at);
        Matcher status = Pattern.compile("text_status_(\\w+)").matcher(title);
        assertTrue(status.find(), title);
        return status.group(1);
    }

    /** The text of the {@code pre} element of class {@code cssClass}, its HTML escapes undone. */
    private static String preText(String html, String cssClass) {
        Matcher pre = Pattern.compile("<pre class=\"" + cssClass + "\"[^>]*>(.*?)</pre>", Pattern.DOTALL)
                .matcher(html);
        assertTrue(pre.find(), "no " + cssClass + " in the description");
        return pre.group(1)
                .replaceAll("<[^>]+>", "")
                .replace("&quot;", "\"")
                .replace("&lt;", "<")
                .replace("&gt;", ">")
                .replace("&amp;", "&");
    }

    /** Every path of a JSON tree down to its leaves, arrays by index. */
    private static List<String> paths(JsonNode node) {
        List<String> out = new ArrayList<>();
        paths("", node, out);
        return out;
    }

    private static void paths(String at, JsonNode node, List<String> out) {
        if (node.isObject()) {
            node.properties().forEach(e -> paths(at + "/" + e.getKey(), e.getValue(), out));
        } else if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                paths(at + "/" + i, node.get(i), out);
            }
        } else {
            out.add(at);
        }
    }

    /** The report's own id of a result, read from the data the page loads. */
    private static String uidOf(String avsId) throws IOException {
        return uidOf(report, avsId);
    }

    private static String uidOf(Path report, String avsId) throws IOException {
        ObjectMapper json = new ObjectMapper();
        List<String> uids = new ArrayList<>();
        try (Stream<Path> files = Files.list(report.resolve("data/test-cases"))) {
            for (Path file : files.toList()) {
                JsonNode testCase = json.readTree(file.toFile());
                if (testCase.path("fullName").asText().equals(avsId)) {
                    uids.add(testCase.path("uid").asText());
                }
            }
        }
        assertEquals(1, uids.size(), "results for " + avsId);
        return uids.get(0);
    }

    private static String dumpDom(String route, Path profile) throws IOException, InterruptedException {
        return dumpDom(report.getFileName().toString(), route, profile);
    }

    private static String dumpDom(String reportName, String route, Path profile)
            throws IOException, InterruptedException {
        String url = "http://127.0.0.1:" + server.getAddress().getPort() + "/" + reportName + "/index.html" + route;
        Path dom = profile.resolve("dom.html");
        Path log = profile.resolve("chromium.log");
        Process chromium = new ProcessBuilder(
                        CHROMIUM.toString(),
                        "--headless",
                        "--no-sandbox",
                        "--disable-gpu",
                        "--disable-quic",
                        "--no-first-run",
                        "--disable-background-networking",
                        "--disable-component-update",
                        "--disable-sync",
                        "--user-data-dir=" + profile.resolve("profile"),
                        "--virtual-time-budget=10000",
                        "--dump-dom",
                        url)
                .redirectOutput(dom.toFile())
                .redirectError(log.toFile())
                .start();
        if (!chromium.waitFor(120, TimeUnit.SECONDS)) {
            chromium.destroyForcibly();
            throw new AssertionError("Chromium did not finish rendering " + url);
        }
        assertEquals(0, chromium.exitValue(), "Chromium failed on " + url + ":\n" + Files.readString(log));
        return Files.readString(dom);
    }
}
