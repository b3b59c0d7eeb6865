package org.pto.avs.reference;

import org.pto.avs.device.Device;
import org.pto.avs.device.DeviceProvider;
import org.pto.avs.device.DeviceSettings;

/** {@code avs.device=reference} (the default): the bundled reference model, in process. */
public final class ReferenceDeviceProvider implements DeviceProvider {

    public static final String NAME = "reference";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "the bundled PTO reference model, in process; observes everything";
    }

    @Override
    public Device open(DeviceSettings settings) {
        return new ReferenceDevice();
    }
}
