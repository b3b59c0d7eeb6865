package org.pto.avs.device.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.pto.avs.device.DeviceException;
import org.pto.avs.device.DeviceIdentity;
import org.pto.avs.device.MachineState;
import org.pto.avs.device.Observable;
import org.pto.avs.device.Observation;
import org.pto.avs.device.ProgramWord;
import org.pto.avs.device.RunRequest;
import org.pto.avs.device.StepOutcome;

/**
 * A device that breaks its session while the harness is still writing the pipeline: the break belongs to the
 * run it was on, the runs it answered before keep their results, and the rest run on one new link.
 */
class PipelinedBreakTest {

    private static final int OK = 0x00019181;
    private static final int CRASH = 0xDEAD0001;
    private static final int GARBAGE = 0xDEAD0003;

    @ParameterizedTest
    @CsvSource({"DEAD0001, CRASH", "DEAD0003, PROTOCOL"})
    void aBreakWhileRunsAreStillBeingSubmittedFailsOnlyTheRunThatCausedIt(String word, DeviceException.Kind kind)
            throws DeviceException {
        int[] firstWords = {OK, OK, Integer.parseUnsignedInt(word, 16), OK, OK, OK, OK, OK};
        try (ScriptedDevice device = new ScriptedDevice(1)) {
            List<RunResult> results = device.runAll(submittedSlowlyAfterABreak(device, firstWords, 3));
            List<String> statuses = new ArrayList<>();
            StringBuilder messages = new StringBuilder();
            for (RunResult r : results) {
                statuses.add(r.failure() == null ? "ok" : r.failure().kind().name());
                messages.append(r.failure() == null ? "" : "\n" + r.failure().getMessage());
            }
            assertEquals(List.of("ok", "ok", kind.name(), "ok", "ok", "ok", "ok", "ok"), statuses, messages.toString());
            assertEquals(2, device.sessions.size(), "one link until the break, one after it" + messages);
        }
    }

    @ParameterizedTest
    @CsvSource({"DEAD0001, CRASH", "DEAD0003, PROTOCOL"})
    void submittedRunsAreAnsweredAndABreakFailsTheOldestUnansweredAndTheRunsAfterIt(
            String word, DeviceException.Kind kind) throws Exception {
        int[] firstWords = {OK, OK, Integer.parseUnsignedInt(word, 16), OK, OK};
        // The first link reads all five runs before answering any, so every one of them is in its pipeline
        // when the break comes, however the harness and device threads are scheduled.
        try (ScriptedDevice device = new ScriptedDevice(firstWords.length)) {
            assertEquals(16, device.pipelineDepth());
            List<CompletableFuture<Observation>> answers = new ArrayList<>();
            for (int first : firstWords) {
                answers.add(device.submit(new RunRequest(
                        MachineState.RESET,
                        List.of(ProgramWord.of32(first), ProgramWord.of32(OK)),
                        EnumSet.of(Observable.STEP_OUTCOMES),
                        List.of())));
            }
            List<String> statuses = new ArrayList<>();
            for (CompletableFuture<Observation> answer : answers) {
                try {
                    assertEquals(2, answer.get().steps().size());
                    statuses.add("ok");
                } catch (ExecutionException e) {
                    statuses.add(((DeviceException) e.getCause()).kind().name());
                }
            }
            assertEquals(List.of("ok", "ok", kind.name(), kind.name(), kind.name()), statuses);
            // The next run opens a new link.
            assertEquals(
                    2,
                    device.submit(new RunRequest(
                                    MachineState.RESET,
                                    List.of(ProgramWord.of32(OK), ProgramWord.of32(OK)),
                                    EnumSet.of(Observable.STEP_OUTCOMES),
                                    List.of()))
                            .get()
                            .steps()
                            .size());
            assertEquals(2, device.sessions.size());
        }
    }

    /**
     * Requests whose {@code slowFrom}-th one is handed over only once the device has broken the first session,
     * as when the harness thread is descheduled mid-pipeline on a loaded machine.
     */
    private static List<RunRequest> submittedSlowlyAfterABreak(ScriptedDevice device, int[] firstWords, int slowFrom) {
        return new AbstractList<>() {
            @Override
            public RunRequest get(int index) {
                if (index == slowFrom) {
                    awaitBroken(device.sessions.get(0));
                }
                return new RunRequest(
                        MachineState.RESET,
                        List.of(ProgramWord.of32(firstWords[index]), ProgramWord.of32(OK)),
                        EnumSet.of(Observable.STEP_OUTCOMES),
                        List.of());
            }

            @Override
            public int size() {
                return firstWords.length;
            }
        };
    }

    private static void awaitBroken(DeviceSession session) {
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (!session.isBroken()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("the device's crash or garbage never broke the session");
            }
            try {
                Thread.sleep(1);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError("interrupted waiting for the session to break", e);
            }
        }
    }

    /**
     * A device on in-memory pipes: it answers every run "executed", except that a run starting with
     * {@link #CRASH} ends its output and one starting with {@link #GARBAGE} gets a line that is not the protocol.
     */
    private static final class ScriptedDevice extends RemoteDevice {

        final List<DeviceSession> sessions = new CopyOnWriteArrayList<>();
        private final int firstLinkHeldRuns;

        /** @param firstLinkHeldRuns how many runs the first link reads before it answers or breaks on any */
        ScriptedDevice(int firstLinkHeldRuns) throws DeviceException {
            super("scripted device", Duration.ofSeconds(30), Duration.ofSeconds(30), 16);
            this.firstLinkHeldRuns = firstLinkHeldRuns;
            start();
        }

        @Override
        protected Link connect() throws DeviceException {
            try {
                int held = sessions.isEmpty() ? firstLinkHeldRuns : 1;
                PipeLink link = PipeLink.open("scripted device " + sessions.size(), (in, out) -> serve(in, out, held));
                sessions.add(link.session());
                return link;
            } catch (IOException e) {
                throw new DeviceException(DeviceException.Kind.SETUP, "cannot open a pipe: " + e.getMessage(), e);
            }
        }

        private static void serve(InputStream in, OutputStream out, int heldRuns) {
            try (in;
                    out) {
                LineReader lines = new LineReader(in);
                List<RunMessage> waiting = new ArrayList<>();
                while (lines.next()) {
                    HarnessMessage message = MessageCodec.decodeHarnessMessage(lines.bytes(), lines.length());
                    if (message instanceof HarnessHello) {
                        out.write(MessageCodec.encode(new DeviceHello(
                                Protocol.VERSION,
                                new DeviceIdentity("Tests", "scripted", "1"),
                                EnumSet.of(Observable.STEP_OUTCOMES))));
                        out.flush();
                        continue;
                    }
                    if (!(message instanceof RunMessage run)) {
                        return;
                    }
                    waiting.add(run);
                    if (waiting.size() < heldRuns) {
                        continue;
                    }
                    heldRuns = 1;
                    for (RunMessage next : waiting) {
                        if (!answer(next, out)) {
                            return;
                        }
                    }
                    waiting.clear();
                }
            } catch (IOException | ProtocolException e) {
                // The harness ended the link; the test judges what the harness saw.
            }
        }

        /** Answers one run; false when the run's first word tells the device to end its output instead. */
        private static boolean answer(RunMessage run, OutputStream out) throws IOException {
            int first = run.request().program().get(0).bits();
            if (first == CRASH) {
                return false;
            }
            out.write(
                    first == GARBAGE
                            ? "Loading model... done\n".getBytes(StandardCharsets.UTF_8)
                            : MessageCodec.encode(new ResultMessage(
                                    run.id(),
                                    new Observation(
                                            Collections.nCopies(
                                                    run.request().program().size(), StepOutcome.EXECUTED),
                                            null,
                                            null,
                                            null,
                                            null,
                                            null,
                                            0,
                                            null,
                                            null))));
            out.flush();
            return true;
        }
    }
}
