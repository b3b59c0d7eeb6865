package org.pto.avs.bench.corpus;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.apiguardian.api.API;
import org.pto.avs.device.DecodedStep;
import org.pto.avs.device.MachineState;
import org.pto.avs.device.Observation;
import org.pto.avs.device.ProgramWord;
import org.pto.avs.device.StepOutcome;
import org.pto.avs.engine.cases.AvsCase;
import org.pto.avs.engine.cases.CaseKind;
import org.pto.avs.engine.cases.CaseSeverity;
import org.pto.avs.engine.cases.CaseWriter;
import org.pto.avs.engine.cases.Expectation;
import org.pto.avs.engine.cases.Frame;
import org.pto.avs.engine.cases.Location;
import org.pto.avs.engine.cases.Step;
import org.pto.avs.engine.cases.Vector;
import org.pto.avs.isa.Disassembler;

/**
 * Writes a synthetic case in the case format v1 ({@code avs-cases/README.md}). Every expectation is what the
 * reference device observed: each step's outcome, the phase, the participation, the binding stream, the pool, the
 * GPRs a body instruction wrote, and the frame conditions "shared" and "gprs" unchanged (a header program never
 * commits, and every other GPR keeps its reset value). The clauses a vector
 * covers follow from what it observed: the stream order always, and the exception clause of each fault kind.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class CaseFileWriter {

    private final Disassembler disassembler;

    public CaseFileWriter(Disassembler disassembler) {
        this.disassembler = disassembler;
    }

    public void write(Path file, String id, List<SyntheticVector> vectors) {
        try {
            CaseWriter.write(synthetic(file, id, vectors), file);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }

    /** The case the file holds. */
    AvsCase synthetic(Path file, String id, List<SyntheticVector> vectors) {
        Set<String> caseCovers = new TreeSet<>();
        boolean faults = false;
        List<Vector> written = new ArrayList<>();
        for (SyntheticVector vector : vectors) {
            caseCovers.addAll(covers(vector.observed()));
            faults |= vector.observed().steps().stream().anyMatch(s -> s.kind() == StepOutcome.Kind.FAULT);
            written.add(vector(vector));
        }
        return new AvsCase(
                id,
                "block",
                "B.IOS",
                List.of("PTO-INST-BLOCK-B-IOS"),
                faults ? CaseKind.FAULT : CaseKind.EXECUTION,
                CaseSeverity.NORMAL,
                "Synthetic B.IOS header programs with the reference device's outcomes.",
                "Every step outcome, the phase, the participation, the binding stream and the pool match the"
                        + " reference device; Shared registers and GPRs are unchanged.",
                List.copyOf(caseCovers),
                List.of("synthetic"),
                written,
                file.toString(),
                Location.START);
    }

    private Vector vector(SyntheticVector vector) {
        Observation observed = vector.observed();
        List<Step> program = new ArrayList<>();
        for (int i = 0; i < vector.program().size(); i++) {
            ProgramWord word = vector.program().get(i);
            String text = disassembler.disassemble(word);
            program.add(new Step(i, word, text, text, List.of(observed.steps().get(i)), Location.START));
        }
        // A body instruction (ADDI) writes a GPR; those are stated, every other one is a frame condition.
        TreeMap<Integer, Long> gprs = new TreeMap<>();
        observed.gprs().forEach((register, value) -> {
            if (value != 0) {
                gprs.put(register, value);
            }
        });
        Expectation expect = new Expectation(
                observed.phase(),
                observed.participation(),
                observed.bindings(),
                new TreeMap<>(),
                observed.poolBytesInUse(),
                List.of(),
                gprs,
                List.of(),
                EnumSet.of(Frame.SHARED, Frame.GPRS));
        return new Vector(
                vector.name(),
                "",
                List.copyOf(covers(observed)),
                MachineState.RESET,
                program,
                expect,
                "{}",
                Location.START);
    }

    /** The B.IOS contract clauses a vector's observation exercises. */
    static Set<String> covers(Observation observed) {
        Set<String> covers = new TreeSet<>();
        covers.add("ordering[0]");
        for (StepOutcome step : observed.steps()) {
            if (step.kind() == StepOutcome.Kind.FAULT) {
                covers.add(
                        switch (step.fault()) {
                            case ILLEGAL_INSTRUCTION -> "exceptions[0]";
                            case BUNDLE_CONTROL -> "exceptions[1]";
                            case TILE_LEGALITY -> "exceptions[2]";
                        });
            }
        }
        for (int i = 0; i < observed.decoded().size(); i++) {
            DecodedStep decoded = observed.decoded().get(i);
            if ("B.IOS".equals(decoded.mnemonic())
                    && Long.valueOf(0).equals(decoded.fields().get("PEMode"))
                    && observed.steps().get(i).kind() == StepOutcome.Kind.EXECUTED) {
                covers.add("exceptions[3]");
            }
        }
        return covers;
    }
}
