package org.pto.avs.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.pto.avs.model.Machines.BUNDLE;
import static org.pto.avs.model.Machines.EXECUTED;
import static org.pto.avs.model.Machines.TILE;
import static org.pto.avs.model.Machines.executeAll;
import static org.pto.avs.model.Machines.step;
import static org.pto.avs.model.Words.BSTOP;
import static org.pto.avs.model.Words.TADD_FP64;
import static org.pto.avs.model.Words.bios;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.pto.avs.device.Binding;
import org.pto.avs.device.MachineState;
import org.pto.avs.device.PeMask;
import org.pto.avs.isa.Catalog;
import org.pto.avs.isa.Decoder;
import org.pto.avs.isa.Profile;
import org.pto.avs.isa.TileOperationTable;
import org.pto.avs.model.block.BlockStart;
import org.pto.avs.model.block.TileElementwiseStart;
import org.pto.avs.model.commit.BlockCommit;
import org.pto.avs.model.commit.CommitCheck;
import org.pto.avs.model.commit.SharedPublication;
import org.pto.avs.model.instruction.bios.BindBundleSharedIO;
import org.pto.avs.model.instruction.bios.SharedBinderCheck;
import org.pto.avs.model.instruction.bios.SharedBinderStep;
import org.pto.avs.model.profile.ModelProfile;
import org.pto.avs.model.semantics.Fault;

/**
 * The seams a variant model uses to differ from the reference in one place (reference-model/README.md): a
 * replaced handler, a different profile, a wrapped decoder, a replaced commit step. Each test shows the seam
 * changes what a case observes, and that the reference is unaffected.
 */
class VariantSeamsTest {

    @Test
    void aReplacedStepChangesOneBehaviourOnly() {
        // Duplicate check before the mask check: a duplicate with another mask becomes Fault_BundleControl.
        BindBundleSharedIO binder = BindBundleSharedIO.reference();
        SharedBinderStep duplicateFirst =
                attempt -> binder.step(SharedBinderCheck.DUPLICATE).finishes(attempt)
                        || binder.step(SharedBinderCheck.MASK).finishes(attempt);
        ReferenceModel variant = ReferenceModel.builder()
                .replaceSemantics(BindBundleSharedIO.MNEMONIC, binder.with(SharedBinderCheck.MASK, duplicateFirst))
                .build();
        int[] program = {TADD_FP64, bios(3, 0, 7)};
        Session reference = Machines.reset();
        Session mutant = variant.start(MachineState.RESET);
        executeAll(reference, program);
        executeAll(mutant, program);
        assertEquals(TILE, step(reference, bios(3, 0, 1)));
        assertEquals(BUNDLE, step(mutant, bios(3, 0, 1)));
        assertEquals(EXECUTED, step(Machines.reset(), bios(0, 0, 0)), "the reference is unchanged");
    }

    @Test
    void aReplacedStepRunsWhereItsCheckStandsInTheOrder() {
        // A stream-limit step that always faults: the checks before it still decide first.
        ReferenceModel variant = ReferenceModel.builder()
                .replaceSemantics(
                        BindBundleSharedIO.MNEMONIC,
                        BindBundleSharedIO.reference().with(SharedBinderCheck.STREAM_LIMIT, attempt -> {
                            throw Fault.tileLegality("always full");
                        }))
                .build();
        assertEquals(EXECUTED, step(variant.start(MachineState.RESET), bios(3, 0, 0)), "the no-op comes before");
        assertEquals(BUNDLE, step(variant.start(MachineState.RESET), bios(3, 0, 7)), "placement comes before");
        Session inHeader = variant.start(MachineState.RESET);
        executeAll(inHeader, TADD_FP64);
        assertEquals(TILE, step(inHeader, bios(3, 0, 7)));
    }

    @Test
    void aDifferentPeModeTableComesFromTheProfile() {
        Profile isa = Catalog.standard().profile();
        List<PeMask> reversed = new ArrayList<>(isa.peModeMasks());
        Collections.reverse(reversed);
        Profile shifted = new Profile(
                isa.peModeField(),
                isa.peMaskOperand(),
                reversed,
                isa.sizeCodeField(),
                isa.sourceSizeCode(),
                isa.capacityBySizeCode(),
                isa.dataTypeField(),
                isa.dataTypeNames(),
                isa.elementBytes(),
                isa.pes(),
                isa.sharedRegisters(),
                isa.sharedPoolBytes(),
                isa.gprs(),
                isa.streamSlots(),
                isa.assembleCellBytes());
        ReferenceModel variant =
                ReferenceModel.builder().profile(ModelProfile.defaults(shifted)).build();
        Session s = variant.start(MachineState.RESET);
        executeAll(s, TADD_FP64, bios(1, 0, 1));
        assertEquals(
                List.of(new Binding(1, 0, PeMask.parse("1110"), false)),
                s.observe().bindings());
    }

    @Test
    void aWrappedDecoderCanIgnoreAFixedBit() {
        Decoder decoder = new Decoder(Catalog.standard());
        ReferenceModel variant = ReferenceModel.builder()
                .decorateDecoder(
                        standard -> (bits, length) -> standard.decode(length == 32 ? bits & ~(1L << 19) : bits, length))
                .build();
        Session s = variant.start(MachineState.RESET);
        executeAll(s, TADD_FP64, 0x00189213);
        assertEquals(1, s.observe().bindings().size());
        assertEquals(true, decoder.decode(0x00189213L, 32).isEmpty(), "the catalog itself still rejects it");
    }

    @Test
    void aReplacedCommitStepReachesEveryCommitter() {
        BlockCommit dropsUnconsumed = BlockCommit.reference().with(CommitCheck.UNCONSUMED_BINDING, attempt -> false);
        ReferenceModel variant = ReferenceModel.builder()
                .semantics(SemanticsRegistry.standard(dropsUnconsumed, SharedPublication.reference()))
                .build();
        Session s = variant.start(MachineState.RESET);
        executeAll(s, Words.TADD_U64, 0x00601E13);
        assertEquals(EXECUTED, step(s, BSTOP));
        Session reference = Machines.reset();
        executeAll(reference, Words.TADD_U64, 0x00601E13);
        assertEquals(TILE, step(reference, BSTOP));
    }

    /** A variant TEPL whose operation table assigns every selector opens a block the reference refuses. */
    @Test
    void aTeplOperationTableComesWithTheSelector() {
        Catalog catalog = Catalog.standard();
        SortedMap<Integer, TileOperationTable.Operation> every = new TreeMap<>();
        for (int selector = 0; selector < TileOperationTable.SELECTORS; selector++) {
            every.put(selector, new TileOperationTable.Operation(selector, "OP" + selector, "VEC"));
        }
        ReferenceModel variant = ReferenceModel.builder()
                .replaceSemantics(
                        TileElementwiseStart.MNEMONIC,
                        new BlockStart(
                                BlockCommit.reference(),
                                TileElementwiseStart.operation(new TileOperationTable("all", "", every))))
                .build();
        assertEquals(EXECUTED, step(variant.start(MachineState.RESET), Words.tepl(0, 0, 5)));
        assertEquals(Machines.ILLEGAL, step(Machines.reset(), Words.tepl(0, 0, 5)));
        assertEquals(87, catalog.teplOperations().assigned().size(), "the reference's table is untouched");
    }

    @Test
    void aVariantWithoutTheFifthBindingCheckRecordsFive() {
        ReferenceModel variant = ReferenceModel.builder()
                .replaceSemantics(
                        BindBundleSharedIO.MNEMONIC,
                        BindBundleSharedIO.reference().with(SharedBinderCheck.STREAM_LIMIT, attempt -> false))
                .build();
        Session s = variant.start(MachineState.RESET);
        executeAll(s, TADD_FP64, bios(0, 0, 7), bios(1, 0, 7), bios(2, 0, 7), bios(3, 0, 7), bios(4, 0, 7));
        assertEquals(5, s.observe().bindings().size());
    }

    @Test
    void semanticsAreReplacedByMnemonicNeverByAHandlerName() {
        // The spec's handler names are shared by several mnemonics; the model's wiring never answers to them.
        for (String name : List.of("NoSuchMnemonic", "BindBundleSharedIO", "SetBundleDimension")) {
            assertThrows(
                    IllegalArgumentException.class,
                    () -> ReferenceModel.builder().replaceSemantics(name, BindBundleSharedIO.reference()),
                    name);
        }
    }
}
