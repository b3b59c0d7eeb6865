package org.pto.avs.engine.pipeline;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.OptionalInt;
import java.util.concurrent.CompletableFuture;
import org.apiguardian.api.API;
import org.pto.avs.device.Device;
import org.pto.avs.device.Observation;
import org.pto.avs.device.RunRequest;
import org.pto.avs.engine.cases.AvsCase;
import org.pto.avs.engine.cases.Vector;
import org.pto.avs.engine.compare.DeviceReports;
import org.pto.avs.engine.compare.ObservationPlan;

/**
 * The runs one device instance has been sent and whose answers are not judged yet, oldest first: at most
 * {@link Device#pipelineDepth()} of them, the one being judged included. When a case asks for the answer of one of
 * its vectors, the window tops itself up with the runs that come next: the case's later vectors and, when the run
 * has one instance ({@code acrossCases}), the vectors of the cases after it in the {@link RunPlan}. It never reads
 * past a property case, whose programs depend on the answers it gets.
 *
 * <p>Cases are still judged one at a time and in order, from the answers of their own runs, so results are those of
 * one run at a time. A run sent ahead and then not needed (its case ended early, its case did not run) is dropped;
 * when a dropped run had not answered, or failed, the instance may still be busy with it or broken by it, and the
 * next case would be charged for it: {@link #finish} and {@link #begin} then say that the instance must be replaced,
 * and the runs after it are sent again to the fresh one. With a depth of 1 a run is sent only when its case asks for
 * it, exactly as one run at a time.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class RunWindow {

    /** A run's place in the plan: the case's position, the vector's index. */
    private record Place(int position, int vector) implements Comparable<Place> {
        @Override
        public int compareTo(Place other) {
            return position != other.position
                    ? Integer.compare(position, other.position)
                    : Integer.compare(vector, other.vector);
        }
    }

    private record Sent(Place place, CompletableFuture<Observation> answer) {}

    private final Device device;
    private final RunPlan plan;
    private final int depth;
    private final boolean acrossCases;
    private final DeviceReports declared;
    private final Deque<Sent> sent = new ArrayDeque<>();
    /** The case being judged: its position in the plan (-1 outside it) and the case as its runner holds it. */
    private int position = -1;

    private AvsCase current;
    /** The run handed out last: it is being judged, and leaves the window when the next is asked for. */
    private Place handed;
    /** The next run to send; null when nothing more is planned. */
    private Place next;
    /** A dropped run that had not answered, or failed: the instance must be replaced. */
    private boolean tainted;

    /** A window on {@code device}; {@code acrossCases}: it may send the runs of the plan's next cases. */
    public RunWindow(Device device, RunPlan plan, boolean acrossCases) {
        this.device = device;
        this.plan = plan;
        this.depth = Math.max(1, device.pipelineDepth());
        this.acrossCases = acrossCases;
        this.declared = DeviceReports.of(device);
    }

    /**
     * Starts judging {@code avsCase}, at {@code position} in the plan (empty: a case the plan does not hold, whose
     * runs are sent only as it asks for them). Runs of earlier cases still here are dropped; true when that means the
     * instance must be replaced before the case runs.
     */
    public synchronized boolean begin(OptionalInt planned, AvsCase avsCase) {
        position = planned.orElse(-1);
        current = avsCase;
        handed = null;
        if (position < 0) {
            return false;
        }
        Place first = new Place(position, 0);
        dropBefore(first);
        if (next == null || next.compareTo(first) < 0) {
            next = first;
        }
        return takeTaint();
    }

    /**
     * The answer of the case's vector {@code index}, whose run is {@code request}: sent ahead already, or sent now;
     * the window is topped up either way.
     */
    public synchronized CompletableFuture<Observation> answer(int index, RunRequest request) {
        if (position < 0) {
            return device.submit(request);
        }
        Place place = new Place(position, index);
        dropBefore(place);
        handed = place;
        if (next == null || next.compareTo(place) < 0) {
            next = place;
        }
        fill();
        Sent head = sent.peekFirst();
        if (head != null && head.place().equals(place)) {
            return head.answer();
        }
        // The window did not send it (it found the vector not runnable): the case knows better.
        return device.submit(request);
    }

    /**
     * The case is judged: its runs leave the window. True when some of them were dropped unanswered or failed, and
     * the instance must be replaced before the next case.
     */
    public synchronized boolean finish() {
        if (position >= 0) {
            dropBefore(new Place(position + 1, 0));
        }
        position = -1;
        current = null;
        handed = null;
        return takeTaint();
    }

    /** How many runs are in flight or being judged; never more than the device's depth. */
    public synchronized int inFlight() {
        return sent.size();
    }

    private boolean takeTaint() {
        boolean replace = tainted;
        tainted = false;
        return replace;
    }

    /** Removes the runs before {@code place}: the one handed out was judged, the others are dropped. */
    private void dropBefore(Place place) {
        while (!sent.isEmpty() && sent.peekFirst().place().compareTo(place) < 0) {
            Sent old = sent.removeFirst();
            if (!old.place().equals(handed)) {
                CompletableFuture<Observation> answer = old.answer();
                if (!answer.isDone() || answer.isCompletedExceptionally()) {
                    tainted = true;
                }
            }
        }
    }

    /** Sends runs from {@link #next} until the window is full or nothing more may be sent. */
    private void fill() {
        AvsCase avsCase = null;
        int readPosition = -1;
        while (next != null && sent.size() < depth) {
            if (next.position() != readPosition) {
                if (next.position() != position && !acrossCases || next.position() >= plan.size()) {
                    return;
                }
                avsCase = next.position() == position ? current : plan.read(next.position());
                readPosition = next.position();
                if (avsCase != null && avsCase.isProperty()) {
                    // Its programs come from the answers it gets; nothing is sent for it or after it.
                    return;
                }
            }
            if (avsCase == null || next.vector() >= avsCase.vectors().size()) {
                next = new Place(next.position() + 1, 0);
                continue;
            }
            Vector vector = avsCase.vectors().get(next.vector());
            ObservationPlan observed = ObservationPlan.of(vector);
            if (VectorRuns.runs(observed, declared)) {
                sent.addLast(new Sent(next, device.submit(VectorRuns.request(vector, observed))));
            }
            next = new Place(next.position(), next.vector() + 1);
        }
    }
}
