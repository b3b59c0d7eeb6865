package org.pto.avs.engine.execution;

import java.util.concurrent.atomic.AtomicReference;
import org.pto.avs.device.Device;
import org.pto.avs.device.DeviceException;
import org.pto.avs.device.DeviceSettings;
import org.pto.avs.engine.parallel.InstancePool;

/**
 * The run's devices: {@code avs.device.instances} instances (default 1), each opened when first needed, closed after
 * the last case. A case leases one instance for its whole run, so an instance is used by one case at a time. A device
 * that crashed, hung or broke the protocol is discarded and a fresh one opened for that instance's next case, so one
 * bad case costs one case.
 */
final class DeviceSession implements AutoCloseable {

    /**
     * One instance's place: its device once opened. Only the case holding its lease opens it; a deadline's
     * {@link #abandon} may take it from another thread, so it is swapped atomically and never locked.
     */
    static final class Slot {
        private final AtomicReference<Device> device = new AtomicReference<>();
    }

    private final DeviceProviders providers;
    private final String name;
    private final DeviceSettings settings;
    private final InstancePool<Slot> pool;
    private volatile String description;

    DeviceSession(DeviceProviders providers, String name, DeviceSettings settings) {
        this(providers, name, settings, 1);
    }

    DeviceSession(DeviceProviders providers, String name, DeviceSettings settings, int instances) {
        this.providers = providers;
        this.name = name;
        this.settings = settings;
        this.description = name;
        this.pool = new InstancePool<>(instances, Slot::new);
    }

    /**
     * An instance lent to one case, handed down to whatever runs the case: the case's device is the lease's, on
     * whichever thread the case runs.
     */
    final class Lease implements AutoCloseable {
        private final InstancePool<Slot>.Lease pooled;

        private Lease(InstancePool<Slot>.Lease pooled) {
            this.pooled = pooled;
        }

        /** The instance's device, opened when first needed. */
        Device device() throws DeviceException {
            if (pooled.abandoned()) {
                throw new DeviceException(DeviceException.Kind.TIMEOUT, "the case ran out of time and its device"
                        + " instance was replaced");
            }
            Slot slot = pooled.instance();
            Device device = slot.device.get();
            if (device == null) {
                device = providers.open(name, settings);
                description = device.identity().toString();
                slot.device.set(device);
                if (pooled.abandoned()) {
                    // Abandoned while it opened: nobody would ever close it.
                    closeQuietly(slot);
                    throw new DeviceException(DeviceException.Kind.TIMEOUT, "the case ran out of time while its"
                            + " device opened");
                }
            }
            return device;
        }

        /**
         * Whether the instance is open on a device whose every run ends on its own
         * ({@link Device#finishesEveryRun()}): its case needs no thread and no watch of its own.
         */
        boolean finishesEveryRun() {
            Device device = pooled.instance().device.get();
            return device != null && device.finishesEveryRun();
        }

        /** Forgets the instance's device, which can no longer be trusted; its next case opens a new one. */
        void discard() {
            closeQuietly(pooled.instance());
        }

        @Override
        public void close() {
            pooled.close();
        }
    }

    /** A free instance, waiting until one is. */
    Lease lease() throws InterruptedException {
        return new Lease(pool.lease());
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
        Device broken = slot.device.getAndSet(null);
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
        DeviceException first = null;
        for (Slot slot : pool.instances()) {
            Device open = slot.device.getAndSet(null);
            if (open != null) {
                try {
                    open.close();
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
