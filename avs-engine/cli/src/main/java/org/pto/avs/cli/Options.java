package org.pto.avs.cli;

import java.util.List;
import java.util.Optional;
import org.pto.avs.isa.ClosestName;

/** The {@code --options} a command knows: an unknown one is a usage error that names the closest known option. */
final class Options {

    private Options() {
    }

    /** Why {@code args} hold an option {@code known} does not list, or empty; {@code --help}, {@code --version} are known. */
    static Optional<String> unknown(List<String> args, List<String> known) {
        for (String arg : args) {
            if (!arg.startsWith("--") || arg.equals("--help") || arg.equals("--version")) {
                continue;
            }
            String name = arg.contains("=") ? arg.substring(0, arg.indexOf('=')) : arg;
            if (!known.contains(name)) {
                return Optional.of("unknown option " + name + ClosestName.to(name, known)
                        .map(closest -> " (did you mean " + closest + "?)").orElse("")
                        + (known.isEmpty() ? "; it takes none" : "; it takes " + String.join(", ", known)));
            }
        }
        return Optional.empty();
    }
}
