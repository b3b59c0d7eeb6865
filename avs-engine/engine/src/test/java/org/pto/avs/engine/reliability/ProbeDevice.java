package org.pto.avs.engine.reliability;

import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
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
 * runs found another run in flight on the same instance, so tests can see what the engine asked of its devices.
 * Settings: {@code avs.device.rendezvous=n} makes the first n runs wait (up to 30 s) until n runs are in flight at
 * once, across instances; {@code avs.device.hang-runs=k} makes the first k runs hang, deaf to interruption, until
 * their instance is closed; {@code avs.device.crash-with=text} makes every run crash with that message;
 * {@code avs.device.version=v} is the version of its identity (default 1), as another build behind the same name;
 * {@code avs.device.version=each-open} makes the n-th device opened in this JVM say version {@code 4.2.1-n}. As a
 * device on a busy machine: {@code avs.device.late-runs=k} makes the first k runs fail as answers that came too late
 * (a {@code TIMEOUT}), and {@code avs.device.late-opens=i,j} makes the i-th and j-th opens fail as a hello that came too
 * late. Each open's timeout factor ({@link DeviceSettings#timeoutFactor}) is kept, in order.
 */
public final class ProbeDevice implements Device {

    private static final AtomicInteger OPENED = new AtomicInteger();
    private static final AtomicInteger CLOSED = new AtomicInteger();
    private static final AtomicInteger RUNS = new AtomicInteger();
    private static final AtomicInteger OVERLAPS = new AtomicInteger();
    private static volatile CountDownLatch rendezvous = new CountDownLatch(0);
    private static final AtomicBoolean MET = new AtomicBoolean();
    private static final List<Double> FACTORS = new CopyOnWriteArrayList<>();

    private final Device reference = new ReferenceDevice();
    private final AtomicInteger inFlight = new AtomicInteger();
    private final int hangRuns;
    private final int lateRuns;
    private final String crashWith;
    private final CountDownLatch closed = new CountDownLatch(1);

    private final String version;

    private ProbeDevice(int hangRuns, int lateRuns, String crashWith, String version) {
        this.hangRuns = hangRuns;
        this.lateRuns = lateRuns;
        this.crashWith = crashWith;
        this.version = version;
    }

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
        public Device open(DeviceSettings settings) throws DeviceException {
            int opened = OPENED.incrementAndGet();
            FACTORS.add(settings.timeoutFactor());
            if (settings.get("late-opens").stream()
                    .flatMap(list -> Arrays.stream(list.split(",")))
                    .anyMatch(n -> Integer.parseInt(n.strip()) == opened)) {
                throw new DeviceException(
                        DeviceException.Kind.TIMEOUT, "probe " + opened + ": no hello within the startup timeout");
            }
            int meet = settings.getInt("rendezvous", 0);
            synchronized (ProbeDevice.class) {
                if (meet > 0 && rendezvous.getCount() == 0 && !MET.get()) {
                    rendezvous = new CountDownLatch(meet);
                }
            }
            return new ProbeDevice(
                    settings.getInt("hang-runs", 0),
                    settings.getInt("late-runs", 0),
                    settings.get("crash-with").orElse(null),
                    settings.get("version")
                            .map(v -> v.equals("each-open") ? "4.2.1-" + opened : v)
                            .orElse("1"));
        }
    }

    static void reset() {
        OPENED.set(0);
        CLOSED.set(0);
        RUNS.set(0);
        OVERLAPS.set(0);
        rendezvous = new CountDownLatch(0);
        MET.set(false);
        FACTORS.clear();
    }

    /** The timeout factor of each open, in order. */
    static List<Double> factors() {
        return List.copyOf(FACTORS);
    }

    static int opened() {
        return OPENED.get();
    }

    static int closed() {
        return CLOSED.get();
    }

    static int runs() {
        return RUNS.get();
    }

    /** Runs that found another run in flight on the same instance: a pool must keep this at 0. */
    static int overlaps() {
        return OVERLAPS.get();
    }

    /** Whether the rendezvous of {@code avs.device.rendezvous} runs happened: that many ran at once. */
    static boolean met() {
        return MET.get();
    }

    @Override
    public DeviceIdentity identity() {
        return new DeviceIdentity("test", "probe", version);
    }

    @Override
    public Set<Observable> observables() {
        return reference.observables();
    }

    @Override
    public Observation run(RunRequest request) throws DeviceException {
        int run = RUNS.incrementAndGet();
        if (inFlight.incrementAndGet() > 1) {
            OVERLAPS.incrementAndGet();
        }
        try {
            meet();
            if (crashWith != null) {
                throw new DeviceException(DeviceException.Kind.CRASH, crashWith);
            }
            if (run <= lateRuns) {
                throw new DeviceException(
                        DeviceException.Kind.TIMEOUT, "run " + run + ": no answer within the timeout");
            }
            if (run <= hangRuns) {
                hangUntilClosed();
                throw new DeviceException(DeviceException.Kind.CRASH, "closed while it hung");
            }
            return reference.run(request);
        } finally {
            inFlight.decrementAndGet();
        }
    }

    private static void meet() {
        CountDownLatch latch = rendezvous;
        if (latch.getCount() == 0) {
            return;
        }
        latch.countDown();
        try {
            if (latch.await(30, TimeUnit.SECONDS)) {
                MET.set(true);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void hangUntilClosed() {
        while (true) {
            try {
                if (closed.await(1, TimeUnit.SECONDS)) {
                    return;
                }
            } catch (InterruptedException deaf) {
                // Deaf to interruption, as a device stuck in native code is.
            }
        }
    }

    @Override
    public void close() {
        CLOSED.incrementAndGet();
        closed.countDown();
    }
}
