package org.pto.avs.device;

import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The {@code avs.device.*} configuration parameters, with the prefix removed
 * ({@code avs.device.command} is {@code command} here).
 */
public record DeviceSettings(Map<String, String> values) {

    public DeviceSettings {
        values = java.util.Collections.unmodifiableMap(new TreeMap<>(values));
    }

    public static DeviceSettings empty() {
        return new DeviceSettings(Map.of());
    }

    public Optional<String> get(String key) {
        return Optional.ofNullable(values.get(key)).map(String::trim).filter(v -> !v.isEmpty());
    }

    public String require(String key) throws DeviceException {
        return get(key).orElseThrow(() -> new DeviceException(DeviceException.Kind.SETUP,
                "missing configuration parameter avs.device." + key));
    }

    public int getInt(String key, int defaultValue) throws DeviceException {
        Optional<String> text = get(key);
        if (text.isEmpty()) {
            return defaultValue;
        }
        try {
            return Integer.parseInt(text.get());
        } catch (NumberFormatException e) {
            throw new DeviceException(DeviceException.Kind.SETUP,
                    "avs.device." + key + " must be an integer, got '" + text.get() + "'");
        }
    }

    /** {@code true} or {@code false}; anything else is a setup error, never read as false. */
    public boolean getBoolean(String key, boolean defaultValue) throws DeviceException {
        Optional<String> text = get(key);
        if (text.isEmpty()) {
            return defaultValue;
        }
        return switch (text.get()) {
            case "true" -> true;
            case "false" -> false;
            default -> throw new DeviceException(DeviceException.Kind.SETUP,
                    "avs.device." + key + " must be true or false, got '" + text.get() + "'");
        };
    }

    public Duration getDuration(String key, Duration defaultValue) throws DeviceException {
        Optional<String> text = get(key);
        if (text.isEmpty()) {
            return defaultValue;
        }
        String t = text.get();
        try {
            if (t.endsWith("ms")) {
                return Duration.ofMillis(Long.parseLong(t.substring(0, t.length() - 2)));
            }
            if (t.endsWith("s")) {
                return Duration.ofSeconds(Long.parseLong(t.substring(0, t.length() - 1)));
            }
            return Duration.ofMillis(Long.parseLong(t));
        } catch (NumberFormatException e) {
            throw new DeviceException(DeviceException.Kind.SETUP,
                    "avs.device." + key + " must be a duration such as 500ms or 10s, got '" + t + "'");
        }
    }
}
