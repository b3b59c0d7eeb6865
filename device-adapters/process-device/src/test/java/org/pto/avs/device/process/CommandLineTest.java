package org.pto.avs.device.process;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.pto.avs.device.DeviceException;

class CommandLineTest {

    @Test
    void aJsonArrayIsTakenAsTheArgumentList() throws DeviceException {
        assertEquals(
                List.of("python3", "/opt/my sim/device.py", "--mode", "a;b"),
                CommandLine.parse("[\"python3\", \"/opt/my sim/device.py\", \"--mode\", \"a;b\"]"));
    }

    @Test
    void plainTextSplitsAtWhitespaceWithQuotes() throws DeviceException {
        assertEquals(
                List.of("sim", "--name", "my device", "it's", "a\"b", "x y", "$HOME", "a|b"),
                CommandLine.parse("  sim --name 'my device' \"it's\" \"a\\\"b\" x\\ y $HOME a|b "));
        assertEquals(List.of("a", ""), CommandLine.parse("a ''"));
    }

    @Test
    void badCommandsAreSetupErrors() {
        for (String bad : List.of("", "  ", "[]", "[1, 2]", "[\"a\"", "sim 'open", "sim \"open")) {
            DeviceException e = assertThrows(DeviceException.class, () -> CommandLine.parse(bad), bad);
            assertEquals(DeviceException.Kind.SETUP, e.kind());
        }
    }
}
