package org.pto.avs.model.instruction.bsubview;

import java.util.List;
import java.util.Objects;
import org.apiguardian.api.API;
import org.pto.avs.isa.Decoded;
import org.pto.avs.model.instruction.bassemble.ModifierGroup;
import org.pto.avs.model.machine.Machine;
import org.pto.avs.model.machine.RangeGroup;
import org.pto.avs.model.semantics.Retirement;
import org.pto.avs.model.semantics.Semantics;

/**
 * B.SUBVIEW: the range modifier of a source binding whose range group it joins, as source0 or source1 by SrcSelect
 * (operands page section 6). Order, after the catalog's constraints (RegSrc 24..31, SubviewSizeCode 0 and 13..15:
 * Fault_IllegalInstruction; bit 11 set matches no form): the group and the role ({@link ModifierGroup}: a Shared
 * group allows source0 on a source binder only, never source1); then 11 or 12 on a Local group is
 * Fault_TileLegality; then the carrier, its offset GPR[RegSrc] + uimm11 modulo 2^64. What a subview does at commit is
 * outside the modeled subset: a commit of a block that carries one is unsupported, never guessed.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class ApplyBundleSubview implements Semantics {

    /** The mnemonic whose semantics these are. */
    public static final String MNEMONIC = "B.SUBVIEW";

    private static final ApplyBundleSubview REFERENCE = new ApplyBundleSubview(ModifierGroup.REFERENCE);

    private final ModifierGroup groupRules;

    private ApplyBundleSubview(ModifierGroup groupRules) {
        this.groupRules = Objects.requireNonNull(groupRules, "groupRules");
    }

    /** The spec's B.SUBVIEW. */
    public static ApplyBundleSubview reference() {
        return REFERENCE;
    }

    /** This handler following the range-group rules of {@code replacement} (a variant model). */
    public ApplyBundleSubview withGroupRules(ModifierGroup replacement) {
        return new ApplyBundleSubview(replacement);
    }

    @Override
    public Retirement execute(Decoded word, Machine machine) {
        RangeGroup.Role role = word.field("SrcSelect") == 0 ? RangeGroup.Role.SOURCE0 : RangeGroup.Role.SOURCE1;
        RangeGroup group = groupRules.join(MNEMONIC, role, machine);
        if (group == null) {
            return Retirement.RETIRED;
        }
        int size = word.field("SubviewSizeCode");
        machine.reachCheck(ModifierGroup.SIZE);
        groupRules.requireLocalSize(group, size, MNEMONIC);
        int regSrc = word.field("RegSrc");
        int uimm11 = word.field("uimm11");
        groupRules.record(
                machine, group, role, MNEMONIC, 0, 0, regSrc, uimm11, size, groupRules.offset(machine, regSrc, uimm11));
        return Retirement.RETIRED;
    }

    @Override
    public List<String> checks() {
        return ModifierGroup.CHECKS;
    }

    @Override
    public Kind kind() {
        return Kind.HEADER_COMMAND;
    }

    @Override
    public boolean isRangeModifier() {
        return true;
    }
}
