package org.pto.avs.device.protocol;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import org.apiguardian.api.API;
import org.pto.avs.device.Device;
import org.pto.avs.device.DeviceException;
import org.pto.avs.device.DeviceIdentity;
import org.pto.avs.device.Observable;
import org.pto.avs.device.Observation;
import org.pto.avs.device.RunRequest;

/**
 * A device on the other side of a protocol session: the common part of the process and socket adapters.
 *
 * <p>One link (a child process or a connection) is kept warm across cases. A run that crashes, hangs or
 * answers garbage fails with that {@link DeviceException.Kind}; the broken link is discarded and the next
 * run opens a new one, so the remaining cases still run. A new link whose hello does not come within
 * {@code avs.device.startup-timeout} is a TIMEOUT (a missed time limit, which the engine runs again), any other
 * failure to reopen a CRASH. A device's {@code error} answer for one run fails
 * only that run and keeps the link.
 *
 * <p>{@link #submit} keeps runs in flight for the engine ({@code avs.device.pipeline} of them, {@link #pipelineDepth}):
 * each link has a thread that waits for its runs' answers in the order they were sent, so every run gets
 * {@code avs.device.timeout} from the moment it is the oldest one in flight (PROTOCOL.md "Pipelining, timeouts and
 * failures"). A break fails the oldest run without an answer with the break's kind, and the runs after it with it;
 * the next submit opens a new link.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public abstract class RemoteDevice implements Device {

    /** The transport under a session: how to open it, describe its failures and end it. */
    protected interface Link {
        DeviceSession session();

        /**
         * What the transport can add to a report of {@code failure}, such as the exit status and stderr tail;
         * may be empty. For {@link SessionException.Failure#CLOSED} a process link waits briefly for the exit.
         */
        String diagnostics(SessionException.Failure failure);

        /**
         * Sends shutdown on the session and ends the link, waiting up to {@code grace} for the device to go
         * before forcing it.
         */
        void close(Duration grace);

        /** Ends the link now (after a timeout or garbage). */
        void kill();
    }

    /** The harness name sent in hello. */
    private static final String HARNESS = "pto-avs " + versionOf(RemoteDevice.class);

    private final String description;
    private final Duration timeout;
    private final Duration startupTimeout;
    private final int pipelineDepth;
    private DeviceHello hello;
    private Link link;
    /** Waits for the answers of the runs {@link #submit} sent on {@link #link}; null until the first. */
    private AnswerWaiter waiter;

    protected RemoteDevice(String description, Duration timeout, Duration startupTimeout, int pipelineDepth) {
        this.description = description;
        this.timeout = timeout;
        this.startupTimeout = startupTimeout;
        this.pipelineDepth = Math.max(1, pipelineDepth);
    }

    /** Opens a new transport; the session on it has not said hello yet. */
    protected abstract Link connect() throws DeviceException;

    /**
     * Opens the first link and reads the device's identity; a failure here is a setup error, but for a hello that
     * does not come within {@code avs.device.startup-timeout}: that is a timeout, as on every later link.
     */
    protected final void start() throws DeviceException {
        link = handshake(DeviceException.Kind.SETUP);
    }

    @Override
    public DeviceIdentity identity() {
        return hello.device();
    }

    @Override
    public Set<Observable> observables() {
        return hello.observables();
    }

    @Override
    public Set<String> records() {
        return hello.records();
    }

    @Override
    public int pipelineDepth() {
        return pipelineDepth;
    }

    /**
     * Sends one run on the warm link (opening one when it broke) and returns at once; the answer, or the failure
     * {@link #run} would have thrown, completes the future. The caller keeps at most {@link #pipelineDepth} in flight.
     */
    @Override
    public synchronized CompletableFuture<Observation> submit(RunRequest request) {
        if (link != null && link.session().isBroken()) {
            discardLink();
        }
        if (link == null) {
            try {
                link = handshake(DeviceException.Kind.CRASH);
            } catch (DeviceException e) {
                return CompletableFuture.failedFuture(e);
            }
        }
        if (waiter == null) {
            Link on = link;
            waiter = new AnswerWaiter(on.session(), timeout, e -> failure(e, on), description);
        }
        CompletableFuture<Observation> answer = new CompletableFuture<>();
        waiter.await(link.session().submit(request), answer);
        return answer;
    }

    @Override
    public Observation run(RunRequest request) throws DeviceException {
        return runAll(List.of(request)).get(0).get();
    }

    /**
     * Runs several requests, keeping up to {@code pipeline} of them in flight, and answers each in order.
     * A failure of one run does not stop the others: they continue on a new link.
     */
    public synchronized List<RunResult> runAll(List<RunRequest> requests) {
        List<RunResult> results = new ArrayList<>(requests.size());
        while (results.size() < requests.size()) {
            int first = results.size();
            if (link != null && link.session().isBroken()) {
                // It broke between cases (the device went away while idle): no case was in flight, so reopen.
                discardLink();
            }
            if (link == null) {
                try {
                    link = handshake(DeviceException.Kind.CRASH);
                } catch (DeviceException e) {
                    results.add(new RunResult(null, e));
                    continue;
                }
            }
            runOnLink(requests, first, results);
        }
        return results;
    }

    /** Runs from {@code first} until done or until the link breaks (then the caller opens a new one). */
    private void runOnLink(List<RunRequest> requests, int first, List<RunResult> results) {
        DeviceSession session = link.session();
        List<Long> ids = new ArrayList<>();
        int submitted = first;
        for (int i = first; i < requests.size(); i++) {
            // A break while these are sent surfaces at the await of the oldest run the device did not answer.
            while (submitted < requests.size() && submitted - i < pipelineDepth) {
                ids.add(session.submit(requests.get(submitted)));
                submitted++;
            }
            try {
                results.add(new RunResult(session.await(ids.get(i - first), timeout), null));
            } catch (SessionException e) {
                results.add(new RunResult(null, failure(e, link)));
                if (e.failure() != SessionException.Failure.DEVICE_ERROR) {
                    discardLink();
                    return;
                }
            }
        }
    }

    private Link handshake(DeviceException.Kind kindOnFailure) throws DeviceException {
        Link fresh;
        try {
            fresh = connect();
        } catch (DeviceException e) {
            // A device that worked before and cannot be reopened has failed this case, not the harness.
            throw kindOnFailure == e.kind()
                    ? e
                    : new DeviceException(kindOnFailure, description + ": could not reopen: " + e.getMessage(), e);
        }
        try {
            DeviceHello reply = fresh.session().handshake(HARNESS, startupTimeout);
            if (hello == null) {
                hello = reply;
            } else if (!hello.device().equals(reply.device())) {
                // Results of one device must never be reported under another's name.
                fresh.kill();
                throw new DeviceException(
                        DeviceException.Kind.SETUP,
                        description + ": a new session said '"
                                + reply.device() + "' in hello, but this device said '" + hello.device()
                                + "' in its first:"
                                + " one device keeps one identity");
            }
            return fresh;
        } catch (SessionException e) {
            fresh.kill();
            // A device too slow to say hello (a busy machine) missed a time limit: neither a crash nor a setup error.
            boolean late = e.failure() == SessionException.Failure.TIMEOUT;
            throw new DeviceException(
                    late ? DeviceException.Kind.TIMEOUT : kindOnFailure,
                    description
                            + (late ? ": no hello in time: " : ": no valid hello: ")
                            + e.getMessage()
                            + details(fresh, e.failure()),
                    e);
        }
    }

    private DeviceException failure(SessionException e, Link link) {
        DeviceException.Kind kind = switch (e.failure()) {
            case CLOSED -> DeviceException.Kind.CRASH;
            case TIMEOUT -> DeviceException.Kind.TIMEOUT;
            case PROTOCOL -> DeviceException.Kind.PROTOCOL;
            // PROTOCOL.md "error": internal is the device failing on this run; other codes mean it could not read it.
            case DEVICE_ERROR ->
                ErrorMessage.INTERNAL.equals(e.code()) ? DeviceException.Kind.CRASH : DeviceException.Kind.PROTOCOL;
        };
        if (e.failure() == SessionException.Failure.TIMEOUT || e.failure() == SessionException.Failure.PROTOCOL) {
            link.kill();
        }
        return new DeviceException(kind, description + ": " + e.getMessage() + details(link, e.failure()), e);
    }

    private static String details(Link link, SessionException.Failure failure) {
        String diagnostics = link.diagnostics(failure);
        return diagnostics.isEmpty() ? "" : "\n" + diagnostics;
    }

    private void discardLink() {
        link.kill();
        link.session().close();
        link = null;
        stopWaiter();
    }

    /** The waiter ends once it has answered every run sent on its link: a broken session fails them at once. */
    private void stopWaiter() {
        if (waiter != null) {
            waiter.finish();
            waiter = null;
        }
    }

    /** True while a link is open and not known to be broken; the next run reopens one otherwise. */
    public synchronized boolean isLinkOpen() {
        return link != null && !link.session().isBroken();
    }

    /** Sends shutdown and ends the link, forcing it after a grace period. */
    @Override
    public synchronized void close() {
        if (link != null) {
            link.close(Duration.ofSeconds(2));
            link = null;
        }
        stopWaiter();
    }

    private static String versionOf(Class<?> type) {
        String version = type.getPackage() == null ? null : type.getPackage().getImplementationVersion();
        return version == null ? "development" : version;
    }
}
