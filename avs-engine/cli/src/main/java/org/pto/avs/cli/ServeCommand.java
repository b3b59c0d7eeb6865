package org.pto.avs.cli;

import java.io.PrintStream;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import org.pto.avs.reports.commandline.CommandLines;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code serve --stdio | --port N}: the reference device (or another) behind the device protocol. */
@Command(
        name = "serve",
        description = {
            "serve the reference device over pto-avs-device/1 on stdin/stdout or a loopback port",
            "Puts a device (the reference device unless --device names another) behind the device"
                    + " protocol, device-adapters/PROTOCOL.md. With --stdio, stdout carries protocol lines only."
        },
        exitCodeList = {
            "0:served until shutdown or end of input",
            "1:the device or port could not be opened",
            "2:usage error"
        })
final class ServeCommand implements Callable<Integer> {

    /** Where the protocol goes: exactly one of the two. */
    static final class Channel {
        @Option(
                names = "--stdio",
                description = "protocol lines on stdin/stdout, logs on stderr; ends at shutdown or" + " end of input")
        boolean stdio;

        @Option(
                names = "--port",
                paramLabel = "N",
                description = "listen on 127.0.0.1:N (0 picks a free port, printed" + " on stdout) until killed")
        Integer port;
    }

    @ArgGroup(exclusive = true, multiplicity = "0..1")
    private Channel channel;

    @Option(
            names = "--device",
            paramLabel = "NAME",
            defaultValue = "reference",
            description = "the device to serve, an avs.device name (default: ${DEFAULT-VALUE})")
    private String device;

    @Option(
            names = "--set",
            paramLabel = "KEY=VALUE",
            description = "a device setting, as avs.device.KEY=VALUE would" + " give it")
    private Map<String, String> settings = new LinkedHashMap<>();

    @Spec
    private CommandSpec spec;

    private final PrintStream out;
    private final PrintStream err;

    ServeCommand(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    @Override
    public Integer call() {
        if (channel == null) {
            throw CommandLines.usageError(spec, "give exactly one of --stdio and --port N");
        }
        if (channel.port != null && (channel.port < 0 || channel.port > 65535)) {
            throw CommandLines.usageError(spec, "--port needs a port number 0..65535");
        }
        if (!channel.stdio) {
            return org.pto.avs.device.server.ServeCommand.serve(channel.port, device, settings, System.in, out, err);
        }
        // stdout is the protocol channel: anything else printed there would corrupt it.
        PrintStream systemOut = System.out;
        System.setOut(err);
        try {
            return org.pto.avs.device.server.ServeCommand.serve(null, device, settings, System.in, out, err);
        } finally {
            System.setOut(systemOut);
        }
    }
}
