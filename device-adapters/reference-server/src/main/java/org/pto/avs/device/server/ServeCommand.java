package org.pto.avs.device.server;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.stream.Collectors;
import org.apiguardian.api.API;
import org.pto.avs.device.Device;
import org.pto.avs.device.DeviceException;
import org.pto.avs.device.DeviceProvider;
import org.pto.avs.device.DeviceSettings;

/**
 * Exit codes: 0 served until shutdown, end of input or interruption; 1 the device or the port could not be
 * opened; 2 a usage error.
 *
 * <p>{@code serve --stdio | --port N [--device NAME] [--set KEY=VALUE]...}: puts a device (the reference device
 * unless {@code --device} names another provider) behind the protocol, on stdin/stdout or on a loopback port.
 */
@API(status = API.Status.MAINTAINED, since = "0.1")
public final class ServeCommand {

    public static final String USAGE = """
            usage: serve (--stdio | --port N) [--device NAME] [--set KEY=VALUE]...
              --stdio           protocol lines on stdin/stdout, logs on stderr; ends at shutdown or end of input
              --port N          listen on 127.0.0.1:N (0 picks a free port, printed on stdout) until killed
              --device NAME     the device to serve, an avs.device name (default: reference)
              --set KEY=VALUE   a device setting, as avs.device.KEY=VALUE would give it""";

    private ServeCommand() {}

    /**
     * Runs as the process's command: with {@code --stdio}, stdout carries protocol lines only, so anything else
     * the JVM would print there goes to stderr instead.
     */
    public static int runAsProgram(List<String> args) {
        PrintStream stdout = System.out;
        if (args.contains("--stdio")) {
            System.setOut(System.err);
        }
        return run(args, System.in, stdout, System.err);
    }

    public static int run(List<String> args, InputStream in, PrintStream out, PrintStream err) {
        boolean stdio = false;
        Integer port = null;
        String deviceName = "reference";
        Map<String, String> settings = new LinkedHashMap<>();
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            boolean hasValue = i + 1 < args.size();
            switch (arg) {
                case "--stdio" -> stdio = true;
                case "--port" -> {
                    if (!hasValue
                            || !args.get(i + 1).matches("[0-9]{1,5}")
                            || Integer.parseInt(args.get(i + 1)) > 65535) {
                        return usage(err, "--port needs a port number 0..65535");
                    }
                    port = Integer.parseInt(args.get(++i));
                }
                case "--device" -> {
                    if (!hasValue) {
                        return usage(err, "--device needs a device name");
                    }
                    deviceName = args.get(++i);
                }
                case "--set" -> {
                    if (!hasValue || !args.get(i + 1).contains("=")) {
                        return usage(err, "--set needs KEY=VALUE");
                    }
                    String kv = args.get(++i);
                    settings.put(kv.substring(0, kv.indexOf('=')), kv.substring(kv.indexOf('=') + 1));
                }
                case "--help", "-h" -> {
                    out.println(USAGE);
                    return 0;
                }
                default -> {
                    return usage(err, "unknown argument " + arg);
                }
            }
        }
        if (stdio == (port != null)) {
            return usage(err, "give exactly one of --stdio and --port N");
        }
        return serve(port, deviceName, settings, in, out, err);
    }

    /**
     * Serves the device {@code deviceName} with {@code settings} on {@code in}/{@code out} (no port) or on the loopback
     * port {@code port}, until shutdown, end of input or interruption; returns the exit status.
     */
    public static int serve(
            Integer port,
            String deviceName,
            Map<String, String> settings,
            InputStream in,
            PrintStream out,
            PrintStream err) {
        boolean stdio = port == null;
        try (Device device = open(deviceName, new DeviceSettings(settings))) {
            err.println("pto-avs serve: serving " + device.identity() + " (" + deviceName + ")");
            if (stdio) {
                new DeviceServer(device, err).serve(in, out);
            } else {
                try (TcpDeviceServer server = TcpDeviceServer.start(device, port, err)) {
                    out.println("listening on " + server.address());
                    out.flush();
                    server.awaitClose();
                }
            }
            return 0;
        } catch (DeviceException e) {
            err.println("pto-avs serve: " + e.getMessage());
            return 1;
        } catch (IOException e) {
            err.println("pto-avs serve: " + e.getMessage());
            return 1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 0;
        }
    }

    /** Opens the device {@code avs.device=name} would select. */
    static Device open(String name, DeviceSettings settings) throws DeviceException {
        List<DeviceProvider> providers = ServiceLoader.load(DeviceProvider.class).stream()
                .map(ServiceLoader.Provider::get)
                .collect(Collectors.toList());
        for (DeviceProvider provider : providers) {
            if (provider.name().equals(name)) {
                return provider.open(settings);
            }
        }
        throw new DeviceException(
                DeviceException.Kind.SETUP,
                "no device named '" + name + "'; available: "
                        + providers.stream()
                                .map(p -> p.name() + " (" + p.description() + ")")
                                .collect(Collectors.joining(", ")));
    }

    private static int usage(PrintStream err, String problem) {
        err.println("pto-avs serve: " + problem);
        err.println(USAGE);
        return 2;
    }
}
