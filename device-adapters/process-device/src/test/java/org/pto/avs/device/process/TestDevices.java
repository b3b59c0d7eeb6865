package org.pto.avs.device.process;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Assertions;
import org.pto.avs.device.DeviceException;
import org.pto.avs.device.DeviceSettings;
import org.pto.avs.device.MachineState;
import org.pto.avs.device.Observable;
import org.pto.avs.device.ProgramWord;
import org.pto.avs.device.RunRequest;
import org.pto.avs.device.TestTimeouts;

/** The device scripts the tests run, and requests for them. */
final class TestDevices {

    static final Path MISBEHAVING =
            Path.of("src/test/resources/misbehaving_device.py").toAbsolutePath();
    static final Path ESCAPING =
            Path.of("src/test/resources/escaping_device.py").toAbsolutePath();
    static final Path HOSTILE = Path.of("src/test/resources/hostile_device.py").toAbsolutePath();
    static final Path PYTHON_DEVICE =
            Path.of("../examples/python-device/device.py").toAbsolutePath().normalize();

    static final int CRASH = 0xDEAD0001;
    static final int HANG = 0xDEAD0002;
    static final int GARBAGE = 0xDEAD0003;
    static final int INTERNAL_ERROR = 0xDEAD0004;
    static final int SHORT_RESULT = 0xDEAD0005;
    static final int NO_GPRS = 0xDEAD0006;

    private TestDevices() {}

    static void assumePython() {
        boolean available;
        try {
            Process p = new ProcessBuilder("python3", "--version")
                    .redirectErrorStream(true)
                    .start();
            p.getInputStream().readAllBytes();
            available = p.waitFor() == 0;
        } catch (Exception e) {
            available = false;
        }
        if (!available && "true".equals(System.getenv("CI"))) {
            // .ci/run installs python3: in CI these tests fail rather than skip.
            Assertions.fail("python3 is needed to run the example and test devices, and"
                    + " CI=true: a CI run must not skip these tests");
        }
        assumeTrue(available, "python3 is needed to run the example and test devices");
        assumeTrue(Files.isRegularFile(MISBEHAVING) && Files.isRegularFile(PYTHON_DEVICE));
    }

    /** Skips a test of the sandbox where it cannot be made, but fails it under CI, which installs bubblewrap. */
    static void assumeSandbox() {
        assumePython();
        Optional<String> unavailable = Bubblewrap.unavailable();
        if (unavailable.isPresent() && "true".equals(System.getenv("CI"))) {
            Assertions.fail("the sandbox cannot be used here, and CI=true: " + unavailable.get());
        }
        assumeTrue(unavailable.isEmpty(), () -> "the sandbox cannot be used here: " + unavailable.get());
        if (SandboxUser.harnessIsRoot()) {
            // Run by root, the sandbox runs the test devices as nobody, who must reach this checkout's files.
            try {
                NobodyAccess.check(
                        List.of("python3", HOSTILE.toString(), PYTHON_DEVICE.toString()),
                        Path.of("").toAbsolutePath(),
                        System.getenv().getOrDefault("PATH", SandboxEnvironment.DEFAULT_PATH));
            } catch (DeviceException e) {
                assumeTrue(false, "the sandbox tests cannot run in this checkout: " + e.getMessage());
            }
        }
    }

    /** The device {@code script} with {@code options}, each run answered within {@code timeout} (scaled). */
    static ProcessDevice open(Path script, Duration timeout, String... options) throws DeviceException {
        return open(Map.of("timeout", TestTimeouts.setting(timeout)), script, options);
    }

    /**
     * The device {@code script} with {@code options}, and the device settings {@code settings}; unless they say
     * otherwise, the hello may take the production default scaled ({@link TestTimeouts}): starting Python, or bwrap
     * and Python, is what a busy machine slows most.
     */
    static ProcessDevice open(Map<String, String> settings, Path script, String... options) throws DeviceException {
        List<String> command = new ArrayList<>(List.of("python3", script.toString()));
        command.addAll(List.of(options));
        try {
            Map<String, String> all = new HashMap<>(settings);
            all.putIfAbsent("startup-timeout", TestTimeouts.setting(ProcessDevice.DEFAULT_STARTUP_TIMEOUT));
            all.put("command", new ObjectMapper().writeValueAsString(command));
            return ProcessDevice.open(new DeviceSettings(all));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** How many processes alive now have {@code marker} among their arguments but are not a device given it. */
    static long processesWith(String marker) {
        return ProcessHandle.allProcesses()
                .filter(p -> p.info()
                        .arguments()
                        .map(Arrays::asList)
                        .map(args -> args.contains(marker) && args.stream().noneMatch(a -> a.startsWith("--")))
                        .orElse(false))
                .count();
    }

    /** A marker no other process has. */
    static String marker(String what) {
        return "pto-avs-" + what + "-" + ProcessHandle.current().pid() + "-" + System.nanoTime();
    }

    /** A program of 32-bit words. */
    static RunRequest program(int... words) {
        List<ProgramWord> program = new ArrayList<>();
        for (int w : words) {
            program.add(ProgramWord.of32(w));
        }
        return request(MachineState.RESET, program);
    }

    /** The state records protocol version 1 carries, which the example Python device reports. */
    static final Set<String> V1_RECORDS =
            Set.of("loop_bounds", "scalar_binding", "local_bindings", "local_sequence_closed", "carriers");

    /** {@code program} from {@code initial}, observing everything and asking for every version-1 record. */
    static RunRequest request(MachineState initial, List<ProgramWord> program) {
        return new RunRequest(initial, program, EnumSet.allOf(Observable.class), List.of(), V1_RECORDS);
    }
}
