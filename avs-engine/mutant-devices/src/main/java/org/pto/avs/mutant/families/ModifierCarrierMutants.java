package org.pto.avs.mutant.families;

import static org.pto.avs.mutant.families.Changes.semantics;
import static org.pto.avs.mutant.families.RangeModifierMutants.both;

import java.util.List;
import org.apiguardian.api.API;
import org.pto.avs.model.instruction.bassemble.ModifierGroup;
import org.pto.avs.model.instruction.bsubview.ApplyBundleSubview;
import org.pto.avs.model.machine.Machine;
import org.pto.avs.model.machine.RangeGroup;
import org.pto.avs.mutant.definition.Mutant;

/**
 * What a range modifier records in its binding's carrier, told apart by the kind of binding or by the size: the
 * offset's wrap on a Local binding alone, and a Shared subview of the largest size at immediate 0.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class ModifierCarrierMutants {

    /** The largest SubviewSizeCode: 256 KiB, a whole Shared object of the largest capacity. */
    private static final int LARGEST_SIZE_CODE = 12;

    private ModifierCarrierMutants() {}

    public static List<Mutant> mutants() {
        return List.of(
                Mutant.of(
                        "local-carrier-offset-wrap-lost",
                        "on a Local binding the carrier's offset GPR[RegSrc] + uimm11 saturates at 2^64 - 1"
                                + " instead of wrapping; on a Shared one it wraps",
                        List.of("B.SUBVIEW state_effects[0]", "B.ASSEMBLE state_effects[0]"),
                        both(new LocalOffsetSaturates())),
                Mutant.of(
                        "subview-whole-object-records-nothing",
                        "a Shared B.SUBVIEW of SubviewSizeCode 12 at uimm11 0 is taken as the whole object and"
                                + " records no carrier",
                        List.of("B.SUBVIEW state_effects[0]"),
                        semantics(
                                ApplyBundleSubview.MNEMONIC,
                                ApplyBundleSubview.reference().withGroupRules(new WholeObjectSubviewDropped()))));
    }

    /** The reference's rules with a Local carrier's offset computed without wrapping. */
    private static final class LocalOffsetSaturates extends ModifierGroup {
        @Override
        public void record(
                Machine machine,
                RangeGroup group,
                RangeGroup.Role role,
                String mnemonic,
                int init,
                int last,
                int regSrc,
                int uimm11,
                int size,
                long offset) {
            long recorded = offset;
            if (group.kind() == RangeGroup.Kind.LOCAL) {
                long base = machine.gprs().read(regSrc);
                recorded = Long.compareUnsigned(base + uimm11, base) < 0 ? -1L : base + uimm11;
            }
            super.record(machine, group, role, mnemonic, init, last, regSrc, uimm11, size, recorded);
        }
    }

    /** B.SUBVIEW's rules, but a Shared subview of the largest size at immediate 0 leaves no carrier. */
    private static final class WholeObjectSubviewDropped extends ModifierGroup {
        @Override
        public void record(
                Machine machine,
                RangeGroup group,
                RangeGroup.Role role,
                String mnemonic,
                int init,
                int last,
                int regSrc,
                int uimm11,
                int size,
                long offset) {
            boolean wholeObject = group.kind() == RangeGroup.Kind.SHARED && size == LARGEST_SIZE_CODE && uimm11 == 0;
            if (!wholeObject) {
                super.record(machine, group, role, mnemonic, init, last, regSrc, uimm11, size, offset);
            }
        }
    }
}
