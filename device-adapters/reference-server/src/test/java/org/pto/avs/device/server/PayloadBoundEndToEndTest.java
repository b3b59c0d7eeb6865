package org.pto.avs.device.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.time.Duration;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.pto.avs.device.Bytes;
import org.pto.avs.device.Device;
import org.pto.avs.device.DeviceException;
import org.pto.avs.device.DeviceSettings;
import org.pto.avs.device.GmRange;
import org.pto.avs.device.GmSegment;
import org.pto.avs.device.MachineState;
import org.pto.avs.device.Observable;
import org.pto.avs.device.Observation;
import org.pto.avs.device.ProgramWord;
import org.pto.avs.device.RunRequest;
import org.pto.avs.device.TestTimeouts;
import org.pto.avs.device.process.ProcessDevice;
import org.pto.avs.device.protocol.Protocol;
import org.pto.avs.device.socket.SocketDevice;
import org.pto.avs.reference.ReferenceDevice;

/**
 * The documented 16 MiB payload bound (PROTOCOL.md "Size bounds") holds exactly on every path: a GM segment of
 * 16 MiB, read back whole as a GM range, gives the in-process observation through {@code serve --stdio} and over
 * TCP; one byte more is refused by the served device as too large, naming the bound, and the next run still runs.
 */
class PayloadBoundEndToEndTest {

    private static final String REFUSAL = "a payload is at most " + Protocol.MAX_PAYLOAD_BYTES + " bytes";

    /** A run that loads {@code length} random bytes of GM and reads them back. */
    private static RunRequest gmRoundTrip(int length) {
        byte[] data = new byte[length];
        new Random(length).nextBytes(data);
        return new RunRequest(
                MachineState.of(Map.of(), List.of(new GmSegment(0, Bytes.adopt(data))), Map.of()),
                List.of(ProgramWord.of32(0x00019181)),
                EnumSet.of(Observable.STEP_OUTCOMES, Observable.GM),
                List.of(new GmRange("all", 0, length)));
    }

    private static void holdsTheBound(Device served) throws DeviceException {
        RunRequest atTheBound = gmRoundTrip(Protocol.MAX_PAYLOAD_BYTES);
        Observation expected = new ReferenceDevice().run(atTheBound);
        assertEquals(Protocol.MAX_PAYLOAD_BYTES, expected.gm().get("all").length());
        assertEquals(expected, served.run(atTheBound));

        DeviceException past =
                assertThrows(DeviceException.class, () -> served.run(gmRoundTrip(Protocol.MAX_PAYLOAD_BYTES + 1)));
        assertTrue(past.getMessage().contains(REFUSAL) && past.getMessage().contains("too_large"), past.getMessage());

        RunRequest after = gmRoundTrip(16);
        assertEquals(new ReferenceDevice().run(after), served.run(after), "the session goes on after the refusal");
    }

    @Test
    void throughServeStdio() throws Exception {
        try (ProcessDevice served = ProcessDevice.open(new DeviceSettings(Map.of(
                "command",
                ServeStdioEndToEndTest.serveStdioCommand(),
                "startup-timeout",
                TestTimeouts.setting(Duration.ofSeconds(60)),
                "timeout",
                TestTimeouts.setting(Duration.ofSeconds(60)))))) {
            holdsTheBound(served);
        }
    }

    @Test
    void overTcp() throws Exception {
        PrintStream log = new PrintStream(new ByteArrayOutputStream(), true);
        try (TcpDeviceServer server = TcpDeviceServer.start(new ReferenceDevice(), 0, log);
                SocketDevice served = SocketDevice.open(new DeviceSettings(Map.of(
                        "address", server.address(), "timeout", TestTimeouts.setting(Duration.ofSeconds(60)))))) {
            holdsTheBound(served);
        }
    }
}
