package org.pto.avs.model.instruction.bassemble;

import java.util.List;
import org.apiguardian.api.API;
import org.pto.avs.model.machine.Block;
import org.pto.avs.model.machine.Machine;
import org.pto.avs.model.machine.RangeCarrier;
import org.pto.avs.model.machine.RangeGroup;
import org.pto.avs.model.semantics.Fault;
import org.pto.avs.model.semantics.Semantics;

/**
 * What the range modifiers (B.ASSEMBLE, B.SUBVIEW) share once their word passed decode and the catalog's constraints:
 * joining the open range group for their role (none open, a role the binding lacks, or a role already taken or
 * passed: Fault_BundleControl), the Local size limit (11 and 12 on a Local group: Fault_TileLegality), and the carrier
 * with its offset, computed after every check. In a zero-mode group a modifier executes with no read and no record.
 *
 * <p>{@link #REFERENCE} is the spec's rules; a variant model overrides one of them and hands the variant to
 * {@code ApplyBundleAssemble.withGroupRules} and {@code ApplyBundleSubview.withGroupRules}.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public class ModifierGroup {

    public static final String GROUP = "group";
    public static final String ROLE = "role";
    public static final String SIZE = "size";
    public static final String RECORD = "record";

    /** The checks as the census names them, in order; the zero-mode exit counts as reaching the role check. */
    public static final List<String> CHECKS = List.of(Semantics.CONSTRAINT, GROUP, ROLE, SIZE, RECORD);

    /** The largest Local SizeCode; the S2 line of the spec makes 11 and 12 Fault_TileLegality on a Local group. */
    static final int LOCAL_SIZE_CODE_MAX = 10;

    /** The spec's rules. */
    public static final ModifierGroup REFERENCE = new ModifierGroup();

    protected ModifierGroup() {}

    /** The group {@code mnemonic} joins for {@code role}, or null in a zero-mode group (no effect). */
    public RangeGroup join(String mnemonic, RangeGroup.Role role, Machine machine) {
        Block block = machine.block();
        machine.reachCheck(GROUP);
        RangeGroup group = block.rangeGroup();
        if (group == null) {
            throw Fault.bundleControl(mnemonic + " does not follow a binder in its range group");
        }
        machine.reachCheck(ROLE);
        if (group.isZeroMode()) {
            return null;
        }
        if (!group.admits(role)) {
            throw Fault.bundleControl(mnemonic + " as " + role.text() + " of a binding that "
                    + (group.allowed().contains(role)
                            ? "already took " + group.lastRole().text()
                            : "has no " + role.text()));
        }
        return group;
    }

    /** A Local group takes sizes up to 10. */
    public void requireLocalSize(RangeGroup group, int size, String mnemonic) {
        if (group.kind() == RangeGroup.Kind.LOCAL && size > LOCAL_SIZE_CODE_MAX) {
            throw Fault.tileLegality(
                    mnemonic + " size " + size + " on a Local binding (1.." + LOCAL_SIZE_CODE_MAX + ")");
        }
    }

    /** GPR[RegSrc] + uimm11 at register width: the offset, after every legality check. */
    public long offset(Machine machine, int regSrc, int uimm11) {
        return (machine.gprs().read(regSrc) + uimm11) & machine.gprs().widthMask();
    }

    /** Records {@code carrier} on the group's binding and marks its role taken. */
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
        machine.reachCheck(RECORD);
        String stream = group.kind() == RangeGroup.Kind.SHARED ? RangeCarrier.SHARED : RangeCarrier.LOCAL;
        machine.block()
                .attachCarrier(
                        new RangeCarrier(
                                stream, group.slot(), role.text(), mnemonic, init, last, regSrc, uimm11, size, offset),
                        role);
    }
}
