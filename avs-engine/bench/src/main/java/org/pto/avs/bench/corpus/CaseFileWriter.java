package org.pto.avs.bench.corpus;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.pto.avs.device.Binding;
import org.pto.avs.device.DecodedStep;
import org.pto.avs.device.Observation;
import org.pto.avs.device.ProgramWord;
import org.pto.avs.device.StepOutcome;
import org.pto.avs.isa.Disassembler;

/**
 * Writes a synthetic case in the case format v1 ({@code avs-cases/README.md}). Every expectation is what the
 * reference device observed: each step's outcome, the phase, the participation, the binding stream, the pool, the
 * GPRs a body instruction wrote, and the frame conditions "shared" and "gprs" unchanged (a header program never
 * commits, and every other GPR keeps its reset value). The clauses a vector
 * covers follow from what it observed: the stream order always, and the exception clause of each fault kind.
 */
public final class CaseFileWriter {

    private static final JsonFactory JSON = new JsonFactory();

    private final Disassembler disassembler;

    public CaseFileWriter(Disassembler disassembler) {
        this.disassembler = disassembler;
    }

    public void write(Path file, String id, List<SyntheticVector> vectors) {
        try (OutputStream out = Files.newOutputStream(file);
                JsonGenerator json = JSON.createGenerator(out).useDefaultPrettyPrinter()) {
            Set<String> caseCovers = new TreeSet<>();
            boolean faults = false;
            for (SyntheticVector vector : vectors) {
                caseCovers.addAll(covers(vector.observed()));
                faults |= vector.observed().steps().stream().anyMatch(s -> s.kind() == StepOutcome.Kind.FAULT);
            }
            json.writeStartObject();
            json.writeStringField("format", "pto-avs-case/1");
            json.writeStringField("id", id);
            json.writeStringField("surface", "block");
            json.writeStringField("instruction", "B.IOS");
            json.writeArrayFieldStart("requirements");
            json.writeString("PTO-INST-BLOCK-B-IOS");
            json.writeEndArray();
            json.writeStringField("kind", faults ? "fault" : "execution");
            json.writeStringField("summary", "Synthetic B.IOS header programs with the reference device's outcomes.");
            json.writeStringField("pass_condition", "Every step outcome, the phase, the participation, the binding"
                    + " stream and the pool match the reference device; Shared registers and GPRs are unchanged.");
            strings(json, "covers", caseCovers);
            strings(json, "tags", List.of("synthetic"));
            json.writeArrayFieldStart("vectors");
            for (SyntheticVector vector : vectors) {
                vector(json, vector);
            }
            json.writeEndArray();
            json.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }

    private void vector(JsonGenerator json, SyntheticVector vector) throws IOException {
        Observation observed = vector.observed();
        json.writeStartObject();
        json.writeStringField("name", vector.name());
        strings(json, "covers", covers(observed));
        json.writeArrayFieldStart("program");
        for (int i = 0; i < vector.program().size(); i++) {
            ProgramWord word = vector.program().get(i);
            json.writeStartObject();
            json.writeStringField("word", word.toString());
            if (word.lengthBits() == 16) {
                json.writeNumberField("bits", 16);
            }
            json.writeStringField("note", disassembler.disassemble(word));
            outcome(json, observed.steps().get(i));
            json.writeEndObject();
        }
        json.writeEndArray();
        json.writeObjectFieldStart("expect");
        json.writeStringField("phase", observed.phase().name().toLowerCase(java.util.Locale.ROOT));
        json.writeStringField("participation", observed.participation().toString());
        json.writeArrayFieldStart("bindings");
        for (Binding binding : observed.bindings()) {
            json.writeStartObject();
            json.writeStringField("id", "S" + binding.sharedId());
            json.writeNumberField("size_code", binding.sizeCode());
            json.writeStringField("mask", binding.mask().toString());
            json.writeBooleanField("consumed", binding.consumed());
            json.writeEndObject();
        }
        json.writeEndArray();
        json.writeNumberField("pool_bytes_in_use", observed.poolBytesInUse());
        // A body instruction (ADDI) writes a GPR; those are stated, every other one is a frame condition.
        if (observed.gprs().values().stream().anyMatch(v -> v != 0)) {
            json.writeObjectFieldStart("gprs");
            for (var gpr : observed.gprs().entrySet()) {
                if (gpr.getValue() != 0) {
                    json.writeNumberField("R" + gpr.getKey(), gpr.getValue());
                }
            }
            json.writeEndObject();
        }
        strings(json, "unchanged", List.of("shared", "gprs"));
        json.writeEndObject();
        json.writeEndObject();
    }

    private static void outcome(JsonGenerator json, StepOutcome outcome) throws IOException {
        switch (outcome.kind()) {
            case EXECUTED -> {
                // "executed" is the default when a step states no expect.
            }
            case UNSUPPORTED -> json.writeStringField("expect", "unsupported");
            case FAULT -> {
                json.writeObjectFieldStart("expect");
                json.writeStringField("fault", outcome.fault().specName());
                json.writeEndObject();
            }
        }
    }

    /** The B.IOS contract clauses a vector's observation exercises. */
    static Set<String> covers(Observation observed) {
        Set<String> covers = new TreeSet<>();
        covers.add("ordering[0]");
        for (StepOutcome step : observed.steps()) {
            if (step.kind() == StepOutcome.Kind.FAULT) {
                covers.add(switch (step.fault()) {
                    case ILLEGAL_INSTRUCTION -> "exceptions[0]";
                    case BUNDLE_CONTROL -> "exceptions[1]";
                    case TILE_LEGALITY -> "exceptions[2]";
                });
            }
        }
        for (int i = 0; i < observed.decoded().size(); i++) {
            DecodedStep decoded = observed.decoded().get(i);
            if ("B.IOS".equals(decoded.mnemonic()) && Long.valueOf(0).equals(decoded.fields().get("PEMode"))
                    && observed.steps().get(i).kind() == StepOutcome.Kind.EXECUTED) {
                covers.add("exceptions[3]");
            }
        }
        return covers;
    }

    private static void strings(JsonGenerator json, String name, Iterable<String> values) throws IOException {
        json.writeArrayFieldStart(name);
        for (String value : values) {
            json.writeString(value);
        }
        json.writeEndArray();
    }
}
