package org.pto.avs.mutant.families;

import static org.pto.avs.mutant.families.Changes.binder;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.pto.avs.device.Binding;
import org.pto.avs.device.FaultKind;
import org.pto.avs.device.Observation;
import org.pto.avs.isa.Catalog;
import org.pto.avs.isa.Decoded;
import org.pto.avs.model.semantics.Fault;
import org.pto.avs.model.semantics.Retirement;
import org.pto.avs.model.block.BindBundleSharedIO;
import org.pto.avs.model.machine.Block;
import org.pto.avs.model.machine.Machine;
import org.pto.avs.mutant.Mutant;

/**
 * The ordered four-entry stream of unique Shared registers built wrongly (legality[3], legality[4],
 * exceptions[1], ordering[0]).
 */
public final class StreamMutants {

    private StreamMutants() {
    }

    public static List<Mutant> mutants() {
        return List.of(
                Mutant.of("duplicates-accepted", "a second binding of the same Sx in one block is accepted",
                        List.of("legality[4]", "exceptions[1]"), binder(new DuplicatesAccepted())),
                Mutant.of("duplicate-checked-per-role", "a duplicate Sx is rejected only when both have the same role",
                        List.of("legality[4]", "exceptions[1]"), binder(new DuplicateCheckedPerRole())),
                Mutant.of("stream-limit-off-by-one", "the stream is taken as full after three bindings",
                        List.of("legality[3]", "block_composition[0]", "ordering[0]"), binder(new StreamLimitOffByOne())),
                Mutant.of("recorded-before-bundle-fault",
                        "a B.IOS rejected with Fault_BundleControl in an open header still records its binding",
                        List.of("exceptions[1]"), binder(new RecordedBeforeFault(FaultKind.BUNDLE_CONTROL))),
                Mutant.reporting("stream-order-reversed", "the binding stream is reported last slot first",
                        List.of("ordering[0]"), StreamMutants::reversedStream));
    }

    private static Observation reversedStream(Observation o) {
        List<Binding> reversed = new ArrayList<>(o.bindings());
        Collections.reverse(reversed);
        return new Observation(o.steps(), o.decoded(), o.phase(), o.participation(), reversed, o.shared(),
                o.poolBytesInUse(), o.gm(), o.gprs());
    }

    static final class DuplicatesAccepted extends BindBundleSharedIO {
        @Override
        protected void checkDuplicate(Block block, int id) {
        }
    }

    static final class DuplicateCheckedPerRole extends StepwiseSharedBinder {
        private static final int SOURCE_SIZE_CODE = Catalog.standard().profile().sourceSizeCode();

        DuplicateCheckedPerRole() {
            super(SPEC_ORDER);
        }

        @Override
        protected void checkDuplicate(Block block, Binding candidate) {
            boolean source = candidate.sizeCode() == SOURCE_SIZE_CODE;
            for (Binding bound : block.bindings()) {
                if (bound.sharedId() == candidate.sharedId() && (bound.sizeCode() == SOURCE_SIZE_CODE) == source) {
                    throw Fault.bundleControl("S" + bound.sharedId() + " is already bound in this role");
                }
            }
        }
    }

    static final class StreamLimitOffByOne extends BindBundleSharedIO {
        @Override
        protected void checkStreamCapacity(Block block) {
            if (block.sharedBindingCount() >= block.streamSlots() - 1) {
                throw Fault.bundleControl("the stream is full");
            }
        }
    }

    /** Appends the binding before raising a fault of {@code kind}, so the rejection changes the stream. */
    static final class RecordedBeforeFault extends BindBundleSharedIO {
        private final FaultKind kind;

        RecordedBeforeFault(FaultKind kind) {
            this.kind = kind;
        }

        @Override
        public Retirement execute(Decoded word, Machine machine) {
            try {
                return super.execute(word, machine);
            } catch (Fault fault) {
                Block block = machine.block();
                if (fault.kind() == kind && block.isHeaderOpen() && block.sharedBindingCount() < block.streamSlots()) {
                    block.append(new Binding(sharedId(word), sizeCode(word, machine), mask(word, machine), false));
                }
                throw fault;
            }
        }
    }
}
