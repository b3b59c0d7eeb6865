package org.pto.avs.mutant.families;

import static org.pto.avs.mutant.families.Changes.binder;

import java.util.List;
import org.pto.avs.device.Binding;
import org.pto.avs.device.Bytes;
import org.pto.avs.device.PeMask;
import org.pto.avs.device.SharedDescriptor;
import org.pto.avs.device.SharedObject;
import org.pto.avs.isa.Decoded;
import org.pto.avs.model.semantics.Retirement;
import org.pto.avs.model.block.BindBundleSharedIO;
import org.pto.avs.model.machine.Block;
import org.pto.avs.model.machine.Machine;
import org.pto.avs.mutant.Mutant;

/**
 * A source binding (SizeCode 0) that is not read-only: binding it changes the Shared register
 * (state_effects[1], field_zero_meanings.SizeCode).
 */
public final class SourceMutants {

    private SourceMutants() {
    }

    public static List<Mutant> mutants() {
        return List.of(
                Mutant.of("source-bind-unpublishes", "binding a published Sx as a source clears its published flag",
                        List.of("state_effects[1]"), binder(new SourceBindUnpublishes())),
                Mutant.of("source-bind-allocates",
                        "binding an Sx without a descriptor as a source allocates an empty 128 B object for it",
                        List.of("state_effects[1]", "field_zero_meanings.SizeCode"), binder(new SourceBindAllocates())));
    }

    /** B.IOS that, after recording a source binding, rewrites that register. */
    abstract static class SourceBindWrites extends BindBundleSharedIO {
        @Override
        public Retirement execute(Decoded word, Machine machine) {
            Block block = machine.block();
            int before = block.sharedBindingCount();
            Retirement retirement = super.execute(word, machine);
            if (block.sharedBindingCount() > before) {
                Binding bound = block.binding(before);
                if (machine.profile().isSourceSizeCode(bound.sizeCode())) {
                    rewrite(machine, bound);
                }
            }
            return retirement;
        }

        abstract void rewrite(Machine machine, Binding source);
    }

    static final class SourceBindUnpublishes extends SourceBindWrites {
        @Override
        void rewrite(Machine machine, Binding source) {
            SharedObject object = machine.shared().get(source.sharedId());
            if (object != null) {
                SharedDescriptor d = object.descriptor();
                machine.shared().install(source.sharedId(), new SharedObject(new SharedDescriptor(d.allocationMask(),
                        d.initializedMask(), d.wholeParentReady(), false, d.capacityBytes(), d.rows(), d.columns(),
                        d.validRows(), d.validColumns(), d.dataType()), object.payload()));
            }
        }
    }

    static final class SourceBindAllocates extends SourceBindWrites {
        @Override
        void rewrite(Machine machine, Binding source) {
            if (machine.shared().get(source.sharedId()) == null) {
                int smallest = machine.profile().isa().capacityBySizeCode().values().stream()
                        .min(Integer::compare).orElseThrow();
                SharedDescriptor d = new SharedDescriptor(source.mask(), PeMask.NONE, false, false, smallest, 0, 0, 0, 0,
                        0);
                machine.shared().install(source.sharedId(), new SharedObject(d, Bytes.zeros(smallest)));
            }
        }
    }
}
