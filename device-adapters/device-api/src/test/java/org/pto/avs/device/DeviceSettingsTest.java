package org.pto.avs.device;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The one reading of {@code avs.device.*} booleans, durations, choices and factors, which the engine's settings share,
 * and the timeout factor that multiplies every time limit a device is held to.
 */
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

    @ParameterizedTest(name = "{0}")
    @CsvSource({"timeout", "startup-timeout", "connect-timeout"})
    void theFactorMultipliesEveryTimeoutSetOrDefaulted(String key) throws DeviceException {
        DeviceSettings set = new DeviceSettings(Map.of(key, "4s"), 2.5);
        assertEquals(Duration.ofSeconds(10), set.getDuration(key, Duration.ofSeconds(1)));
        DeviceSettings defaulted = new DeviceSettings(Map.of(), 2.5);
        assertEquals(Duration.ofSeconds(25), defaulted.getDuration(key, Duration.ofSeconds(10)));
        assertEquals(Duration.ofSeconds(20), set.withTimeoutFactor(5).getDuration(key, Duration.ZERO));
        assertEquals(Duration.ofSeconds(4), new DeviceSettings(Map.of(key, "4s")).getDuration(key, Duration.ZERO));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"timeouts", "grace", "timeout-grace", "read-interval"})
    void aDurationThatIsNoTimeoutIsAsSet(String key) throws DeviceException {
        assertEquals(Duration.ofSeconds(4), new DeviceSettings(Map.of(key, "4s"), 3).getDuration(key, Duration.ZERO));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"1, 1.0", "2.5, 2.5", "0.1, 0.1", "100, 100.0", " 3 , 3.0"})
    void aFactorIsANumberFromATenthToAHundred(String text, double factor) {
        assertEquals(factor, DeviceSettings.parseFactor("avs.timeout-factor", text));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"0", "0.05", "101", "-2", "2x", "1.2345", "1e2", "NaN", "Infinity"})
    void anyOtherFactorIsRefusedNamingTheParameterAndWhatIsAllowed(String text) {
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class, () -> DeviceSettings.parseFactor("avs.timeout-factor", text));
        assertEquals(
                "avs.timeout-factor=" + text + " is not allowed: a number from 0.1 to 100, such as 2 or 2.5",
                e.getMessage());
    }
}
