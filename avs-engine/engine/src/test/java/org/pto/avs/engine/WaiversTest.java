package org.pto.avs.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.platform.engine.TestExecutionResult.Status.ABORTED;
import static org.junit.platform.engine.TestExecutionResult.Status.FAILED;
import static org.junit.platform.engine.TestExecutionResult.Status.SUCCESSFUL;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Events;
import org.opentest4j.AssertionFailedError;
import org.pto.avs.engine.execution.HarnessError;
import org.pto.avs.results.Constants;
import org.pto.avs.results.ReportKeys;

/**
 * The waiver semantics of the spec on the device that reports Fault_BundleControl where the architecture raises
 * Fault_TileLegality: of the four test cases run here only MASK-CONSISTENCY-001 fails there. A waived failure is waived; a
 * waived case that passes is an unexpected pass, failed in a strict run; an expired waiver fails its case; a
 * malformed waiver file fails the run with the test {@code waivers}.
 */
class WaiversTest {

    private static final String FAILING = AvsKit.MASK;
    /** Inside the bound on expiries (avs.waivers.max-days, 365 by default) on the day the test runs. */
    private static final String IN_FORCE = LocalDate.now().plusDays(30).toString();

    private static final String EXPIRED = "2000-01-01";
    /** Four of the test cases; VEC-USE-001 also fails on this device and is left out. */
    private static final String CASES = String.join(",", AvsKit.DECODE, AvsKit.MASK, AvsKit.PEMODE, AvsKit.STREAM);

    @TempDir
    Path dir;

    private EngineExecutionResults run(String waivers, Map<String, String> more) throws IOException {
        Path file = Files.writeString(dir.resolve("waivers.txt"), "# AVS id | expires | link | reason\n" + waivers);
        EngineTestKit.Builder kit = AvsKit.engine()
                .selectors(AvsSelector.selectAvs("*"))
                .configurationParameter(Constants.ID, CASES)
                .configurationParameter(Constants.DEVICE, "wrong-fault-kind")
                .configurationParameter(Constants.WAIVERS, file.toString());
        more.forEach(kit::configurationParameter);
        return kit.execute();
    }

    private String line(int number) {
        return dir.resolve("waivers.txt") + ":" + number;
    }

    @Test
    void withoutWaiversOnlyTheOneCaseFailsOnThisDevice() {
        Events tests = AvsKit.engine()
                .selectors(AvsSelector.selectAvs("*"))
                .configurationParameter(Constants.ID, CASES)
                .configurationParameter(Constants.DEVICE, "wrong-fault-kind")
                .execute()
                .testEvents();
        assertEquals(List.of(FAILING), AvsKit.finished(tests, FAILED));
        assertEquals(3, AvsKit.finished(tests, SUCCESSFUL).size());
    }

    @Test
    void aWaivedFailureIsWaivedAndKeepsItsDiff() throws IOException {
        EngineExecutionResults results = run(
                FAILING + " | " + IN_FORCE + " | https://errata.example/E-7 | Erratum E-7: "
                        + "a second shared B.IOS reports the wrong fault kind\n",
                Map.of());
        Events tests = results.testEvents();

        assertEquals(List.of(FAILING), AvsKit.finished(tests, ABORTED));
        assertEquals(3, AvsKit.finished(tests, SUCCESSFUL).size());
        String message = AvsKit.message(tests, FAILING);
        assertTrue(
                message.startsWith("waived until " + IN_FORCE + " by " + line(2) + " (https://errata.example/E-7): "
                        + "Erratum E-7: a second shared B.IOS reports the wrong fault kind; was fail:\n" + FAILING
                        + " vector "),
                message);
        assertTrue(message.contains("expected Fault_TileLegality, actual Fault_BundleControl"), message);
        Map<String, String> entry = caseEntry(results, FAILING);
        assertEquals("waived", entry.get(ReportKeys.STATUS));
        assertEquals("applied", entry.get(ReportKeys.WAIVER));
        assertEquals(IN_FORCE, entry.get(ReportKeys.WAIVER_EXPIRES));
        assertEquals("https://errata.example/E-7", entry.get(ReportKeys.WAIVER_LINK));
        assertEquals(line(2), entry.get(ReportKeys.WAIVER_ORIGIN));
        assertEquals(
                List.of(
                        ReportKeys.ID,
                        ReportKeys.STATUS,
                        ReportKeys.DEVICE,
                        ReportKeys.MESSAGE,
                        ReportKeys.CASE,
                        ReportKeys.VECTORS,
                        ReportKeys.WAIVER,
                        ReportKeys.WAIVER_REASON,
                        ReportKeys.WAIVER_EXPIRES,
                        ReportKeys.WAIVER_LINK,
                        ReportKeys.WAIVER_ORIGIN),
                List.copyOf(entry.keySet()),
                "the case entry's keys, and the waiver's");
    }

    @Test
    void aWaiverFileBoundToAnotherDeviceWaivesNothingHereAndSaysWhomItIsFor() throws IOException {
        String waiver = FAILING + " | " + IN_FORCE + " | https://errata.example/E-7 | Erratum E-7 of acme-sim\n";
        Events other = run("device: Acme acme-sim 4.2.1\n" + waiver, Map.of()).testEvents();
        assertEquals(List.of(FAILING), AvsKit.finished(other, FAILED));
        String message = AvsKit.message(other, FAILING);
        assertTrue(
                message.endsWith("the waiver at " + line(3) + " is for Acme acme-sim 4.2.1, not for 'test"
                        + " wrong-fault-kind 1': it waives nothing here"),
                message);
        assertTrue(message.contains("expected Fault_TileLegality, actual Fault_BundleControl"), message);

        Events own = run("device: Acme acme-sim 4.2.1\ndevice: test wrong-fault-kind 1\n" + waiver, Map.of())
                .testEvents();
        assertEquals(List.of(FAILING), AvsKit.finished(own, ABORTED), "a file that names this device waives here");
    }

    @Test
    void aWaivedCaseThatPassesIsAnUnexpectedPassThatFailsOnlyAStrictRun() throws IOException {
        String waiver = AvsKit.STREAM + " | " + IN_FORCE + " | https://errata.example/E-9 | Erratum E-9\n";

        EngineExecutionResults lenient = run(waiver, Map.of());
        assertEquals(List.of(FAILING), AvsKit.finished(lenient.testEvents(), FAILED));
        Map<String, String> entry = caseEntry(lenient, AvsKit.STREAM);
        assertEquals("pass", entry.get(ReportKeys.STATUS));
        assertEquals("unexpected-pass", entry.get(ReportKeys.WAIVER));
        assertEquals(
                "unexpected pass: " + AvsKit.STREAM + " passes although the waiver at " + line(2) + " waives it "
                        + "until " + IN_FORCE + " (https://errata.example/E-9); remove the waiver",
                entry.get(ReportKeys.MESSAGE));

        EngineExecutionResults strict = run(waiver, Map.of(Constants.WAIVERS_STRICT, "true"));
        Events tests = strict.testEvents();
        assertEquals(List.of(FAILING, AvsKit.STREAM).stream().sorted().toList(), AvsKit.finished(tests, FAILED));
        assertInstanceOf(AssertionFailedError.class, throwable(tests, AvsKit.STREAM));
        assertEquals(
                entry.get(ReportKeys.MESSAGE) + " (avs.waivers.strict=true fails an unexpected pass)",
                AvsKit.message(tests, AvsKit.STREAM));
        assertEquals("fail", caseEntry(strict, AvsKit.STREAM).get(ReportKeys.STATUS));
        assertEquals("unexpected-pass", caseEntry(strict, AvsKit.STREAM).get(ReportKeys.WAIVER));
    }

    @Test
    void anExpiredWaiverFailsItsCaseWhetherTheCasePassesOrWouldBeWaived() throws IOException {
        EngineExecutionResults results = run(
                String.join(
                                "\n",
                                FAILING + " | " + EXPIRED + " | https://errata.example/E-7 | Erratum E-7",
                                AvsKit.STREAM + " | " + EXPIRED
                                        + " | https://errata.example/E-3 | Erratum E-3, long fixed")
                        + "\n",
                Map.of(Constants.WAIVERS_STRICT, "false"));
        Events tests = results.testEvents();

        assertEquals(List.of(FAILING, AvsKit.STREAM).stream().sorted().toList(), AvsKit.finished(tests, FAILED));
        assertEquals(List.of(), AvsKit.finished(tests, ABORTED), "an expired waiver waives nothing");
        String failing = AvsKit.message(tests, FAILING);
        assertTrue(
                failing.startsWith("the waiver at " + line(2) + " expired on " + EXPIRED
                        + " (https://errata.example/E-7); renew or remove it. " + FAILING + " was fail:\n"),
                failing);
        assertTrue(failing.contains("expected Fault_TileLegality, actual Fault_BundleControl"), failing);
        assertEquals(
                "the waiver at " + line(3) + " expired on " + EXPIRED + " (https://errata.example/E-3); renew or "
                        + "remove it. " + AvsKit.STREAM + " was pass:\n" + AvsKit.STREAM
                        + ": 2 vectors, 63 fields compared, all "
                        + "match",
                AvsKit.message(tests, AvsKit.STREAM));
        assertInstanceOf(AssertionFailedError.class, throwable(tests, AvsKit.STREAM));
        assertEquals("expired", caseEntry(results, AvsKit.STREAM).get(ReportKeys.WAIVER));
        assertEquals("fail", caseEntry(results, AvsKit.STREAM).get(ReportKeys.STATUS));
    }

    @Test
    void aMalformedWaiverFileFailsTheRunWithTheTestWaiversAndItsBadLinesWaiveNothing() throws IOException {
        EngineExecutionResults results = run(
                String.join(
                                "\n",
                                FAILING + " | " + IN_FORCE + " | Erratum E-7 | the link field holds no link",
                                AvsKit.PEMODE
                                        + " | 2999-13-01 | https://errata.example/E-8 | a month that does not exist",
                                AvsKit.DECODE + " | " + IN_FORCE
                                        + " | https://errata.example/E-1 | a good line still applies")
                        + "\n",
                Map.of());
        Events tests = results.testEvents();

        assertEquals(List.of(FAILING, "waivers"), AvsKit.finished(tests, FAILED), "the bad line waived nothing");
        assertInstanceOf(HarnessError.class, throwable(tests, "waivers"));
        assertEquals(
                line(2) + ": link: 'Erratum E-7' is not an absolute link (https://... to the erratum or ticket)\n"
                        + line(3) + ": expires: '2999-13-01' is not a date (YYYY-MM-DD)",
                AvsKit.message(tests, "waivers"));
        assertEquals(
                "waivers " + dir.resolve("waivers.txt"),
                tests.finished().stream()
                        .filter(e ->
                                e.getTestDescriptor().getLegacyReportingName().equals("waivers"))
                        .findFirst()
                        .orElseThrow()
                        .getTestDescriptor()
                        .getDisplayName());
        assertEquals("unexpected-pass", caseEntry(results, AvsKit.DECODE).get(ReportKeys.WAIVER));
    }

    @Test
    void aMissingWaiverFileOrAStrictnessThatIsNotABooleanFailsTheRun() {
        Path missing = dir.resolve("no-such-waivers.txt");
        Events tests = AvsKit.engine()
                .selectors(AvsSelector.selectAvs(AvsKit.STREAM))
                .configurationParameter(Constants.WAIVERS, missing.toString())
                .configurationParameter(Constants.WAIVERS_STRICT, "yes")
                .execute()
                .testEvents();

        assertEquals(List.of("waivers"), AvsKit.finished(tests, FAILED));
        assertEquals(
                "avs.waivers.strict: 'yes' is neither true nor false; the run is strict\n" + missing
                        + ": no such waiver file; no case is waived",
                AvsKit.message(tests, "waivers"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"yes", "TRUE", "1"})
    void aStrictnessThatIsNotExactlyABooleanFailsTheRunEvenWithoutAWaiverFile(String strict) {
        Events tests = AvsKit.engine()
                .selectors(AvsSelector.selectAvs(AvsKit.STREAM))
                .configurationParameter(Constants.WAIVERS_STRICT, strict)
                .execute()
                .testEvents();

        assertEquals(List.of("waivers"), AvsKit.finished(tests, FAILED));
        assertEquals(
                "avs.waivers.strict: '" + strict + "' is neither true nor false; the run is strict",
                AvsKit.message(tests, "waivers"));
    }

    private static Throwable throwable(Events tests, String name) {
        return tests.finished().stream()
                .filter(e -> e.getTestDescriptor().getLegacyReportingName().equals(name))
                .map(e -> e.getRequiredPayload(TestExecutionResult.class)
                        .getThrowable()
                        .orElseThrow())
                .findFirst()
                .orElseThrow();
    }

    /** The case entry (the one with the status) {@code id} published. */
    private static Map<String, String> caseEntry(EngineExecutionResults results, String id) {
        return results.testEvents().reportingEntryPublished().stream()
                .map(e -> e.getRequiredPayload(ReportEntry.class).getKeyValuePairs())
                .filter(values -> id.equals(values.get(ReportKeys.ID)) && values.containsKey(ReportKeys.STATUS))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no case entry for " + id));
    }
}
