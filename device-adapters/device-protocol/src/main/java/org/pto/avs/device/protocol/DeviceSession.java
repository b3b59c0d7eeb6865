package org.pto.avs.device.protocol;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.time.Duration;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;
import org.apiguardian.api.API;
import org.pto.avs.device.Observable;
import org.pto.avs.device.Observation;
import org.pto.avs.device.RunRequest;

/**
 * The harness side of one protocol session over a pair of streams (a child's stdout/stdin or a socket).
 *
 * <p>A reader thread reads the device's lines and completes the request they answer; a writer thread sends
 * requests, so a device that stops reading never blocks the caller past its timeout. Several runs may be in
 * flight (PROTOCOL.md "Pipelining"). The first failure that leaves the stream out of step (end of output, a
 * line that is not the protocol, a timeout) breaks the session for good: every outstanding and later
 * request fails with it, and the owner opens a new session.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class DeviceSession implements AutoCloseable {

    private record Pending(RunRequest request, CompletableFuture<Observation> result) {}

    private final OutputStream toDevice;
    private final String peer;
    private final ExecutorService writer;
    private final CompletableFuture<DeviceHello> hello = new CompletableFuture<>();
    private final CountDownLatch readerDone = new CountDownLatch(1);
    private final Map<Long, Pending> pending = new ConcurrentHashMap<>();
    private final AtomicLong nextId = new AtomicLong(1);
    private volatile SessionException broken;
    private volatile boolean writeFailed;

    public DeviceSession(InputStream fromDevice, OutputStream toDevice, String peer) {
        this.toDevice = toDevice;
        this.peer = peer;
        this.writer = Executors.newSingleThreadExecutor(r -> daemon(r, "pto-avs-device-writer " + peer));
        daemon(() -> readLoop(fromDevice), "pto-avs-device-reader " + peer).start();
    }

    /** Sends the harness's hello and waits for the device's. */
    public DeviceHello handshake(String harness, Duration timeout) throws SessionException {
        send(MessageCodec.encode(new HarnessHello(Protocol.VERSION, harness)));
        DeviceHello reply = await(hello, timeout, "the device's hello");
        if (!Protocol.VERSION.equals(reply.protocol())) {
            throw breakWith(new SessionException(
                    SessionException.Failure.PROTOCOL,
                    "the device speaks protocol \"" + reply.protocol() + "\", the harness " + Protocol.VERSION));
        }
        return reply;
    }

    /**
     * Sends one run without waiting for its result; returns its id for {@link #await(long, Duration)}.
     *
     * <p>On a broken session the run is not sent and its await reports the break. Submitting never fails by
     * itself: the break may come while later runs are still being submitted, and it belongs to the oldest run
     * without an answer (PROTOCOL.md "Pipelining"), not to the run being submitted, nor to the runs before it
     * whose results the device sent before it went.
     */
    public long submit(RunRequest request) {
        long id = nextId.getAndIncrement();
        Pending p = new Pending(request, new CompletableFuture<>());
        pending.put(id, p);
        // Put first, then check: a break after this check finds p in pending (breakWith), one before it is seen here.
        SessionException failure = broken;
        if (failure != null) {
            p.result().completeExceptionally(failure);
            return id;
        }
        try {
            send(MessageCodec.encode(new RunMessage(id, request)));
        } catch (SessionException e) {
            p.result().completeExceptionally(e);
        }
        return id;
    }

    /** Waits up to {@code timeout} for the result of run {@code id}. */
    public Observation await(long id, Duration timeout) throws SessionException {
        Pending p = pending.get(id);
        if (p == null) {
            throw new IllegalArgumentException("no run " + id + " is in flight");
        }
        try {
            return await(p.result(), timeout, "the result of run " + id);
        } finally {
            pending.remove(id);
        }
    }

    /** Tells the device the harness is done; best effort, the owner then closes the streams. */
    public void sendShutdown() {
        if (broken == null) {
            try {
                send(MessageCodec.encode(new ShutdownMessage()));
            } catch (SessionException ignored) {
                // The device is gone already: nothing to shut down.
            }
        }
    }

    public boolean isBroken() {
        return broken != null;
    }

    /** Stops the writer after it has sent what was queued; the owner closes the streams. */
    @Override
    public void close() {
        writer.shutdown();
        try {
            writer.awaitTermination(1, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        writer.shutdownNow();
    }

    private <T> T await(CompletableFuture<T> future, Duration timeout, String what) throws SessionException {
        try {
            return future.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            throw breakWith(new SessionException(
                    SessionException.Failure.TIMEOUT,
                    "no answer from " + peer + " within " + timeout.toMillis() + " ms waiting for " + what));
        } catch (ExecutionException e) {
            throw ((SessionException) e.getCause()).again();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw breakWith(new SessionException(SessionException.Failure.TIMEOUT, "interrupted waiting for " + what));
        }
    }

    private void send(byte[] line) throws SessionException {
        if (broken != null) {
            throw broken.again();
        }
        try {
            writer.execute(() -> {
                if (writeFailed) {
                    return;
                }
                try {
                    toDevice.write(line);
                    toDevice.flush();
                } catch (IOException e) {
                    // Not a failure yet: results the device wrote before it went are still to be read. The
                    // reader reports the end of its output; a device that lives on without reading times out.
                    writeFailed = true;
                }
            });
        } catch (RejectedExecutionException e) {
            throw new SessionException(SessionException.Failure.CLOSED, "the session with " + peer + " is closed");
        }
    }

    /**
     * Waits up to {@code grace} for the device to end its output (after a shutdown); true when it did. The owner
     * closes the streams either way, which ends a reader still blocked on a device that keeps its side open.
     */
    public boolean awaitEndOfOutput(Duration grace) {
        try {
            return readerDone.await(grace.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /**
     * The device is gone while its output is still open (a process it started holds the pipe): what is in flight
     * and every later request fail as if the output had ended (PROTOCOL.md "Pipelining, timeouts and failures":
     * a crash), instead of waiting for a timeout.
     */
    public void deviceGone(String why) {
        breakWith(new SessionException(SessionException.Failure.CLOSED, why));
    }

    private void readLoop(InputStream fromDevice) {
        try {
            readLines(fromDevice);
        } finally {
            readerDone.countDown();
        }
    }

    private void readLines(InputStream fromDevice) {
        LineReader lines = new LineReader(fromDevice);
        try {
            while (broken == null && lines.next()) {
                dispatch(lines);
            }
            breakWith(new SessionException(SessionException.Failure.CLOSED, peer + " closed its output"));
        } catch (LineReader.LineTooLongException e) {
            breakWith(new SessionException(SessionException.Failure.PROTOCOL, peer + " sent " + e.getMessage()));
        } catch (IOException e) {
            breakWith(new SessionException(
                    SessionException.Failure.CLOSED, "reading from " + peer + " failed: " + e.getMessage()));
        } catch (RuntimeException e) {
            breakWith(new SessionException(
                    SessionException.Failure.PROTOCOL, peer + " sent a message the harness could not process: " + e));
        } catch (OutOfMemoryError | StackOverflowError e) {
            // One device's message must cost its run, not the harness: the line is let go with this thread's frame.
            breakWith(new SessionException(
                    SessionException.Failure.PROTOCOL,
                    peer + " sent a message the harness" + " could not hold (" + e
                            + "); give the JVM more heap (-Xmx) or fewer avs.device.instances"));
        } finally {
            lines.release();
        }
    }

    private void dispatch(LineReader lines) {
        DeviceMessage message;
        try {
            // Of a result, only what its run asked for is decoded.
            message = MessageCodec.decodeDeviceMessage(lines.bytes(), lines.length(), id -> {
                Pending p = pending.get(id);
                return p == null ? null : p.request();
            });
        } catch (ProtocolException e) {
            breakWith(new SessionException(
                    SessionException.Failure.PROTOCOL,
                    peer + " sent a line that is not " + Protocol.VERSION
                            + " (stdout carries protocol lines only; logs go to stderr): " + e.getMessage()));
            return;
        }
        if (message instanceof DeviceHello h) {
            if (!hello.complete(h)) {
                breakWith(new SessionException(SessionException.Failure.PROTOCOL, peer + " sent a second hello"));
            }
        } else if (message instanceof ResultMessage r) {
            Pending p = pending.get(r.id());
            if (p == null || p.result().isDone()) {
                breakWith(new SessionException(
                        SessionException.Failure.PROTOCOL,
                        peer + " sent a result for run " + r.id() + ", which is not in flight"));
                return;
            }
            String problem = mismatch(p.request(), r, declared(), declaredRecords());
            if (problem != null) {
                breakWith(new SessionException(
                        SessionException.Failure.PROTOCOL, peer + " answered run " + r.id() + " with " + problem));
                return;
            }
            p.result().complete(r.observation());
        } else if (message instanceof ErrorMessage e) {
            String text = peer + " answered error " + e.code() + ": " + e.message();
            Pending p = e.id() == null ? null : pending.get(e.id());
            if (p != null) {
                p.result()
                        .completeExceptionally(
                                new SessionException(SessionException.Failure.DEVICE_ERROR, e.code(), text));
            } else if (!hello.isDone()) {
                hello.completeExceptionally(
                        new SessionException(SessionException.Failure.DEVICE_ERROR, e.code(), text));
            } else {
                breakWith(new SessionException(SessionException.Failure.PROTOCOL, text));
            }
        }
    }

    /** What the device declared in its hello; nothing before it. */
    private Set<Observable> declared() {
        DeviceHello reply = declaration();
        return reply == null ? Set.of() : reply.observables();
    }

    /** The state records the device declared in its hello; none before it. */
    private Set<String> declaredRecords() {
        DeviceHello reply = declaration();
        return reply == null ? Set.of() : reply.records();
    }

    private DeviceHello declaration() {
        return hello.isDone() && !hello.isCompletedExceptionally() ? hello.getNow(null) : null;
    }

    /** A result must answer every word of its program and report what was asked (PROTOCOL.md "result"). */
    private static String mismatch(
            RunRequest request, ResultMessage result, Set<Observable> declared, Set<String> declaredRecords) {
        Observation observation = result.observation();
        // A field left out would read as empty: a device that declares the bindings and drops them must not pass
        // "no binding" (PROTOCOL.md: report at least what the run observes, when declared).
        for (Observable asked : request.observe()) {
            if (declared.contains(asked) && result.unreported().contains(asked)) {
                return "a result without \"" + ObservationJson.fieldOf(asked) + "\", which the run observes and the"
                        + " device declared (" + ObservableNames.name(asked) + "); report every observable asked for,"
                        + " empty or not";
            }
        }
        for (String record : result.unreportedRecords()) {
            if (declaredRecords.contains(record)) {
                return "a result without the state record \"" + record + "\", which the run asks for and the device"
                        + " declared; report every record asked for, null when the machine holds none";
            }
        }
        if (observation.steps().size() != request.program().size()) {
            return observation.steps().size() + " step outcomes for a program of "
                    + request.program().size() + " words";
        }
        if (request.observe().contains(Observable.DECODE)
                && !observation.decoded().isEmpty()
                && observation.decoded().size() != request.program().size()) {
            return observation.decoded().size() + " decoded steps for a program of "
                    + request.program().size() + " words";
        }
        return null;
    }

    private SessionException breakWith(SessionException failure) {
        synchronized (this) {
            if (broken == null) {
                broken = failure;
            }
        }
        SessionException first = broken;
        hello.completeExceptionally(first);
        for (Pending p : pending.values()) {
            p.result().completeExceptionally(first);
        }
        return failure;
    }

    private static Thread daemon(Runnable body, String name) {
        Thread thread = new Thread(body, name);
        thread.setDaemon(true);
        return thread;
    }
}
