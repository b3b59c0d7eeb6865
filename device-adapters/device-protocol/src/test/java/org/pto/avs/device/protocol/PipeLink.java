package org.pto.avs.device.protocol;

import java.io.IOException;
import java.nio.channels.Pipe;
import java.time.Duration;

/** A link to a device played by the test on two pipes: ending it closes the test's ends. */
record PipeLink(DeviceSession session, Pipe toDevice, Pipe fromDevice) implements RemoteDevice.Link {

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
