package org.pto.avs.engine.reliability;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
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
 * {@code avs.device=pipelined}: the reference device behind an asynchronous {@link #submit} that takes
 * {@code avs.device.pipeline} runs in flight (default 8). It holds the runs it was sent until that many are in flight
 * or the engine waits for an answer, and then answers them all at once; {@code avs.device.order=reversed} answers them newest
 * first. {@code avs.device.fault-on=<R1 value>} fails the run that starts with that R1 with
 * {@code avs.device.fault} (crash, timeout or protocol) and breaks the instance: runs sent after it fail too, runs
 * sent before it are still answered. {@code avs.device.hang-on=<R1 value>} never answers that run, nor any after it.
 * {@code avs.device.faulty-instances=k}: only the first k instances of the tally fail or hang so (a device slow once).
 * {@code avs.device.tally=<name>} counts the instances of one run under that name, so that runs side by side in one
 * JVM keep their counts apart.
 */
public final class PipelinedDevice implements Device {

    /** The instances opened under one tally name, and the most runs any of them had in flight at once. */
    record Tally(AtomicInteger opened, AtomicInteger maxInFlight) {}

    private static final Map<String, Tally> TALLIES = new ConcurrentHashMap<>();

    private record Pending(RunRequest request, CompletableFuture<Observation> answer) {}

    private final Device reference = new ReferenceDevice();
    private final Tally tally;
    private final int depth;
    private final boolean reversed;
    private final Long faultOn;
    private final DeviceException.Kind fault;
    private final Long hangOn;
    private final List<Pending> pending = new ArrayList<>();
    private final Thread answerer;
    /** The engine waits for an answer: a partial batch is answered now, as no more runs come until it is. */
    private boolean awaited;

    private Pending hungRun;
    private boolean broken;
    private boolean hung;
    private boolean closed;

    private PipelinedDevice(DeviceSettings settings, int instance) throws DeviceException {
        this.tally = tallyOf(settings);
        this.depth = settings.getInt("pipeline", 8);
        this.reversed = settings.get("order").filter("reversed"::equals).isPresent();
        boolean faulty = instance <= settings.getInt("faulty-instances", Integer.MAX_VALUE);
        this.faultOn = faulty ? settings.get("fault-on").map(Long::valueOf).orElse(null) : null;
        this.fault = DeviceException.Kind.valueOf(
                settings.get("fault").orElse("crash").toUpperCase(Locale.ROOT));
        this.hangOn = faulty ? settings.get("hang-on").map(Long::valueOf).orElse(null) : null;
        this.answerer = new Thread(this::answerLoop, "pipelined-device");
        answerer.setDaemon(true);
        answerer.start();
    }

    /** The provider the test resources register. */
    public static final class Provider implements DeviceProvider {

        @Override
        public String name() {
            return "pipelined";
        }

        @Override
        public String description() {
            return "the reference device behind an asynchronous submit, answering in batches";
        }

        @Override
        public Device open(DeviceSettings settings) throws DeviceException {
            return new PipelinedDevice(settings, tallyOf(settings).opened().incrementAndGet());
        }
    }

    /** The counts of the runs that named {@code name} in {@code avs.device.tally}. */
    static Tally tally(String name) {
        return TALLIES.computeIfAbsent(name, n -> new Tally(new AtomicInteger(), new AtomicInteger()));
    }

    private static Tally tallyOf(DeviceSettings settings) {
        return tally(settings.get("tally").orElse(""));
    }

    @Override
    public DeviceIdentity identity() {
        return new DeviceIdentity("test", "pipelined", "1");
    }

    @Override
    public Set<Observable> observables() {
        return reference.observables();
    }

    @Override
    public int pipelineDepth() {
        return depth;
    }

    @Override
    public synchronized CompletableFuture<Observation> submit(RunRequest request) {
        if (broken || closed) {
            return CompletableFuture.failedFuture(
                    new DeviceException(DeviceException.Kind.CRASH, "an earlier run broke this instance"));
        }
        CompletableFuture<Observation> answer = new Answer();
        pending.add(new Pending(request, answer));
        tally.maxInFlight().accumulateAndGet(pending.size(), Math::max);
        notifyAll();
        return answer;
    }

    @Override
    public Observation run(RunRequest request) throws DeviceException {
        try {
            return submit(request).get();
        } catch (ExecutionException e) {
            throw (DeviceException) e.getCause();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new DeviceException(DeviceException.Kind.TIMEOUT, "interrupted");
        }
    }

    /** An answer whose waiting engine tells the device to answer what it holds (see {@link #awaited}). */
    private final class Answer extends CompletableFuture<Observation> {

        @Override
        public Observation get() throws InterruptedException, ExecutionException {
            if (!isDone()) {
                awaitedNow();
            }
            return super.get();
        }

        @Override
        public Observation get(long timeout, TimeUnit unit)
                throws InterruptedException, ExecutionException, TimeoutException {
            if (!isDone()) {
                awaitedNow();
            }
            return super.get(timeout, unit);
        }

        @Override
        public Observation join() {
            if (!isDone()) {
                awaitedNow();
            }
            return super.join();
        }
    }

    private void awaitedNow() {
        synchronized (this) {
            awaited = true;
            notifyAll();
        }
    }

    private void answerLoop() {
        while (true) {
            List<Pending> batch;
            synchronized (this) {
                try {
                    while (!closed && (pending.isEmpty() || hung || pending.size() < depth && !awaited)) {
                        wait();
                    }
                } catch (InterruptedException e) {
                    return;
                }
                if (closed) {
                    return;
                }
                batch = new ArrayList<>(pending);
                pending.clear();
                awaited = false;
            }
            List<Pending> order = new ArrayList<>(batch);
            if (reversed) {
                Collections.reverse(order);
            }
            int faultAt = -1;
            for (int i = 0; i < batch.size(); i++) {
                Long r1 = batch.get(i).request().initial().gprs().get(1);
                if (r1 != null && (r1.equals(faultOn) || r1.equals(hangOn))) {
                    faultAt = i;
                    break;
                }
            }
            for (Pending p : order) {
                int index = batch.indexOf(p);
                if (faultAt >= 0 && index > faultAt) {
                    p.answer()
                            .completeExceptionally(new DeviceException(
                                    DeviceException.Kind.CRASH, "an earlier run broke this instance"));
                } else if (index == faultAt
                        && hangOn != null
                        && hangOn.equals(p.request().initial().gprs().get(1))) {
                    synchronized (this) {
                        hung = true;
                        hungRun = p;
                    }
                } else if (index == faultAt) {
                    p.answer()
                            .completeExceptionally(new DeviceException(
                                    fault,
                                    "run with R1="
                                            + p.request().initial().gprs().get(1) + " broke the device"));
                } else {
                    answer(p);
                }
            }
            if (faultAt >= 0) {
                synchronized (this) {
                    broken = true;
                }
            }
        }
    }

    private void answer(Pending p) {
        try {
            p.answer().complete(reference.run(p.request()));
        } catch (DeviceException e) {
            p.answer().completeExceptionally(e);
        }
    }

    @Override
    public synchronized void close() {
        closed = true;
        for (Pending p : pending) {
            p.answer().completeExceptionally(new DeviceException(DeviceException.Kind.CRASH, "the device was closed"));
        }
        pending.clear();
        if (hungRun != null) {
            hungRun.answer()
                    .completeExceptionally(new DeviceException(DeviceException.Kind.CRASH, "closed while it hung"));
        }
        notifyAll();
    }
}
