package org.pto.avs.device.server;

import java.util.List;

/** Runs {@link ServeCommand} as a program: {@code java -cp ... org.pto.avs.device.server.ServeMain --stdio}. */
public final class ServeMain {

    private ServeMain() {}

    public static void main(String[] args) {
        System.exit(ServeCommand.runAsProgram(List.of(args)));
    }
}
