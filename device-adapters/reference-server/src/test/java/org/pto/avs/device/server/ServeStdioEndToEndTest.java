package org.pto.avs.device.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.pto.avs.device.DeviceSettings;
import org.pto.avs.device.Observation;
import org.pto.avs.device.RunRequest;
import org.pto.avs.device.TestTimeouts;
import org.pto.avs.device.process.ProcessDevice;
import org.pto.avs.device.protocol.RunResult;
import org.pto.avs.reference.ReferenceDevice;

/** The reference device in process and behind {@code serve --stdio} through the process adapter see the same. */
class ServeStdioEndToEndTest {

    static String serveStdioCommand() throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        return new ObjectMapper()
                .writeValueAsString(List.of(
                        java, "-cp", System.getProperty("java.class.path"), ServeMain.class.getName(), "--stdio"));
    }

    @Test
    void everyProgramGivesTheSameObservationThroughTheProtocol() throws Exception {
        ReferenceDevice reference = new ReferenceDevice();
        ProcessDevice served = ProcessDevice.open(new DeviceSettings(Map.of(
                "command",
                serveStdioCommand(),
                "startup-timeout",
                TestTimeouts.setting(Duration.ofSeconds(60)),
                "timeout",
                TestTimeouts.setting(Duration.ofSeconds(60)))));
        try (served) {
            assertEquals(reference.identity(), served.identity());
            assertEquals(reference.observables(), served.observables());
            for (RunRequest request : Programs.all()) {
                Observation expected = reference.run(request);
                assertEquals(expected, served.run(request), "program " + request.program());
            }
            List<RunResult> pipelined = served.runAll(Programs.all());
            for (int i = 0; i < pipelined.size(); i++) {
                assertEquals(
                        reference.run(Programs.all().get(i)), pipelined.get(i).get(), "pipelined run " + i);
            }
            assertEquals(1, served.startedProcesses().size());
        }
        assertFalse(served.startedProcesses().get(0).isAlive());
    }
}
