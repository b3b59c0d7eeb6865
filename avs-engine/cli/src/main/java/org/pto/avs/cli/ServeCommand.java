package org.pto.avs.cli;

import java.io.PrintStream;
import java.util.List;

/** {@code serve --stdio | --port N}: the reference device (or another) behind the device protocol. */
final class ServeCommand implements Command {

    @Override
    public String name() {
        return "serve";
    }

    @Override
    public String summary() {
        return "serve the reference device over pto-avs-device/1 on stdin/stdout or a loopback port";
    }

    @Override
    public List<String> options() {
        return List.of("--stdio", "--port", "--device", "--set");
    }

    @Override
    public String help() {
        return org.pto.avs.device.server.ServeCommand.USAGE.replace("usage: serve", "usage: pto-avs serve") + """


                The protocol is device-adapters/PROTOCOL.md. With --stdio, stdout carries protocol lines only.
                exit codes: 0 served until shutdown or end of input; 1 the device or port could not be opened;
                2 usage error.
                """;
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) {
        if (!args.contains("--stdio")) {
            return org.pto.avs.device.server.ServeCommand.run(args, System.in, out, err);
        }
        // stdout is the protocol channel: anything else printed there would corrupt it.
        PrintStream systemOut = System.out;
        System.setOut(err);
        try {
            return org.pto.avs.device.server.ServeCommand.run(args, System.in, out, err);
        } finally {
            System.setOut(systemOut);
        }
    }
}
