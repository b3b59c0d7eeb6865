package org.pto.avs.device;

import java.util.ServiceLoader;
import java.util.Set;
import org.apiguardian.api.API;

/**
 * Creates devices by name ({@code avs.device=<name>}); found with {@link ServiceLoader}.
 */
@API(status = API.Status.STABLE, since = "0.1")
public interface DeviceProvider {

    /** The value of {@code avs.device} that selects this provider, for example {@code reference}. */
    String name();

    /** One line for the README and for error messages that list the available devices. */
    String description();

    Device open(DeviceSettings settings) throws DeviceException;

    /**
     * The settings this provider reads, without their {@code avs.device.} prefix ({@code timeout}, {@code command}):
     * the engine warns about a setting that is not one of them but a near miss of one ({@code avs.device.timout}),
     * which the device would otherwise ignore without a word. Empty when the provider does not say.
     */
    default Set<String> settings() {
        return Set.of();
    }
}
