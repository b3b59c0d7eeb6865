package org.pto.avs.device.process;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.pto.avs.device.DeviceException;
import org.pto.avs.device.DeviceSettings;

/**
 * Where a device process runs ({@code avs.device.sandbox}): {@code off}, with the harness's own rights and
 * environment; {@code bwrap}, in a {@link Bubblewrap} sandbox, or a setup error when it cannot be made here;
 * {@code auto}, in the sandbox when it works here, else unsandboxed after one line on stderr saying why.
 */
record Sandbox(Mode mode, boolean network, SandboxEnvironment environment) {

    enum Mode {
        OFF,
        AUTO,
        BWRAP
    }

    private static final Map<String, Mode> MODES = new LinkedHashMap<>();

    static {
        MODES.put("off", Mode.OFF);
        MODES.put("auto", Mode.AUTO);
        MODES.put("bwrap", Mode.BWRAP);
    }

    /** Printed once per JVM when {@code auto} falls back, so a log of many devices says it once. */
    private static volatile boolean fallbackSaid;

    static Sandbox of(DeviceSettings settings) throws DeviceException {
        return new Sandbox(
                settings.getChoice("sandbox", MODES, Mode.OFF),
                settings.getBoolean("sandbox-network", false),
                SandboxEnvironment.of(settings));
    }

    /**
     * How the device of {@code command}, run in {@code directory}, runs: in the sandbox when it is asked for and works
     * here for this device (a harness run by root runs it as {@link SandboxUser nobody}, who must reach its files);
     * otherwise {@code bwrap} is a setup error, and {@code auto} runs it unsandboxed after one line on stderr.
     */
    Decision decide(List<String> command, Path directory) throws DeviceException {
        if (mode == Mode.OFF) {
            return new Decision(false, "avs.device.sandbox=off");
        }
        Optional<String> unavailable = Bubblewrap.unavailable();
        if (unavailable.isEmpty() && SandboxUser.harnessIsRoot()) {
            try {
                NobodyAccess.check(
                        command, directory, System.getenv().getOrDefault("PATH", SandboxEnvironment.DEFAULT_PATH));
            } catch (DeviceException e) {
                if (mode == Mode.BWRAP) {
                    throw new DeviceException(e.kind(), "avs.device.sandbox=bwrap: " + e.getMessage(), e);
                }
                unavailable = Optional.of(e.getMessage());
            }
        }
        if (unavailable.isEmpty()) {
            return new Decision(true, Bubblewrap.description(network, environment.names(System.getenv())));
        }
        if (mode == Mode.BWRAP) {
            throw new DeviceException(
                    DeviceException.Kind.SETUP,
                    "avs.device.sandbox=bwrap: the sandbox cannot be" + " used here: " + unavailable.get());
        }
        if (!fallbackSaid) {
            fallbackSaid = true;
            System.err.println("pto-avs: the process device runs WITHOUT a sandbox (avs.device.sandbox=auto): "
                    + unavailable.get() + "; it can write every file the harness can (reports/TRUST.md)");
        }
        return new Decision(false, unsandboxedDetail(unavailable.get()));
    }

    /**
     * Whether a device runs in the sandbox, and one line of plain text saying how it runs: what the sandbox is, or why
     * there is none.
     */
    record Decision(boolean sandboxed, String detail) {}

    /** Why an {@code auto} device runs unsandboxed, as its detail says it. */
    static String unsandboxedDetail(String unavailable) {
        return "avs.device.sandbox=auto and "
                + unavailable.replaceAll("\\s+", " ").strip();
    }

    /** A new folder for one device process to write in, the device's own; everything else it sees is read-only. */
    static Path scratch() throws DeviceException {
        Path scratch = null;
        try {
            scratch = Files.createTempDirectory("pto-avs-device-");
            SandboxUser.own(scratch);
            return scratch;
        } catch (IOException e) {
            if (scratch != null) {
                delete(scratch);
            }
            throw new DeviceException(
                    DeviceException.Kind.SETUP, "cannot make the device's scratch folder: " + e.getMessage(), e);
        }
    }

    /** Deletes a scratch folder and what the device left in it. */
    static void delete(Path scratch) {
        try (Stream<Path> files = Files.walk(scratch)) {
            for (Path file : (Iterable<Path>) files.sorted(Comparator.reverseOrder())::iterator) {
                Files.deleteIfExists(file);
            }
        } catch (IOException | UncheckedIOException e) {
            // A temporary folder; the system cleans it in the end.
        }
    }

    /** Whether {@code program} names an executable file, as a path (from {@code directory}) or on the PATH. */
    static boolean canRun(String program, Path directory) {
        return program.contains("/")
                ? isProgram(directory.resolve(program))
                : find(program).isPresent();
    }

    /** The executable file {@code program} names on the harness's PATH. */
    static Optional<Path> find(String program) {
        String path = System.getenv().getOrDefault("PATH", "");
        for (String folder : path.split(File.pathSeparator)) {
            if (!folder.isEmpty() && isProgram(Path.of(folder).resolve(program))) {
                return Optional.of(Path.of(folder).resolve(program).toAbsolutePath());
            }
        }
        return Optional.empty();
    }

    private static boolean isProgram(Path file) {
        return Files.isRegularFile(file) && Files.isExecutable(file);
    }

    /** {@code command} as the sandbox runs it. */
    List<String> wrap(List<String> command, Path scratch, Path directory) throws IOException {
        return Bubblewrap.command(command, scratch, directory, network);
    }

    /** The sandboxed device's environment, from the harness's; {@code session} is its {@value LeftBehind#VARIABLE}. */
    Map<String, String> variables(Path scratch, String session) {
        return environment.variables(System.getenv(), scratch, session);
    }
}
