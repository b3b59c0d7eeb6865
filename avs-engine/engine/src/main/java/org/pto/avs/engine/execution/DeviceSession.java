package org.pto.avs.engine.execution;

import org.pto.avs.device.Device;
import org.pto.avs.device.DeviceException;
import org.pto.avs.device.DeviceSettings;

/**
 * The run's device: opened once before the first case, closed after the last. A device that crashed, hung or
 * broke the protocol is discarded and a fresh one opened for the next case, so one bad case costs one case.
 */
final class DeviceSession implements AutoCloseable {

    private final DeviceProviders providers;
    private final String name;
    private final DeviceSettings settings;
    private Device device;
    private String description;

    DeviceSession(DeviceProviders providers, String name, DeviceSettings settings) {
        this.providers = providers;
        this.name = name;
        this.settings = settings;
        this.description = name;
    }

    Device device() throws DeviceException {
        if (device == null) {
            device = providers.open(name, settings);
            description = device.identity().toString();
        }
        return device;
    }

    /** What reports call the device: its identity once opened (kept after closing), else its {@code avs.device} name. */
    String describe() {
        return description;
    }

    /** Forgets a device that can no longer be trusted; the next case opens a new one. */
    void discard() {
        Device broken = device;
        device = null;
        if (broken != null) {
            try {
                broken.close();
            } catch (DeviceException | RuntimeException e) {
                // It already failed; the case that saw it reports why.
            }
        }
    }

    @Override
    public void close() throws DeviceException {
        Device open = device;
        device = null;
        if (open != null) {
            open.close();
        }
    }
}
