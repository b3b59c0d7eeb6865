package org.pto.avs.bench.peer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Stream;
import org.apiguardian.api.API;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.pto.avs.bench.corpus.CorpusGenerator;
import org.pto.avs.device.Binding;
import org.pto.avs.device.BlockPhase;
import org.pto.avs.device.Device;
import org.pto.avs.device.FaultKind;
import org.pto.avs.device.MachineState;
import org.pto.avs.device.Observable;
import org.pto.avs.device.Observation;
import org.pto.avs.device.PeMask;
import org.pto.avs.device.ProgramWord;
import org.pto.avs.device.RunRequest;
import org.pto.avs.device.StepOutcome;
import org.pto.avs.reference.ReferenceDevice;

/**
 * The peer of the engine in the bench: the same case files run as JUnit Jupiter dynamic tests, the way a team
 * would write it without PTO AVS. One dynamic test per case file reads it with Jackson, runs every vector on the
 * reference device with the same calls the engine makes, and checks what the vector states with assertions:
 * each step's outcome, the phase, the participation, the binding stream, the pool, the stated GPRs and the
 * "unchanged" frame conditions of a run from reset (no Shared register, every other GPR zero). Before it runs a vector it
 * checks the file as the engine's reader does ({@link PeerCaseChecks}: the same schema validator, the catalog's
 * rules). It reads the header-program corpora of
 * {@link CorpusGenerator}: word steps, a reset initial state.
 *
 * <p>The corpus directory is the system property {@value #CORPUS_PROPERTY}.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public class JupiterCorpusTest {

    public static final String CORPUS_PROPERTY = "pto.avs.bench.corpus";

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Device DEVICE = new ReferenceDevice();
    private static final Set<Observable> OBSERVED = EnumSet.of(
            Observable.STEP_OUTCOMES,
            Observable.BINDINGS,
            Observable.BLOCK_PHASE,
            Observable.PARTICIPATION,
            Observable.POOL_IN_USE,
            Observable.SHARED_DESCRIPTORS,
            Observable.GPRS);

    @TestFactory
    Stream<DynamicTest> corpus() throws IOException {
        Path root = Path.of(System.getProperty(CORPUS_PROPERTY));
        List<Path> files;
        try (Stream<Path> walk = Files.walk(root)) {
            files = walk.filter(p -> p.toString().endsWith(".json")).sorted().toList();
        }
        return files.stream()
                .map(file ->
                        DynamicTest.dynamicTest(file.getFileName().toString(), file.toUri(), () -> checkCase(file)));
    }

    private static void checkCase(Path file) throws Exception {
        JsonNode root = JSON.readTree(file.toFile());
        PeerCaseChecks.check(file.toString(), root);
        for (JsonNode vector : root.get("vectors")) {
            String where =
                    root.get("id").asText() + " vector " + vector.get("name").asText();
            assertTrue(isReset(vector.path("initial")), where + ": the peer reads vectors that start from reset");
            List<ProgramWord> program = new ArrayList<>();
            List<StepOutcome> expectedSteps = new ArrayList<>();
            for (JsonNode step : vector.get("program")) {
                long word = Long.decode(step.get("word").asText());
                program.add(
                        step.path("bits").asInt(32) == 16
                                ? ProgramWord.of16((int) word)
                                : ProgramWord.of32((int) word));
                expectedSteps.add(outcome(step.path("expect")));
            }
            Observation observed = DEVICE.run(new RunRequest(MachineState.RESET, program, OBSERVED, List.of()));
            JsonNode expect = vector.get("expect");
            assertEquals(expectedSteps, observed.steps(), where + ": step outcomes");
            if (expect.has("phase")) {
                assertEquals(
                        BlockPhase.valueOf(expect.get("phase").asText().toUpperCase(Locale.ROOT)),
                        observed.phase(),
                        where + ": phase");
            }
            if (expect.has("participation")) {
                assertEquals(
                        PeMask.parse(expect.get("participation").asText()),
                        observed.participation(),
                        where + ": participation");
            }
            if (expect.has("bindings")) {
                List<Binding> bindings = new ArrayList<>();
                for (JsonNode b : expect.get("bindings")) {
                    bindings.add(new Binding(
                            Integer.parseInt(b.get("id").asText().substring(1)),
                            b.get("size_code").asInt(),
                            PeMask.parse(b.get("mask").asText()),
                            b.path("consumed").asBoolean(false)));
                }
                assertEquals(bindings, observed.bindings(), where + ": bindings");
            }
            if (expect.has("pool_bytes_in_use")) {
                assertEquals(expect.get("pool_bytes_in_use").asLong(), observed.poolBytesInUse(), where + ": pool");
            }
            JsonNode gprs = expect.path("gprs");
            gprs.fieldNames()
                    .forEachRemaining(name -> assertEquals(
                            gprs.get(name).asLong(),
                            observed.gprs().get(Integer.parseInt(name.substring(1))),
                            where + ": " + name));
            for (JsonNode frame : expect.path("unchanged")) {
                switch (frame.asText()) {
                    case "shared" -> assertTrue(observed.shared().isEmpty(), where + ": Shared registers changed");
                    case "gprs" ->
                        observed.gprs().forEach((number, value) -> {
                            if (!gprs.has("R" + number)) {
                                assertEquals(0L, value, where + ": R" + number + " changed");
                            }
                        });
                    default -> throw new IllegalArgumentException(where + ": unknown frame " + frame.asText());
                }
            }
        }
    }

    private static boolean isReset(JsonNode initial) {
        return initial.path("shared").isEmpty()
                && initial.path("gm").isEmpty()
                && initial.path("gprs").isEmpty();
    }

    private static StepOutcome outcome(JsonNode expect) {
        if (expect.isMissingNode() || "executed".equals(expect.asText())) {
            return StepOutcome.EXECUTED;
        }
        if ("unsupported".equals(expect.asText())) {
            return StepOutcome.UNSUPPORTED;
        }
        return StepOutcome.fault(FaultKind.parse(expect.get("fault").asText()).orElseThrow());
    }
}
