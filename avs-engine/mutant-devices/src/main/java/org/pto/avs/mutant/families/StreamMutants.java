package org.pto.avs.mutant.families;

import static org.pto.avs.mutant.families.Changes.binder;
import static org.pto.avs.mutant.families.Changes.binderStep;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.apiguardian.api.API;
import org.pto.avs.device.Binding;
import org.pto.avs.device.FaultKind;
import org.pto.avs.device.Observation;
import org.pto.avs.isa.Catalog;
import org.pto.avs.model.instruction.bios.BindBundleSharedIO;
import org.pto.avs.model.instruction.bios.SharedBinderAttempt;
import org.pto.avs.model.instruction.bios.SharedBinderCheck;
import org.pto.avs.model.instruction.bios.SharedBinderStep;
import org.pto.avs.model.machine.Block;
import org.pto.avs.model.semantics.Fault;
import org.pto.avs.mutant.definition.ModelChange;
import org.pto.avs.mutant.definition.Mutant;

/**
 * The ordered four-entry stream of unique Shared registers built wrongly (legality[3], legality[4],
 * exceptions[1], ordering[0]).
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class StreamMutants {

    private static final int SOURCE_SIZE_CODE = Catalog.standard().profile().sourceSizeCode();

    private StreamMutants() {}

    public static List<Mutant> mutants() {
        return List.of(
                Mutant.of(
                        "duplicates-accepted",
                        "a second binding of the same Sx in one block is accepted",
                        List.of("legality[4]", "exceptions[1]"),
                        binderStep(SharedBinderCheck.DUPLICATE, attempt -> false)),
                Mutant.of(
                        "duplicate-checked-per-role",
                        "a duplicate Sx is rejected only when both have the same role",
                        List.of("legality[4]", "exceptions[1]"),
                        binderStep(SharedBinderCheck.DUPLICATE, StreamMutants::duplicateInTheSameRole)),
                Mutant.of(
                        "stream-limit-off-by-one",
                        "the stream is taken as full after three bindings",
                        List.of("legality[3]", "block_composition[0]", "ordering[0]"),
                        binderStep(SharedBinderCheck.STREAM_LIMIT, StreamMutants::fullAfterThree)),
                Mutant.of(
                        "recorded-before-bundle-fault",
                        "a B.IOS rejected with Fault_BundleControl in an open header still records its binding",
                        List.of("exceptions[1]"),
                        recordedBeforeFault(FaultKind.BUNDLE_CONTROL)),
                Mutant.reporting(
                        "stream-order-reversed",
                        "the binding stream is reported last slot first",
                        List.of("ordering[0]"),
                        StreamMutants::reversedStream));
    }

    private static Observation reversedStream(Observation o) {
        List<Binding> reversed = new ArrayList<>(o.bindings());
        Collections.reverse(reversed);
        return o.withBindings(reversed);
    }

    private static boolean duplicateInTheSameRole(SharedBinderAttempt attempt) {
        Binding candidate = attempt.candidate();
        boolean source = candidate.sizeCode() == SOURCE_SIZE_CODE;
        for (Binding bound : attempt.block().bindings()) {
            if (bound.sharedId() == candidate.sharedId() && (bound.sizeCode() == SOURCE_SIZE_CODE) == source) {
                throw Fault.bundleControl("S" + bound.sharedId() + " is already bound in this role");
            }
        }
        return false;
    }

    private static boolean fullAfterThree(SharedBinderAttempt attempt) {
        Block block = attempt.block();
        if (block.sharedBindingCount() >= block.streamSlots() - 1) {
            throw Fault.bundleControl("the stream is full");
        }
        return false;
    }

    /** The reference B.IOS whose every step, faulting with {@code kind} in an open header, appends the binding first. */
    static ModelChange recordedBeforeFault(FaultKind kind) {
        BindBundleSharedIO binder = BindBundleSharedIO.reference();
        for (SharedBinderCheck check : SharedBinderCheck.values()) {
            binder = binder.with(check, recordingOnFault(binder.step(check), kind));
        }
        return binder(binder);
    }

    private static SharedBinderStep recordingOnFault(SharedBinderStep step, FaultKind kind) {
        return attempt -> {
            try {
                return step.finishes(attempt);
            } catch (Fault fault) {
                Block block = attempt.block();
                if (fault.kind() == kind && block.isHeaderOpen() && block.sharedBindingCount() < block.streamSlots()) {
                    block.append(attempt.candidate());
                }
                throw fault;
            }
        };
    }
}
