package org.pto.avs.bench.device;

import java.time.Duration;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.apiguardian.api.API;
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
 * {@code avs.device=delayed}: the reference model behind a link of fixed latency, as a board or a remote simulator
 * is. Each run is answered {@code avs.device.delay} (default 1ms) after it was submitted, however many are in flight
 * ({@code avs.device.pipeline} of them, default 16), so one run at a time costs the delay per vector and a window of
 * n costs it once per n.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class DelayedDevice implements Device {

    private final ReferenceDevice reference = new ReferenceDevice();
    private final long delayNanos;
    private final int depth;
    private final ScheduledExecutorService clock = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread thread = new Thread(r, "delayed-device");
        thread.setDaemon(true);
        return thread;
    });

    private DelayedDevice(Duration delay, int depth) {
        this.delayNanos = delay.toNanos();
        this.depth = depth;
    }

    /** The provider the bench registers. */
    public static final class Provider implements DeviceProvider {

        @Override
        public String name() {
            return "delayed";
        }

        @Override
        public String description() {
            return "the reference model, every run answered after a fixed delay (bench)";
        }

        @Override
        public Device open(DeviceSettings settings) throws DeviceException {
            return new DelayedDevice(
                    settings.getDuration("delay", Duration.ofMillis(1)), settings.getInt("pipeline", 16));
        }
    }

    @Override
    public DeviceIdentity identity() {
        return new DeviceIdentity("PTO AVS bench", "delayed", "1");
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
    public CompletableFuture<Observation> submit(RunRequest request) {
        CompletableFuture<Observation> answer = new CompletableFuture<>();
        clock.schedule(
                () -> {
                    try {
                        answer.complete(reference.run(request));
                    } catch (DeviceException | RuntimeException e) {
                        answer.completeExceptionally(e);
                    }
                },
                delayNanos,
                TimeUnit.NANOSECONDS);
        return answer;
    }

    @Override
    public Observation run(RunRequest request) throws DeviceException {
        try {
            return submit(request).get();
        } catch (ExecutionException e) {
            throw e.getCause() instanceof DeviceException d
                    ? d
                    : new DeviceException(
                            DeviceException.Kind.CRASH, e.getCause().toString(), e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new DeviceException(DeviceException.Kind.TIMEOUT, "interrupted", e);
        }
    }

    @Override
    public void close() {
        clock.shutdownNow();
    }
}
