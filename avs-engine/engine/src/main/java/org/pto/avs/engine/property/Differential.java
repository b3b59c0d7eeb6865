package org.pto.avs.engine.property;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.pto.avs.device.Device;
import org.pto.avs.device.DeviceException;
import org.pto.avs.device.MachineState;
import org.pto.avs.device.Observable;
import org.pto.avs.device.Observation;
import org.pto.avs.device.ProgramWord;
import org.pto.avs.device.RunRequest;
import org.pto.avs.device.StepOutcome;
import org.pto.avs.engine.cases.Location;
import org.pto.avs.engine.cases.Step;
import org.pto.avs.engine.cases.StepText;
import org.pto.avs.engine.cases.Vector;
import org.pto.avs.engine.compare.ObservationPlan;
import org.pto.avs.engine.compare.VectorComparison;
import org.pto.avs.engine.compare.VectorVerdict;
import org.pto.avs.isa.Disassembler;
import org.pto.avs.isa.StateRecord;
import org.pto.avs.model.generator.CheckCensus;
import org.pto.avs.model.random.Candidate;
import org.pto.avs.model.random.GeneratedProgram;

/**
 * Runs one program on the reference model, turns its observation into a vector ({@link ReferenceExpectation}),
 * runs the same program on the device under test and compares with the engine's own comparison.
 *
 * <p>A word the reference answers {@code unsupported} lies outside the modeled subset (semantics §1): nothing
 * after it can be judged, so the program is cut just before it.
 */
final class Differential {

    private final Device reference;
    private final Device device;
    private final Set<Observable> observables;
    /** The state records both report, with their declarations. */
    private final Map<String, StateRecord> records;

    private final VectorComparison comparison;
    private final Disassembler disassembler;

    Differential(
            Device reference,
            Device device,
            VectorComparison comparison,
            Disassembler disassembler,
            Map<String, StateRecord> declared) {
        this.reference = reference;
        this.device = device;
        this.comparison = comparison;
        this.disassembler = disassembler;
        Set<Observable> both = EnumSet.noneOf(Observable.class);
        both.addAll(device.observables());
        both.retainAll(reference.observables());
        both.add(Observable.STEP_OUTCOMES);
        this.observables = both;
        Set<String> records = new TreeSet<>(device.records());
        records.retainAll(reference.records());
        records.retainAll(declared.keySet());
        this.records = new TreeMap<>(declared);
        this.records.keySet().retainAll(records);
    }

    /** The parts of the state compared: what both the device and the reference observe. */
    Set<Observable> observables() {
        return observables;
    }

    /**
     * The comparison of {@code candidate} on the device with the reference.
     *
     * @throws DeviceException when the device under test fails (crash, timeout, protocol, setup)
     */
    Check check(String name, Candidate candidate) throws DeviceException {
        return check(name, candidate, onReference(candidate.initial(), candidate.words()));
    }

    /**
     * {@link #check(String, Candidate)} of a generated program, whose run on the reference also counts in
     * {@code census} the checks that decided its words: one reference run for both.
     */
    Check check(String name, GeneratedProgram program, CheckCensus census) throws DeviceException {
        Observation expected;
        try {
            expected = census.run(program, referenceRequest(program.initial(), program.words()));
        } catch (IllegalArgumentException e) {
            throw new IllegalStateException("the reference model refused a generated program: " + e.getMessage(), e);
        }
        return check(name, Candidate.of(program), expected);
    }

    /** The comparison, {@code referenceRun} being the reference's observation of the whole candidate. */
    private Check check(String name, Candidate candidate, Observation referenceRun) throws DeviceException {
        List<ProgramWord> words = candidate.words();
        Observation expected = referenceRun;
        int unsupported = firstUnsupported(expected);
        if (unsupported >= 0) {
            words = words.subList(0, unsupported);
            if (words.isEmpty()) {
                return Check.unjudged(new Candidate(candidate.initial(), words));
            }
            expected = onReference(candidate.initial(), words);
        }
        Candidate judged = new Candidate(candidate.initial(), words);
        Vector vector = ReferenceExpectation.vector(
                name, "", List.of(), candidate.initial(), steps(words, expected), expected, observables, records);
        ObservationPlan plan = ObservationPlan.of(vector);
        Observation observed = device.run(plan.request(candidate.initial(), words));
        return new Check(judged, vector, observed, comparison.compare(vector, observed));
    }

    private Observation onReference(MachineState initial, List<ProgramWord> words) {
        try {
            return reference.run(referenceRequest(initial, words));
        } catch (DeviceException e) {
            // Generated and shrunk states always load; a refusal is a fault of the generator, not of the device.
            throw new IllegalStateException("the reference model refused a generated program: " + e.getMessage(), e);
        }
    }

    private RunRequest referenceRequest(MachineState initial, List<ProgramWord> words) {
        return new RunRequest(
                initial, words, observables, ReferenceExpectation.gmRanges(observables), records.keySet());
    }

    private static int firstUnsupported(Observation observation) {
        for (int i = 0; i < observation.steps().size(); i++) {
            if (observation.steps().get(i).kind() == StepOutcome.Kind.UNSUPPORTED) {
                return i;
            }
        }
        return -1;
    }

    private List<Step> steps(List<ProgramWord> words, Observation expected) {
        List<Step> steps = new ArrayList<>();
        for (int i = 0; i < words.size(); i++) {
            // Disassembled only if a message or a counterexample shows the step: most programs pass unseen.
            steps.add(new Step(
                    i,
                    words.get(i),
                    StepText.disassembly(words.get(i), disassembler),
                    "",
                    List.of(expected.steps().get(i)),
                    Location.START));
        }
        return steps;
    }

    /**
     * One program compared.
     *
     * @param judged   the program as compared (cut before a word the reference does not model)
     * @param vector   the reference's observation as a vector, or null when nothing could be judged
     * @param observed the device's observation, or null
     * @param verdict  the comparison, or null
     */
    record Check(Candidate judged, Vector vector, Observation observed, VectorVerdict verdict) {

        static Check unjudged(Candidate judged) {
            return new Check(judged, null, null, null);
        }

        /** A compared field differs: the device and the reference disagree. */
        boolean mismatch() {
            return verdict != null && !verdict.differences().isEmpty();
        }
    }
}
