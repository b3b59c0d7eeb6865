package org.pto.avs.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.platform.engine.TestExecutionResult.Status.ABORTED;
import static org.junit.platform.engine.TestExecutionResult.Status.FAILED;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.Events;
import org.opentest4j.AssertionFailedError;
import org.opentest4j.TestAbortedException;
import org.pto.avs.engine.execution.DeviceFailure;
import org.pto.avs.engine.testdevices.TestDevices;
import org.pto.avs.results.CaseStatus;
import org.pto.avs.results.Constants;

/** Not supported is aborted, never passed; device crashes and timeouts are their own statuses. */
class StatusTest {

    private static EngineExecutionResults runOn(String device, String selection) {
        return AvsKit.engine()
                .selectors(AvsSelector.selectAvs(selection))
                .configurationParameter(Constants.DEVICE, device)
                .execute();
    }

    @Test
    void aDeviceThatCannotObserveWhatACaseNeedsMakesItNotSupported() {
        Events tests = runOn("outcomes-only", "*").testEvents();
        assertEquals(AvsKit.CLASSPATH_CASES, AvsKit.finished(tests, ABORTED));
        assertEquals(
                AvsKit.STREAM + " vector duplicate: not supported on test outcomes-only 1: the device cannot"
                        + " observe bindings, block_phase, shared_descriptors, gprs\n" + AvsKit.STREAM
                        + " vector fifth-binding:"
                        + " not supported on test outcomes-only 1: the device cannot observe bindings, block_phase,"
                        + " shared_descriptors, gprs",
                AvsKit.message(tests, AvsKit.STREAM));
        assertEquals(
                AvsKit.DECODE + " vector all-fields-zero: not supported on test outcomes-only 1: the device cannot"
                        + " observe decode",
                AvsKit.message(tests, AvsKit.DECODE));
    }

    @Test
    void anUnsupportedAnswerWhereTheCaseNeedsAnOutcomeIsNotSupported() {
        Events tests = runOn("no-bios", AvsKit.STREAM).testEvents();
        assertEquals(List.of(AvsKit.STREAM), AvsKit.finished(tests, ABORTED));
        assertTrue(
                AvsKit.message(tests, AvsKit.STREAM)
                        .startsWith(AvsKit.STREAM + " vector duplicate: not supported"
                                + " on test no-bios 1: step 1 (0x01201E13 B.IOS S18, mask=1111): the device answered unsupported; the"
                                + " case needs executed"),
                () -> AvsKit.message(tests, AvsKit.STREAM));
    }

    @Test
    void aCrashFailsTheCaseAndTheNextCaseGetsAFreshDevice() {
        TestDevices.Crashing.OPENED.set(0);
        Events tests = runOn("crashing", "*").testEvents();
        assertEquals(AvsKit.CLASSPATH_CASES, AvsKit.finished(tests, FAILED));
        Throwable failure = tests.finished().stream()
                .map(e -> e.getRequiredPayload(TestExecutionResult.class))
                .findFirst()
                .orElseThrow()
                .getThrowable()
                .orElseThrow();
        DeviceFailure crash = assertInstanceOf(DeviceFailure.class, failure);
        assertEquals(CaseStatus.CRASH, crash.status());
        assertTrue(
                crash.getMessage().contains(": the device crashed: the process exited with code 139"),
                crash.getMessage());
        assertEquals(AvsKit.CLASSPATH_CASES.size(), TestDevices.Crashing.OPENED.get());
    }

    /** The throwable of the first case of a run on {@code device} that did not pass. */
    private static Throwable firstVerdict(String device) {
        return runOn(device, "*").testEvents().finished().stream()
                .map(e -> e.getRequiredPayload(TestExecutionResult.class).getThrowable())
                .flatMap(Optional::stream)
                .findFirst()
                .orElseThrow();
    }

    @Test
    void aVerdictOnTheDeviceCarriesItsMessageWithoutTheEnginesStackFrames() {
        Throwable fail = firstVerdict("wrong-fault-kind");
        assertInstanceOf(AssertionFailedError.class, fail);
        assertEquals(0, fail.getStackTrace().length, "a conformance failure is its message");
        Throwable crash = firstVerdict("crashing");
        assertInstanceOf(DeviceFailure.class, crash);
        assertEquals(0, crash.getStackTrace().length);
        Throwable notSupported = firstVerdict("outcomes-only");
        assertInstanceOf(TestAbortedException.class, notSupported);
        assertEquals(0, notSupported.getStackTrace().length);
        Throwable nothingSelected = runOn("reference", "PTO-AVS-NO-SUCH-ID")
                .testEvents()
                .finished()
                .list()
                .get(0)
                .getRequiredPayload(TestExecutionResult.class)
                .getThrowable()
                .orElseThrow();
        assertTrue(nothingSelected.getMessage().contains("matched no case"), nothingSelected.getMessage());
        assertEquals(0, nothingSelected.getStackTrace().length, "a problem of the input is its message too");
    }

    @Test
    void aTimeoutIsItsOwnStatusAfterASecondAttempt() {
        Events tests = runOn("hanging", AvsKit.STREAM).testEvents();
        DeviceFailure timeout = assertInstanceOf(
                DeviceFailure.class,
                tests.finished()
                        .list()
                        .get(0)
                        .getRequiredPayload(TestExecutionResult.class)
                        .getThrowable()
                        .orElseThrow());
        assertEquals(CaseStatus.TIMEOUT, timeout.status());
        assertEquals(
                AvsKit.STREAM + " vector duplicate: the device timed out: no answer within 10s\n"
                        + "retried: the first attempt timed out (vector duplicate: the device timed out: no answer"
                        + " within 10s)",
                timeout.getMessage());
    }

    @Test
    void anUnknownDeviceFailsTheRunListingTheAvailableOnes() {
        EngineExecutionResults results = runOn("no-such-device", AvsKit.STREAM);
        Throwable failure = results.containerEvents()
                .failed()
                .list()
                .get(0)
                .getRequiredPayload(TestExecutionResult.class)
                .getThrowable()
                .orElseThrow();
        assertTrue(
                failure.getMessage().startsWith("avs.device=no-such-device names no device; available: "),
                failure.getMessage());
        assertTrue(failure.getMessage().contains("reference (the bundled PTO reference model"), failure.getMessage());
        assertTrue(failure.getMessage().contains("crashing (test device crashing)"), failure.getMessage());
        results.testEvents().assertStatistics(stats -> stats.started(0));
    }

    @Test
    void deviceSettingsReachTheProviderWithoutTheirPrefix() {
        AvsKit.engine()
                .selectors(AvsSelector.selectAvs(AvsKit.STREAM))
                .configurationParameter(Constants.DEVICE, "recording-settings")
                .configurationParameter("avs.device.command", "sim --fast")
                .configurationParameter("avs.device.timeout", "5s")
                .execute()
                .testEvents()
                .assertStatistics(stats -> stats.succeeded(1));
        assertEquals(
                Map.of("command", "sim --fast", "timeout", "5s"), TestDevices.RecordingSettings.lastSettings.values());
    }

    @Test
    void aDeviceThatCannotBeSetUpFailsTheRunWithItsReason() {
        EngineExecutionResults results = AvsKit.engine()
                .selectors(AvsSelector.selectAvs(AvsKit.STREAM))
                .configurationParameter(Constants.DEVICE, "recording-settings")
                .configurationParameter("avs.device.refuse", "no licence")
                .execute();
        assertEquals(
                "refused: no licence",
                results.containerEvents()
                        .failed()
                        .list()
                        .get(0)
                        .getRequiredPayload(TestExecutionResult.class)
                        .getThrowable()
                        .orElseThrow()
                        .getMessage());
    }

    @Test
    void aRunWithoutCasesNeedsNoDevice() {
        Events tests = AvsKit.engine()
                .selectors(AvsSelector.selectAvs("NO-SUCH-ID"))
                .configurationParameter(Constants.DEVICE, "no-such-device")
                .execute()
                .allEvents();
        // Only the failing selection test: the engine itself does not fail for the unknown device.
        tests.assertStatistics(stats -> stats.failed(1));
    }
}
