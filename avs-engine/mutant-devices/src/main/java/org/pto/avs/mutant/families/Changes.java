package org.pto.avs.mutant.families;

import java.util.List;
import java.util.function.IntFunction;
import java.util.function.UnaryOperator;
import org.pto.avs.isa.Decoded;
import org.pto.avs.model.HandlerRegistry;
import org.pto.avs.model.block.BlockStart;
import org.pto.avs.model.block.BlockStartTileElementwise;
import org.pto.avs.model.block.BlockStartTileLoad;
import org.pto.avs.model.block.BlockStartTileStore;
import org.pto.avs.model.block.OperationSelector;
import org.pto.avs.model.commit.BlockCommit;
import org.pto.avs.model.commit.SharedPublication;
import org.pto.avs.model.commit.TileCopy;
import org.pto.avs.model.commit.TileLoad;
import org.pto.avs.model.instruction.bassemble.ApplyBundleAssemble;
import org.pto.avs.model.instruction.bdim.BindBlockDimension;
import org.pto.avs.model.instruction.bios.BindBundleSharedIO;
import org.pto.avs.model.instruction.bios.SharedBinderCheck;
import org.pto.avs.model.instruction.bios.SharedBinderStep;
import org.pto.avs.model.machine.Machine;
import org.pto.avs.model.machine.Operation;
import org.pto.avs.model.semantics.Semantics;
import org.pto.avs.mutant.definition.ModelChange;

/**
 * The model changes the families use: one handler or one step of B.IOS's order of checks replaced, B.ASSEMBLE's
 * size field read otherwise, the commit, the Shared publication, one tile transfer or its copy replaced, B.DIM's
 * three handlers, or every BSTART decorated.
 */
final class Changes {

    /** B.DIM's handlers, LB0 to LB2: one form per loop bound. */
    private static final List<String> LOOP_BOUND_HANDLERS =
            List.of(BindBlockDimension.HANDLER_LB0, BindBlockDimension.HANDLER_LB1, BindBlockDimension.HANDLER_LB2);

    /** Every BSTART form's handler. */
    private static final List<String> BLOCK_START_HANDLERS =
            List.of(BlockStartTileLoad.HANDLER, BlockStartTileStore.HANDLER, BlockStartTileElementwise.HANDLER);

    /** A TLOAD or TSTORE operation changed, knowing the DataType its BSTART named. */
    @FunctionalInterface
    interface TransferChange {
        Operation apply(Operation reference, int dataType);
    }

    private Changes() {}

    /** The semantics registered under {@code handler} replaced. */
    static ModelChange handler(String handler, Semantics replacement) {
        return builder -> builder.replaceHandler(handler, replacement);
    }

    /** B.IOS ({@code BindBundleSharedIO}) replaced. */
    static ModelChange binder(Semantics replacement) {
        return builder -> builder.replaceHandler(BindBundleSharedIO.HANDLER, replacement);
    }

    /** The reference B.IOS with the step of {@code check} replaced. */
    static ModelChange binderStep(SharedBinderCheck check, SharedBinderStep replacement) {
        return binder(BindBundleSharedIO.reference().with(check, replacement));
    }

    /** The reference B.IOS's step for {@code check}, for a mutant step that runs it too. */
    static SharedBinderStep referenceStep(SharedBinderCheck check) {
        return BindBundleSharedIO.reference().step(check);
    }

    /** The reference B.ASSEMBLE reading its size field with {@code sizeField}. */
    static ModelChange assembleSizeField(ApplyBundleAssemble.SizeField sizeField) {
        return builder -> builder.replaceHandler(
                ApplyBundleAssemble.HANDLER, ApplyBundleAssemble.reference().withSizeField(sizeField));
    }

    /** The commit of every BSTART, BSTOP and C.BSTOP replaced. */
    static ModelChange commit(BlockCommit replacement) {
        return builder -> builder.handlers(HandlerRegistry.standard(replacement, SharedPublication.reference()));
    }

    /** The Shared publication of TLOAD replaced. */
    static ModelChange publication(SharedPublication replacement) {
        return builder -> builder.handlers(HandlerRegistry.standard(BlockCommit.reference(), replacement));
    }

    /** BSTART.TLOAD whose TLOAD checks the tile against {@code room} and writes through {@code publication}. */
    static ModelChange loadRoom(TileLoad.Room room, SharedPublication publication) {
        return builder -> builder.replaceHandler(
                BlockStartTileLoad.HANDLER,
                new BlockStart(BlockCommit.reference(), BlockStartTileLoad.operation(publication, room)));
    }

    /** BSTART.TLOAD and BSTART.TSTORE whose transfers copy their tiles with {@code load} and {@code store}. */
    static ModelChange copies(TileCopy load, TileCopy store) {
        return builder -> builder.replaceHandler(
                        BlockStartTileLoad.HANDLER,
                        new BlockStart(
                                BlockCommit.reference(),
                                BlockStartTileLoad.operation(
                                        SharedPublication.reference(), TileLoad.BINDING_CAPACITY, load)))
                .replaceHandler(
                        BlockStartTileStore.HANDLER,
                        new BlockStart(BlockCommit.reference(), BlockStartTileStore.operation(store)));
    }

    /** BSTART.TSTORE whose TSTORE operation is the reference's passed through {@code change}. */
    static ModelChange storeOperation(UnaryOperator<Operation> change) {
        return builder -> builder.replaceHandler(
                BlockStartTileStore.HANDLER,
                new BlockStart(
                        BlockCommit.reference(),
                        (word, machine) ->
                                change.apply(BlockStartTileStore.operation().select(word, machine))));
    }

    /** B.DIM LB0, LB1 and LB2 replaced by {@code variant} of their loop bound's index. */
    static ModelChange loopBounds(IntFunction<Semantics> variant) {
        return builder -> {
            for (int index = 0; index < LOOP_BOUND_HANDLERS.size(); index++) {
                builder.replaceHandler(LOOP_BOUND_HANDLERS.get(index), variant.apply(index));
            }
        };
    }

    /** Every BSTART (TLOAD, TSTORE and TEPL) the reference's passed through {@code change}. */
    static ModelChange blockStarts(UnaryOperator<Semantics> change) {
        return builder -> {
            for (String handler : BLOCK_START_HANDLERS) {
                builder.replaceHandler(
                        handler,
                        change.apply(HandlerRegistry.standard().lookup(handler).orElseThrow()));
            }
        };
    }

    /** BSTART.TLOAD and BSTART.TSTORE whose operations are the reference's passed through {@code change}. */
    static ModelChange transfers(TransferChange change) {
        return builder -> builder.replaceHandler(
                        BlockStartTileLoad.HANDLER,
                        new BlockStart(
                                BlockCommit.reference(),
                                changed(BlockStartTileLoad.operation(SharedPublication.reference()), change)))
                .replaceHandler(
                        BlockStartTileStore.HANDLER,
                        new BlockStart(BlockCommit.reference(), changed(BlockStartTileStore.operation(), change)));
    }

    private static OperationSelector changed(OperationSelector reference, TransferChange change) {
        return (word, machine) -> change.apply(reference.select(word, machine), dataType(word, machine));
    }

    private static int dataType(Decoded word, Machine machine) {
        return word.field(machine.profile().isa().dataTypeField());
    }
}
