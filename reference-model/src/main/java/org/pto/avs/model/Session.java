package org.pto.avs.model;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import org.apiguardian.api.API;
import org.pto.avs.device.BlockPhase;
import org.pto.avs.device.Bytes;
import org.pto.avs.device.DecodedStep;
import org.pto.avs.device.FaultKind;
import org.pto.avs.device.GmRange;
import org.pto.avs.device.Observable;
import org.pto.avs.device.Observation;
import org.pto.avs.device.ProgramWord;
import org.pto.avs.device.StepOutcome;
import org.pto.avs.model.machine.Machine;
import org.pto.avs.model.machine.RangeGroup;
import org.pto.avs.model.semantics.Fault;
import org.pto.avs.model.semantics.OutsideTheModel;
import org.pto.avs.model.semantics.Retirement;
import org.pto.avs.model.semantics.Semantics;

/**
 * One run of the model: a machine loaded from an initial state, attempted one word at a time. Not thread-safe;
 * a model hands out any number of independent sessions.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class Session {

    private static final Map<FaultKind, StepOutcome> FAULTS = new EnumMap<>(FaultKind.class);

    static {
        for (FaultKind kind : FaultKind.values()) {
            FAULTS.put(kind, StepOutcome.fault(kind));
        }
    }

    private final ReferenceModel model;
    private final Machine machine;
    private final List<StepOutcome> outcomes = new ArrayList<>();
    private final List<DecodedStep> decodings = new ArrayList<>();
    private final List<Integer> tpcAdvances = new ArrayList<>();
    private String lastReason;
    /** A word waited (a commit whose TSTORE source is unpublished): the PE issues nothing after it. */
    private boolean waiting;

    Session(ReferenceModel model, Machine machine) {
        this.model = model;
        this.machine = machine;
    }

    /**
     * Attempts one word: clear the last fault; decode against the whole ISA (no form: Fault_IllegalInstruction; a
     * form the ISA reserves: Fault_IllegalInstruction); a form outside the modeled subset is unsupported and
     * changes nothing; the generic constraint check (Fault_IllegalInstruction); then the
     * handler's own checks and effects. A word that is no range modifier and passes the catalog's constraints
     * closes an open range group before its handler runs, even when the handler then faults (a word that fails a
     * constraint closes nothing, also where its semantics check that constraint in their own order, as B.IOS
     * does); an executed word retires (TPC += its length); a body instruction enters the body of an open header.
     * A word that waits, and every word after it, is {@code waiting} and changes nothing.
     */
    public StepOutcome step(ProgramWord word) {
        DecodedWord decoded = model.lookup(word);
        decodings.add(decoded.step());
        long tpcBefore = machine.tpc();
        StepOutcome outcome = attempt(decoded);
        outcomes.add(outcome);
        tpcAdvances.add((int) (machine.tpc() - tpcBefore));
        return outcome;
    }

    private StepOutcome attempt(DecodedWord word) {
        machine.clearLastCheck();
        if (waiting) {
            // A PE that waits issues nothing after the wait (decision 17): the word is not reached.
            lastReason = "waiting: an earlier word waits, so this one is not issued";
            return StepOutcome.WAITING;
        }
        machine.clearLastFault();
        lastReason = null;
        if (!word.hasForm()) {
            return reject(Fault.illegalInstruction("no form matches the word"));
        }
        if (word.isReservedInPto()) {
            // The spec's reserved forms (ERCOV, ESAVE, XB): every matching word faults before any effect.
            return reject(Fault.illegalInstruction(word.decoded().form() + " is reserved in PTO"));
        }
        if (word.isListedOnly()) {
            // Spec semantics §1: a real PTO form the model does not implement is unsupported, never a fault.
            lastReason = word.decoded().form() + " is outside the modeled subset";
            return StepOutcome.UNSUPPORTED;
        }
        Semantics semantics = word.semantics();
        if (word.constraintViolation() != null) {
            machine.reachCheck(Semantics.CONSTRAINT);
            return reject(Fault.illegalInstruction(word.constraintViolation()));
        }
        RangeGroup group = machine.block().rangeGroup();
        if (word.closesRangeGroup()) {
            machine.block().closeRangeGroup();
        }
        Retirement retirement;
        try {
            retirement = semantics.execute(word.decoded(), machine);
        } catch (Fault fault) {
            return reject(fault);
        } catch (OutsideTheModel outside) {
            // An unsupported word changes nothing: the group it closed is open again.
            machine.block().openRangeGroup(group);
            lastReason = outside.getMessage();
            return StepOutcome.UNSUPPORTED;
        }
        if (retirement == Retirement.RETIRED) {
            if (semantics.kind() == Semantics.Kind.BODY) {
                machine.block().enterBody();
            }
            machine.advanceTpc(word.lengthBytes());
            return StepOutcome.EXECUTED;
        }
        waiting = true;
        lastReason = "waiting: the block is not committed";
        return StepOutcome.WAITING;
    }

    private StepOutcome reject(Fault fault) {
        machine.recordFault(fault.kind());
        lastReason = fault.getMessage();
        return FAULTS.get(fault.kind());
    }

    /** Runs every word in order; a fault does not stop the program. */
    public Session run(List<ProgramWord> program) {
        for (ProgramWord word : program) {
            step(word);
        }
        return this;
    }

    public List<DecodedStep> decodings() {
        return Collections.unmodifiableList(decodings);
    }

    public long tpc() {
        return machine.tpc();
    }

    /** The fault of the last attempt, or null. */
    public FaultKind lastFault() {
        return machine.lastFault();
    }

    /**
     * The check of its instruction's order that decided the last word ({@code size-code}, {@code append}, ...), as
     * the instruction's semantics named it; null when it names none or the word was not issued.
     */
    public String lastCheck() {
        return machine.lastCheck();
    }

    /** Why the last attempt faulted, waited or was unsupported (for traces; never compared). */
    public String lastReason() {
        return lastReason;
    }

    public BlockPhase phase() {
        return machine.block().phase();
    }

    /**
     * A snapshot of what {@code what} asks for (parts not asked for are left empty, so a run pays only for what
     * it observes) and of the named GM ranges. Step outcomes, phase, participation, bindings and pool use are
     * always reported: they cost nothing to copy.
     */
    public Observation observe(Set<Observable> what, Set<String> records, List<GmRange> gmRanges) {
        Map<String, Bytes> gm = new LinkedHashMap<>();
        for (GmRange range : gmRanges) {
            byte[] bytes = new byte[range.length()];
            if (machine.gm().contains(range.address(), range.length())) {
                machine.gm().read(range.address(), bytes, 0, range.length());
            }
            gm.put(range.name(), Bytes.adopt(bytes));
        }
        boolean shared = what.contains(Observable.SHARED_DESCRIPTORS) || what.contains(Observable.SHARED_PAYLOADS);
        return new Observation(
                outcomes,
                what.contains(Observable.DECODE) ? decodings : null,
                machine.block().phase(),
                machine.block().participation(),
                machine.block().bindings(),
                shared ? machine.shared().snapshot() : null,
                machine.shared().inUse(),
                gm,
                what.contains(Observable.GPRS) ? machine.gprs().snapshot() : null,
                what.contains(Observable.TPC_ADVANCE) ? tpcAdvances : null,
                asked(records));
    }

    /**
     * The state records asked for, each the model declares: a record the block does not hold reads null (a name the
     * model does not declare is left out, so a device that asks for it sees it unreported).
     */
    private SortedMap<String, Object> asked(Set<String> names) {
        SortedMap<String, Object> held = machine.block().records();
        SortedMap<String, Object> asked = new TreeMap<>();
        for (String name : names) {
            if (model.records().contains(name)) {
                asked.put(name, held.get(name));
            }
        }
        return asked;
    }

    /** A snapshot with every part, every state record and no GM range. */
    public Observation observe() {
        return observe(Set.of(Observable.values()), model.records(), List.of());
    }
}
