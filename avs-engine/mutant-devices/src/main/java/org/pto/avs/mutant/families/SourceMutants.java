package org.pto.avs.mutant.families;

import static org.pto.avs.mutant.families.Changes.binderStep;
import static org.pto.avs.mutant.families.Changes.referenceStep;

import java.util.List;
import java.util.function.BiConsumer;
import org.apiguardian.api.API;
import org.pto.avs.device.Binding;
import org.pto.avs.device.Bytes;
import org.pto.avs.device.PeMask;
import org.pto.avs.device.SharedDescriptor;
import org.pto.avs.device.SharedObject;
import org.pto.avs.model.instruction.bios.SharedBinderCheck;
import org.pto.avs.model.instruction.bios.SharedBinderStep;
import org.pto.avs.model.machine.Machine;
import org.pto.avs.mutant.definition.ModelChange;
import org.pto.avs.mutant.definition.Mutant;

/**
 * A source binding (SizeCode 0) that is not read-only: binding it changes the Shared register
 * (state_effects[1], field_zero_meanings.SizeCode).
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class SourceMutants {

    private SourceMutants() {}

    public static List<Mutant> mutants() {
        return List.of(
                Mutant.of(
                        "source-bind-unpublishes",
                        "binding a published Sx as a source clears its published flag",
                        List.of("state_effects[1]"),
                        rewritesSourceAfterAppend(SourceMutants::unpublish)),
                Mutant.of(
                        "source-bind-allocates",
                        "binding an Sx without a descriptor as a source allocates an empty 128 B object for it",
                        List.of("state_effects[1]", "field_zero_meanings.SizeCode"),
                        rewritesSourceAfterAppend(SourceMutants::allocateEmpty)));
    }

    /** The reference append, then {@code rewrite} of the register when the appended binding is a source. */
    private static ModelChange rewritesSourceAfterAppend(BiConsumer<Machine, Binding> rewrite) {
        SharedBinderStep append = referenceStep(SharedBinderCheck.APPEND);
        return binderStep(SharedBinderCheck.APPEND, attempt -> {
            boolean finished = append.finishes(attempt);
            if (attempt.machine().profile().isSourceSizeCode(attempt.candidate().sizeCode())) {
                rewrite.accept(attempt.machine(), attempt.candidate());
            }
            return finished;
        });
    }

    private static void unpublish(Machine machine, Binding source) {
        SharedObject object = machine.shared().get(source.sharedId());
        if (object != null) {
            SharedDescriptor d = object.descriptor();
            machine.shared()
                    .install(
                            source.sharedId(),
                            new SharedObject(
                                    new SharedDescriptor(
                                            d.allocationMask(),
                                            d.initializedMask(),
                                            d.wholeParentReady(),
                                            false,
                                            d.capacityBytes(),
                                            d.rows(),
                                            d.columns(),
                                            d.validRows(),
                                            d.validColumns(),
                                            d.dataType()),
                                    object.payload()));
        }
    }

    private static void allocateEmpty(Machine machine, Binding source) {
        if (machine.shared().get(source.sharedId()) == null) {
            int smallest = machine.profile().isa().capacityBySizeCode().values().stream()
                    .min(Integer::compare)
                    .orElseThrow();
            SharedDescriptor d =
                    new SharedDescriptor(source.mask(), PeMask.NONE, false, false, smallest, 0, 0, 0, 0, 0);
            machine.shared().install(source.sharedId(), new SharedObject(d, Bytes.zeros(smallest)));
        }
    }
}
