package org.pto.avs.model.instruction.bios;

import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.apiguardian.api.API;
import org.pto.avs.isa.Decoded;
import org.pto.avs.model.machine.Block;
import org.pto.avs.model.machine.Machine;
import org.pto.avs.model.machine.RangeGroup;
import org.pto.avs.model.semantics.Fault;
import org.pto.avs.model.semantics.Retirement;
import org.pto.avs.model.semantics.Semantics;

/**
 * B.IOS: binds one Shared register S0..S63 as a source (SizeCode 0) or a destination (SizeCode 1..12) for the
 * PEs of its PEMode (semantics §2, the seed). {@link #execute} runs one step per {@link SharedBinderCheck},
 * in that enum's order; the reference steps are below, one method each. A rejection changes nothing: the
 * append is the last step.
 *
 * <p>Immutable. A variant model is this handler with one step or the operand reading replaced ({@link #with},
 * {@link #withOperands}), registered under {@link #MNEMONIC}.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class BindBundleSharedIO implements Semantics {

    /** The mnemonic whose semantics these are. */
    public static final String MNEMONIC = "B.IOS";

    private static final BindBundleSharedIO REFERENCE =
            new BindBundleSharedIO(SharedBinderOperands.STANDARD, referenceSteps());

    private static final List<String> CHECK_NAMES = Arrays.stream(SharedBinderCheck.values())
            .map(SharedBinderCheck::text)
            .toList();

    private final SharedBinderOperands operands;
    private final Map<SharedBinderCheck, SharedBinderStep> steps;

    private BindBundleSharedIO(SharedBinderOperands operands, Map<SharedBinderCheck, SharedBinderStep> steps) {
        this.operands = operands;
        this.steps = steps;
    }

    /** The spec's B.IOS. */
    public static BindBundleSharedIO reference() {
        return REFERENCE;
    }

    /** This handler with the step of {@code check} replaced; the order of the steps stays. */
    public BindBundleSharedIO with(SharedBinderCheck check, SharedBinderStep replacement) {
        Map<SharedBinderCheck, SharedBinderStep> replaced = new EnumMap<>(steps);
        replaced.put(check, Objects.requireNonNull(replacement, "replacement"));
        return new BindBundleSharedIO(operands, replaced);
    }

    /** This handler reading its operands with {@code replacement}. */
    public BindBundleSharedIO withOperands(SharedBinderOperands replacement) {
        return new BindBundleSharedIO(Objects.requireNonNull(replacement, "replacement"), steps);
    }

    /** The step this handler runs for {@code check}, for a variant that wraps it. */
    public SharedBinderStep step(SharedBinderCheck check) {
        return steps.get(check);
    }

    /** The attempt {@link #execute} would make: the word, the machine and the binding read by this handler. */
    public SharedBinderAttempt attempt(Decoded word, Machine machine) {
        return new SharedBinderAttempt(word, machine, operands.read(word, machine));
    }

    @Override
    public Retirement execute(Decoded word, Machine machine) {
        SharedBinderAttempt attempt = attempt(word, machine);
        for (SharedBinderCheck check : SharedBinderCheck.values()) {
            machine.reachCheck(check.text());
            if (steps.get(check).finishes(attempt)) {
                break;
            }
        }
        return Retirement.RETIRED;
    }

    /** None here: the catalog's constraint (SizeCode 13..15) is step 2 of B.IOS's own order, {@link #execute}. */
    @Override
    public String constraintViolation(Decoded word) {
        return null;
    }

    /** {@link SharedBinderCheck}'s order, by the names {@link #execute} reports as it reaches each check. */
    @Override
    public List<String> checks() {
        return CHECK_NAMES;
    }

    @Override
    public Kind kind() {
        return Kind.HEADER_COMMAND;
    }

    private static Map<SharedBinderCheck, SharedBinderStep> referenceSteps() {
        Map<SharedBinderCheck, SharedBinderStep> steps = new EnumMap<>(SharedBinderCheck.class);
        for (SharedBinderCheck check : SharedBinderCheck.values()) {
            steps.put(
                    check,
                    switch (check) {
                        case DECODE -> attempt -> false;
                        case SIZE_CODE -> BindBundleSharedIO::checkSizeCode;
                        case NO_OP -> BindBundleSharedIO::strictNoOp;
                        case PLACEMENT -> BindBundleSharedIO::checkPlacement;
                        case MASK -> BindBundleSharedIO::checkMaskConsistency;
                        case DUPLICATE -> BindBundleSharedIO::checkDuplicate;
                        case STREAM_LIMIT -> BindBundleSharedIO::checkStreamLimit;
                        case APPEND -> BindBundleSharedIO::append;
                    });
        }
        return steps;
    }

    // 1. Decode needs no step here: a word reaches its handler only once the step loop found its form.

    private static boolean checkSizeCode(SharedBinderAttempt attempt) {
        String violation = attempt.word().constraintViolation();
        if (violation != null) {
            throw Fault.illegalInstruction(violation);
        }
        return false;
    }

    /**
     * PEMode 000 ends the word before placement, duplicate, stream and allocation checks; in a header it opens a
     * zero-mode range group, whose modifiers execute with no effect.
     */
    private static boolean strictNoOp(SharedBinderAttempt attempt) {
        if (!attempt.candidate().mask().isEmpty()) {
            return false;
        }
        if (attempt.block().isHeaderOpen()) {
            attempt.block().openRangeGroup(RangeGroup.zeroMode());
        }
        return true;
    }

    private static boolean checkPlacement(SharedBinderAttempt attempt) {
        Block block = attempt.block();
        if (!block.isActive()) {
            throw Fault.bundleControl("a participating B.IOS needs an active block");
        }
        if (!block.isHeaderOpen()) {
            throw Fault.bundleControl("a participating B.IOS after the block body began");
        }
        return false;
    }

    private static boolean checkMaskConsistency(SharedBinderAttempt attempt) {
        Block block = attempt.block();
        if (!block.everyRecordedMaskEquals(attempt.candidate().mask())) {
            throw Fault.tileLegality("B.IOS mask " + attempt.candidate().mask()
                    + " differs from the block's recorded mask " + block.participation());
        }
        return false;
    }

    private static boolean checkDuplicate(SharedBinderAttempt attempt) {
        int id = attempt.candidate().sharedId();
        if (attempt.block().hasSharedBinding(id)) {
            throw Fault.bundleControl("S" + id + " is already bound in this block");
        }
        return false;
    }

    private static boolean checkStreamLimit(SharedBinderAttempt attempt) {
        Block block = attempt.block();
        if (block.sharedBindingCount() >= block.streamSlots()) {
            throw Fault.bundleControl("the block already has " + block.streamSlots() + " Shared bindings");
        }
        return false;
    }

    /** {id, SizeCode, mask, not consumed} into the first free slot, which a B.ASSEMBLE may then modify. */
    private static boolean append(SharedBinderAttempt attempt) {
        Block block = attempt.block();
        int slot = block.append(attempt.candidate());
        block.openRangeGroup(RangeGroup.shared(
                slot,
                attempt.machine().profile().isSourceSizeCode(attempt.candidate().sizeCode())));
        return true;
    }
}
