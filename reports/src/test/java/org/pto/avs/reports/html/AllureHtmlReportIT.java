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
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pto.avs.isa.Catalog;

/**
 * Opens the offline Allure HTML report that the build generated ({@code allure:report} over every shipped case on
 * the flawed device) in headless Chromium, served over local HTTP as Allure needs, and checks what a reader sees:
 * every AVS id in the suites tree, and a failing case's category and field-level diff on its page.
 */
class AllureHtmlReportIT {

    /** The browser; {@code -Davs.chromium=<path>} names another. */
    static final Path CHROMIUM = Path.of(System.getProperty("avs.chromium", "/usr/bin/chromium"));
    private static final String FAILING = "PTO-AVS-BLOCK-B-IOS-STREAM-001";
    private static final Map<String, String> TYPES = Map.of("html", "text/html", "js", "application/javascript",
            "css", "text/css", "json", "application/json", "svg", "image/svg+xml", "txt", "text/plain",
            "ico", "image/x-icon", "woff", "font/woff", "woff2", "font/woff2", "csv", "text/csv");

    /** The report of the device that cannot observe payloads or GM, beside the main fixture report. */
    private static final String BLIND = "blind-report";

    private static HttpServer server;
    private static Path report;

    /** Each check is skipped, with the reason, on a machine without the browser; nothing else skips it. */
    @BeforeEach
    void needsChromium() {
        assumeTrue(Files.isExecutable(CHROMIUM), "Chromium is not installed at " + CHROMIUM
                + " (apt-get install -y chromium): the HTML report is not opened in a browser");
    }

    @BeforeAll
    static void serveTheReport() throws IOException {
        report = Path.of(System.getProperty("avs.html-report.dir", "target/html-report-fixture/report"));
        assertTrue(Files.isRegularFile(report.resolve("index.html")), report + "/index.html: the build generates it "
                + "in pre-integration-test (allure:report)");
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", exchange -> {
            String path = exchange.getRequestURI().getPath();
            // Both fixture reports sit side by side: /report/... and /blind-report/...
            Path root = report.getParent();
            Path file = root.resolve(path.equals("/") ? "index.html" : path.substring(1)).normalize();
            byte[] body;
            int status;
            if (file.startsWith(root) && Files.isRegularFile(file)) {
                body = Files.readAllBytes(file);
                status = 200;
                String name = file.getFileName().toString();
                String extension = name.substring(name.lastIndexOf('.') + 1).toLowerCase(Locale.ROOT);
                exchange.getResponseHeaders().set("Content-Type", TYPES.getOrDefault(extension, "application/octet-stream"));
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

        for (String id : Catalog.standard().instruction("B.IOS").orElseThrow().tests()) {
            assertTrue(dom.contains(id), id + " is not shown in the suites tree");
        }
    }

    @Test
    void aFailingCasePageShowsItsCategoryAndFieldLevelDiff(@TempDir Path profile) throws Exception {
        String dom = dumpDom("#testresult/" + uidOf(FAILING), profile);

        assertTrue(dom.contains(FAILING + ": Decoded B.IOS records one ordered four-entry stream"), "the case title");
        assertTrue(dom.contains("[wrong fault kind]"), "the failure category");
        assertTrue(dom.contains("vector step1-duplicate-s18: step 2 (0x01201E13 B.IOS S18, mask=1111): "
                + "expected Fault_BundleControl, actual Fault_TileLegality"), "the field-level diff");
        assertTrue(dom.contains("PTO-INST-BLOCK-B-IOS"), "the requirement link");
    }

    @Test
    void theOverviewOfADeviceWithCasesNotSupportedSaysIncompleteAndNeverAHundredPercent(@TempDir Path profile)
            throws Exception {
        String dom = dumpDom(BLIND, "#", profile);

        assertTrue(dom.contains("Verdict") && dom.contains("incomplete: ") && dom.contains(" cases not supported"),
                "the verdict in the overview's environment");
        assertFalse(dom.contains(">100%<"), "a success rate of 100 %");
        assertTrue(java.util.regex.Pattern.compile(">\\d{1,2}(\\.\\d+)?%<").matcher(dom).find(),
                "the success rate counts the cases not supported as not passed");
    }

    @Test
    void theOverviewOfANonConformingDeviceSaysSo(@TempDir Path profile) throws Exception {
        String dom = dumpDom("#", profile);

        assertTrue(java.util.regex.Pattern.compile("does not conform: \\d+ of 13 cases non-conforming").matcher(dom).find(),
                "the verdict in the overview");
    }

    @Test
    void theCategoriesPageGroupsTheFailures(@TempDir Path profile) throws Exception {
        String dom = dumpDom("#categories", profile);

        assertTrue(dom.contains("wrong fault kind"), "the category of the five failures");
    }

    /** The report's own id of a result, read from the data the page loads. */
    private static String uidOf(String avsId) throws IOException {
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
        Process chromium = new ProcessBuilder(CHROMIUM.toString(), "--headless", "--no-sandbox", "--disable-gpu",
                "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--user-data-dir=" + profile.resolve("profile"), "--virtual-time-budget=10000",
                "--dump-dom", url)
                .redirectOutput(dom.toFile()).redirectError(log.toFile()).start();
        if (!chromium.waitFor(120, TimeUnit.SECONDS)) {
            chromium.destroyForcibly();
            throw new AssertionError("Chromium did not finish rendering " + url);
        }
        assertEquals(0, chromium.exitValue(), "Chromium failed on " + url + ":\n" + Files.readString(log));
        return Files.readString(dom);
    }
}
