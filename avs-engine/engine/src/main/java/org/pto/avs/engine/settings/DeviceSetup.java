package org.pto.avs.engine.settings;

import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.apiguardian.api.API;
import org.junit.platform.engine.ConfigurationParameters;
import org.pto.avs.device.DeviceSettings;
import org.pto.avs.results.Constants;

/**
 * The device a run opens: its name ({@value Constants#DEVICE}), its {@code avs.device.*} settings with the prefix
 * removed and the run's {@value Constants#TIMEOUT_FACTOR}, and how many instances run cases side by side
 * ({@value Constants#DEVICE_INSTANCES}).
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public record DeviceSetup(String name, DeviceSettings settings, int instances) {

    /** More instances than this is a typo, not a device farm. */
    public static final int MAX_INSTANCES = 256;

    static DeviceSetup read(SettingReader reader) {
        ConfigurationParameters configuration = reader.configuration();
        double timeoutFactor = reader.read(c -> Setting.factor(c, Constants.TIMEOUT_FACTOR, 1), 1.0);
        return new DeviceSetup(
                Setting.text(configuration, Constants.DEVICE).orElse(Constants.DEFAULT_DEVICE),
                deviceSettings(configuration, timeoutFactor),
                reader.read(DeviceSetup::instances, 1));
    }

    private static DeviceSettings deviceSettings(ConfigurationParameters configuration, double timeoutFactor) {
        Map<String, String> settings = new TreeMap<>();
        for (String key : configuration.keySet()) {
            if (key.startsWith(Constants.DEVICE_SETTINGS_PREFIX)) {
                configuration
                        .get(key)
                        .ifPresent(
                                value -> settings.put(key.substring(Constants.DEVICE_SETTINGS_PREFIX.length()), value));
            }
        }
        return new DeviceSettings(settings, timeoutFactor);
    }

    /** 1 when absent; a bad value is an exception naming the parameter. */
    private static int instances(ConfigurationParameters configuration) {
        Optional<String> text = Setting.text(configuration, Constants.DEVICE_INSTANCES);
        if (text.isEmpty()) {
            return 1;
        }
        try {
            int n = Integer.parseInt(text.get());
            if (n >= 1 && n <= MAX_INSTANCES) {
                return n;
            }
        } catch (NumberFormatException e) {
            // Reported below.
        }
        throw new IllegalArgumentException(Constants.DEVICE_INSTANCES + "=" + text.get() + " is not allowed: a whole"
                + " number 1.." + MAX_INSTANCES);
    }
}
