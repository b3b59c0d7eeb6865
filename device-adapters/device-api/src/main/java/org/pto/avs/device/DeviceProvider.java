package org.pto.avs.device;

/**
 * Creates devices by name ({@code avs.device=<name>}); found with {@link java.util.ServiceLoader}.
 */
public interface DeviceProvider {

    /** The value of {@code avs.device} that selects this provider, for example {@code reference}. */
    String name();

    /** One line for the README and for error messages that list the available devices. */
    String description();

    Device open(DeviceSettings settings) throws DeviceException;
}
