package org.pto.avs.reports.bundle;

import java.util.Map;
import org.apiguardian.api.API;
import org.pto.avs.results.Constants;

/**
 * The certification commands ({@code bundle}, {@code shard}) run a process device in its sandbox where the sandbox
 * works ({@code avs.device.sandbox=auto}: the device says in one line on stderr when it does not), unless the run
 * sets {@code avs.device.sandbox} itself: a device under certification is code the lab does not trust.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class CertificationSandbox {

    public static final String SETTING = Constants.DEVICE_SETTINGS_PREFIX + "sandbox";

    private CertificationSandbox() {}

    /** Adds {@code avs.device.sandbox=auto} to {@code configuration} for a process device that names no sandbox. */
    public static void byDefault(Map<String, String> configuration) {
        String device = configuration.getOrDefault(Constants.DEVICE, System.getProperty(Constants.DEVICE));
        if ("process".equals(device) && !configuration.containsKey(SETTING) && System.getProperty(SETTING) == null) {
            configuration.put(SETTING, "auto");
        }
    }
}
