package org.pto.avs.device;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The one reading of {@code avs.device.*} booleans, durations and choices, which the engine's settings share. */
class DeviceSettingsTest {

    private static DeviceSettings of(String key, String value) {
        return new DeviceSettings(Map.of(key, value));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"500ms, 500", "30s, 30000", "10m, 600000", "250, 250", "0, 0", " 2s , 2000"})
    void aDurationIsAWholeNumberOfMillisecondsSecondsOrMinutes(String text, long millis) throws DeviceException {
        assertEquals(Duration.ofMillis(millis), of("timeout", text).getDuration("timeout", Duration.ZERO));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"1.5s", "-5s", "10 s", "10min", "ten", "5h", "0x10"})
    void anyOtherDurationIsASetupErrorNamingTheParameterAndWhatIsAllowed(String text) {
        DeviceException e =
                assertThrows(DeviceException.class, () -> of("timeout", text).getDuration("timeout", Duration.ZERO));
        assertEquals(DeviceException.Kind.SETUP, e.kind());
        assertEquals(
                "avs.device.timeout=" + text + " is not allowed: a duration such as 500ms, 30s or 10m (a whole"
                        + " number of ms, s or m)",
                e.getMessage());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"yes", "no", "1", "TRUE", "False", "on"})
    void aBooleanIsTrueOrFalseAndNothingElse(String text) throws DeviceException {
        assertEquals(true, of("allow-remote", "true").getBoolean("allow-remote", false));
        assertEquals(false, of("allow-remote", "false").getBoolean("allow-remote", true));
        DeviceException e = assertThrows(
                DeviceException.class, () -> of("allow-remote", text).getBoolean("allow-remote", false));
        assertEquals(DeviceException.Kind.SETUP, e.kind());
        assertEquals("avs.device.allow-remote=" + text + " is not allowed: true or false", e.getMessage());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"Full-Shape", "full_shape", "square", "FULL-SHAPE"})
    void aChoiceIsOneOfItsNamesExactly(String text) throws DeviceException {
        Map<String, Integer> allowed = new LinkedHashMap<>();
        allowed.put("full-shape", 1);
        allowed.put("valid-region", 2);
        assertEquals(2, of("rule", "valid-region").getChoice("rule", allowed, 0));
        DeviceException e =
                assertThrows(DeviceException.class, () -> of("rule", text).getChoice("rule", allowed, 0));
        assertEquals("avs.device.rule=" + text + " is not allowed: full-shape or valid-region", e.getMessage());
    }
}
