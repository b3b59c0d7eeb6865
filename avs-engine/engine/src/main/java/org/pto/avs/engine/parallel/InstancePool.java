package org.pto.avs.engine.parallel;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.function.Supplier;
import org.apiguardian.api.API;

/**
 * A fixed number of instances, each lent to one holder at a time: {@link #lease()} blocks until one is free. A holder
 * that can no longer be trusted to give its instance back (a case past its deadline, stuck in a device call) is
 * {@link #abandon abandoned}: its instance leaves the pool and a fresh one takes its place, so the pool never shrinks.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class InstancePool<T> {

    /** One instance lent out; closing it gives the instance back. */
    public final class Lease implements AutoCloseable {

        private final T instance;
        private boolean open = true;
        private boolean abandoned;

        private Lease(T instance) {
            this.instance = instance;
        }

        public T instance() {
            return instance;
        }

        public synchronized boolean abandoned() {
            return abandoned;
        }

        @Override
        public void close() {
            synchronized (this) {
                if (!open) {
                    return;
                }
                open = false;
                if (abandoned) {
                    return;
                }
            }
            free.add(instance);
        }
    }

    private final Supplier<T> factory;
    private final BlockingQueue<T> free = new LinkedBlockingQueue<>();
    private final List<T> all = new ArrayList<>();

    /** A pool of {@code size} instances from {@code factory}, made at once. */
    public InstancePool(int size, Supplier<T> factory) {
        if (size < 1) {
            throw new IllegalArgumentException("a pool holds at least one instance, not " + size);
        }
        this.factory = factory;
        for (int i = 0; i < size; i++) {
            add(factory.get());
        }
    }

    private synchronized void add(T instance) {
        all.add(instance);
        free.add(instance);
    }

    /** A free instance, waiting for one when all are lent out. */
    public Lease lease() throws InterruptedException {
        return new Lease(free.take());
    }

    /** Takes {@code lease}'s instance out of the pool for good and puts a fresh instance in its place. */
    public void abandon(Lease lease) {
        synchronized (lease) {
            if (!lease.open || lease.abandoned) {
                return;
            }
            lease.abandoned = true;
        }
        synchronized (this) {
            all.remove(lease.instance);
        }
        add(factory.get());
    }

    /** Every instance in the pool, lent out or not (abandoned ones excluded). */
    public synchronized List<T> instances() {
        return List.copyOf(all);
    }
}
