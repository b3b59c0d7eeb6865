package org.pto.avs.device.protocol;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.Pipe;
import java.time.Duration;
import java.util.function.BiConsumer;

/** A link to a device played by the test on two pipes: ending it closes the test's ends. */
record PipeLink(DeviceSession session, Pipe toDevice, Pipe fromDevice) implements RemoteDevice.Link {

    /** A link to {@code device}, which reads the harness's lines and writes its own on a daemon thread named {@code name}. */
    static PipeLink open(String name, BiConsumer<InputStream, OutputStream> device) throws IOException {
        Pipe toDevice = Pipe.open();
        Pipe fromDevice = Pipe.open();
        Thread served = new Thread(
                () -> device.accept(
                        Channels.newInputStream(toDevice.source()), Channels.newOutputStream(fromDevice.sink())),
                name);
        served.setDaemon(true);
        served.start();
        DeviceSession session = new DeviceSession(
                Channels.newInputStream(fromDevice.source()), Channels.newOutputStream(toDevice.sink()), name);
        return new PipeLink(session, toDevice, fromDevice);
    }

    @Override
    public String diagnostics(SessionException.Failure failure) {
        return "";
    }

    @Override
    public void close(Duration grace) {
        session.sendShutdown();
        session.close();
        kill();
    }

    @Override
    public void kill() {
        try {
            toDevice.sink().close();
            fromDevice.source().close();
        } catch (IOException ignored) {
            // Closing a pipe end does not fail in a way the test could act on.
        }
    }
}
