package org.pto.avs.device.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.BindException;
import java.time.Duration;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.pto.avs.device.DeviceException;
import org.pto.avs.device.DeviceSettings;
import org.pto.avs.device.RunRequest;
import org.pto.avs.device.TestTimeouts;
import org.pto.avs.device.socket.SocketDevice;
import org.pto.avs.reference.ReferenceDevice;

/** The socket adapter against the reference device served on a loopback port, including reconnection. */
class ServePortEndToEndTest {

    private final PrintStream log = new PrintStream(new ByteArrayOutputStream(), true);

    @Test
    void everyProgramGivesTheSameObservationOverTcp() throws Exception {
        ReferenceDevice reference = new ReferenceDevice();
        try (TcpDeviceServer server = TcpDeviceServer.start(new ReferenceDevice(), 0, log);
                SocketDevice device = open(server.address())) {
            assertEquals(reference.identity(), device.identity());
            for (RunRequest request : Programs.all()) {
                assertEquals(reference.run(request), device.run(request), "program " + request.program());
            }
            assertEquals(1, device.connections());
        }
    }

    @Test
    void aRestartedServerIsReconnectedTo() throws Exception {
        ReferenceDevice reference = new ReferenceDevice();
        RunRequest request = Programs.all().get(0);
        // A port below the ephemeral range: no outgoing connection on this machine can hold it while the server
        // is down, so the restart binds it again.
        TcpDeviceServer first = startBelowEphemeralPorts();
        int port = first.port();
        try (SocketDevice device = open(":" + port)) {
            assertEquals(reference.run(request), device.run(request));
            first.close();
            // Until the adapter notices; the guard only keeps a broken adapter from hanging the build.
            long guard = System.nanoTime() + TimeUnit.MINUTES.toNanos(2);
            while (device.isLinkOpen() && System.nanoTime() < guard) {
                Thread.sleep(10);
            }
            assertTrue(!device.isLinkOpen(), "the adapter notices the dropped connection");
            try (TcpDeviceServer second = TcpDeviceServer.start(new ReferenceDevice(), port, log)) {
                assertEquals(reference.run(request), device.run(request));
                assertEquals(2, device.connections());
            }
        }
    }

    /** The device at {@code address}, its run and hello bounds the defaults (10 s) scaled. */
    private static SocketDevice open(String address) throws DeviceException {
        String bound = TestTimeouts.setting(Duration.ofSeconds(10));
        return SocketDevice.open(
                new DeviceSettings(Map.of("address", address, "timeout", bound, "startup-timeout", bound)));
    }

    private TcpDeviceServer startBelowEphemeralPorts() throws IOException {
        Random random = new Random();
        IOException last = null;
        for (int attempt = 0; attempt < 50; attempt++) {
            try {
                return TcpDeviceServer.start(new ReferenceDevice(), 20000 + random.nextInt(12000), log);
            } catch (BindException e) {
                last = e;
            }
        }
        throw last;
    }

    @Test
    void twoHarnessesCanShareOneServer() throws Exception {
        ReferenceDevice reference = new ReferenceDevice();
        try (TcpDeviceServer server = TcpDeviceServer.start(new ReferenceDevice(), 0, log);
                SocketDevice a = open(server.address());
                SocketDevice b = open(server.address())) {
            for (RunRequest request : Programs.all()) {
                assertEquals(reference.run(request), a.run(request));
                assertEquals(reference.run(request), b.run(request));
            }
        }
    }
}
