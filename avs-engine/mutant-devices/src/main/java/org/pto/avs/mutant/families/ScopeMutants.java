package org.pto.avs.mutant.families;

import static org.pto.avs.mutant.families.Changes.binderStep;
import static org.pto.avs.mutant.families.Changes.publication;

import java.util.List;
import org.apiguardian.api.API;
import org.pto.avs.device.Binding;
import org.pto.avs.device.PeMask;
import org.pto.avs.isa.Catalog;
import org.pto.avs.model.commit.SharedPublication;
import org.pto.avs.model.instruction.bios.SharedBinderAttempt;
import org.pto.avs.model.instruction.bios.SharedBinderCheck;
import org.pto.avs.model.machine.Block;
import org.pto.avs.model.machine.LocalBinding;
import org.pto.avs.model.machine.Machine;
import org.pto.avs.model.machine.TileShape;
import org.pto.avs.model.semantics.Fault;
import org.pto.avs.mutant.definition.Mutant;

/**
 * B.IOS's checks of the binding stream, and the pool check of the destination it binds, with the wrong scope: each
 * looks at less than the contract names (one neighbour, one role, one kind of binding, the first binding, the new
 * object alone, the empty stream) or at more (the Local bindings, the Local sequence's end). Every check
 * stays in its place in the order; only what it looks at changes.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class ScopeMutants {

    private static final int SOURCE_SIZE_CODE = Catalog.standard().profile().sourceSizeCode();

    private static final List<String> DUPLICATE = List.of("legality[4]", "exceptions[1]");
    private static final List<String> STREAM_LIMIT = List.of("legality[3]", "exceptions[1]", "block_composition[0]");
    private static final List<String> MASK = List.of("exceptions[2]", "state_effects[0]");
    private static final List<String> PLACEMENT = List.of("legality[3]", "exceptions[1]", "block_composition[0]");
    private static final List<String> POOL = List.of("legality[1]");
    private static final List<String> RESERVED = List.of("exceptions[0]", "legality[1]");

    private ScopeMutants() {}

    public static List<Mutant> mutants() {
        return List.of(
                Mutant.of(
                        "duplicate-checks-previous-binding-only",
                        "the duplicate check compares the SharedTileID with the previous binding only, not the whole stream",
                        DUPLICATE,
                        binderStep(SharedBinderCheck.DUPLICATE, ScopeMutants::duplicateOfThePrevious)),
                Mutant.of(
                        "duplicate-counts-local-tiles",
                        "a B.IOS naming Sx is a duplicate when a B.IOT of the block named Local tile x",
                        DUPLICATE,
                        binderStep(SharedBinderCheck.DUPLICATE, ScopeMutants::duplicateOfAnyTile)),
                Mutant.of(
                        "stream-limit-counts-local-bindings",
                        "the stream limit counts the block's B.IOT bindings with its B.IOS ones",
                        STREAM_LIMIT,
                        binderStep(SharedBinderCheck.STREAM_LIMIT, ScopeMutants::fullWithLocals)),
                Mutant.of(
                        "stream-limit-per-role",
                        "the stream limit counts sources and destinations apart, four of each",
                        STREAM_LIMIT,
                        binderStep(SharedBinderCheck.STREAM_LIMIT, ScopeMutants::fullInItsRole)),
                Mutant.of(
                        "mask-consistency-against-participation",
                        "the mask is compared with the block's participation, the union of the recorded masks, not with each binding",
                        MASK,
                        binderStep(SharedBinderCheck.MASK, ScopeMutants::equalsParticipation)),
                Mutant.of(
                        "mask-consistency-skips-destinations",
                        "the mask is compared with Shared sources and B.IOT bindings, not with Shared destinations",
                        MASK,
                        binderStep(SharedBinderCheck.MASK, ScopeMutants::comparedWithoutDestinations)),
                Mutant.of(
                        "placement-checked-on-an-empty-stream-only",
                        "placement is checked only for a block's first Shared binding: a later one is accepted in the body",
                        PLACEMENT,
                        binderStep(SharedBinderCheck.PLACEMENT, ScopeMutants::placedWhenStreamEmpty)),
                Mutant.of(
                        "placement-closed-by-local-last",
                        "a B.IOT with L = 1 is taken to end the header: a B.IOS after it is Fault_BundleControl",
                        PLACEMENT,
                        binderStep(SharedBinderCheck.PLACEMENT, ScopeMutants::headerEndsAtLocalLast)),
                Mutant.of(
                        "reserved-size-code-checked-on-an-empty-stream-only",
                        "SizeCode 13..15 is rejected only while the stream is empty: a later one binds as a destination",
                        RESERVED,
                        binderStep(SharedBinderCheck.SIZE_CODE, ScopeMutants::reservedWhenStreamEmpty)),
                Mutant.of(
                        "pool-check-ignores-other-objects",
                        "the pool check compares a new object's capacity with the pool alone, not with the bytes other objects use",
                        POOL,
                        publication(SharedPublication.reference().withPoolCheck(ScopeMutants::fitsAnEmptyPool))));
    }

    private static void fitsAnEmptyPool(Machine machine, int id, PeMask writer, int capacity, TileShape shape) {
        if (capacity > machine.shared().poolBytes()) {
            throw Fault.tileLegality("S" + id + " needs more than the Shared pool");
        }
    }

    private static boolean duplicateOfThePrevious(SharedBinderAttempt attempt) {
        Block block = attempt.block();
        int count = block.sharedBindingCount();
        int id = attempt.candidate().sharedId();
        if (count > 0 && block.binding(count - 1).sharedId() == id) {
            throw Fault.bundleControl("S" + id + " is the previous binding's register");
        }
        return false;
    }

    /** Shared registers and Local tile selectors taken as one namespace. */
    private static boolean duplicateOfAnyTile(SharedBinderAttempt attempt) {
        int id = attempt.candidate().sharedId();
        boolean named = attempt.block().hasSharedBinding(id);
        for (LocalBinding local : attempt.block().localBindings()) {
            named |= local.sources().contains(id) || (local.destination() && local.dstTile() == id);
        }
        if (named) {
            throw Fault.bundleControl("S" + id + " is already named in this block");
        }
        return false;
    }

    private static boolean fullWithLocals(SharedBinderAttempt attempt) {
        Block block = attempt.block();
        if (block.sharedBindingCount() + block.localBindingCount() >= block.streamSlots()) {
            throw Fault.bundleControl("the block already has " + block.streamSlots() + " bindings");
        }
        return false;
    }

    private static boolean fullInItsRole(SharedBinderAttempt attempt) {
        Block block = attempt.block();
        boolean source = attempt.candidate().sizeCode() == SOURCE_SIZE_CODE;
        long sameRole = block.bindings().stream()
                .filter(b -> (b.sizeCode() == SOURCE_SIZE_CODE) == source)
                .count();
        if (sameRole >= block.streamSlots()) {
            throw Fault.bundleControl("the block already has " + block.streamSlots() + " bindings of this role");
        }
        return false;
    }

    private static boolean equalsParticipation(SharedBinderAttempt attempt) {
        PeMask mask = attempt.candidate().mask();
        PeMask participation = attempt.block().participation();
        if (!participation.isEmpty() && !participation.equals(mask)) {
            throw Fault.tileLegality("B.IOS mask " + mask + " differs from the participation " + participation);
        }
        return false;
    }

    private static boolean comparedWithoutDestinations(SharedBinderAttempt attempt) {
        PeMask mask = attempt.candidate().mask();
        boolean consistent = attempt.block().everyLocalMaskEquals(mask);
        for (Binding bound : attempt.block().bindings()) {
            consistent &= bound.sizeCode() != SOURCE_SIZE_CODE || bound.mask().equals(mask);
        }
        if (!consistent) {
            throw Fault.tileLegality("B.IOS mask " + mask + " differs from a recorded source or Local binding");
        }
        return false;
    }

    private static boolean placedWhenStreamEmpty(SharedBinderAttempt attempt) {
        if (attempt.block().sharedBindingCount() == 0) {
            return Changes.referenceStep(SharedBinderCheck.PLACEMENT).finishes(attempt);
        }
        return false;
    }

    private static boolean reservedWhenStreamEmpty(SharedBinderAttempt attempt) {
        if (attempt.block().sharedBindingCount() == 0) {
            return Changes.referenceStep(SharedBinderCheck.SIZE_CODE).finishes(attempt);
        }
        return false;
    }

    private static boolean headerEndsAtLocalLast(SharedBinderAttempt attempt) {
        if (attempt.block().isLocalSequenceClosed()) {
            throw Fault.bundleControl("the Local binding sequence ended the header");
        }
        return Changes.referenceStep(SharedBinderCheck.PLACEMENT).finishes(attempt);
    }
}
