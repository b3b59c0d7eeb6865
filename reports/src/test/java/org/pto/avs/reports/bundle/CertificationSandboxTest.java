package org.pto.avs.reports.bundle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@code bundle} and {@code shard} sandbox a process device unless the run says otherwise: where the sandbox works,
 * or, for a run that signs, always (a setup error where it cannot be made, never a silent fallback).
 */
class CertificationSandboxTest {

    private static Map<String, String> withDefault(boolean signing, String... pairs) {
        Map<String, String> configuration = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            configuration.put(pairs[i], pairs[i + 1]);
        }
        CertificationSandbox.byDefault(configuration, signing);
        return configuration;
    }

    @Test
    void aProcessDeviceIsSandboxedWhereTheSandboxWorksUnlessTheRunSaysOtherwise() {
        assertEquals(
                Map.of("avs.device", "process", "avs.device.sandbox", "auto"),
                withDefault(false, "avs.device", "process"));
        assertEquals(
                Map.of("avs.device", "process", "avs.device.sandbox", "off"),
                withDefault(false, "avs.device", "process", "avs.device.sandbox", "off"));
        assertEquals(Map.of("avs.device", "socket"), withDefault(false, "avs.device", "socket"));
        assertEquals(Map.of(), withDefault(false));
    }

    @Test
    void aSigningRunAsksForTheSandboxAndTakesAnUnsandboxedRunOnlyWhenSaid() {
        Map<String, String> signing = new LinkedHashMap<>(Map.of("avs.device", "process"));
        assertTrue(CertificationSandbox.byDefault(signing, true), "the signing default is said with its setup error");
        assertEquals(Map.of("avs.device", "process", "avs.device.sandbox", "bwrap"), signing);
        assertEquals(
                Map.of("avs.device", "process", "avs.device.sandbox", "off"),
                withDefault(true, "avs.device", "process", "avs.device.sandbox", "off"));
        assertEquals(
                Map.of("avs.device", "process", "avs.device.sandbox", "auto"),
                withDefault(true, "avs.device", "process", "avs.device.sandbox", "auto"));
        assertEquals(Map.of("avs.device", "reference"), withDefault(true, "avs.device", "reference"));
        assertFalse(CertificationSandbox.byDefault(new LinkedHashMap<>(Map.of("avs.device", "socket")), true));
    }

    @Test
    void aMergeOpensNoDeviceAndAsksNothingOfASandbox() {
        assertEquals(
                Map.of("avs.device", "process", "avs.resume", "only"),
                withDefault(true, "avs.device", "process", "avs.resume", "only"));
    }

    @Test
    void theSetupErrorOfTheSandboxSaysHowToSignUnsandboxed() {
        assertTrue(CertificationSandbox.isTheSandboxes(
                "avs.device.sandbox=bwrap: the sandbox cannot be used here: bwrap: No permissions"));
        assertFalse(CertificationSandbox.isTheSandboxes("cannot start avs.device.command [nope]: no such file"));
        assertTrue(CertificationSandbox.UNSANDBOXED_ON_PURPOSE.contains("--config avs.device.sandbox=off"));
    }
}
