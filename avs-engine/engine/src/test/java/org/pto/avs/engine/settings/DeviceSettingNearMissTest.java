package org.pto.avs.engine.settings;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** A near miss of a setting a device's provider says it reads is named with that setting, as the engine's are. */
class DeviceSettingNearMissTest {

    /** What the process device's provider says it reads. */
    private static final Set<String> PROCESS =
            Set.of("command", "directory", "timeout", "startup-timeout", "pipeline", "sandbox", "sandbox-network");

    @Test
    void theProcessDevicesNearMissesAreNamedAndItsSettingsAreNot() {
        assertEquals(
                List.of(
                        "avs.device.pipline is not a setting of pto-avs or of device 'process' and is ignored; did you mean"
                                + " avs.device.pipeline?",
                        "avs.device.timout is not a setting of pto-avs or of device 'process' and is ignored; did you mean"
                                + " avs.device.timeout?"),
                MisspeltSettings.deviceWarnings(
                        List.of(
                                "avs.device.timout",
                                "avs.device.pipline",
                                "avs.device.timeout",
                                "avs.device.command",
                                "avs.device.sandbox-network",
                                "avs.device",
                                "avs.waivers",
                                "avs.device.instances"),
                        "process",
                        PROCESS));
    }

    @Test
    void aProviderThatSaysNothingStillGetsTheEnginesOwnDeviceSettingsChecked() {
        assertEquals(
                List.of("avs.device.instanses is not a setting of pto-avs or of device 'custom' and is ignored;"
                        + " did you mean avs.device.instances?"),
                MisspeltSettings.deviceWarnings(
                        List.of("avs.device.instanses", "avs.device.flaw"), "custom", Set.of()));
    }
}
