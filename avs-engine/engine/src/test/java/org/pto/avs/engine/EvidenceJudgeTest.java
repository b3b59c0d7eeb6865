package org.pto.avs.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.platform.engine.discovery.DiscoverySelectors;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.pto.avs.results.CaseFacts;
import org.pto.avs.results.CaseJudge;
import org.pto.avs.results.CaseStatus;
import org.pto.avs.results.Constants;
import org.pto.avs.results.ReportKeys;

/**
 * Evidence judged again gives the status the run gave, on a conforming device and on wrong ones; evidence that was
 * edited gives another status or is refused; and each run announces one random id.
 */
class EvidenceJudgeTest {

    private static final CaseJudge JUDGE = CaseJudge.load();

    @ParameterizedTest(name = "{0}")
    @ValueSource(
            strings = {
                "reference",
                "wrong-fault-kind",
                "append-despite-fault",
                "reversed-pemode",
                "outcomes-only",
                "crashing"
            })
    void evidenceJudgedAgainGivesTheStatusOfTheRun(String device) throws IOException {
        List<Map<String, String>> cases = caseEntries(run(device, Constants.REPORT_EVIDENCE, "true"));
        assertEquals(AvsKit.CLASSPATH_CASES.size(), cases.size());
        for (Map<String, String> entry : cases) {
            String evidence = entry.get(ReportKeys.EVIDENCE);
            assertTrue(evidence != null, entry.get(ReportKeys.ID) + " has no evidence");
            CaseJudge.Judgement judged = judge(entry, evidence);
            assertEquals(
                    entry.get(ReportKeys.STATUS),
                    judged.status().text(),
                    entry.get(ReportKeys.ID) + " on " + device + ": " + judged.reason());
        }
        Set<String> statuses = cases.stream().map(e -> e.get(ReportKeys.STATUS)).collect(Collectors.toSet());
        assertTrue(
                device.equals("reference") ? statuses.equals(Set.of("pass")) : !statuses.equals(Set.of("pass")),
                device + ": " + statuses);
    }

    @Test
    void evidenceEditedToHideAFaultIsJudgedOnWhatItNowSays() throws IOException {
        Map<String, String> stream = caseEntries(run("reference", Constants.REPORT_EVIDENCE, "true")).stream()
                .filter(e -> e.get(ReportKeys.ID).equals(AvsKit.STREAM))
                .findFirst()
                .orElseThrow();
        String evidence = stream.get(ReportKeys.EVIDENCE);
        String edited = evidence.replaceFirst(
                "\\{\"outcome\":\"fault\",\"fault\":\"[A-Za-z_]+\"\\}", "{\"outcome\":\"executed\"}");
        assertNotEquals(evidence, edited, "the evidence of " + AvsKit.STREAM + " records a fault");
        assertEquals(CaseStatus.FAIL, judge(stream, edited).status());

        String renamed = evidence.replace("\"name\":\"fifth-binding\"", "\"name\":\"another\"");
        assertThrows(IllegalArgumentException.class, () -> judge(stream, renamed));
        assertThrows(IllegalArgumentException.class, () -> judge(stream, "{\"vectors\":[]}"));
    }

    @Test
    void aDeviceFailureIsItsOwnEvidenceButNeverAPass() throws IOException {
        Map<String, String> crashed =
                caseEntries(run("crashing", Constants.REPORT_EVIDENCE, "true")).get(0);
        assertEquals("crash", crashed.get(ReportKeys.STATUS));
        String claimedPass = crashed.get(ReportKeys.EVIDENCE).replace("\"status\":\"crash\"", "\"status\":\"pass\"");
        assertThrows(IllegalArgumentException.class, () -> judge(crashed, claimedPass));
    }

    @Test
    void evidenceIsPublishedOnlyWhenAskedForOrJournaled(@TempDir Path dir) {
        assertTrue(caseEntries(run("reference")).stream().noneMatch(e -> e.containsKey(ReportKeys.EVIDENCE)));
        assertTrue(caseEntries(run(
                        "reference", Constants.JOURNAL, dir.resolve("j.jsonl").toString()))
                .stream()
                .allMatch(e -> e.containsKey(ReportKeys.EVIDENCE)));
        EngineExecutionResults bad = run("reference", Constants.REPORT_EVIDENCE, "yes");
        assertEquals(0, bad.testEvents().succeeded().count());
    }

    @Test
    void eachRunAnnouncesOneRandomIdOnTheEngineBeforeAnyCase() {
        List<String> first = runIds(run("reference"));
        List<String> second = runIds(run("reference"));
        assertEquals(1, first.size());
        assertEquals(1, second.size());
        assertTrue(first.get(0).matches("[0-9a-f-]{36}"), first.get(0));
        assertNotEquals(first, second);
    }

    private static List<String> runIds(EngineExecutionResults results) {
        return results.containerEvents().reportingEntryPublished().stream()
                .map(e -> e.getRequiredPayload(ReportEntry.class)
                        .getKeyValuePairs()
                        .get(ReportKeys.RUN))
                .filter(Objects::nonNull)
                .toList();
    }

    private static CaseJudge.Judgement judge(Map<String, String> caseEntry, String evidence) throws IOException {
        String origin = CaseFacts.parse(caseEntry.get(ReportKeys.CASE))
                .orElseThrow()
                .origin()
                .replaceFirst(":\\d+$", "");
        return JUDGE.judge(origin, resource(origin), evidence);
    }

    private static String resource(String path) throws IOException {
        try (InputStream in = EvidenceJudgeTest.class.getClassLoader().getResourceAsStream(path)) {
            assertTrue(in != null, path + " is on the test classpath");
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static EngineExecutionResults run(String device, String... settings) {
        var builder = AvsKit.engine()
                .selectors(DiscoverySelectors.selectClasspathResource("pto-avs/cases"))
                .configurationParameter(Constants.DEVICE, device);
        for (int i = 0; i < settings.length; i += 2) {
            builder.configurationParameter(settings[i], settings[i + 1]);
        }
        return builder.execute();
    }

    private static List<Map<String, String>> caseEntries(EngineExecutionResults results) {
        return results.testEvents().reportingEntryPublished().stream()
                .map(e -> e.getRequiredPayload(ReportEntry.class).getKeyValuePairs())
                .filter(values -> values.containsKey(ReportKeys.STATUS))
                .toList();
    }
}
