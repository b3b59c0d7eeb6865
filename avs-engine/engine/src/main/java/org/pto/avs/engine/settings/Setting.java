package org.pto.avs.engine.settings;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import org.apiguardian.api.API;
import org.junit.platform.engine.ConfigurationParameters;
import org.pto.avs.device.DeviceSettings;

/**
 * The one reading of each kind of {@code avs.*} setting: booleans and durations as {@link DeviceSettings} reads the
 * {@code avs.device.*} ones, and so choices among named values. A value that is not one of those documented is an
 * {@link IllegalArgumentException} naming the parameter, the value and what is allowed, which the run reports as a
 * setup error before any case runs; it is never read as the default.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class Setting {

    private Setting() {}

    /** The value of {@code key}, stripped; empty when absent or blank (the default applies). */
    public static Optional<String> text(ConfigurationParameters configuration, String key) {
        return configuration.get(key).map(String::strip).filter(s -> !s.isEmpty());
    }

    /** A file or folder; a value no path can be is an {@link IllegalArgumentException} naming the parameter. */
    public static Optional<Path> path(ConfigurationParameters configuration, String key) {
        Optional<String> text = text(configuration, key);
        try {
            return text.map(Path::of);
        } catch (InvalidPathException e) {
            throw new IllegalArgumentException(key + "=" + text.get() + " is not a path: " + e.getReason(), e);
        }
    }

    public static boolean bool(ConfigurationParameters configuration, String key, boolean fallback) {
        return text(configuration, key)
                .map(t -> DeviceSettings.parseBoolean(key, t))
                .orElse(fallback);
    }

    public static Duration duration(ConfigurationParameters configuration, String key, Duration fallback) {
        return text(configuration, key)
                .map(t -> DeviceSettings.parseDuration(key, t))
                .orElse(fallback);
    }

    /** A factor ({@link DeviceSettings#parseFactor}): a number from 0.1 to 100. */
    public static double factor(ConfigurationParameters configuration, String key, double fallback) {
        return text(configuration, key)
                .map(t -> DeviceSettings.parseFactor(key, t))
                .orElse(fallback);
    }

    /** One of {@code allowed}'s names (in the order given, for the message). */
    public static <E> E choice(ConfigurationParameters configuration, String key, Map<String, E> allowed, E fallback) {
        return text(configuration, key)
                .map(t -> DeviceSettings.parseChoice(key, t, allowed))
                .orElse(fallback);
    }
}
