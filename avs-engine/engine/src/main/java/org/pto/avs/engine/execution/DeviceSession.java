package org.pto.avs.engine.execution;

import java.util.concurrent.Callable;
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
     * One instance's place: its device once opened. Only the thread its lease is bound to opens it; a deadline's
     * {@link #abandon} may take it from another thread, so it is swapped atomically and never locked.
     */
    static final class Slot {
        private final AtomicReference<Device> device = new AtomicReference<>();
    }

    /** An instance lent to one case. */
    interface Lease extends AutoCloseable {
        @Override
        void close();
    }

    private final DeviceProviders providers;
    private final String name;
    private final DeviceSettings settings;
    private final InstancePool<Slot> pool;
    private final ThreadLocal<InstancePool<Slot>.Lease> bound = new ThreadLocal<>();
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

    private static final class PooledLease implements Lease {
        private final InstancePool<Slot>.Lease lease;

        PooledLease(InstancePool<Slot>.Lease lease) {
            this.lease = lease;
        }

        @Override
        public void close() {
            lease.close();
        }
    }

    /** A free instance, waiting until one is. */
    Lease lease() throws InterruptedException {
        return new PooledLease(pool.lease());
    }

    /** Runs {@code body} on the calling thread with {@code lease}'s instance as its {@link #device()}. */
    <T> T on(Lease lease, Callable<T> body) throws Exception {
        bound.set(((PooledLease) lease).lease);
        try {
            return body.call();
        } finally {
            bound.remove();
        }
    }

    /** The device of the instance leased to this thread, opened when first needed. */
    Device device() throws DeviceException {
        InstancePool<Slot>.Lease lease = bound.get();
        if (lease == null) {
            throw new IllegalStateException("no device instance is leased to this thread");
        }
        if (lease.abandoned()) {
            throw new DeviceException(DeviceException.Kind.TIMEOUT, "the case ran out of time and its device"
                    + " instance was replaced");
        }
        Slot slot = lease.instance();
        Device device = slot.device.get();
        if (device == null) {
            device = providers.open(name, settings);
            description = device.identity().toString();
            slot.device.set(device);
            if (lease.abandoned()) {
                // Abandoned while it opened: nobody would ever close it.
                closeQuietly(slot);
                throw new DeviceException(DeviceException.Kind.TIMEOUT, "the case ran out of time while its device"
                        + " opened");
            }
        }
        return device;
    }

    /**
     * Whether {@code lease}'s instance is open on a device whose every run ends on its own
     * ({@link Device#finishesEveryRun()}): its case needs no thread and no watch of its own.
     */
    boolean finishesEveryRun(Lease lease) {
        Device device = ((PooledLease) lease).lease.instance().device.get();
        return device != null && device.finishesEveryRun();
    }

    /** What reports call the device: its identity once opened (kept after closing), else its {@code avs.device} name. */
    String describe() {
        return description;
    }

    /** Forgets the device of this thread's instance, which can no longer be trusted; its next case opens a new one. */
    void discard() {
        InstancePool<Slot>.Lease lease = bound.get();
        if (lease != null) {
            closeQuietly(lease.instance());
        }
    }

    /**
     * Gives up on a case stuck past its deadline: its instance's device is closed (ending a device process unblocks
     * the call that waits for it) and a fresh instance takes its place in the pool.
     */
    void abandon(Lease lease) {
        InstancePool<Slot>.Lease pooled = ((PooledLease) lease).lease;
        pool.abandon(pooled);
        closeQuietly(pooled.instance());
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
