package org.pto.avs.device.server;

import java.io.IOException;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketException;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.apiguardian.api.API;
import org.pto.avs.device.Device;

/**
 * Serves a device over TCP on the loopback interface only: the protocol has no authentication, so it is
 * never offered to other machines. One thread per connection; connections share the device one run at a time.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class TcpDeviceServer implements AutoCloseable {

    private static final long CLOSE_BOUND_MILLIS = 5_000;

    private final ServerSocket serverSocket;
    private final DeviceServer server;
    private final PrintStream log;
    private final Set<Socket> connections = ConcurrentHashMap.newKeySet();
    private final Thread acceptor;

    private TcpDeviceServer(ServerSocket serverSocket, Device device, PrintStream log) {
        this.serverSocket = serverSocket;
        this.server = new DeviceServer(device, log);
        this.log = log;
        this.acceptor = new Thread(this::acceptLoop, "pto-avs-serve-accept " + serverSocket.getLocalPort());
        acceptor.setDaemon(true);
    }

    /** Listens on {@code 127.0.0.1:port} ({@code port} 0 picks a free one). */
    public static TcpDeviceServer start(Device device, int port, PrintStream log) throws IOException {
        ServerSocket socket = new ServerSocket();
        socket.setReuseAddress(true);
        socket.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), port));
        TcpDeviceServer server = new TcpDeviceServer(socket, device, log);
        server.acceptor.start();
        return server;
    }

    public int port() {
        return serverSocket.getLocalPort();
    }

    public String address() {
        return serverSocket.getInetAddress().getHostAddress() + ":" + port();
    }

    /** Blocks until the server is closed. */
    public void awaitClose() throws InterruptedException {
        acceptor.join();
    }

    /**
     * Stops listening and drops every connection. Returns once the acceptor thread has left {@code accept}: the
     * JDK closes a listening socket's descriptor only when the thread blocked on it wakes, so until then the port
     * is still held and a server restarted on it would fail with "Address already in use".
     */
    @Override
    public void close() throws IOException {
        serverSocket.close();
        for (Socket connection : connections) {
            connection.close();
        }
        if (Thread.currentThread() != acceptor) {
            try {
                acceptor.join(CLOSE_BOUND_MILLIS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private void acceptLoop() {
        while (!serverSocket.isClosed()) {
            try {
                Socket connection = serverSocket.accept();
                connection.setTcpNoDelay(true);
                connections.add(connection);
                Thread session =
                        new Thread(() -> serve(connection), "pto-avs-serve " + connection.getRemoteSocketAddress());
                session.setDaemon(true);
                session.start();
            } catch (SocketException closed) {
                return;
            } catch (IOException e) {
                log.println("pto-avs serve: accept failed: " + e.getMessage());
            }
        }
    }

    private void serve(Socket connection) {
        try (connection) {
            server.serve(connection.getInputStream(), connection.getOutputStream());
        } catch (IOException e) {
            log.println(
                    "pto-avs serve: connection " + connection.getRemoteSocketAddress() + " ended: " + e.getMessage());
        } finally {
            connections.remove(connection);
        }
    }
}
