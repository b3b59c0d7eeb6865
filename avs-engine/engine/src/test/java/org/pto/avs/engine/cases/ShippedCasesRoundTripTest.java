package org.pto.avs.engine.cases;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every case file that ships in the pto-avs-cases jar, AVS points and property cases, survives read, write, read. */
class ShippedCasesRoundTripTest {

    /** The avs-cases sources; tests run in the engine module's folder. */
    private static final Path SHIPPED = Path.of("../../avs-cases/src/main/resources/pto-avs");

    static List<Path> shipped() throws IOException {
        try (Stream<Path> files =
                Stream.concat(Files.walk(SHIPPED.resolve("cases")), Files.walk(SHIPPED.resolve("properties")))) {
            return files.filter(p -> p.toString().endsWith(".json")).sorted().toList();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("shipped")
    void readsBackAsTheSameCase(Path file) throws IOException {
        RoundTrip.assertSameCase(file, true);
    }

    /** So that a moved folder cannot make the round trip pass on nothing. */
    @Test
    void theFortyPointsAndThePropertyCaseAreThere() throws IOException {
        List<String> names = shipped().stream()
                .map(p -> SHIPPED.relativize(p).getName(0).toString())
                .toList();
        // 13 of B.IOS, 10 of B.IOT, 5 of B.DIM, 5 of C.B.DIMI, 3 of B.IOR, 2 of B.ASSEMBLE, 2 of B.SUBVIEW
        assertEquals(40, names.stream().filter("cases"::equals).count());
        assertEquals(1, names.stream().filter("properties"::equals).count());
    }
}
