package org.pto.avs.device.process;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

/**
 * Finds, on Linux, every process a device started, wherever it went: a child that outlived the device is adopted by
 * another process, may have called {@code setsid}, double-forked and closed its stdio, so it is no descendant of
 * anything the harness knows. Two traces stay: the environment variable {@value #VARIABLE}, which the harness gives
 * each device process a value of its own and every process it forks or executes inherits, and the device's pipes,
 * which a process holds until it closes them. Only a process that both drops the variable and closes the pipes
 * escapes; the sandbox ({@link Bubblewrap}) ends even those.
 */
final class LeftBehind {

    static final String VARIABLE = "PTO_AVS_DEVICE_SESSION";

    private static final Path PROC = Path.of("/proc");

    private final String mark = UUID.randomUUID().toString();
    private final Set<String> pipes = new HashSet<>();

    /** The value of {@value #VARIABLE} of this device process. */
    String mark() {
        return mark;
    }

    /** Records the pipes the device process holds as its stdin, stdout and stderr (as {@code pipe:[inode]}). */
    void recordPipesOf(long pid) {
        for (int fd = 0; fd <= 2; fd++) {
            try {
                String target =
                        Files.readSymbolicLink(PROC.resolve(pid + "/fd/" + fd)).toString();
                if (target.startsWith("pipe:")) {
                    pipes.add(target);
                }
            } catch (IOException | UnsupportedOperationException notLinux) {
                // No /proc: the variable, and on other systems the descendants the harness saw, are what is left.
            }
        }
    }

    /**
     * The live processes that carry this device's variable or hold one of its pipes, other than the harness and the
     * harness's own children: a device starting for another instance holds every descriptor of the harness, this
     * device's pipes included, until it executes its program, and what a device started is never the harness's child.
     */
    List<ProcessHandle> find() {
        List<ProcessHandle> found = new ArrayList<>();
        if (!Files.isDirectory(PROC)) {
            return found;
        }
        long self = ProcessHandle.current().pid();
        byte[] wanted = ("\0" + VARIABLE + "=" + mark + "\0").getBytes(StandardCharsets.UTF_8);
        try (DirectoryStream<Path> processes =
                Files.newDirectoryStream(PROC, p -> isNumber(p.getFileName().toString()))) {
            for (Path process : processes) {
                long pid = Long.parseLong(process.getFileName().toString());
                if (pid != self && (carriesMark(process, wanted) || holdsPipe(process))) {
                    ProcessHandle.of(pid)
                            .filter(p -> p.parent().map(ProcessHandle::pid).orElse(-1L) != self)
                            .ifPresent(found::add);
                }
            }
        } catch (IOException | RuntimeException e) {
            // /proc changes while it is read; what was found is ended, and the next look finds the rest.
        }
        return found;
    }

    private static boolean isNumber(String name) {
        return !name.isEmpty() && name.chars().allMatch(Character::isDigit);
    }

    private static boolean carriesMark(Path process, byte[] wanted) {
        byte[] environment;
        try {
            byte[] read = Files.readAllBytes(process.resolve("environ"));
            environment = new byte[read.length + 1];
            System.arraycopy(read, 0, environment, 1, read.length);
        } catch (IOException | SecurityException gone) {
            return false;
        }
        return indexOf(environment, wanted) >= 0 || endsWith(environment, Arrays.copyOf(wanted, wanted.length - 1));
    }

    private boolean holdsPipe(Path process) {
        if (pipes.isEmpty()) {
            return false;
        }
        try (DirectoryStream<Path> fds = Files.newDirectoryStream(process.resolve("fd"))) {
            for (Path fd : fds) {
                try {
                    if (pipes.contains(Files.readSymbolicLink(fd).toString())) {
                        return true;
                    }
                } catch (IOException closed) {
                    // Closed while listed.
                }
            }
        } catch (IOException | SecurityException gone) {
            return false;
        }
        return false;
    }

    private static int indexOf(byte[] text, byte[] part) {
        outer:
        for (int i = 0; i + part.length <= text.length; i++) {
            for (int j = 0; j < part.length; j++) {
                if (text[i + j] != part[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }

    private static boolean endsWith(byte[] text, byte[] part) {
        return text.length >= part.length
                && indexOf(Arrays.copyOfRange(text, text.length - part.length, text.length), part) == 0;
    }

    /** A process as a report names it: its pid and, when known, its command line. */
    static String describe(ProcessHandle process) {
        Optional<String> line = process.info().commandLine().or(() -> procCommandLine(process.pid()));
        return process.pid()
                + line.map(l -> " (" + (l.length() > 200 ? l.substring(0, 197) + "..." : l) + ")")
                        .orElse("");
    }

    /**
     * The command line {@code /proc} holds, its arguments separated by spaces: the JDK's own reading comes back empty
     * for a process that has only just executed its program, which is when a process forked at exit is found.
     */
    private static Optional<String> procCommandLine(long pid) {
        try {
            String raw = new String(Files.readAllBytes(PROC.resolve(pid + "/cmdline")), StandardCharsets.UTF_8);
            String line = raw.replace('\0', ' ').strip();
            return line.isEmpty() ? Optional.empty() : Optional.of(line);
        } catch (IOException | SecurityException gone) {
            return Optional.empty();
        }
    }
}
