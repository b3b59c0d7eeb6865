package org.pto.avs.device.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.Pipe;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.pto.avs.device.MachineState;
import org.pto.avs.device.Observable;
import org.pto.avs.device.Observation;
import org.pto.avs.device.ProgramWord;
import org.pto.avs.device.RunRequest;

/**
 * A result must carry every state record its run asks for that the device declared (null when the machine holds
 * none): left out, it would read as a record not reported, and a device could pass a vector by dropping it.
 */
class DeviceSessionRecordsTest {

    private static final Duration WAIT = Duration.ofSeconds(30);

    private static final String HELLO = "{\"type\":\"hello\",\"protocol\":\"" + Protocol.VERSION + "\","
            + "\"device\":{\"vendor\":\"Tests\",\"name\":\"records\",\"version\":\"1\"},"
            + "\"observables\":[\"step_outcomes\",\"loop_bounds\"],\"records\":[\"control_attributes\"]}";

    private static final String RESULT_WITH_LOOP_BOUNDS_ONLY =
            "{\"type\":\"result\",\"id\":1,\"steps\":[{\"outcome\":\"executed\"}],"
                    + "\"observation\":{\"loop_bounds\":{\"LB0\":4}}}";

    private static RunRequest asking(Set<String> records) {
        return new RunRequest(
                MachineState.RESET,
                List.of(ProgramWord.of32(0x00019181)),
                EnumSet.of(Observable.STEP_OUTCOMES),
                List.of(),
                records);
    }

    @Test
    void aResultThatLeavesOutADeclaredRecordTheRunAskedForIsRefusedNamingIt() throws Exception {
        try (Link link = new Link()) {
            assertEquals(
                    Set.of("loop_bounds", "control_attributes"),
                    link.handshake().records());
            long id = link.session.submit(asking(Set.of("loop_bounds", "control_attributes")));
            link.answer(RESULT_WITH_LOOP_BOUNDS_ONLY);
            SessionException e = assertThrows(SessionException.class, () -> link.session.await(id, WAIT));
            assertEquals(SessionException.Failure.PROTOCOL, e.failure());
            assertTrue(e.getMessage().contains("the state record \"control_attributes\""), e.getMessage());
        }
    }

    @Test
    void aVersionOneRecordLeftOutIsRefusedByItsRecordName() throws Exception {
        try (Link link = new Link()) {
            link.handshake();
            long id = link.session.submit(asking(Set.of("loop_bounds")));
            link.answer("{\"type\":\"result\",\"id\":1,\"steps\":[{\"outcome\":\"executed\"}],\"observation\":{}}");
            SessionException e = assertThrows(SessionException.class, () -> link.session.await(id, WAIT));
            assertTrue(e.getMessage().contains("the state record \"loop_bounds\""), e.getMessage());
        }
    }

    @Test
    void aRecordTheDeviceDidNotDeclareMayBeLeftOutAndReadsAsNotReported() throws Exception {
        try (Link link = new Link()) {
            link.handshake();
            long id = link.session.submit(asking(Set.of("loop_bounds", "carriers")));
            link.answer(RESULT_WITH_LOOP_BOUNDS_ONLY);
            Observation observation = link.session.await(id, WAIT);
            assertEquals(java.util.Map.of("LB0", 4L), observation.record("loop_bounds"));
            assertFalse(observation.reports("carriers"), "the engine says the record is not supported");
        }
    }

    /** A session over in-memory pipes whose device side the test writes line by line. */
    private static final class Link implements AutoCloseable {

        private final Pipe toDevice;
        private final Pipe fromDevice;
        private final OutputStream deviceOut;
        private final InputStream deviceIn;
        final DeviceSession session;

        Link() throws IOException {
            toDevice = Pipe.open();
            fromDevice = Pipe.open();
            deviceOut = Channels.newOutputStream(fromDevice.sink());
            deviceIn = Channels.newInputStream(toDevice.source());
            session = new DeviceSession(
                    Channels.newInputStream(fromDevice.source()),
                    Channels.newOutputStream(toDevice.sink()),
                    "records device");
            Thread drain = new Thread(this::drain, "records device reader");
            drain.setDaemon(true);
            drain.start();
        }

        DeviceHello handshake() throws IOException, SessionException {
            answer(HELLO);
            return session.handshake("pto-avs test", WAIT);
        }

        void answer(String line) throws IOException {
            deviceOut.write((line + "\n").getBytes(StandardCharsets.UTF_8));
            deviceOut.flush();
        }

        /** Reads what the harness sends, so its writer never blocks on a full pipe. */
        private void drain() {
            try {
                deviceIn.transferTo(OutputStream.nullOutputStream());
            } catch (IOException e) {
                // The test closed the link.
            }
        }

        @Override
        public void close() throws IOException {
            session.close();
            deviceOut.close();
            deviceIn.close();
        }
    }
}
