package org.pto.avs.device.socket;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.time.Duration;
import org.apiguardian.api.API;
import org.pto.avs.device.DeviceException;
import org.pto.avs.device.DeviceSettings;
import org.pto.avs.device.protocol.DeviceSession;
import org.pto.avs.device.protocol.RemoteDevice;
import org.pto.avs.device.protocol.SessionException;

/**
 * A device reached over TCP, speaking the protocol on the connection ({@code avs.device=socket}).
 *
 * <p>One connection is kept for every case. When it drops while a case waits for its result, that case is a
 * CRASH; a case that gets no answer within {@code avs.device.timeout} is a TIMEOUT and the connection is
 * closed. The next case connects again.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class SocketDevice extends RemoteDevice {

    static final Duration DEFAULT_CONNECT_TIMEOUT = Duration.ofSeconds(5);
    static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(10);
    static final int DEFAULT_PIPELINE = 16;

    private final InetSocketAddress address;
    private final Duration connectTimeout;
    private int connections;

    private SocketDevice(
            InetSocketAddress address,
            Duration connectTimeout,
            Duration timeout,
            Duration startupTimeout,
            int pipeline) {
        super(
                "socket device " + address.getAddress().getHostAddress() + ":" + address.getPort(),
                timeout,
                startupTimeout,
                pipeline);
        this.address = address;
        this.connectTimeout = connectTimeout;
    }

    /** Connects to the device the settings name and waits for its hello. */
    public static SocketDevice open(DeviceSettings settings) throws DeviceException {
        DeviceAddress address = DeviceAddress.parse(settings.require("address"));
        boolean allowRemote = settings.getBoolean("allow-remote", false);
        Duration connectTimeout = settings.getDuration("connect-timeout", DEFAULT_CONNECT_TIMEOUT);
        // The default startup bound is the connect bound as set plus 10 s; the timeout factor then scales it once.
        Duration startupDefault = settings.withTimeoutFactor(1)
                .getDuration("connect-timeout", DEFAULT_CONNECT_TIMEOUT)
                .plus(DEFAULT_TIMEOUT);
        SocketDevice device = new SocketDevice(
                address.resolve(allowRemote),
                connectTimeout,
                settings.getDuration("timeout", DEFAULT_TIMEOUT),
                settings.getDuration("startup-timeout", startupDefault),
                settings.getInt("pipeline", DEFAULT_PIPELINE));
        device.start();
        return device;
    }

    /** How many connections this device has opened (one, unless some dropped). */
    public synchronized int connections() {
        return connections;
    }

    @Override
    protected Link connect() throws DeviceException {
        Socket socket = new Socket();
        try {
            socket.setTcpNoDelay(true);
            socket.connect(address, (int) connectTimeout.toMillis());
        } catch (IOException e) {
            closeQuietly(socket);
            throw new DeviceException(
                    DeviceException.Kind.SETUP,
                    "cannot connect to the device at "
                            + address.getAddress().getHostAddress() + ":" + address.getPort() + " within "
                            + connectTimeout.toMillis() + " ms: " + e.getMessage(),
                    e);
        }
        synchronized (this) {
            connections++;
        }
        try {
            String peer = "device at " + socket.getRemoteSocketAddress();
            return new SocketLink(socket, new DeviceSession(socket.getInputStream(), socket.getOutputStream(), peer));
        } catch (IOException e) {
            closeQuietly(socket);
            throw new DeviceException(
                    DeviceException.Kind.SETUP, "connection to " + address + " failed: " + e.getMessage(), e);
        }
    }

    private record SocketLink(Socket socket, DeviceSession session) implements Link {

        @Override
        public String diagnostics(SessionException.Failure failure) {
            return "";
        }

        @Override
        public void close(Duration grace) {
            session.sendShutdown();
            session.close();
            try {
                // Half-close: the device reads the shutdown, then end of input, and closes its side.
                socket.shutdownOutput();
            } catch (IOException ignored) {
                // Closed below either way.
            }
            // The session's reader sees the device's end of output; a device that keeps its side open, silent or
            // dripping bytes, is cut off after the grace: closing the socket ends the reader's blocked read.
            session.awaitEndOfOutput(grace);
            closeQuietly(socket);
        }

        @Override
        public void kill() {
            closeQuietly(socket);
        }
    }

    private static void closeQuietly(Socket socket) {
        try {
            socket.close();
        } catch (IOException ignored) {
            // Nothing left to release.
        }
    }
}
