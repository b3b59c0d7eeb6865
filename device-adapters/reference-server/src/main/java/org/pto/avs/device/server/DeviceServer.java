package org.pto.avs.device.server;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.util.Objects;
import org.apiguardian.api.API;
import org.pto.avs.device.Device;
import org.pto.avs.device.DeviceException;
import org.pto.avs.device.Observation;
import org.pto.avs.device.protocol.DeviceHello;
import org.pto.avs.device.protocol.DeviceMessage;
import org.pto.avs.device.protocol.ErrorMessage;
import org.pto.avs.device.protocol.HarnessHello;
import org.pto.avs.device.protocol.HarnessMessage;
import org.pto.avs.device.protocol.LineReader;
import org.pto.avs.device.protocol.MessageCodec;
import org.pto.avs.device.protocol.Protocol;
import org.pto.avs.device.protocol.ProtocolException;
import org.pto.avs.device.protocol.ResultMessage;
import org.pto.avs.device.protocol.RunMessage;
import org.pto.avs.device.protocol.ShutdownMessage;

/**
 * Puts any {@link Device} behind protocol {@value Protocol#VERSION}: reads harness messages from a stream and
 * answers each in order. Sessions on several threads share the device one run at a time.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class DeviceServer {

    private final Device device;
    private final PrintStream log;

    public DeviceServer(Device device, PrintStream log) {
        this.device = Objects.requireNonNull(device, "device");
        this.log = Objects.requireNonNull(log, "log");
    }

    /** Serves one session until {@code shutdown} or the end of input. Never writes anything but protocol lines to {@code out}. */
    public void serve(InputStream in, OutputStream rawOut) throws IOException {
        OutputStream out = new BufferedOutputStream(rawOut, 64 * 1024);
        LineReader lines = new LineReader(in);
        try {
            boolean ready = false;
            while (true) {
                HarnessMessage message;
                try {
                    if (!lines.next()) {
                        return;
                    }
                    message = MessageCodec.decodeHarnessMessage(lines.bytes(), lines.length());
                } catch (LineReader.LineTooLongException e) {
                    reply(out, new ErrorMessage(null, ErrorMessage.TOO_LARGE, e.getMessage()));
                    continue;
                } catch (ProtocolException e) {
                    log.println("pto-avs serve: " + e.getMessage());
                    reply(
                            out,
                            new ErrorMessage(e.id().isPresent() ? e.id().getAsLong() : null, e.code(), e.getMessage()));
                    continue;
                }
                if (message instanceof ShutdownMessage) {
                    out.flush();
                    return;
                }
                if (message instanceof HarnessHello hello) {
                    ready = Protocol.VERSION.equals(hello.protocol());
                    reply(
                            out,
                            ready
                                    ? new DeviceHello(
                                            Protocol.VERSION, device.identity(), device.observables(), device.records())
                                    : new ErrorMessage(
                                            null,
                                            ErrorMessage.UNSUPPORTED_PROTOCOL,
                                            "this device speaks " + Protocol.VERSION + ", not " + hello.protocol()));
                } else if (message instanceof RunMessage run) {
                    reply(
                            out,
                            ready
                                    ? answer(run)
                                    : new ErrorMessage(run.id(), ErrorMessage.NOT_READY, "a run before the hello"));
                }
            }
        } finally {
            // A connection that ends mid-line must not keep its turn at reading long lines from the others.
            lines.release();
        }
    }

    private DeviceMessage answer(RunMessage run) {
        try {
            Observation observation;
            synchronized (device) {
                observation = device.run(run.request());
            }
            return new ResultMessage(run.id(), observation);
        } catch (DeviceException e) {
            log.println("pto-avs serve: run " + run.id() + " failed: " + e.kind() + ": " + e.getMessage());
            return new ErrorMessage(run.id(), ErrorMessage.INTERNAL, e.kind() + ": " + e.getMessage());
        } catch (RuntimeException e) {
            log.println("pto-avs serve: run " + run.id() + " failed: " + e);
            e.printStackTrace(log);
            return new ErrorMessage(run.id(), ErrorMessage.INTERNAL, e.toString());
        }
    }

    private static void reply(OutputStream out, DeviceMessage message) throws IOException {
        out.write(MessageCodec.encode(message));
        out.flush();
    }
}
