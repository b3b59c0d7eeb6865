package org.pto.avs.engine.property;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.OptionalInt;
import java.util.Set;
import java.util.function.Predicate;
import org.apiguardian.api.API;
import org.pto.avs.device.Device;
import org.pto.avs.device.DeviceException;
import org.pto.avs.device.ProgramWord;
import org.pto.avs.device.StepOutcome;
import org.pto.avs.engine.cases.AvsCase;
import org.pto.avs.engine.compare.VectorComparison;
import org.pto.avs.engine.execution.CaseReport;
import org.pto.avs.engine.execution.DeviceFault;
import org.pto.avs.engine.execution.ProgramSteps;
import org.pto.avs.engine.execution.PropertyCases;
import org.pto.avs.engine.execution.RandomRun;
import org.pto.avs.engine.execution.VectorReport;
import org.pto.avs.engine.settings.PartialDeviceSettings;
import org.pto.avs.isa.Catalog;
import org.pto.avs.isa.Decoder;
import org.pto.avs.isa.Disassembler;
import org.pto.avs.isa.Form;
import org.pto.avs.model.ReferenceModel;
import org.pto.avs.model.generator.CheckCensus;
import org.pto.avs.model.generator.ProgramGenerator;
import org.pto.avs.model.generator.RandomPrograms;
import org.pto.avs.model.random.Candidate;
import org.pto.avs.model.random.GeneratedProgram;
import org.pto.avs.model.random.GeneratorSpec;
import org.pto.avs.model.random.Shrinker;
import org.pto.avs.reference.ReferenceDevice;
import org.pto.avs.results.CaseStatus;
import org.pto.avs.results.Constants;
import org.pto.avs.results.Shard;
import org.pto.avs.results.VectorOutcome;
import org.pto.avs.results.values.Difference;
import org.pto.avs.results.values.ProgramStep;

/**
 * Runs a property case: generates its programs from the seed, runs each on the device and on the in-process
 * reference model, and compares them with the engine's comparison on everything the device observes. On a partial
 * device it writes only the forms the device executes ({@code avs.random.forms}, and those a first probe of
 * {@code avs.random.probe} programs did not show unsupported); a program is skipped when the device answers
 * unsupported where the reference executes, or when the reference does not model its first word. The case passes
 * when every judged program matches and at least {@code avs.random.min-judged} were judged (else it is not
 * supported, with the counts); its message says how many were judged and skipped. At the first program that differs it stops, shrinks the program
 * ({@link Shrinker}), writes the smallest one as an ordinary case file ({@link ReplayWriter}), checks that the file
 * replays ({@link ReplayCheck}) and fails with the program, the differences and the file's path. The report
 * carries the seed, the tries and the judged and skipped counts ({@link RandomRun}). In part {@code i/n} of a
 * sharded run ({@code avs.shard}) it makes only the programs of its {@link ProgramRange}, so the parts together make
 * the campaign's programs and each stops at its own first difference.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class PropertyRunner implements PropertyCases {

    private final Catalog catalog;
    private final VectorComparison comparison;
    private final Path output;
    private final Device reference;
    private final RandomPrograms programs;
    private final Disassembler disassembler;
    private final Decoder decoder;
    private final int shrinkBudget;
    private final PartialDeviceSettings partial;
    private final Shard part;

    /** @param output where counterexample case files go ({@code avs.random.output}) */
    public PropertyRunner(Catalog catalog, VectorComparison comparison, Path output) {
        this(catalog, comparison, output, PartialDeviceSettings.DEFAULT);
    }

    /** @param partial which forms to write and how many programs must be judged ({@code avs.random.forms}, ...) */
    public PropertyRunner(Catalog catalog, VectorComparison comparison, Path output, PartialDeviceSettings partial) {
        this(catalog, comparison, output, partial, Shard.ALL);
    }

    /** @param part the part of a sharded run ({@code avs.shard}): it makes the programs of its {@link ProgramRange} */
    public PropertyRunner(
            Catalog catalog, VectorComparison comparison, Path output, PartialDeviceSettings partial, Shard part) {
        this(catalog, comparison, output, Shrinker.DEFAULT_BUDGET, partial, part);
    }

    PropertyRunner(Catalog catalog, VectorComparison comparison, Path output, int shrinkBudget) {
        this(catalog, comparison, output, shrinkBudget, PartialDeviceSettings.DEFAULT, Shard.ALL);
    }

    private PropertyRunner(
            Catalog catalog,
            VectorComparison comparison,
            Path output,
            int shrinkBudget,
            PartialDeviceSettings partial,
            Shard part) {
        this.partial = partial;
        this.part = part;
        this.decoder = new Decoder(catalog);
        this.catalog = catalog;
        this.comparison = comparison;
        this.output = output;
        // One model: the census of the programs also makes the reference's run of each (Differential).
        ReferenceModel model = ReferenceModel.standard();
        this.reference = new ReferenceDevice(model);
        this.programs = RandomPrograms.of(model);
        this.disassembler = new Disassembler(catalog);
        this.shrinkBudget = shrinkBudget;
    }

    @Override
    public CaseReport run(AvsCase property, Device device, String deviceName, Runnable discard) {
        GeneratorSpec spec = property.generator();
        ProgramRange range = ProgramRange.of(part, spec.programs());
        String title = property.id() + " [seed=" + spec.seed() + "]"
                + (part.count() == 1 ? "" : " part " + part + ", programs " + range);
        if (range.size() == 0) {
            return ended(
                    property,
                    deviceName,
                    CaseStatus.ERROR,
                    title + ": part " + part + " of a campaign of " + spec.programs()
                            + " programs holds none; split it into at most " + spec.programs() + " parts",
                    null);
        }
        if (partial.problem() != null) {
            return ended(property, deviceName, CaseStatus.ERROR, title + ": " + partial.problem(), null);
        }
        Differential differential =
                new Differential(reference, device, comparison, disassembler, catalog.stateRecords());
        Set<Form> named;
        try {
            named = namedForms();
        } catch (IllegalArgumentException e) {
            return ended(property, deviceName, CaseStatus.ERROR, title + ": " + e.getMessage(), null);
        }
        Predicate<Form> writable = named.isEmpty() ? form -> true : named::contains;
        ProgramGenerator generator;
        String restriction = named.isEmpty() ? "" : "; only the forms of " + Constants.RANDOM_FORMS + " written";
        try {
            if (partial.probe() > 0) {
                Set<Form> leftOut = probe(programs.generator(spec, writable), differential);
                if (!leftOut.isEmpty()) {
                    writable = writable.and(form -> !leftOut.contains(form));
                    restriction += "; left out after a probe of " + partial.probe() + " programs, where " + deviceName
                            + " answered their words unsupported and executed none: " + names(leftOut);
                }
            }
            generator = programs.generator(spec, writable);
        } catch (IllegalArgumentException e) {
            return ended(
                    property, deviceName, CaseStatus.NOT_SUPPORTED, title + ": " + e.getMessage() + restriction, null);
        } catch (DeviceException | RuntimeException e) {
            return failed(property, deviceName, discard, e, title + ": the probe");
        }
        CheckCensus census = programs.census();
        Tally tally = new Tally();
        GeneratedProgram firstFailing = null;
        Differential.Check firstMismatch = null;
        for (int i = range.first(); i < range.end(); i++) {
            GeneratedProgram program = generator.program(i);
            Differential.Check check;
            try {
                check = differential.check("program-" + i, program, census);
            } catch (DeviceException | RuntimeException e) {
                return failed(property, deviceName, discard, e, title + ": program " + i + " of seed " + spec.seed());
            }
            tally.add(i, check);
            if (check.mismatch()) {
                // Like any property test, the run stops at the first program that differs and shrinks it.
                firstFailing = program;
                firstMismatch = check;
                break;
            }
        }
        if (firstFailing != null) {
            return counterexample(
                    property,
                    device,
                    deviceName,
                    discard,
                    title,
                    range,
                    tally,
                    firstFailing,
                    firstMismatch,
                    differential);
        }
        RandomRun random = new RandomRun(
                spec.seed(),
                spec.programs(),
                range.first(),
                range.size(),
                range.size(),
                tally.judged,
                tally.skippedCount(),
                OptionalInt.empty(),
                partial.campaign());
        String skipped = tally.skipped(range.size()) + restriction;
        if (tally.judged == 0 && tally.unjudged == 0) {
            return ended(
                    property, deviceName, CaseStatus.ERROR, title + ": no program was compared; " + skipped, random);
        }
        // Programs whose first word the reference does not model are judged on no device, so they never count.
        int minimum = Math.min(partial.minJudged(), range.size() - tally.outsideSubset);
        if (tally.judged < minimum) {
            // As for a case of vectors: what the device does not execute is not judged, and too little was judged.
            return ended(
                    property,
                    deviceName,
                    CaseStatus.NOT_SUPPORTED,
                    title + ": only " + tally.judged + " of "
                            + range.size() + " programs could be judged on " + deviceName + ", fewer than the "
                            + minimum + " required (" + Constants.RANDOM_MIN_JUDGED
                            + "); the judged ones match the reference"
                            + " model; " + skipped,
                    random);
        }
        String message = title + ": " + tally.judged + " programs (" + tally.steps + " steps) match the reference"
                + " model on " + deviceName + "; " + skipped + "; " + census.describe();
        return new CaseReport(
                property,
                deviceName,
                CaseStatus.PASS,
                message,
                List.of(new VectorReport("programs", VectorOutcome.PASS, List.of(), "", "", List.of(), message)),
                null,
                random);
    }

    /** The forms {@code avs.random.forms} names, or none when it names none. */
    private Set<Form> namedForms() {
        Set<Form> named = new LinkedHashSet<>();
        List<Form> known = programs.knownForms();
        for (String mnemonic : partial.forms()) {
            List<Form> forms =
                    known.stream().filter(f -> f.mnemonic().equals(mnemonic)).toList();
            if (forms.isEmpty()) {
                throw new IllegalArgumentException(Constants.RANDOM_FORMS + " names " + mnemonic + ", which the"
                        + " generator does not write; it writes " + names(known));
            }
            named.addAll(forms);
        }
        return named;
    }

    /**
     * Runs the probe's programs (indices past any program of the run) and returns the forms the device answered
     * unsupported where the reference executes and never executed. After its first unsupported answer a device may
     * answer every later word unsupported, so only the first counts against a form; any executed word counts for it.
     */
    private Set<Form> probe(ProgramGenerator generator, Differential differential) throws DeviceException {
        Set<Form> executed = new HashSet<>();
        Set<Form> unsupported = new LinkedHashSet<>();
        for (int i = 0; i < partial.probe(); i++) {
            GeneratedProgram program = generator.program(GeneratorSpec.MAX_PROGRAMS + i);
            Differential.Check check = differential.check("probe-" + i, Candidate.of(program));
            if (check.observed() == null) {
                continue;
            }
            boolean firstSeen = false;
            List<ProgramWord> words = check.judged().words();
            for (int j = 0; j < words.size() && j < check.observed().steps().size(); j++) {
                Form form = decoder.formOf(
                                Integer.toUnsignedLong(words.get(j).bits()),
                                words.get(j).lengthBits())
                        .orElse(null);
                if (form == null || !form.fromRecord()) {
                    continue;
                }
                if (check.observed().steps().get(j).kind() != StepOutcome.Kind.UNSUPPORTED) {
                    executed.add(form);
                } else if (!firstSeen) {
                    firstSeen = true;
                    unsupported.add(form);
                }
            }
        }
        unsupported.removeAll(executed);
        unsupported.retainAll(generator.writtenForms());
        return unsupported;
    }

    private static String names(Collection<Form> forms) {
        return String.join(", ", forms.stream().map(Form::toString).toList());
    }

    private CaseReport counterexample(
            AvsCase property,
            Device device,
            String deviceName,
            Runnable discard,
            String title,
            ProgramRange range,
            Tally tally,
            GeneratedProgram program,
            Differential.Check mismatch,
            Differential differential) {
        GeneratorSpec spec = property.generator();
        int tries = program.index() - range.first() + 1;
        Shrinker shrinker = programs.shrinker(
                candidate -> {
                    try {
                        Differential.Check check = differential.check(ReplayWriter.VECTOR, candidate);
                        return check.mismatch() ? check.judged() : null;
                    } catch (DeviceException | RuntimeException e) {
                        return null;
                    }
                },
                shrinkBudget);
        Shrinker.Result shrunk = shrinker.shrink(mismatch.judged());
        Differential.Check smallest;
        try {
            smallest = differential.check(ReplayWriter.VECTOR, shrunk.smallest());
        } catch (DeviceException | RuntimeException e) {
            return failed(property, deviceName, discard, e, title + ": the shrunk program");
        }
        RandomRun random = new RandomRun(
                spec.seed(),
                spec.programs(),
                range.first(),
                range.size(),
                tries,
                tally.judged,
                tally.skippedCount(),
                OptionalInt.of(shrunk.smallest().length()),
                partial.campaign());
        String id = ReplayWriter.id(property, spec.seed(), program.index());
        String summary = "Counterexample of " + property.id() + ": program " + program.index() + " of seed "
                + spec.seed() + ", shrunk from " + program.words().size() + " to "
                + shrunk.smallest().length()
                + " steps, differs from the reference model on " + deviceName + ".";
        List<String> lines = new ArrayList<>();
        lines.add(title + ": program " + program.index() + " of " + spec.programs() + " differs from the reference"
                + " model (" + tries + " tries, " + tally.judged + " compared); shrunk from "
                + program.words().size()
                + " to " + shrunk.smallest().length() + " steps in " + shrunk.runs() + " runs"
                + initialNote(shrunk.smallest()) + ":");
        List<ProgramStep> listing =
                ProgramSteps.of(smallest.vector().program(), smallest.observed().steps());
        listing.forEach(step -> lines.add("  " + step.line()));
        lines.addAll(smallest.verdict().lines(property.id()));
        Path file = null;
        try {
            file = ReplayWriter.write(output.resolve(deviceFolder(device)), id, property, summary, smallest.vector())
                    .toAbsolutePath()
                    .normalize();
        } catch (IOException e) {
            lines.add("the counterexample could not be written to " + output + ": " + e.getMessage());
        }
        CaseStatus status = CaseStatus.FAIL;
        if (file != null) {
            String problem = new ReplayCheck(catalog, comparison).problem(file, device, reference);
            if (problem != null) {
                status = CaseStatus.ERROR;
                lines.add("the counterexample file does not replay the failure: " + problem);
            } else {
                lines.add("counterexample: " + file);
                lines.add("replay it as an ordinary case: select that file with avs.catalog.check-ids=false and the"
                        + " same device; reproduce the whole run with " + Constants.RANDOM_SEED
                        + "=" + spec.seed());
            }
        }
        String message = String.join("\n", lines);
        List<Difference> differences = smallest.verdict().differences();
        return new CaseReport(
                property,
                deviceName,
                status,
                message,
                List.of(new VectorReport(
                        ReplayWriter.VECTOR,
                        VectorOutcome.FAIL,
                        listing,
                        "",
                        "",
                        differences,
                        file == null ? "" : "counterexample: " + file)),
                null,
                file == null ? random : random.withCounterexample(file.toString()));
    }

    private static String initialNote(Candidate candidate) {
        int registers = candidate.initial().shared().size();
        return registers == 0 ? ", from a reset machine" : ", from " + registers + " initial Shared registers";
    }

    /** {@code mutant-ignore-bit-19}: the device's name as a folder, so two devices' counterexamples never collide. */
    static String deviceFolder(Device device) {
        return device.identity().name().replaceAll("[^A-Za-z0-9._-]", "-");
    }

    /** The case ended by the device on {@code where}, as every runner maps a device failure. */
    private static CaseReport failed(AvsCase property, String deviceName, Runnable discard, Exception e, String where) {
        DeviceFault fault = DeviceFault.of(e);
        if (fault.breaksDevice()) {
            discard.run();
        }
        return ended(property, deviceName, fault.status(), where + ": " + fault.message(), null);
    }

    /** @param random what the run did, or null when it ended before it finished */
    private static CaseReport ended(
            AvsCase property, String deviceName, CaseStatus status, String message, RandomRun random) {
        return new CaseReport(
                property,
                deviceName,
                status,
                message,
                List.of(new VectorReport("programs", VectorOutcome.of(status), List.of(), "", "", List.of(), message)),
                null,
                random);
    }

    /** How the programs of a run came out. */
    private static final class Tally {
        int judged;
        /** The device answered unsupported where the reference executes. */
        int unjudged;

        int firstUnjudged = -1;
        String firstUnjudgedReason;
        /** The reference answered the first word unsupported: nothing to compare. */
        int outsideSubset;
        /** Steps of the judged programs. */
        long steps;

        int skippedCount() {
            return unjudged + outsideSubset;
        }

        /** {@code 12 skipped (8 answered unsupported ..., first: ...; 4 began with a word outside the subset)}. */
        String skipped(int programs) {
            int skipped = skippedCount();
            String text = judged + " of " + programs + " judged, " + skipped + " skipped";
            if (skipped == 0) {
                return text;
            }
            List<String> why = new ArrayList<>();
            if (unjudged > 0) {
                why.add(unjudged + " answered unsupported where the reference model executes (first: program "
                        + firstUnjudged + ": " + firstUnjudgedReason + ")");
            }
            if (outsideSubset > 0) {
                why.add(outsideSubset + " began with a word outside the modeled subset");
            }
            return text + " (" + String.join("; ", why) + ")";
        }

        void add(int program, Differential.Check check) {
            if (check.verdict() == null) {
                outsideSubset++;
                return;
            }
            if (!check.mismatch() && check.verdict().notSupported() != null) {
                unjudged++;
                if (firstUnjudged < 0) {
                    firstUnjudged = program;
                    firstUnjudgedReason = check.verdict().notSupported();
                }
            } else {
                judged++;
                steps += check.judged().length();
            }
        }
    }
}
