package org.pto.avs.reports.bundle;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import org.pto.avs.reports.suite.SuiteFile;
import org.pto.avs.reports.suite.SuiteFiles;
import org.pto.avs.results.AdvisoryFinding;
import org.pto.avs.results.CaseJudge;
import org.pto.avs.results.CaseStatus;
import org.pto.avs.results.WaiverUse;

/**
 * {@value #FILE}: one line per case, {@code {"id":...,"evidence":{...}}}, what the device declared and answered for
 * every vector (the engine's {@code avs.evidence}), whatever {@code avs.report.vectors} said. The verifier judges every
 * case again from it with the engine's {@link CaseJudge} against the case files of its own suite, so a recorded status
 * that the evidence does not earn is refused.
 */
final class BundleEvidence {

    static final String FILE = "evidence.jsonl";

    private static final ObjectMapper JSON = new ObjectMapper();

    private BundleEvidence() {}

    static void write(Path bundle, SortedMap<String, String> evidence) throws IOException {
        StringBuilder lines = new StringBuilder();
        for (Map.Entry<String, String> entry : evidence.entrySet()) {
            ObjectNode line = JSON.createObjectNode().put("id", entry.getKey());
            line.set("evidence", JSON.readTree(entry.getValue()));
            lines.append(line).append('\n');
        }
        Files.writeString(bundle.resolve(FILE), lines, StandardCharsets.UTF_8);
    }

    /**
     * Re-judges every result of the manifest. A case the device failed (crash, timeout, error) may come without
     * evidence: claiming a failure never makes a device look better. Every other status needs evidence that earns it.
     * Returns the advisory findings the evidence earns, by AVS id: none for a result without evidence; a result whose
     * evidence cannot be judged (a finding already) is left out.
     */
    static Map<String, List<AdvisoryFinding>> check(
            BundleFiles files,
            JsonNode manifest,
            Map<String, String> statuses,
            SuiteFiles suite,
            ClassLoader loader,
            CaseJudge judge,
            List<String> findings) {
        Map<String, JsonNode> evidence = read(files, findings);
        Map<String, WaiverUse> waivers = new TreeMap<>();
        manifest.path("waivers")
                .forEach(w -> WaiverUse.parse(w.path("use").asText(""))
                        .ifPresent(use -> waivers.put(w.path("id").asText(""), use)));
        Map<String, List<AdvisoryFinding>> advisory = new TreeMap<>();
        statuses.forEach((id, text) -> {
            Optional<CaseStatus> recorded = CaseStatus.parse(text);
            if (recorded.isEmpty()) {
                return; // the results check names the bad status
            }
            JsonNode found = evidence.get(id);
            if (found == null) {
                advisory.put(id, List.of());
                if (!failedByDevice(recorded.get())) {
                    findings.add(id + ": recorded " + text + ", but " + FILE + " holds no evidence for it");
                }
                return;
            }
            Optional<SuiteFile> caseFile = caseFile(suite, id);
            if (caseFile.isEmpty()) {
                findings.add(id + ": no case file " + id + ".json in this suite to judge its evidence against");
                return;
            }
            CaseJudge.Judgement judged;
            try {
                judged = judge.judge(
                        caseFile.get().path(), resource(loader, caseFile.get().path()), found.toString());
            } catch (IllegalArgumentException | IOException e) {
                findings.add(id + ": its evidence cannot be judged: " + e.getMessage());
                return;
            }
            advisory.put(id, judged.advisory());
            Optional<String> disagreement =
                    disagreement(recorded.get(), judged.status(), Optional.ofNullable(waivers.get(id)));
            disagreement.ifPresent(why -> findings.add(id + ": recorded " + text + ", but its evidence judges "
                    + judged.status().text() + " (" + firstLine(judged.reason()) + "): " + why));
        });
        evidence.keySet().stream()
                .filter(id -> !statuses.containsKey(id))
                .forEach(id -> findings.add(FILE + ": evidence for " + id + ", which has no result"));
        return advisory;
    }

    /** The case file of {@code id} in {@code suite}: case files are named after their ids. */
    static Optional<SuiteFile> caseFile(SuiteFiles suite, String id) {
        return suite.files().stream()
                .filter(f ->
                        f.path().startsWith(SuiteFiles.CASES_ROOT) && f.path().endsWith("/" + id + ".json"))
                .findFirst();
    }

    private static boolean failedByDevice(CaseStatus status) {
        return status == CaseStatus.CRASH || status == CaseStatus.TIMEOUT || status == CaseStatus.ERROR;
    }

    /** Why a recorded status is not what the judged one and the case's waiver make, if it is not. */
    static Optional<String> disagreement(CaseStatus recorded, CaseStatus judged, Optional<WaiverUse> waiver) {
        if (waiver.isEmpty()) {
            return recorded == judged ? Optional.empty() : Optional.of("no waiver names the case");
        }
        return switch (waiver.get()) {
            // A harness error is not the device's: no waiver makes it waived.
            case APPLIED ->
                recorded == CaseStatus.WAIVED
                                && (judged == CaseStatus.FAIL
                                        || judged == CaseStatus.CRASH
                                        || judged == CaseStatus.TIMEOUT)
                        ? Optional.empty()
                        : Optional.of("an applied waiver makes a fail, crash or timeout waived, and nothing else");
            case UNEXPECTED_PASS ->
                judged == CaseStatus.PASS && (recorded == CaseStatus.PASS || recorded == CaseStatus.FAIL)
                        ? Optional.empty()
                        : Optional.of("an unexpected pass is a pass (or a fail in a strict run)");
            // The run keeps a status that already fails it (error, crash, timeout) and fails any other.
            case EXPIRED ->
                recorded == (failedByDevice(judged) ? judged : CaseStatus.FAIL)
                        ? Optional.empty()
                        : Optional.of("an expired waiver fails the case, keeping an error, crash or timeout");
        };
    }

    private static Map<String, JsonNode> read(BundleFiles files, List<String> findings) {
        Map<String, JsonNode> byId = new TreeMap<>();
        Optional<String> text = files.text(FILE);
        if (text.isEmpty()) {
            return byId;
        }
        List<String> lines = text.get().lines().toList();
        for (int i = 0; i < lines.size(); i++) {
            try {
                JsonNode line = JSON.readTree(lines.get(i));
                String id = line == null ? "" : line.path("id").asText("");
                if (id.isEmpty() || !line.path("evidence").isObject()) {
                    findings.add(FILE + " line " + (i + 1) + ": expected {\"id\":...,\"evidence\":{...}}");
                } else if (byId.put(id, line.get("evidence")) != null) {
                    findings.add(FILE + " line " + (i + 1) + ": a second evidence for " + id);
                }
            } catch (IOException e) {
                findings.add(FILE + " line " + (i + 1) + ": not JSON");
            }
        }
        return byId;
    }

    static String resource(ClassLoader loader, String path) throws IOException {
        try (InputStream in = loader.getResourceAsStream(path)) {
            if (in == null) {
                throw new IOException(path + " is not on the classpath");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static String firstLine(String text) {
        int newline = text.indexOf('\n');
        return newline < 0 ? text : text.substring(0, newline) + " ...";
    }
}
