package org.pto.avs.mutant.families;

import static org.pto.avs.mutant.families.Changes.binder;

import java.util.List;
import org.pto.avs.device.PeMask;
import org.pto.avs.isa.Decoded;
import org.pto.avs.model.semantics.Retirement;
import org.pto.avs.model.block.BindBundleSharedIO;
import org.pto.avs.model.machine.Block;
import org.pto.avs.model.machine.Machine;
import org.pto.avs.mutant.Mutant;

/**
 * PEMode 000 not treated as the strict no-op it is (defaults[2], exceptions[3], field_zero_meanings.PEMode).
 * The zero mask taken after placement is a check-order mutant ({@link CheckOrderMutants}).
 */
public final class ZeroMaskMutants {

    private ZeroMaskMutants() {
    }

    public static List<Mutant> mutants() {
        return List.of(
                Mutant.of("zero-mask-binds", "PEMode 000 is an ordinary binding with mask 0000",
                        List.of("defaults[2]", "exceptions[3]", "state_effects[1]", "field_zero_meanings.PEMode"),
                        binder(new ZeroMaskBinds())),
                Mutant.of("zero-mask-duplicate-checked", "in a header a PEMode-000 B.IOS naming a bound Sx is a duplicate",
                        List.of("exceptions[3]", "defaults[2]"), binder(new ZeroMaskDuplicateChecked())),
                Mutant.of("zero-mask-stream-limit-checked", "in a full header a PEMode-000 B.IOS hits the stream limit",
                        List.of("exceptions[3]", "defaults[2]", "block_composition[0]"),
                        binder(new ZeroMaskStreamLimitChecked())));
    }

    static final class ZeroMaskBinds extends BindBundleSharedIO {
        @Override
        protected boolean isStrictNoOp(PeMask mask) {
            return false;
        }
    }

    static final class ZeroMaskDuplicateChecked extends BindBundleSharedIO {
        @Override
        public Retirement execute(Decoded word, Machine machine) {
            Block block = machine.block();
            if (mask(word, machine).isEmpty() && block.isHeaderOpen()) {
                checkDuplicate(block, sharedId(word));
            }
            return super.execute(word, machine);
        }
    }

    static final class ZeroMaskStreamLimitChecked extends BindBundleSharedIO {
        @Override
        public Retirement execute(Decoded word, Machine machine) {
            Block block = machine.block();
            if (mask(word, machine).isEmpty() && block.isHeaderOpen()) {
                checkStreamCapacity(block);
            }
            return super.execute(word, machine);
        }
    }
}
