package org.pto.avs.engine.settings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.pto.avs.engine.limits.RunLimits;
import org.pto.avs.results.Constants;
import org.pto.avs.results.Shard;

/** Reading a run's settings keeps every problem, each where the user will see it, and never stops at the first. */
class RunSettingsTest {

    private static RunSettings read(Map<String, String> values) {
        return RunSettings.read(MapParameters.of(values), Map.of(), new Properties());
    }

    @Test
    void everyBadValueIsKeptInReadingOrderAndReadsAsItsDefaultMeanwhile() {
        RunSettings settings = read(Map.of(
                Constants.DEVICE_INSTANCES, "0",
                Constants.CASE_TIMEOUT, "1.5s",
                Constants.REPORT_VECTORS, "passed"));

        assertEquals(3, settings.problems().size(), settings.problems().toString());
        assertTrue(settings.problems().get(0).startsWith("avs.device.instances=0 is not allowed"));
        assertTrue(settings.problems().get(1).startsWith("avs.limits.case-timeout=1.5s is not allowed"));
        assertTrue(settings.problems().get(2).startsWith("avs.report.vectors=passed is not allowed"));
        assertEquals(1, settings.device().instances());
        assertEquals(RunLimits.DEFAULT_CASE_TIMEOUT, settings.caseTimeout());
        assertEquals(ReportVectors.ALL, settings.report().vectors());
    }

    @Test
    void aRunWithGoodSettingsHasNoProblem() {
        RunSettings settings = read(Map.of(Constants.DEVICE_INSTANCES, "4", Constants.DEVICE, " process "));

        assertEquals(List.of(), settings.problems());
        assertEquals(4, settings.device().instances());
        assertEquals("process", settings.device().name());
        settings.requireNoProblem();
    }

    @Test
    void aMalformedShardIsKeptApartForDiscoveryToReport() {
        RunSettings settings = read(Map.of(Constants.SHARD, "5/4"));

        assertEquals(
                Optional.of("avs.shard=5/4: the part must be 1..4 and there must be at least one part"),
                settings.shardProblem());
        assertEquals(Shard.ALL, settings.shard());
        assertEquals(List.of(), settings.problems());
    }

    @Test
    void anAutoShardIsReadFromTheEnvironment() {
        RunSettings settings = RunSettings.read(
                MapParameters.of(Map.of(Constants.SHARD, "auto")), Map.of("AVS_SHARD", "2/3"), new Properties());

        assertEquals(new Shard(2, 3), settings.shard());
    }

    @Test
    void aBadSeedIsKeptForThePropertyCasesItFails() {
        RunSettings settings = read(Map.of(Constants.RANDOM_SEED, "twelve"));

        assertEquals(List.of(), settings.problems());
        assertTrue(
                settings.random().overrideProblem().orElseThrow().startsWith("avs.random.seed=twelve is not a seed"),
                settings.random().overrideProblem().toString());
    }

    @Test
    void aJournalAlwaysKeepsEvidence() {
        assertTrue(read(Map.of(Constants.JOURNAL, "target/x.journal")).report().evidence());
        assertEquals(
                List.of("avs.resume=true needs avs.journal=<file>: the journal of the run to resume"),
                read(Map.of(Constants.RESUME, "true")).problems());
    }

    @Test
    void aSystemPropertyTheRunOverridesIsAWarningNamingBoth() {
        Properties system = new Properties();
        system.setProperty(Constants.SUMMARY, "true");
        RunSettings settings = RunSettings.read(MapParameters.of(Map.of(Constants.SUMMARY, "false")), Map.of(), system);

        assertEquals(1, settings.warnings().size(), settings.warnings().toString());
        assertTrue(
                settings.warnings().get(0).contains("-Davs.summary=true"),
                settings.warnings().get(0));
    }

    @Test
    void aValueNoPathCanBeIsAProblemNamingTheParameter() {
        RunSettings settings = read(Map.of(Constants.WAIVERS, "w\u0000.txt", Constants.JOURNAL, "j\u0000"));

        assertEquals(2, settings.problems().size(), settings.problems().toString());
        assertTrue(settings.problems().get(0).startsWith("avs.journal=j\u0000 is not a path: "));
        assertTrue(settings.problems().get(1).startsWith("avs.waivers=w\u0000.txt is not a path: "));
    }

    @Test
    void theTimeoutFactorReachesTheDeviceSettingsAndABadOneIsAProblem() {
        RunSettings settings = read(Map.of(Constants.TIMEOUT_FACTOR, "2.5", Constants.CASE_TIMEOUT, "4s"));
        assertEquals(List.of(), settings.problems());
        assertEquals(2.5, settings.device().settings().timeoutFactor());
        assertEquals(1.0, read(Map.of()).device().settings().timeoutFactor());

        RunSettings bad = read(Map.of(Constants.TIMEOUT_FACTOR, "0"));
        assertEquals(
                List.of("avs.timeout-factor=0 is not allowed: a number from 0.1 to 100, such as 2 or 2.5"),
                bad.problems());
        assertEquals(1.0, bad.device().settings().timeoutFactor());
    }
}
