package org.pto.avs.engine.property;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.pto.avs.device.Binding;
import org.pto.avs.device.BlockPhase;
import org.pto.avs.device.FaultKind;
import org.pto.avs.device.Observable;
import org.pto.avs.device.ProgramWord;
import org.pto.avs.device.StepOutcome;
import org.pto.avs.isa.Decoded;
import org.pto.avs.isa.Decoder;
import org.pto.avs.isa.Form;
import org.pto.avs.model.ReferenceModel;
import org.pto.avs.model.Session;
import org.pto.avs.model.block.SharedBinderCheck;

/**
 * Counts which check of B.IOS's order ({@link SharedBinderCheck}, semantics §2) each generated B.IOS word
 * reached on the reference model, so a run can show that its programs exercise every check and not only the
 * easy ones. A word counts when it was written as a B.IOS (a flipped fixed bit may make it decode as no form)
 * or decodes as one.
 */
public final class BiosCensus {

    private final ReferenceModel model;
    private final Decoder decoder;
    private final Form sharedBinder;
    private final Map<SharedBinderCheck, Integer> counts = new EnumMap<>(SharedBinderCheck.class);

    public BiosCensus(ReferenceModel model) {
        this.model = model;
        this.decoder = new Decoder(model.catalog());
        this.sharedBinder = ProgramForms.of(model.catalog()).sharedBinder();
        for (SharedBinderCheck check : SharedBinderCheck.values()) {
            counts.put(check, 0);
        }
    }

    /** Runs {@code program} on the reference model step by step and counts its B.IOS attempts. */
    public void add(GeneratedProgram program) {
        Session session = model.start(program.initial());
        for (int i = 0; i < program.words().size(); i++) {
            ProgramWord word = program.words().get(i);
            Optional<Decoded> decoded = decoder.decode(Integer.toUnsignedLong(word.bits()), word.lengthBits());
            boolean binder = decoded.map(d -> d.form() == sharedBinder).orElse(false);
            if (!binder && program.sources().get(i) != sharedBinder) {
                session.step(word);
                continue;
            }
            BlockPhase phase = session.phase();
            List<Binding> bindings = session.observe(Set.of(Observable.BINDINGS), List.of()).bindings();
            StepOutcome outcome = session.step(word);
            if (!binder) {
                if (decoded.isEmpty()) {
                    count(SharedBinderCheck.DECODE);
                }
                continue;
            }
            count(classify(decoded.get(), outcome, phase, bindings));
        }
    }

    private SharedBinderCheck classify(Decoded word, StepOutcome outcome, BlockPhase phase, List<Binding> bindings) {
        if (outcome.kind() == StepOutcome.Kind.EXECUTED) {
            return model.profile().peMask(word.field(model.catalog().profile().peModeField())).isEmpty()
                    ? SharedBinderCheck.NO_OP : SharedBinderCheck.APPEND;
        }
        FaultKind fault = outcome.fault();
        if (fault == FaultKind.ILLEGAL_INSTRUCTION) {
            return SharedBinderCheck.SIZE_CODE;
        }
        if (fault == FaultKind.TILE_LEGALITY) {
            return SharedBinderCheck.MASK;
        }
        if (phase != BlockPhase.HEADER) {
            return SharedBinderCheck.PLACEMENT;
        }
        int id = word.field(ProgramGenerator.SHARED_TILE_ID);
        return bindings.stream().anyMatch(b -> b.sharedId() == id) ? SharedBinderCheck.DUPLICATE : SharedBinderCheck.STREAM_LIMIT;
    }

    private void count(SharedBinderCheck check) {
        counts.merge(check, 1, Integer::sum);
    }

    public Map<SharedBinderCheck, Integer> counts() {
        return Map.copyOf(counts);
    }

    /** {@code decode 41, size-code 37, no-op 102, ...}, in the order of the checks. */
    public String describe() {
        return counts.entrySet().stream().map(e -> e.getKey().text() + " " + e.getValue())
                .collect(Collectors.joining(", "));
    }
}
