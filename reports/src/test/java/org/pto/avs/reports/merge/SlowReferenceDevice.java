package org.pto.avs.reports.merge;

import java.util.Set;
import org.pto.avs.device.Device;
import org.pto.avs.device.DeviceException;
import org.pto.avs.device.DeviceIdentity;
import org.pto.avs.device.DeviceProvider;
import org.pto.avs.device.DeviceSettings;
import org.pto.avs.device.Observable;
import org.pto.avs.device.Observation;
import org.pto.avs.device.RunRequest;
import org.pto.avs.reference.ReferenceDevice;

/**
 * {@code avs.device=slow-reference}: the reference device, waiting {@code avs.device.delay-ms} before each answer,
 * so a test can stop a run in its middle.
 */
public final class SlowReferenceDevice implements Device {

    private final Device reference = new ReferenceDevice();
    private final long delayMillis;

    private SlowReferenceDevice(long delayMillis) {
        this.delayMillis = delayMillis;
    }

    /** The provider the test resources register. */
    public static final class Provider implements DeviceProvider {

        @Override
        public String name() {
            return "slow-reference";
        }

        @Override
        public String description() {
            return "the reference device, answering after avs.device.delay-ms";
        }

        @Override
        public Device open(DeviceSettings settings) throws DeviceException {
            return new SlowReferenceDevice(settings.getInt("delay-ms", 0));
        }
    }

    @Override
    public DeviceIdentity identity() {
        return new DeviceIdentity("test", "slow reference", "1");
    }

    @Override
    public Set<Observable> observables() {
        return reference.observables();
    }

    @Override
    public Observation run(RunRequest request) throws DeviceException {
        try {
            Thread.sleep(delayMillis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new DeviceException(DeviceException.Kind.TIMEOUT, "interrupted while waiting to answer");
        }
        return reference.run(request);
    }
}
