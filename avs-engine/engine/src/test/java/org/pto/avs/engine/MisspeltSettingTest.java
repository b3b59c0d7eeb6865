package org.pto.avs.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.pto.avs.results.Constants;

/** A misspelt avs.* setting is named in a warning with the setting it was probably meant to be. */
class MisspeltSettingTest {

    private static String stdoutOf(String key, String value) {
        PrintStream previous = System.out;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
        try {
            EngineTestKit.engine(Constants.ENGINE_ID)
                    .selectors(AvsSelector.selectAvs(AvsKit.STREAM))
                    .configurationParameter(Constants.SUMMARY, "false")
                    .configurationParameter(key, value)
                    .execute()
                    .testEvents()
                    .assertStatistics(stats -> stats.succeeded(1));
        } finally {
            System.setOut(previous);
        }
        return captured.toString(StandardCharsets.UTF_8);
    }

    @Test
    void aNearMissOfASettingIsNamedWithTheSettingItProbablyMeant() {
        assertEquals(
                "pto-avs: warning: avs.waviers is not a setting of pto-avs and is ignored; did you mean"
                        + " avs.waivers?\n",
                stdoutOf("avs.waviers", "waivers.txt"));
        assertTrue(stdoutOf("avs.random.sed", "7").contains("did you mean avs.random.seed?"));
    }

    @Test
    void aNearMissOfADeviceSettingIsNamedWithTheEnginesOrTheDevicesSetting() {
        assertEquals(
                "pto-avs: warning: avs.device.pipline is not a setting of pto-avs or of device 'reference' and is"
                        + " ignored; did you mean avs.device.pipeline?\n",
                stdoutOf("avs.device.pipline", "4"));
        assertEquals(
                "pto-avs: warning: avs.device.gm-byte is not a setting of pto-avs or of device 'reference' and is"
                        + " ignored; did you mean avs.device.gm-bytes?\n",
                stdoutOf("avs.device.gm-byte", "4096"));
        assertFalse(stdoutOf("avs.device.gm-bytes", "65536").contains("warning"), "a setting the device reads");
        assertFalse(stdoutOf("avs.device.comand", "x").contains("warning"), "close to no setting of this device");
    }

    @Test
    void theSettingsOfReportsAreNotTheEnginesToJudge() {
        assertFalse(stdoutOf("avs.report.allure-dr", "x").contains("warning"), "a reports setting is the reports'");
        assertFalse(stdoutOf("avs.progress", "on").contains("warning"));
        assertFalse(stdoutOf("avs.waivers.strict", "false").contains("warning"), "a known setting");
    }
}
