package org.pto.avs.engine.property;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.pto.avs.device.StepOutcome;
import org.pto.avs.engine.cases.AvsCase;
import org.pto.avs.engine.cases.CaseKind;
import org.pto.avs.engine.cases.CaseWriter;
import org.pto.avs.engine.cases.Location;
import org.pto.avs.engine.cases.Step;
import org.pto.avs.engine.cases.Vector;

/**
 * Writes a counterexample as an ordinary case file (format v1, {@code avs-cases/README.md}) with one vector: the
 * shrunk program and, as its expectation, everything the reference model observed of what the device can observe.
 * Run as a case it fails on the device that produced it and passes on the reference. Its id is not a catalog AVS
 * id, so it runs with {@code avs.catalog.check-ids=false}, like any generated regression case.
 */
final class ReplayWriter {

    static final String VECTOR = "counterexample";
    private static final String PASS_CONDITION = "Every step outcome and every part of the state the device observes"
            + " match the reference model's observation of the same program.";

    private ReplayWriter() {}

    /** {@code PTO-AVS-PROP-B-IOS-HEADER-001-S1234-P17}: the property, the seed and the program index. */
    static String id(AvsCase property, long seed, int program) {
        return property.id() + "-S" + seed + "-P" + program;
    }

    /** Writes the case as {@code <directory>/<id>.json} and returns the path. */
    static Path write(Path directory, String id, AvsCase property, String summary, Vector vector) throws IOException {
        boolean faults =
                vector.program().stream().anyMatch(s -> s.allowed().get(0).kind() == StepOutcome.Kind.FAULT);
        Vector replay = new Vector(
                VECTOR,
                summary,
                property.covers(),
                vector.initial(),
                noted(vector.program()),
                vector.expect(),
                vector.expectJson(),
                vector.location());
        Path file = directory.resolve(id + ".json");
        AvsCase counterexample = new AvsCase(
                id,
                property.surface(),
                property.instruction(),
                property.requirements(),
                faults ? CaseKind.FAULT : CaseKind.EXECUTION,
                property.severity(),
                summary,
                PASS_CONDITION,
                property.covers(),
                List.of("counterexample", "property"),
                List.of(replay),
                file.toString(),
                Location.START);
        return CaseWriter.write(counterexample, file);
    }

    /** Each raw word with its disassembly as the note, so a reader of the file sees what the program does. */
    private static List<Step> noted(List<Step> program) {
        return program.stream()
                .map(s -> new Step(s.index(), s.word(), s.text(), s.text(), s.allowed(), s.location())
                        .withTpcAdvance(s.tpcAdvance()))
                .toList();
    }
}
