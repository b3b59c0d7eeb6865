package org.pto.avs.device.process;

import java.util.Set;
import org.apiguardian.api.API;
import org.pto.avs.device.Device;
import org.pto.avs.device.DeviceException;
import org.pto.avs.device.DeviceProvider;
import org.pto.avs.device.DeviceSettings;

/** {@code avs.device=process}: see {@link ProcessDevice}. */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class ProcessDeviceProvider implements DeviceProvider {

    @Override
    public String name() {
        return "process";
    }

    @Override
    public String description() {
        return "a child process speaking pto-avs-device/1 on stdin/stdout (avs.device.command)";
    }

    @Override
    public Set<String> settings() {
        return Set.of(
                "command",
                "directory",
                "timeout",
                "startup-timeout",
                "pipeline",
                "sandbox",
                "sandbox-network",
                SandboxEnvironment.SETTING);
    }

    @Override
    public Device open(DeviceSettings settings) throws DeviceException {
        return ProcessDevice.open(settings);
    }
}
