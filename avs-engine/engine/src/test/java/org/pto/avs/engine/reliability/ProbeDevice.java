package org.pto.avs.engine.reliability;

import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
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
 * {@code avs.device=probe}: the reference device, counting in this JVM how often it was opened and run and how many
 * runs were ever in flight on one instance at once, so tests can see what the engine asked of its devices.
 */
public final class ProbeDevice implements Device {

    private static final AtomicInteger OPENED = new AtomicInteger();
    private static final AtomicInteger RUNS = new AtomicInteger();
    private static final AtomicInteger OVERLAPS = new AtomicInteger();

    private final Device reference = new ReferenceDevice();
    private final AtomicInteger inFlight = new AtomicInteger();

    /** The provider the test resources register. */
    public static final class Provider implements DeviceProvider {

        @Override
        public String name() {
            return "probe";
        }

        @Override
        public String description() {
            return "the reference device, counting opens and runs";
        }

        @Override
        public Device open(DeviceSettings settings) {
            OPENED.incrementAndGet();
            return new ProbeDevice();
        }
    }

    static void reset() {
        OPENED.set(0);
        RUNS.set(0);
        OVERLAPS.set(0);
    }

    static int opened() {
        return OPENED.get();
    }

    static int runs() {
        return RUNS.get();
    }

    /** Runs that found another run in flight on the same instance: a pool must keep this at 0. */
    static int overlaps() {
        return OVERLAPS.get();
    }

    @Override
    public DeviceIdentity identity() {
        return new DeviceIdentity("test", "probe", "1");
    }

    @Override
    public Set<Observable> observables() {
        return reference.observables();
    }

    @Override
    public Observation run(RunRequest request) throws DeviceException {
        RUNS.incrementAndGet();
        if (inFlight.incrementAndGet() > 1) {
            OVERLAPS.incrementAndGet();
        }
        try {
            return reference.run(request);
        } finally {
            inFlight.decrementAndGet();
        }
    }
}
