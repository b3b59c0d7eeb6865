package org.pto.avs.device.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.time.Duration;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import org.junit.jupiter.api.Test;
import org.pto.avs.device.DeviceException;
import org.pto.avs.device.DeviceIdentity;
import org.pto.avs.device.MachineState;
import org.pto.avs.device.Observable;
import org.pto.avs.device.Observation;
import org.pto.avs.device.ProgramWord;
import org.pto.avs.device.RunRequest;
import org.pto.avs.device.StepOutcome;
import org.pto.avs.device.TestTimeouts;

/**
 * A hello that does not come within the startup timeout is a TIMEOUT, whether the device is started the first time or
 * again after a crash: a device slow to start on a busy machine missed a time limit (which the engine runs again); it
 * neither crashed nor was set up wrong. A device that ends its output instead of saying hello again still crashed.
 * The late device never says hello, so the timeout fires however the threads are scheduled.
 */
class LateHelloTest {

    private static final int OK = 0x00019181;
    private static final int CRASH = 0xDEAD0001;

    /** What the device does in one session. */
    private enum Session {
        /** Says hello and answers every run, ending its output at a run starting with {@link #CRASH}. */
        ANSWERS,
        /** Reads, and never says hello. */
        SILENT,
        /** Ends its output at once. */
        GONE
    }

    private static final Duration STARTUP = TestTimeouts.scaled(Duration.ofMillis(500));

    @Test
    void aFirstHelloThatComesTooLateIsATimeoutNotASetupError() {
        DeviceException late = assertThrows(DeviceException.class, () -> new ScriptedDevice(Session.SILENT));
        assertEquals(DeviceException.Kind.TIMEOUT, late.kind(), late::getMessage);
        assertTrue(late.getMessage().startsWith("late device: no hello in time: "), late.getMessage());
        assertTrue(late.getMessage().contains("waiting for the device's hello"), late.getMessage());
    }

    @Test
    void aHelloThatComesTooLateOnARestartIsATimeoutNotACrash() throws Exception {
        try (ScriptedDevice device = new ScriptedDevice(Session.ANSWERS, Session.SILENT)) {
            assertEquals(DeviceException.Kind.CRASH, failureOf(device, CRASH).kind());
            DeviceException late = failureOf(device, OK);
            assertEquals(DeviceException.Kind.TIMEOUT, late.kind(), late::getMessage);
            assertTrue(late.getMessage().startsWith("late device: no hello in time: "), late.getMessage());
            assertEquals(2, device.sessions.size());
        }
    }

    @Test
    void aRestartThatEndsWithoutAHelloIsStillACrash() throws Exception {
        try (ScriptedDevice device = new ScriptedDevice(Session.ANSWERS, Session.GONE)) {
            assertEquals(DeviceException.Kind.CRASH, failureOf(device, CRASH).kind());
            DeviceException gone = failureOf(device, OK);
            assertEquals(DeviceException.Kind.CRASH, gone.kind(), gone::getMessage);
            assertTrue(gone.getMessage().startsWith("late device: no valid hello: "), gone.getMessage());
        }
    }

    private static DeviceException failureOf(ScriptedDevice device, int firstWord) throws InterruptedException {
        ExecutionException failed = assertThrows(
                ExecutionException.class,
                () -> device.submit(new RunRequest(
                                MachineState.RESET,
                                List.of(ProgramWord.of32(firstWord)),
                                EnumSet.of(Observable.STEP_OUTCOMES),
                                List.of()))
                        .get());
        return (DeviceException) failed.getCause();
    }

    /** A device on in-memory pipes whose n-th session does what the n-th {@link Session} says. */
    private static final class ScriptedDevice extends RemoteDevice {

        final List<DeviceSession> sessions = new CopyOnWriteArrayList<>();
        private final List<Session> script;

        ScriptedDevice(Session... script) throws DeviceException {
            super("late device", Duration.ofMinutes(1), STARTUP, 1);
            this.script = List.of(script);
            start();
        }

        @Override
        protected Link connect() throws DeviceException {
            try {
                Session behaviour = script.get(sessions.size());
                PipeLink link = PipeLink.open("late device " + sessions.size(), (in, out) -> serve(behaviour, in, out));
                sessions.add(link.session());
                return link;
            } catch (IOException e) {
                throw new DeviceException(DeviceException.Kind.SETUP, "cannot open a pipe: " + e.getMessage(), e);
            }
        }

        private static void serve(Session behaviour, InputStream in, OutputStream out) {
            try (in;
                    out) {
                if (behaviour == Session.GONE) {
                    return;
                }
                LineReader lines = new LineReader(in);
                while (lines.next()) {
                    if (behaviour == Session.SILENT) {
                        continue;
                    }
                    HarnessMessage message = MessageCodec.decodeHarnessMessage(lines.bytes(), lines.length());
                    if (message instanceof HarnessHello) {
                        out.write(MessageCodec.encode(new DeviceHello(
                                Protocol.VERSION,
                                new DeviceIdentity("Tests", "late", "1"),
                                EnumSet.of(Observable.STEP_OUTCOMES))));
                    } else if (message instanceof RunMessage run) {
                        if (run.request().program().get(0).bits() == CRASH) {
                            return;
                        }
                        out.write(MessageCodec.encode(new ResultMessage(
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
                    } else {
                        return;
                    }
                    out.flush();
                }
            } catch (IOException | ProtocolException e) {
                // The harness ended the link; the test judges what the harness saw.
            }
        }
    }
}
