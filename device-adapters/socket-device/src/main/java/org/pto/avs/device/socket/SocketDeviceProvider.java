package org.pto.avs.device.socket;

import java.util.Set;
import org.apiguardian.api.API;
import org.pto.avs.device.Device;
import org.pto.avs.device.DeviceException;
import org.pto.avs.device.DeviceProvider;
import org.pto.avs.device.DeviceSettings;

/** {@code avs.device=socket}: see {@link SocketDevice}. */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class SocketDeviceProvider implements DeviceProvider {

    @Override
    public String name() {
        return "socket";
    }

    @Override
    public String description() {
        return "a device speaking pto-avs-device/1 over TCP (avs.device.address, loopback unless avs.device.allow-remote)";
    }

    @Override
    public Set<String> settings() {
        return Set.of("address", "allow-remote", "connect-timeout", "timeout", "startup-timeout", "pipeline");
    }

    @Override
    public Device open(DeviceSettings settings) throws DeviceException {
        return SocketDevice.open(settings);
    }
}
