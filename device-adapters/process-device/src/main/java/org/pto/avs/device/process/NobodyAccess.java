package org.pto.avs.device.process;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.pto.avs.device.DeviceException;

/**
 * Whether a device that runs as {@value SandboxUser#NOBODY} (the harness runs as root) can reach its program, its
 * working directory and the files its arguments name: a device under {@code /root}, say, would otherwise fail in the
 * sandbox with a bare "Permission denied". Checked from the mode bits, as the kernel checks them for a user without
 * groups: the owner's bits if the file is {@value SandboxUser#NOBODY}'s, else the group's if its group is, else the
 * others'.
 */
final class NobodyAccess {

    private enum Need {
        SEARCH("search", 1, 'x'),
        READ("read", 4, 'r'),
        RUN("execute", 1, 'x');

        final String word;
        final int bit;
        final char letter;

        Need(String word, int bit, char letter) {
            this.word = word;
            this.bit = bit;
            this.letter = letter;
        }
    }

    private NobodyAccess() {}

    /**
     * Refuses a command the device could not run as {@value SandboxUser#NOBODY}, naming the path, what it lacks and the
     * fix. A program named without a folder is looked up on {@code path} as the sandbox does: an entry it cannot reach
     * is passed over, so the device runs the first it can.
     */
    static void check(List<String> command, Path directory, String path) throws DeviceException {
        Optional<String> blocked = reach(directory, Need.SEARCH);
        if (blocked.isPresent()) {
            throw refused("its working directory " + directory, blocked.get());
        }
        String program = command.get(0);
        blocked =
                program.contains("/") ? reach(directory.resolve(program), Need.RUN) : onPath(program, directory, path);
        if (blocked.isPresent()) {
            throw refused("its program " + program, blocked.get());
        }
        for (String argument : command.subList(1, command.size())) {
            Optional<Path> file = existing(directory, argument);
            if (file.isPresent()) {
                blocked = reach(file.get(), Files.isDirectory(file.get()) ? Need.SEARCH : Need.READ);
                if (blocked.isPresent()) {
                    throw refused("the file its argument " + argument + " names", blocked.get());
                }
            }
        }
    }

    private static Optional<String> onPath(String program, Path directory, String path) {
        Optional<String> first = Optional.empty();
        for (String folder : path.split(File.pathSeparator)) {
            if (folder.isEmpty()) {
                continue;
            }
            Path candidate = directory.resolve(folder).resolve(program);
            if (Files.isRegularFile(candidate) && Files.isExecutable(candidate)) {
                Optional<String> blocked = reach(candidate, Need.RUN);
                if (blocked.isEmpty()) {
                    return blocked;
                }
                first = first.or(() -> blocked);
            }
        }
        // Not on the PATH at all: the unsandboxed start's own message says so.
        return first;
    }

    private static Optional<Path> existing(Path directory, String argument) {
        try {
            Path file = directory.resolve(argument);
            return argument.isEmpty() || !Files.exists(file) ? Optional.empty() : Optional.of(file);
        } catch (InvalidPathException notAPath) {
            return Optional.empty();
        }
    }

    /** What stops {@value SandboxUser#NOBODY} from reaching {@code file} as {@code need} says, through its links too. */
    private static Optional<String> reach(Path file, Need need) {
        Path absolute = file.toAbsolutePath().normalize();
        Optional<String> blocked = along(absolute, need);
        if (blocked.isPresent()) {
            return blocked;
        }
        try {
            Path real = absolute.toRealPath();
            return real.equals(absolute) ? Optional.empty() : along(real, need);
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    private static Optional<String> along(Path file, Need need) {
        List<Path> folders = new ArrayList<>();
        for (Path p = file.getParent(); p != null; p = p.getParent()) {
            folders.add(0, p);
        }
        for (Path folder : folders) {
            Optional<String> blocked = lacks(folder, Need.SEARCH);
            if (blocked.isPresent()) {
                return blocked;
            }
        }
        Optional<String> blocked = lacks(file, need);
        if (blocked.isEmpty() && need == Need.RUN && isScript(file)) {
            blocked = lacks(file, Need.READ);
        }
        return blocked;
    }

    private static Optional<String> lacks(Path file, Need need) {
        Map<String, Object> attributes;
        try {
            attributes = Files.readAttributes(file, "unix:mode,uid,gid");
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException unknown) {
            return Optional.empty();
        }
        int mode = (Integer) attributes.get("mode");
        int uid = (Integer) attributes.get("uid");
        int gid = (Integer) attributes.get("gid");
        int shift = uid == SandboxUser.NOBODY ? 6 : gid == SandboxUser.NOBODY ? 3 : 0;
        if ((mode >> shift & need.bit) != 0) {
            return Optional.empty();
        }
        return Optional.of(file + " (" + modeText(mode) + ", owned by uid " + uid + ") does not let it " + need.word
                + " it (chmod " + "ogu".charAt(shift / 3) + "+" + need.letter + " " + file + ")");
    }

    private static String modeText(int mode) {
        StringBuilder text = new StringBuilder();
        String letters = "rwxrwxrwx";
        for (int i = 0; i < 9; i++) {
            text.append((mode >> (8 - i) & 1) != 0 ? letters.charAt(i) : '-');
        }
        return text.toString();
    }

    private static boolean isScript(Path file) {
        try (InputStream in = Files.newInputStream(file)) {
            byte[] start = in.readNBytes(2);
            return start.length == 2 && start[0] == '#' && start[1] == '!';
        } catch (IOException e) {
            return false;
        }
    }

    private static DeviceException refused(String what, String blocked) {
        return new DeviceException(
                DeviceException.Kind.SETUP,
                "the sandboxed device runs as uid " + SandboxUser.NOBODY + " (the harness runs as root), which cannot"
                        + " reach " + what + ": " + blocked
                        + "; let every user reach it so, move the device where every"
                        + " user can, or run the harness as an ordinary user");
    }
}
