package org.pto.avs.engine.cases;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.apiguardian.api.API;
import org.pto.avs.device.MachineState;
import org.pto.avs.device.StepOutcome;
import org.pto.avs.model.random.GeneratorSpec;
import org.pto.avs.results.AdvisoryVector;
import org.pto.avs.results.LeftOutStep;
import org.pto.avs.results.UpstreamTest;

/**
 * Writes a case as a case file (format v1, {@code avs-cases/README.md}) that {@link CaseReader} reads back to the
 * same case: every step as its raw word (so any word, reserved bits included, is expressible), payloads in their
 * shortest form, keys in the order of the README and two-space indentation, so the same case always gives the
 * same text. Where the case was read from ({@code origin}, locations) and how its file spelled values (sizes,
 * assembly, {@code Vector#expectJson}) are not part of a case and are not kept.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class CaseWriter {

    private static final JsonFactory JSON = new JsonFactory();
    /** {@code "key": value}, one array item or member a line, {@code []} and {@code {}} when empty. */
    private static final DefaultPrettyPrinter PRETTY = new DefaultPrettyPrinter(Separators.createDefaultInstance()
                    .withObjectFieldValueSpacing(Separators.Spacing.AFTER)
                    .withObjectEmptySeparator("")
                    .withArrayEmptySeparator(""))
            .withArrayIndenter(new DefaultIndenter("  ", "\n"))
            .withObjectIndenter(new DefaultIndenter("  ", "\n"));

    private CaseWriter() {}

    /** The case file's text, ending with a newline. */
    public static String text(AvsCase avsCase) {
        StringWriter text = new StringWriter();
        try {
            write(avsCase, text);
        } catch (IOException e) {
            throw new UncheckedIOException("a StringWriter does not fail", e);
        }
        return text.toString();
    }

    /** Writes the case file {@code file} (UTF-8), creating its folder, and returns it. */
    public static Path write(AvsCase avsCase, Path file) throws IOException {
        Path folder = file.toAbsolutePath().getParent();
        if (folder != null) {
            Files.createDirectories(folder);
        }
        try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            write(avsCase, out);
        }
        return file;
    }

    private static void write(AvsCase avsCase, Writer out) throws IOException {
        try (JsonGenerator json = JSON.createGenerator(out)) {
            json.setPrettyPrinter(PRETTY.createInstance());
            caseObject(json, avsCase);
            json.writeRaw('\n');
        }
    }

    private static void caseObject(JsonGenerator json, AvsCase c) throws IOException {
        json.writeStartObject();
        json.writeStringField("format", "pto-avs-case/1");
        json.writeStringField("id", c.id());
        json.writeStringField("surface", c.surface());
        json.writeStringField("instruction", c.instruction());
        strings(json, "requirements", c.requirements());
        json.writeStringField("kind", c.kind().text());
        json.writeStringField("severity", c.severity().text());
        json.writeStringField("summary", c.summary());
        json.writeStringField("pass_condition", c.passCondition());
        strings(json, "covers", c.covers());
        if (!c.tags().isEmpty()) {
            strings(json, "tags", c.tags());
        }
        if (c.isPartial()) {
            json.writeArrayFieldStart(LeftOutStep.PARTIAL);
            for (LeftOutStep left : c.partial()) {
                json.writeStartObject();
                json.writeStringField("step", left.step());
                json.writeStringField("why", left.why());
                json.writeEndObject();
            }
            json.writeEndArray();
        }
        if (c.upstream().isPresent()) {
            upstream(json, c.upstream().get());
        }
        if (c.isProperty()) {
            generator(json, c.generator());
        } else {
            json.writeArrayFieldStart("vectors");
            for (Vector vector : c.vectors()) {
                vector(json, vector);
            }
            json.writeEndArray();
        }
        json.writeEndObject();
    }

    private static void upstream(JsonGenerator json, UpstreamTest test) throws IOException {
        json.writeObjectFieldStart(UpstreamTest.UPSTREAM);
        json.writeStringField("repository", test.repository());
        json.writeStringField("path", test.path());
        json.writeStringField("commit", test.commit());
        if (!test.line().isEmpty()) {
            json.writeStringField("line", test.line());
        }
        if (!test.notObservable().isEmpty()) {
            json.writeArrayFieldStart("not_observable");
            for (UpstreamTest.NotObservable assertion : test.notObservable()) {
                json.writeStartObject();
                json.writeStringField("assertion", assertion.assertion());
                json.writeStringField("why", assertion.why());
                json.writeEndObject();
            }
            json.writeEndArray();
        }
        json.writeEndObject();
    }

    private static void vector(JsonGenerator json, Vector vector) throws IOException {
        json.writeStartObject();
        json.writeStringField("name", vector.name());
        if (!vector.description().isEmpty()) {
            json.writeStringField("description", vector.description());
        }
        strings(json, "covers", vector.covers());
        if (vector.isAdvisory()) {
            json.writeStringField(AdvisoryVector.ADVISORY, vector.advisory());
        }
        if (vector.decodeOnly()) {
            json.writeArrayFieldStart(Vector.JUDGE);
            json.writeString(Vector.JUDGE_DECODE);
            json.writeEndArray();
        }
        if (!vector.initial().equals(MachineState.RESET)) {
            json.writeFieldName("initial");
            InitialStateWriter.write(json, vector.initial());
        }
        json.writeArrayFieldStart("program");
        for (Step step : vector.program()) {
            step(json, step);
        }
        json.writeEndArray();
        if (vector.expect().statesSomething()) {
            json.writeFieldName("expect");
            ExpectationWriter.write(json, vector.expect());
        }
        json.writeEndObject();
    }

    private static void step(JsonGenerator json, Step step) throws IOException {
        json.writeStartObject();
        json.writeStringField("word", step.word().toString());
        if (step.word().lengthBits() == 16) {
            json.writeNumberField("bits", 16);
        }
        if (!step.note().isEmpty()) {
            json.writeStringField("note", step.note());
        }
        List<StepOutcome> allowed = step.allowed();
        if (allowed.size() == 1 && !step.expectsOnlyExecuted()) {
            json.writeFieldName("expect");
            outcome(json, allowed.get(0));
        } else if (allowed.size() > 1) {
            json.writeArrayFieldStart("expect");
            for (StepOutcome outcome : allowed) {
                outcome(json, outcome);
            }
            json.writeEndArray();
        }
        if (step.tpcAdvance() != null) {
            json.writeNumberField("tpc_advance", step.tpcAdvance());
        }
        json.writeEndObject();
    }

    private static void outcome(JsonGenerator json, StepOutcome outcome) throws IOException {
        switch (outcome.kind()) {
            case EXECUTED, UNSUPPORTED, WAITING ->
                json.writeString(outcome.kind().text());
            case FAULT -> {
                json.writeStartObject();
                json.writeStringField("fault", outcome.fault().specName());
                json.writeEndObject();
            }
        }
    }

    /** Only the bias keys that differ from their defaults are written, as a case author would. */
    private static void generator(JsonGenerator json, GeneratorSpec spec) throws IOException {
        json.writeObjectFieldStart("generator");
        json.writeNumberField("seed", spec.seed());
        json.writeNumberField("programs", spec.programs());
        json.writeNumberField("max_length", spec.maxLength());
        Map<String, Double> defaults = GeneratorSpec.Bias.DEFAULT.byKey();
        Map<String, Double> stated = spec.bias().byKey();
        stated.entrySet().removeIf(bias -> bias.getValue().equals(defaults.get(bias.getKey())));
        if (!stated.isEmpty()) {
            json.writeObjectFieldStart("bias");
            for (Map.Entry<String, Double> bias : stated.entrySet()) {
                json.writeNumberField(bias.getKey(), bias.getValue());
            }
            json.writeEndObject();
        }
        json.writeEndObject();
    }

    private static void strings(JsonGenerator json, String name, List<String> values) throws IOException {
        json.writeArrayFieldStart(name);
        for (String value : values) {
            json.writeString(value);
        }
        json.writeEndArray();
    }
}
