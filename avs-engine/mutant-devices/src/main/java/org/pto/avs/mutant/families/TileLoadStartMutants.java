package org.pto.avs.mutant.families;

import static org.pto.avs.mutant.families.Changes.commit;
import static org.pto.avs.mutant.families.Changes.semantics;

import java.util.List;
import org.apiguardian.api.API;
import org.pto.avs.isa.Decoded;
import org.pto.avs.model.SemanticsRegistry;
import org.pto.avs.model.block.TileLoadStart;
import org.pto.avs.model.commit.BlockCommit;
import org.pto.avs.model.commit.CommitAttempt;
import org.pto.avs.model.commit.CommitCheck;
import org.pto.avs.model.commit.TileLoad;
import org.pto.avs.model.machine.Block;
import org.pto.avs.model.machine.Machine;
import org.pto.avs.model.semantics.Fault;
import org.pto.avs.model.semantics.Retirement;
import org.pto.avs.model.semantics.Semantics;
import org.pto.avs.mutant.definition.Mutant;

/**
 * BSTART.TLOAD done wrongly at the block start: its DataType constraint left unchecked, the DataType codes with no
 * element size refused already at BSTART, and the block with no binding refused at commit for want of a destination.
 */
@API(status = API.Status.INTERNAL, since = "0.2")
public final class TileLoadStartMutants {

    private static final Semantics REFERENCE =
            SemanticsRegistry.standard().lookup(TileLoadStart.MNEMONIC).orElseThrow();

    private TileLoadStartMutants() {}

    public static List<Mutant> mutants() {
        return List.of(
                Mutant.of(
                        "tload-data-type-unchecked",
                        "BSTART.TLOAD does not check its DataType: a reserved code (15, 21..23, 29..31) opens a TLOAD"
                                + " block",
                        List.of("BSTART.TLOAD legality[0]", "BSTART.TLOAD exceptions[0]"),
                        semantics(TileLoadStart.MNEMONIC, new Unchecked())),
                Mutant.of(
                        "tload-sizeless-data-type-refused",
                        "BSTART.TLOAD refuses a DataType with no element size (the unnamed float codes) with"
                                + " Fault_IllegalInstruction, where the code is assigned and opens a block",
                        List.of("BSTART.TLOAD legality[0]", "BSTART.TLOAD state_effects[0]"),
                        semantics(TileLoadStart.MNEMONIC, new SizedOnly())),
                Mutant.of(
                        "tload-empty-block-faults",
                        "the commit of a TLOAD block with no binding (every binder's PEMode 000) raises"
                                + " Fault_TileLegality for want of a destination instead of ending with no effect",
                        List.of("BSTART.TLOAD state_effects[1]"),
                        commit(BlockCommit.reference()
                                .with(CommitCheck.EMPTY_BLOCK, TileLoadStartMutants::destinationRequired))));
    }

    /** BSTART.TLOAD whose words all pass the constraint check; otherwise the reference's. */
    private record Unchecked() implements Semantics {

        @Override
        public String constraintViolation(Decoded word) {
            return null;
        }

        @Override
        public Retirement execute(Decoded word, Machine machine) {
            return REFERENCE.execute(word, machine);
        }

        @Override
        public Kind kind() {
            return REFERENCE.kind();
        }
    }

    /** BSTART.TLOAD refusing, before any effect, a DataType the profile gives no element size; else the reference's. */
    private record SizedOnly() implements Semantics {

        @Override
        public Retirement execute(Decoded word, Machine machine) {
            int dataType = word.field(machine.profile().isa().dataTypeField());
            if (machine.profile().elementBytes(dataType).isEmpty()) {
                throw Fault.illegalInstruction("DataType " + dataType + " has no element size");
            }
            return REFERENCE.execute(word, machine);
        }

        @Override
        public Kind kind() {
            return REFERENCE.kind();
        }
    }

    /** The empty-block step of the commit refusing a TLOAD block with no binding, else the reference's. */
    private static boolean destinationRequired(CommitAttempt attempt) {
        Block block = attempt.block();
        if (block.sharedBindingCount() != 0 || block.localBindingCount() != 0) {
            return false;
        }
        if (block.operation() instanceof TileLoad) {
            throw Fault.tileLegality("TLOAD has no destination");
        }
        block.end();
        return true;
    }
}
