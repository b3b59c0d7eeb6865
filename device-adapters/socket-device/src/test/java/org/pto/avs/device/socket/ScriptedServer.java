package org.pto.avs.device.socket;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.EnumSet;
import java.util.concurrent.atomic.AtomicInteger;
import org.pto.avs.device.DeviceIdentity;
import org.pto.avs.device.Observable;
import org.pto.avs.device.Observation;
import org.pto.avs.device.StepOutcome;
import org.pto.avs.device.protocol.DeviceHello;
import org.pto.avs.device.protocol.HarnessHello;
import org.pto.avs.device.protocol.HarnessMessage;
import org.pto.avs.device.protocol.LineReader;
import org.pto.avs.device.protocol.MessageCodec;
import org.pto.avs.device.protocol.Protocol;
import org.pto.avs.device.protocol.ResultMessage;
import org.pto.avs.device.protocol.RunMessage;
import org.pto.avs.device.protocol.ShutdownMessage;

/**
 * A loopback protocol server for the socket adapter's tests. The first word of a run picks what it does:
 * {@link #DROP} closes the connection mid-case, {@link #HANG} never answers, {@link #GARBAGE} answers a
 * non-JSON line, {@link #DROP_AFTER} answers and then closes; anything else is answered "executed".
 */
final class ScriptedServer implements AutoCloseable {

    static final int DROP = 0xDEAD0001;
    static final int HANG = 0xDEAD0002;
    static final int GARBAGE = 0xDEAD0003;
    static final int DROP_AFTER = 0xDEAD0006;

    private final ServerSocket socket;
    private final boolean lingers;
    final AtomicInteger accepted = new AtomicInteger();
    final AtomicInteger shutdowns = new AtomicInteger();
    /** Connections the harness cut off while this server kept them open after the shutdown. */
    final AtomicInteger cutOff = new AtomicInteger();

    ScriptedServer() throws IOException {
        this(false);
    }

    /**
     * @param lingers keep each connection open after the harness's shutdown, ignoring its end of input and
     *                sending a byte now and then that never makes a line, as a hostile device does
     */
    ScriptedServer(boolean lingers) throws IOException {
        this.lingers = lingers;
        socket = new ServerSocket();
        // Without SO_REUSEADDR the port stays this server's while a connection it accepted, or that connection's
        // TIME_WAIT, remains: a test that closed the server reconnects to a port nobody listens on, not to another
        // test's server that took the port (Java sets SO_REUSEADDR on Linux, which lets a new bind share it).
        socket.setReuseAddress(false);
        socket.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 50);
        Thread acceptor = new Thread(this::accept, "scripted-server");
        acceptor.setDaemon(true);
        acceptor.start();
    }

    int port() {
        return socket.getLocalPort();
    }

    private void accept() {
        while (!socket.isClosed()) {
            try {
                Socket connection = socket.accept();
                accepted.incrementAndGet();
                Thread session = new Thread(() -> serve(connection));
                session.setDaemon(true);
                session.start();
            } catch (IOException closed) {
                return;
            }
        }
    }

    private void serve(Socket connection) {
        try (connection) {
            LineReader lines = new LineReader(connection.getInputStream());
            OutputStream out = connection.getOutputStream();
            while (lines.next()) {
                HarnessMessage message = MessageCodec.decodeHarnessMessage(lines.bytes(), lines.length());
                if (message instanceof HarnessHello) {
                    out.write(MessageCodec.encode(new DeviceHello(
                            Protocol.VERSION,
                            new DeviceIdentity("Tests", "scripted", "1"),
                            EnumSet.of(Observable.STEP_OUTCOMES))));
                } else if (message instanceof ShutdownMessage) {
                    shutdowns.incrementAndGet();
                    if (lingers) {
                        dripUntilCutOff(out);
                    }
                    return;
                } else if (message instanceof RunMessage run) {
                    int first = run.request().program().isEmpty()
                            ? 0
                            : run.request().program().get(0).bits();
                    if (first == DROP) {
                        return;
                    }
                    if (first == HANG) {
                        continue;
                    }
                    if (first == GARBAGE) {
                        out.write("<html>502 Bad Gateway</html>\n".getBytes(StandardCharsets.UTF_8));
                        out.flush();
                        continue;
                    }
                    out.write(MessageCodec.encode(new ResultMessage(
                            run.id(),
                            new Observation(
                                    Collections.nCopies(run.request().program().size(), StepOutcome.EXECUTED),
                                    null,
                                    null,
                                    null,
                                    null,
                                    null,
                                    0,
                                    null,
                                    null))));
                    out.flush();
                    if (first == DROP_AFTER) {
                        return;
                    }
                }
                out.flush();
            }
        } catch (Exception e) {
            // The test decides what a dropped connection means.
        }
    }

    private void dripUntilCutOff(OutputStream out) throws InterruptedException {
        try {
            while (true) {
                out.write('.');
                out.flush();
                Thread.sleep(50);
            }
        } catch (IOException cut) {
            cutOff.incrementAndGet();
        }
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
