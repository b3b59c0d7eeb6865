package com.example.acme.avs.device;

import org.pto.avs.device.Device;
import org.pto.avs.device.DeviceException;
import org.pto.avs.device.DeviceProvider;
import org.pto.avs.device.DeviceSettings;

/**
 * {@code avs.device=acme-sim}: the Acme simulator in process. Listed in
 * {@code META-INF/services/org.pto.avs.device.DeviceProvider}, which is how the engine finds it.
 *
 * <p>Settings arrive without their {@code avs.device.} prefix. This adapter reads one:
 * {@code avs.device.bug}, a deliberate bug to show what a non-conforming device does to the build
 * (see {@link InjectedBug}); empty or absent means none.
 */
public final class AcmeSimulatorProvider implements DeviceProvider {

    public static final String NAME = "acme-sim";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "the Acme simulator, in process (avs.device.bug=<bug> injects a known bug)";
    }

    @Override
    public Device open(DeviceSettings settings) throws DeviceException {
        InjectedBug bug = InjectedBug.parse(settings.get("bug").orElse(null));
        return new AcmeSimulatorDevice(bug);
    }
}
