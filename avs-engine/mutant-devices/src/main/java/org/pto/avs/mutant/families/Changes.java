package org.pto.avs.mutant.families;

import java.util.List;
import java.util.function.UnaryOperator;
import org.pto.avs.isa.Decoded;
import org.pto.avs.model.SemanticsRegistry;
import org.pto.avs.model.block.BlockStart;
import org.pto.avs.model.block.OperationSelector;
import org.pto.avs.model.block.TileElementwiseStart;
import org.pto.avs.model.block.TileLoadStart;
import org.pto.avs.model.block.TileStoreStart;
import org.pto.avs.model.commit.BlockCommit;
import org.pto.avs.model.commit.SharedPublication;
import org.pto.avs.model.commit.TileCopy;
import org.pto.avs.model.commit.TileLoad;
import org.pto.avs.model.instruction.bassemble.ApplyBundleAssemble;
import org.pto.avs.model.instruction.bdim.RegisterLoopBound;
import org.pto.avs.model.instruction.bios.BindBundleSharedIO;
import org.pto.avs.model.instruction.bios.SharedBinderCheck;
import org.pto.avs.model.instruction.bios.SharedBinderStep;
import org.pto.avs.model.machine.Machine;
import org.pto.avs.model.machine.Operation;
import org.pto.avs.model.semantics.Semantics;
import org.pto.avs.mutant.definition.ModelChange;

/**
 * The model changes the families use: one mnemonic's semantics or one step of B.IOS's order of checks replaced,
 * B.ASSEMBLE's size field read otherwise, the commit, the Shared publication, one tile transfer or its copy replaced,
 * B.DIM's semantics, or every BSTART decorated.
 */
final class Changes {

    /** Every BSTART mnemonic of the subset. */
    private static final List<String> BLOCK_STARTS =
            List.of(TileLoadStart.MNEMONIC, TileStoreStart.MNEMONIC, TileElementwiseStart.MNEMONIC);

    /** A TLOAD or TSTORE operation changed, knowing the DataType its BSTART named. */
    @FunctionalInterface
    interface TransferChange {
        Operation apply(Operation reference, int dataType);
    }

    private Changes() {}

    /** The semantics of {@code mnemonic} (every form of it) replaced. */
    static ModelChange semantics(String mnemonic, Semantics replacement) {
        return builder -> builder.replaceSemantics(mnemonic, replacement);
    }

    /** B.IOS ({@code BindBundleSharedIO}) replaced. */
    static ModelChange binder(Semantics replacement) {
        return semantics(BindBundleSharedIO.MNEMONIC, replacement);
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
        return semantics(
                ApplyBundleAssemble.MNEMONIC, ApplyBundleAssemble.reference().withSizeField(sizeField));
    }

    /** The commit of every BSTART, BSTOP and C.BSTOP replaced. */
    static ModelChange commit(BlockCommit replacement) {
        return builder -> builder.semantics(SemanticsRegistry.standard(replacement, SharedPublication.reference()));
    }

    /** The Shared publication of TLOAD replaced. */
    static ModelChange publication(SharedPublication replacement) {
        return builder -> builder.semantics(SemanticsRegistry.standard(BlockCommit.reference(), replacement));
    }

    /** BSTART.TLOAD whose TLOAD checks the tile against {@code room} and writes through {@code publication}. */
    static ModelChange loadRoom(TileLoad.Room room, SharedPublication publication) {
        return builder -> builder.replaceSemantics(
                TileLoadStart.MNEMONIC,
                new BlockStart(BlockCommit.reference(), TileLoadStart.operation(publication, room)));
    }

    /** BSTART.TLOAD and BSTART.TSTORE whose transfers copy their tiles with {@code load} and {@code store}. */
    static ModelChange copies(TileCopy load, TileCopy store) {
        return builder -> builder.replaceSemantics(
                        TileLoadStart.MNEMONIC,
                        new BlockStart(
                                BlockCommit.reference(),
                                TileLoadStart.operation(
                                        SharedPublication.reference(), TileLoad.BINDING_CAPACITY, load)))
                .replaceSemantics(
                        TileStoreStart.MNEMONIC,
                        new BlockStart(BlockCommit.reference(), TileStoreStart.operation(store)));
    }

    /** BSTART.TSTORE whose TSTORE operation is the reference's passed through {@code change}. */
    static ModelChange storeOperation(UnaryOperator<Operation> change) {
        return builder -> builder.replaceSemantics(
                TileStoreStart.MNEMONIC,
                new BlockStart(
                        BlockCommit.reference(),
                        (word, machine) ->
                                change.apply(TileStoreStart.operation().select(word, machine))));
    }

    /** B.DIM, its three forms (LB0, LB1, LB2), replaced. */
    static ModelChange loopBounds(Semantics replacement) {
        return semantics(RegisterLoopBound.MNEMONIC, replacement);
    }

    /** Every BSTART (TLOAD, TSTORE and TEPL) the reference's passed through {@code change}. */
    static ModelChange blockStarts(UnaryOperator<Semantics> change) {
        return builder -> {
            for (String mnemonic : BLOCK_STARTS) {
                builder.replaceSemantics(
                        mnemonic,
                        change.apply(
                                SemanticsRegistry.standard().lookup(mnemonic).orElseThrow()));
            }
        };
    }

    /** BSTART.TLOAD and BSTART.TSTORE whose operations are the reference's passed through {@code change}. */
    static ModelChange transfers(TransferChange change) {
        return builder -> builder.replaceSemantics(
                        TileLoadStart.MNEMONIC,
                        new BlockStart(
                                BlockCommit.reference(),
                                changed(TileLoadStart.operation(SharedPublication.reference()), change)))
                .replaceSemantics(
                        TileStoreStart.MNEMONIC,
                        new BlockStart(BlockCommit.reference(), changed(TileStoreStart.operation(), change)));
    }

    private static OperationSelector changed(OperationSelector reference, TransferChange change) {
        return (word, machine) -> change.apply(reference.select(word, machine), dataType(word, machine));
    }

    private static int dataType(Decoded word, Machine machine) {
        return word.field(machine.profile().isa().dataTypeField());
    }
}
