package org.pto.avs.reports.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.launcher.TestIdentifier;
import org.pto.avs.reference.ReferenceDevice;
import org.pto.avs.reports.capture.RunWriter;
import org.pto.avs.reports.fixture.AvsRuns;
import org.pto.avs.reports.fixture.ShippedSuite;
import org.pto.avs.reports.listener.AvsReportsListener;
import org.pto.avs.reports.model.CaseResult;
import org.pto.avs.reports.model.VectorResult;

/**
 * The actual observation a report shows holds every observable its vector compares, in the shape the case states it:
 * on the reference device, which passes every shipped vector, each vector's expected and actual sides are the same
 * JSON but for the payloads (a leaf each side writes its own way), so no observable is missing (a {@code null} beside
 * a stated value) or shaped otherwise (an offset in decimal beside one in hex).
 */
class EveryObservableReportedTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    /**
     * The side without what may rightly be written otherwise: the steps (a step may allow more than one outcome, which
     * the program listing judges) and the payloads (a leaf each side writes as it states it: fill, pattern, hex).
     */
    private static ObjectNode withoutLeaves(ObjectNode side) {
        ObjectNode copy = side.deepCopy();
        copy.remove("steps");
        copy.remove("gm");
        copy.path("shared").forEach(register -> {
            if (register instanceof ObjectNode object) {
                object.remove("payload");
            }
        });
        return copy;
    }

    @Test
    void onTheReferenceEveryVectorsActualSideIsItsExpectedSide() throws Exception {
        // The recorder keeps no observation texts once a case is written: the writers see them.
        List<CaseResult> cases = new ArrayList<>();
        RunWriter keeping = new RunWriter() {
            @Override
            public void finished(TestIdentifier test, TestExecutionResult outcome, Optional<CaseResult> result) {
                result.ifPresent(cases::add);
            }
        };
        AvsRuns.run(
                Map.of("avs.summary", "false"), AvsRuns.allCases(), AvsReportsListener.of(Clock.systemUTC(), keeping));
        assertEquals(ShippedSuite.size(), cases.size());

        Set<String> keysCompared = new TreeSet<>();
        Set<String> recordsCompared = new TreeSet<>();
        List<String> differing = new ArrayList<>();
        for (CaseResult c : cases) {
            for (VectorResult vector : c.vectors()) {
                ComparedObservation compared =
                        ComparedObservation.of(vector).orElseThrow(() -> new AssertionError(c.avsId() + " " + vector));
                compared.expected().fieldNames().forEachRemaining(keysCompared::add);
                compared.expected()
                        .path(ComparedObservation.RECORDS)
                        .fieldNames()
                        .forEachRemaining(recordsCompared::add);
                if (!withoutLeaves(compared.expected()).equals(withoutLeaves(compared.actual()))) {
                    differing.add(c.avsId() + " vector " + vector.name() + ":\n" + compared.expectedText() + "\n"
                            + compared.actualText());
                }
                JsonNode actual = JSON.readTree(vector.actual());
                JsonNode expect = JSON.readTree(vector.expected()).path("expect");
                expect.fieldNames().forEachRemaining(key -> {
                    if (!key.equals("unchanged")) {
                        assertTrue(
                                actual.has(key),
                                c.avsId() + " vector " + vector.name() + ": the actual observation has no " + key + ": "
                                        + vector.actual());
                    }
                });
            }
        }
        assertEquals(List.of(), differing, "vectors whose sides differ on a device that passes them");
        // The TPC advance and every state record the catalog declares are among what the shipped vectors compare,
        // so the check above covers them.
        assertTrue(
                keysCompared.containsAll(List.of("tpc_advance", ComparedObservation.RECORDS)), keysCompared.toString());
        assertEquals(new TreeSet<>(new ReferenceDevice().records()), recordsCompared);
        assertFalse(keysCompared.isEmpty());
    }
}
