package org.pto.avs.reports.bundle;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** {@code bundle} and {@code shard} sandbox a process device unless the run says otherwise. */
class CertificationSandboxTest {

    private static Map<String, String> withDefault(String... pairs) {
        Map<String, String> configuration = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            configuration.put(pairs[i], pairs[i + 1]);
        }
        CertificationSandbox.byDefault(configuration);
        return configuration;
    }

    @Test
    void aProcessDeviceIsSandboxedWhereTheSandboxWorksUnlessTheRunSaysOtherwise() {
        assertEquals(
                Map.of("avs.device", "process", "avs.device.sandbox", "auto"), withDefault("avs.device", "process"));
        assertEquals(
                Map.of("avs.device", "process", "avs.device.sandbox", "off"),
                withDefault("avs.device", "process", "avs.device.sandbox", "off"));
        assertEquals(Map.of("avs.device", "socket"), withDefault("avs.device", "socket"));
        assertEquals(Map.of(), withDefault());
    }
}
