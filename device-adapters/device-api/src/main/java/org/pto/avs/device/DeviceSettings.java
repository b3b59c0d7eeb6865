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
 * ({@code avs.device.command} is {@code command} here), and the run's timeout factor ({@code avs.timeout-factor}).
 *
 * <p>A setting named {@code timeout} or ending in {@code -timeout} is a wall-clock limit: {@link #getDuration} hands it
 * out, set or defaulted, multiplied by {@code timeoutFactor}, so one factor stretches every limit a device is held to
 * on a busy machine. Name an adapter's time limits so and read them with {@link #getDuration}.
 *
 * @param timeoutFactor what every timeout is multiplied by, more than 0: 1 unless the run sets
 *                      {@code avs.timeout-factor} ({@value #MIN_FACTOR} to {@value #MAX_FACTOR}), twice that for a
 *                      case run again after a missed time limit
 */
@API(status = API.Status.STABLE, since = "0.1")
public record DeviceSettings(Map<String, String> values, double timeoutFactor) {

    /** The smallest timeout factor. */
    public static final double MIN_FACTOR = 0.1;

    /** The largest timeout factor: past it a limit no longer catches a device that hangs. */
    public static final double MAX_FACTOR = 100;

    public DeviceSettings {
        values = Collections.unmodifiableMap(new TreeMap<>(values));
        if (!(timeoutFactor > 0) || Double.isInfinite(timeoutFactor)) {
            throw new IllegalArgumentException("a timeout factor is a positive number, not " + timeoutFactor);
        }
    }

    /** The settings {@code values}, their timeouts as set. */
    public DeviceSettings(Map<String, String> values) {
        this(values, 1);
    }

    /** These settings with every timeout multiplied by {@code factor} instead. */
    public DeviceSettings withTimeoutFactor(double factor) {
        return new DeviceSettings(values, factor);
    }

    /** Whether the setting {@code key} is a wall-clock limit, which the timeout factor multiplies. */
    public static boolean isTimeout(String key) {
        return key.equals("timeout") || key.endsWith("-timeout");
    }

    /** {@code limit} times {@code factor}, to the millisecond, rounded up; zero stays zero. */
    public static Duration scaled(Duration limit, double factor) {
        return Duration.ofMillis((long) Math.ceil(limit.toMillis() * factor));
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

    /**
     * A duration as {@link #parseDuration} reads it; anything else is a setup error. A timeout ({@link #isTimeout}),
     * set or {@code defaultValue}, comes multiplied by {@link #timeoutFactor}.
     */
    public Duration getDuration(String key, Duration defaultValue) throws DeviceException {
        Optional<String> text = get(key);
        Duration value;
        try {
            value = text.isEmpty() ? defaultValue : parseDuration("avs.device." + key, text.get());
        } catch (IllegalArgumentException e) {
            throw new DeviceException(DeviceException.Kind.SETUP, e.getMessage());
        }
        return isTimeout(key) ? scaled(value, timeoutFactor) : value;
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

    /**
     * The one reading of a factor setting ({@code avs.timeout-factor}): a number from {@value #MIN_FACTOR} to
     * {@value #MAX_FACTOR} with at most three decimals ({@code 2}, {@code 2.5}, {@code 0.5}).
     */
    public static double parseFactor(String parameter, String text) {
        Matcher m = FACTOR.matcher(text.strip());
        if (m.matches()) {
            double factor = Double.parseDouble(text.strip());
            if (factor >= MIN_FACTOR && factor <= MAX_FACTOR) {
                return factor;
            }
        }
        throw new IllegalArgumentException(parameter + "=" + text.strip() + " is not allowed: a number from "
                + MIN_FACTOR + " to " + (int) MAX_FACTOR + ", such as 2 or 2.5");
    }

    private static final Pattern FACTOR = Pattern.compile("\\d{1,3}(\\.\\d{1,3})?");

    private static final Pattern DURATION = Pattern.compile("(\\d{1,9})(ms|s|m)?");
}
