package org.pto.avs.device.process;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pto.avs.device.DeviceException;
import org.pto.avs.device.DeviceSettings;
import org.pto.avs.device.TestTimeouts;

/**
 * The device is started from an argument list, never through a shell: text that a shell would expand reaches the
 * program as it is written (case data never reaches the command line at all; it goes to the device on stdin).
 */
class NoShellTest {

    @TempDir
    Path dir;

    @Test
    void shellSyntaxInTheCommandReachesTheProgramLiterally() throws Exception {
        TestDevices.assumePython();
        List<String> hostile = List.of("$(touch expanded)", "a; touch separated", "`touch quoted`", "*");
        List<String> command = new ArrayList<>(
                List.of(
                        "python3",
                        "-c",
                        "import json, sys; sys.stderr.write('argv=' + json.dumps(sys.argv[1:], separators=(',', ':'))); sys.exit(7)"));
        command.addAll(hostile);
        DeviceException e = assertThrows(
                DeviceException.class,
                () -> ProcessDevice.open(new DeviceSettings(Map.of(
                        "command",
                        new ObjectMapper().writeValueAsString(command),
                        "directory",
                        dir.toString(),
                        "startup-timeout",
                        TestTimeouts.setting(Duration.ofSeconds(20))))));
        assertTrue(e.getMessage().contains("argv=" + new ObjectMapper().writeValueAsString(hostile)), e.getMessage());
        try (var files = Files.list(dir)) {
            assertEquals(List.of(), files.toList(), "a shell would have created files");
        }
    }

    @Test
    void aCommandWrittenAsWordsSplitsWithoutExpanding() throws DeviceException {
        assertEquals(
                List.of("device", "$HOME", "a;b", "two words", "|"),
                CommandLine.parse("device $HOME a;b 'two words' |"));
    }
}
