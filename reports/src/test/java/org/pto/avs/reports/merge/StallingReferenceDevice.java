package org.pto.avs.reports.merge;

import java.util.Set;
import java.util.concurrent.CountDownLatch;
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
 * {@code avs.device=stalling-reference}: the reference device, which answers the first {@code avs.device.answer-runs}
 * runs of its JVM (all of them when the setting is absent) and then never answers again, so a test can stop a run in
 * its middle at a point of its choosing, whatever the machine's speed.
 */
public final class StallingReferenceDevice implements Device {

    private static final AtomicInteger RUNS = new AtomicInteger();
    /** Never counted down: a stalled run waits until its process is killed. */
    private static final CountDownLatch NEVER = new CountDownLatch(1);

    private final Device reference = new ReferenceDevice();
    private final int answerRuns;

    private StallingReferenceDevice(int answerRuns) {
        this.answerRuns = answerRuns;
    }

    /** The provider the test resources register. */
    public static final class Provider implements DeviceProvider {

        @Override
        public String name() {
            return "stalling-reference";
        }

        @Override
        public String description() {
            return "the reference device, answering only the first avs.device.answer-runs runs";
        }

        @Override
        public Device open(DeviceSettings settings) throws DeviceException {
            return new StallingReferenceDevice(settings.getInt("answer-runs", Integer.MAX_VALUE));
        }
    }

    @Override
    public DeviceIdentity identity() {
        return new DeviceIdentity("test", "stalling reference", "1");
    }

    @Override
    public Set<Observable> observables() {
        return reference.observables();
    }

    @Override
    public Observation run(RunRequest request) throws DeviceException {
        if (RUNS.incrementAndGet() > answerRuns) {
            try {
                NEVER.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            throw new DeviceException(DeviceException.Kind.TIMEOUT, "interrupted while stalled");
        }
        return reference.run(request);
    }
}
