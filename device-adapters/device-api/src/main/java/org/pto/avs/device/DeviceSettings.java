package org.pto.avs.device;

import java.time.Duration;
import java.util.Arrays;
import java.util.Collections;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apiguardian.api.API;

/**
 * The {@code avs.device.*} configuration parameters, with the prefix removed
 * ({@code avs.device.command} is {@code command} here).
 */
@API(status = API.Status.STABLE, since = "0.1")
public record DeviceSettings(Map<String, String> values) {

    public DeviceSettings {
        values = Collections.unmodifiableMap(new TreeMap<>(values));
    }

    public static DeviceSettings empty() {
        return new DeviceSettings(Map.of());
    }

    public Optional<String> get(String key) {
        return Optional.ofNullable(values.get(key)).map(String::trim).filter(v -> !v.isEmpty());
    }

    public String require(String key) throws DeviceException {
        return get(key).orElseThrow(() ->
                new DeviceException(DeviceException.Kind.SETUP, "missing configuration parameter avs.device." + key));
    }

    public int getInt(String key, int defaultValue) throws DeviceException {
        Optional<String> text = get(key);
        if (text.isEmpty()) {
            return defaultValue;
        }
        try {
            return Integer.parseInt(text.get());
        } catch (NumberFormatException e) {
            throw new DeviceException(
                    DeviceException.Kind.SETUP,
                    "avs.device." + key + "=" + text.get() + " is not allowed: a whole number");
        }
    }

    /** {@code true} or {@code false}; anything else is a setup error, never read as false. */
    public boolean getBoolean(String key, boolean defaultValue) throws DeviceException {
        Optional<String> text = get(key);
        if (text.isEmpty()) {
            return defaultValue;
        }
        try {
            return parseBoolean("avs.device." + key, text.get());
        } catch (IllegalArgumentException e) {
            throw new DeviceException(DeviceException.Kind.SETUP, e.getMessage());
        }
    }

    /** A duration as {@link #parseDuration} reads it; anything else is a setup error. */
    public Duration getDuration(String key, Duration defaultValue) throws DeviceException {
        Optional<String> text = get(key);
        if (text.isEmpty()) {
            return defaultValue;
        }
        try {
            return parseDuration("avs.device." + key, text.get());
        } catch (IllegalArgumentException e) {
            throw new DeviceException(DeviceException.Kind.SETUP, e.getMessage());
        }
    }

    /** One of {@code allowed}'s names, as {@link #parseChoice} reads it; anything else is a setup error. */
    public <E> E getChoice(String key, Map<String, E> allowed, E defaultValue) throws DeviceException {
        Optional<String> text = get(key);
        if (text.isEmpty()) {
            return defaultValue;
        }
        try {
            return parseChoice("avs.device." + key, text.get(), allowed);
        } catch (IllegalArgumentException e) {
            throw new DeviceException(DeviceException.Kind.SETUP, e.getMessage());
        }
    }

    /** The one reading of a setting that names one of several values: exactly one of {@code allowed}'s names. */
    public static <E> E parseChoice(String parameter, String text, Map<String, E> allowed) {
        E value = allowed.get(text.strip());
        if (value == null) {
            String[] names = allowed.keySet().toArray(String[]::new);
            String list = names.length == 1
                    ? names[0]
                    : String.join(", ", Arrays.copyOf(names, names.length - 1)) + " or " + names[names.length - 1];
            throw new IllegalArgumentException(parameter + "=" + text.strip() + " is not allowed: " + list);
        }
        return value;
    }

    /**
     * The one reading of a boolean setting, {@code avs.*} and {@code avs.device.*} alike: {@code true} or
     * {@code false}; anything else ({@code yes}, {@code 1}, {@code TRUE}) is refused naming the parameter, the value
     * and what is allowed, never read as false.
     */
    public static boolean parseBoolean(String parameter, String text) {
        return switch (text.strip()) {
            case "true" -> true;
            case "false" -> false;
            default ->
                throw new IllegalArgumentException(parameter + "=" + text.strip() + " is not allowed: true or false");
        };
    }

    /**
     * The one reading of a duration setting: a whole number of milliseconds ({@code 500ms}, or {@code 500} alone),
     * seconds ({@code 30s}) or minutes ({@code 10m}); nothing negative, fractional or with another unit.
     */
    public static Duration parseDuration(String parameter, String text) {
        Matcher m = DURATION.matcher(text.strip());
        if (m.matches()) {
            long n = Long.parseLong(m.group(1));
            return switch (m.group(2) == null ? "ms" : m.group(2)) {
                case "ms" -> Duration.ofMillis(n);
                case "s" -> Duration.ofSeconds(n);
                default -> Duration.ofMinutes(n);
            };
        }
        throw new IllegalArgumentException(parameter + "=" + text.strip() + " is not allowed: a duration such as"
                + " 500ms, 30s or 10m (a whole number of ms, s or m)");
    }

    private static final Pattern DURATION = Pattern.compile("(\\d{1,9})(ms|s|m)?");
}
