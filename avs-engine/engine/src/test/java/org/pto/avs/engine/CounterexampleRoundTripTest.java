package org.pto.avs.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectFile;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.pto.avs.engine.cases.AvsCase;
import org.pto.avs.engine.cases.RoundTrip;
import org.pto.avs.results.Constants;

/**
 * A counterexample file the property runner writes survives read, write, read: what a user replays is exactly
 * what the runner wrote, whatever the device's bug made it state (faults, bindings, Shared state, GPRs).
 */
class CounterexampleRoundTripTest {

    private static final Path PROPERTY =
            AvsKit.testResource("pto-avs/properties/block/B.IOS/PTO-AVS-PROP-B-IOS-TEST-001.json");

    @TempDir
    Path output;

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"reversed-pemode", "wrong-fault-kind", "append-despite-fault"})
    void theCounterexampleReadsBackAsTheSameCase(String device) throws IOException {
        AvsKit.engine()
                .selectors(selectFile(PROPERTY.toFile()))
                .configurationParameter(Constants.DEVICE, device)
                .configurationParameter(Constants.RANDOM_OUTPUT, output.toString())
                .execute();
        List<Path> written;
        try (Stream<Path> files = Files.walk(output)) {
            written = files.filter(p -> p.toString().endsWith(".json")).toList();
        }
        assertEquals(1, written.size(), () -> device + " wrote " + written);
        AvsCase counterexample = RoundTrip.assertSameCase(written.get(0), false);
        assertFalse(counterexample.vectors().get(0).program().isEmpty());
    }
}
