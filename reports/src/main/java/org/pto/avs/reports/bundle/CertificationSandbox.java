package org.pto.avs.reports.bundle;

import java.util.Locale;
import java.util.Map;
import org.apiguardian.api.API;
import org.pto.avs.results.Constants;

/**
 * The certification commands ({@code bundle}, {@code shard}) run a process device in its sandbox unless the run sets
 * {@code avs.device.sandbox} itself: a device under certification is code the lab does not trust. A run that signs
 * asks for the sandbox ({@code bwrap}: where it cannot be made, a setup error), so a signed bundle is never
 * unsandboxed by a silent fallback; one that does not sign takes it where it works ({@code auto}: the device says in
 * one line on stderr when it does not). Either way the bundle records how the device ran ({@link SandboxState}).
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class CertificationSandbox {

    public static final String SETTING = Constants.DEVICE_SETTINGS_PREFIX + "sandbox";

    /** The {@code avs.device} name of the device the harness starts as a process, and can sandbox. */
    static final String PROCESS = "process";

    /** How a signed run that cannot have the sandbox is made unsandboxed, said with its setup error. */
    public static final String UNSANDBOXED_ON_PURPOSE = "a signed run sandboxes a process device (" + SETTING
            + "=bwrap unless the run sets it); to sign a run without the sandbox, say so: --config " + SETTING
            + "=off, and the bundle records the device as unsandboxed, and why";

    private CertificationSandbox() {}

    /**
     * Adds {@code avs.device.sandbox} to {@code configuration} for a process device that names none: {@code bwrap}
     * when the run signs, else {@code auto}. A run that opens no device ({@code avs.resume=only}, as {@code merge}'s)
     * is left as it is: its results say how their device ran. Returns whether it asked for {@code bwrap} for a
     * signing run, whose setup error then says how to sign unsandboxed ({@link #UNSANDBOXED_ON_PURPOSE}).
     */
    public static boolean byDefault(Map<String, String> configuration, boolean signing) {
        if (PROCESS.equals(device(configuration))
                && !configuration.containsKey(SETTING)
                && System.getProperty(SETTING) == null
                && !"only".equals(configuration.getOrDefault(Constants.RESUME, System.getProperty(Constants.RESUME)))) {
            configuration.put(SETTING, signing ? SandboxState.BWRAP : "auto");
            return signing;
        }
        return false;
    }

    /** Whether a setup error is the sandbox's: one that names it, so {@link #UNSANDBOXED_ON_PURPOSE} applies. */
    public static boolean isTheSandboxes(String setupError) {
        String text = setupError.toLowerCase(Locale.ROOT);
        return text.contains(SETTING) || text.contains("bwrap") || text.contains("bubblewrap");
    }

    /** The {@code avs.device} name of the run: the configuration's, a system property's, or the default. */
    static String device(Map<String, String> configuration) {
        return configuration.getOrDefault(
                Constants.DEVICE, System.getProperty(Constants.DEVICE, Constants.DEFAULT_DEVICE));
    }
}
