package org.pto.avs.model.block;

import java.util.List;
import org.apiguardian.api.API;
import org.pto.avs.isa.Decoded;
import org.pto.avs.model.commit.BlockCommit;
import org.pto.avs.model.machine.Machine;
import org.pto.avs.model.semantics.Fault;
import org.pto.avs.model.semantics.Retirement;
import org.pto.avs.model.semantics.Semantics;

/** BSTOP and C.BSTOP: commit the active block (semantics §4). With no active block: Fault_BundleControl. */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class BlockEnd implements Semantics {

    /** The mnemonics whose semantics these are: BSTOP and its 16-bit form. */
    public static final List<String> MNEMONICS = List.of("BSTOP", "C.BSTOP");

    private final BlockCommit commit;

    public BlockEnd(BlockCommit commit) {
        this.commit = commit;
    }

    @Override
    public Retirement execute(Decoded word, Machine machine) {
        if (!machine.block().isActive()) {
            throw Fault.bundleControl(word.form().mnemonic() + " without an active block");
        }
        return commit.commit(machine);
    }

    @Override
    public Kind kind() {
        return Kind.BLOCK_BOUNDARY;
    }
}
