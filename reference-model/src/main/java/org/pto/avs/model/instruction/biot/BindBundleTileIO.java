package org.pto.avs.model.instruction.biot;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.apiguardian.api.API;
import org.pto.avs.device.PeMask;
import org.pto.avs.isa.Decoded;
import org.pto.avs.model.machine.Block;
import org.pto.avs.model.machine.LocalBinding;
import org.pto.avs.model.machine.Machine;
import org.pto.avs.model.machine.RangeGroup;
import org.pto.avs.model.semantics.Fault;
import org.pto.avs.model.semantics.Retirement;
import org.pto.avs.model.semantics.Semantics;

/**
 * B.IOT, all five forms (one or two sources, with or without a destination, a destination only): records a Local
 * tile binding {mask, destination, SizeCode, DstTile, sources, L}. Order, after the step loop's decode and the
 * catalog's constraints (a destination SizeCode 0 or 11..15 is Fault_IllegalInstruction, before the zero-mask
 * no-op): PEMode 000 is a strict no-op that records nothing and leaves the L sequence open; then no active block, the
 * body, or a sequence an earlier L = 1 closed is Fault_BundleControl; then a mask other than every earlier B.IOT's
 * (B.IOS masks are not compared: the rule is asymmetric) is Fault_TileLegality; then the record, in the first free
 * slot.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class BindBundleTileIO implements Semantics {

    /** The mnemonic whose semantics these are. */
    public static final String MNEMONIC = "B.IOT";

    static final String NO_OP = "no-op";
    static final String PLACEMENT = "placement";
    static final String SEQUENCE = "sequence";
    static final String MASK = "mask";
    static final String SLOT_LIMIT = "slot-limit";
    static final String APPEND = "append";

    /** The model's Local binding slots; the contract says four, and a fifth is never tested ([U]). */
    static final int SLOTS = 16;

    private static final List<String> SOURCE_FIELDS = List.of("SrcTile0", "SrcTile1");

    @Override
    public Retirement execute(Decoded word, Machine machine) {
        Block block = machine.block();
        PeMask mask =
                machine.profile().peMask(word.field(machine.profile().isa().peModeField()));
        machine.reachCheck(NO_OP);
        if (mask.isEmpty()) {
            if (block.isHeaderOpen()) {
                block.openRangeGroup(RangeGroup.zeroMode());
            }
            return Retirement.RETIRED;
        }
        machine.reachCheck(PLACEMENT);
        if (!block.isHeaderOpen()) {
            throw Fault.bundleControl("a participating B.IOT needs an open block header");
        }
        machine.reachCheck(SEQUENCE);
        if (block.isLocalSequenceClosed()) {
            throw Fault.bundleControl("an earlier B.IOT with L = 1 closed the Local binding sequence");
        }
        machine.reachCheck(MASK);
        if (!block.everyLocalMaskEquals(mask)) {
            throw Fault.tileLegality("B.IOT mask " + mask + " differs from an earlier B.IOT's");
        }
        boolean destination =
                word.form().field(machine.profile().isa().sizeCodeField()).isPresent();
        int sizeCode = destination ? word.field(machine.profile().isa().sizeCodeField()) : 0;
        machine.reachCheck(SLOT_LIMIT);
        if (block.localBindingCount() >= SLOTS) {
            throw Fault.tileLegality("the block already has " + SLOTS + " Local bindings");
        }
        machine.reachCheck(APPEND);
        List<Integer> sources = sources(word);
        block.addLocal(new LocalBinding(
                mask, destination, sizeCode, destination ? word.field("DstTile") : 0, sources, word.field("L") == 1));
        block.openRangeGroup(RangeGroup.local(block.localBindingCount() - 1, roles(sources.size(), destination)));
        return Retirement.RETIRED;
    }

    /** A Local group's roles follow the form's fields: a source per SrcTile, a destination with DstTile. */
    public static Set<RangeGroup.Role> roles(int sources, boolean destination) {
        Set<RangeGroup.Role> roles = EnumSet.noneOf(RangeGroup.Role.class);
        if (sources > 0) {
            roles.add(RangeGroup.Role.SOURCE0);
        }
        if (sources > 1) {
            roles.add(RangeGroup.Role.SOURCE1);
        }
        if (destination) {
            roles.add(RangeGroup.Role.DESTINATION);
        }
        return roles;
    }

    /** The form's source selectors, SrcTile0 first. */
    public static List<Integer> sources(Decoded word) {
        List<Integer> sources = new ArrayList<>();
        for (String field : SOURCE_FIELDS) {
            if (word.form().field(field).isPresent()) {
                sources.add(word.field(field));
            }
        }
        return sources;
    }

    @Override
    public List<String> checks() {
        return List.of(CONSTRAINT, NO_OP, PLACEMENT, SEQUENCE, MASK, SLOT_LIMIT, APPEND);
    }

    @Override
    public Kind kind() {
        return Kind.HEADER_COMMAND;
    }
}
