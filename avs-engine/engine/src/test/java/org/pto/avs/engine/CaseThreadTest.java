package org.pto.avs.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.Events;
import org.pto.avs.engine.testdevices.TestDevices.RecordingThreads;
import org.pto.avs.results.Constants;

/**
 * Where a case runs: on a thread of its own, watched by {@code avs.limits.case-timeout}, unless its device declares
 * that every run ends on its own; then on the engine's thread (the run opens its device before the first case, so
 * it knows before any case runs).
 */
class CaseThreadTest {

    @BeforeEach
    void forget() {
        RecordingThreads.THREADS.clear();
    }

    private static List<String> threadsOfARunOnTheFiveCases(String finishes) {
        Events tests = AvsKit.engine()
                .selectors(AvsSelector.selectAvs("*"))
                .configurationParameter(Constants.DEVICE, "recording-threads")
                .configurationParameter(Constants.DEVICE_SETTINGS_PREFIX + "finishes", finishes)
                .execute()
                .testEvents();
        assertEquals(AvsKit.CLASSPATH_CASES, AvsKit.finished(tests, TestExecutionResult.Status.SUCCESSFUL));
        return List.copyOf(RecordingThreads.THREADS);
    }

    @Test
    void aDeviceThatCanHangRunsEveryCaseOnAWatchedThread() {
        List<String> threads = threadsOfARunOnTheFiveCases("false");
        assertTrue(threads.size() > 5, threads::toString);
        assertTrue(threads.stream().allMatch(name -> name.startsWith("pto-avs-case-")), threads::toString);
    }

    @Test
    void aDeviceWhoseRunsEndOnTheirOwnRunsItsCasesOnTheEngineThreadOnceOpen() {
        List<String> threads = threadsOfARunOnTheFiveCases("true");
        String engineThread = Thread.currentThread().getName();
        assertTrue(threads.size() > 5, threads::toString);
        assertTrue(threads.stream().allMatch(engineThread::equals), threads::toString);
    }
}
