package org.pto.avs.engine.execution;

import java.util.concurrent.atomic.AtomicReference;
import org.pto.avs.device.Device;
import org.pto.avs.device.DeviceException;
import org.pto.avs.device.DeviceIdentity;
import org.pto.avs.device.DeviceSettings;
import org.pto.avs.engine.parallel.InstancePool;
import org.pto.avs.engine.pipeline.RunPlan;
import org.pto.avs.engine.pipeline.RunWindow;

/**
 * The run's devices: {@code avs.device.instances} instances (default 1), each opened when first needed, closed after
 * the last case. A case leases one instance for its whole run, so an instance is used by one case at a time. A device
 * that crashed, hung or broke the protocol is discarded and a fresh one opened for that instance's next case, so one
 * bad case costs one case. Each open device has its {@link RunWindow}, which goes with it when it is replaced: with
 * one instance it sends the runs of the {@link RunPlan}'s next cases ahead too. A case run again after its device
 * missed a time limit takes a {@link #leaseForRetry retry lease}: a fresh device with twice the time limits, which
 * stays the instance's device for the cases after it until it fails in turn (a machine busy once is likely busy
 * still, and another fresh start would only be late again).
 */
final class DeviceSession implements AutoCloseable {

    /**
     * One instance's place: its device once opened. Only the case holding its lease opens it; a deadline's
     * {@link #abandon} may take it from another thread, so it is swapped atomically and never locked.
     */
    static final class Slot {
        private final AtomicReference<Opened> device = new AtomicReference<>();
    }

    /** A device as opened in a slot, with the runs sent to it. */
    private record Opened(Device device, RunWindow window) {}

    private final DeviceProviders providers;
    private final String name;
    private final DeviceSettings settings;
    /** The settings of a device opened to run a case again: every time limit twice as long. */
    private final DeviceSettings retrySettings;

    private final InstancePool<Slot> pool;
    private volatile String description;
    /** What the run's first device instance said it is; every later instance must say the same. */
    private final AtomicReference<DeviceIdentity> identity = new AtomicReference<>();

    private volatile RunPlan plan = RunPlan.NONE;
    /** With one instance, the cases run one after another: a window may send the next cases' runs ahead. */
    private final boolean acrossCases;

    DeviceSession(DeviceProviders providers, String name, DeviceSettings settings) {
        this(providers, name, settings, 1);
    }

    DeviceSession(DeviceProviders providers, String name, DeviceSettings settings, int instances) {
        this.providers = providers;
        this.name = name;
        this.settings = settings;
        this.retrySettings = settings.withTimeoutFactor(settings.timeoutFactor() * Retry.STRETCH);
        this.description = name;
        this.pool = new InstancePool<>(instances, Slot::new);
        this.acrossCases = instances == 1;
    }

    /** The cases that will run, in order; windows opened from now on send their runs ahead. */
    void plan(RunPlan cases) {
        this.plan = cases;
    }

    /**
     * An instance lent to one case, handed down to whatever runs the case: the case's device is the lease's, on
     * whichever thread the case runs.
     */
    final class Lease implements AutoCloseable {
        private final InstancePool<Slot>.Lease pooled;
        /** A retry's lease: the device it opens has {@link #retrySettings}. */
        private final boolean retry;

        private Lease(InstancePool<Slot>.Lease pooled, boolean retry) {
            this.pooled = pooled;
            this.retry = retry;
        }

        /** The instance's device, opened when first needed. */
        Device device() throws DeviceException {
            return opened().device();
        }

        /** The runs in flight on the instance's device, opened when first needed. */
        RunWindow window() throws DeviceException {
            return opened().window();
        }

        private Opened opened() throws DeviceException {
            if (pooled.abandoned()) {
                throw new DeviceException(
                        DeviceException.Kind.TIMEOUT,
                        "the case ran out of time and its device" + " instance was replaced");
            }
            Slot slot = pooled.instance();
            Opened device = slot.device.get();
            if (device == null) {
                Device opened = providers.open(name, retry ? retrySettings : settings);
                refuseAnotherIdentity(opened);
                device = new Opened(opened, new RunWindow(opened, plan, acrossCases));
                slot.device.set(device);
                if (pooled.abandoned()) {
                    // Abandoned while it opened: nobody would ever close it.
                    closeQuietly(slot);
                    throw new DeviceException(
                            DeviceException.Kind.TIMEOUT, "the case ran out of time while its" + " device opened");
                }
            }
            return device;
        }

        /**
         * Whether the instance is open on a device whose every run ends on its own
         * ({@link Device#finishesEveryRun()}): its case needs no thread and no watch of its own.
         */
        boolean finishesEveryRun() {
            Opened opened = pooled.instance().device.get();
            return opened != null && opened.device().finishesEveryRun();
        }

        /** Forgets the instance's device, which can no longer be trusted; its next case opens a new one. */
        void discard() {
            closeQuietly(pooled.instance());
        }

        /** {@link #discard()}, when the instance's device is still the one {@code window} sends to. */
        void discard(RunWindow window) {
            Opened opened = pooled.instance().device.get();
            if (opened != null && opened.window() == window) {
                discard();
            }
        }

        @Override
        public void close() {
            pooled.close();
        }
    }

    /**
     * One run certifies one device: the first instance opened names the run's device, and an instance (a later one,
     * or one opened again after a crash) whose {@code hello} names another identity is closed unused and fails its
     * case as a setup error, so a bundle never mixes results of two devices under the first one's name.
     */
    private void refuseAnotherIdentity(Device opened) throws DeviceException {
        DeviceIdentity said = opened.identity();
        DeviceIdentity first = identity.updateAndGet(known -> known == null ? said : known);
        if (!first.equals(said)) {
            try {
                opened.close();
            } catch (DeviceException | RuntimeException e) {
                // It is refused either way.
            }
            throw new DeviceException(
                    DeviceException.Kind.SETUP,
                    "the device instance opened for this case said '"
                            + said + "' in hello, but this run's device is '" + first + "' (its first hello): one run"
                            + " certifies one device; a device that changes its identity must be run as a run of its own");
        }
        description = first.toString();
    }

    /** A free instance, waiting until one is. */
    Lease lease() throws InterruptedException {
        return new Lease(pool.lease(), false);
    }

    /**
     * A free instance for a case run again: its device, if any, is closed, and a fresh one is opened for the retry
     * with every time limit {@value Retry#STRETCH} times as long ({@link DeviceSettings#withTimeoutFactor}); the
     * instance keeps it for its next cases.
     */
    Lease leaseForRetry() throws InterruptedException {
        Lease lease = new Lease(pool.lease(), true);
        lease.discard();
        return lease;
    }

    /** What reports call the device: its identity once opened (kept after closing), else its {@code avs.device} name. */
    String describe() {
        return description;
    }

    /**
     * Gives up on a case stuck past its deadline: its instance's device is closed (ending a device process unblocks
     * the call that waits for it) and a fresh instance takes its place in the pool.
     */
    void abandon(Lease lease) {
        pool.abandon(lease.pooled);
        closeQuietly(lease.pooled.instance());
    }

    private static void closeQuietly(Slot slot) {
        Opened broken = slot.device.getAndSet(null);
        if (broken != null) {
            try {
                broken.device().close();
            } catch (DeviceException | RuntimeException e) {
                // It already failed; the case that saw it reports why.
            }
        }
    }

    @Override
    public void close() throws DeviceException {
        DeviceException first = null;
        for (Slot slot : pool.instances()) {
            Opened open = slot.device.getAndSet(null);
            if (open != null) {
                try {
                    open.device().close();
                } catch (DeviceException e) {
                    first = first == null ? e : first;
                }
            }
        }
        if (first != null) {
            throw first;
        }
    }
}
