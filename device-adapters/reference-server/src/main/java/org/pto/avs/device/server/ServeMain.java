package org.pto.avs.device.server;

import java.util.List;
import org.apiguardian.api.API;

/** Runs {@link ServeCommand} as a program: {@code java -cp ... org.pto.avs.device.server.ServeMain --stdio}. */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class ServeMain {

    private ServeMain() {}

    public static void main(String[] args) {
        System.exit(ServeCommand.runAsProgram(List.of(args)));
    }
}
