package org.pto.avs.model.machine;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import org.apiguardian.api.API;
import org.pto.avs.device.Binding;
import org.pto.avs.device.BlockPhase;
import org.pto.avs.device.PeMask;

/**
 * The block lifecycle and its header state (semantics §2 to §4): phase, the installed operation, the
 * Shared binding stream (four slots, encoded order), the Local (B.IOT) bindings, the loop bounds LB0..LB2
 * (write-once), the B.ASSEMBLE modifier of each slot, the open range group, and the attribute records of B.CATR,
 * B.DATR and B.HINT.
 *
 * <p>A successful commit clears the header state, as BSTART does, and leaves the phase {@link BlockPhase#NONE}:
 * the spec's stop clears the bindings, the scalar record, the loop bounds and the attributes of the block it
 * retires.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class Block {

    private final int streamSlots;
    private Binding[] slots;
    private RangeModifier[] modifiers;
    private final List<LocalBinding> locals = new ArrayList<>();
    private final int[] loopBounds = new int[3];
    private int writtenLoopBounds;
    private ScalarBinding scalarBinding;
    private int count;
    private BlockPhase phase = BlockPhase.NONE;
    private Operation operation;
    private RangeGroup rangeGroup;
    private final List<RangeCarrier> carriers = new ArrayList<>();
    private ControlAttributes controlAttributes;
    private DataAttributes dataAttributes = DataAttributes.RESET;
    private BlockHint hint;

    Block(int streamSlots) {
        this.streamSlots = streamSlots;
        this.slots = new Binding[streamSlots];
        this.modifiers = new RangeModifier[streamSlots];
    }

    public BlockPhase phase() {
        return phase;
    }

    /** A block is active from BSTART until its commit succeeds. */
    public boolean isActive() {
        return phase != BlockPhase.NONE;
    }

    /** Header commands are legal only here: an active block whose body has not begun. */
    public boolean isHeaderOpen() {
        return phase == BlockPhase.HEADER;
    }

    public Operation operation() {
        return operation;
    }

    /**
     * A block start (BSTART, B.HINT TRACE): clears the header state (bindings, dimensions, range group, attributes)
     * and opens the header of a block of the {@code selected} operation.
     */
    public void open(Operation selected) {
        clearHeaderState();
        operation = selected;
        phase = BlockPhase.HEADER;
    }

    private void clearHeaderState() {
        Arrays.fill(slots, null);
        Arrays.fill(modifiers, null);
        locals.clear();
        Arrays.fill(loopBounds, 0);
        writtenLoopBounds = 0;
        scalarBinding = null;
        count = 0;
        rangeGroup = null;
        carriers.clear();
        controlAttributes = null;
        dataAttributes = DataAttributes.RESET;
        hint = null;
    }

    /** The first non-header instruction of an open header enters the body (semantics §1). */
    public void enterBody() {
        if (phase == BlockPhase.HEADER) {
            phase = BlockPhase.BODY;
        }
    }

    /** A successful commit ends the block and clears its header state. */
    public void end() {
        clearHeaderState();
        phase = BlockPhase.NONE;
    }

    // ---- the Shared binding stream

    /** The architectural limit of the stream (four); B.IOS checks it before appending. */
    public int streamSlots() {
        return streamSlots;
    }

    public int sharedBindingCount() {
        return count;
    }

    public Binding binding(int slot) {
        return slots[slot];
    }

    /** The stream in encoded order. */
    public List<Binding> bindings() {
        return List.of(Arrays.copyOf(slots, count));
    }

    public boolean hasSharedBinding(int sharedId) {
        for (int i = 0; i < count; i++) {
            if (slots[i].sharedId() == sharedId) {
                return true;
            }
        }
        return false;
    }

    /**
     * Appends to the first free slot and returns it. The storage grows past the architectural limit only for
     * a variant model that skips the fifth-binding check.
     */
    public int append(Binding binding) {
        if (count == slots.length) {
            slots = Arrays.copyOf(slots, count * 2);
            modifiers = Arrays.copyOf(modifiers, count * 2);
        }
        slots[count] = binding;
        return count++;
    }

    public void markConsumed(int slot) {
        Binding b = slots[slot];
        slots[slot] = new Binding(b.sharedId(), b.sizeCode(), b.mask(), true);
    }

    // ---- Local bindings

    public int localBindingCount() {
        return locals.size();
    }

    public void addLocal(LocalBinding binding) {
        locals.add(binding);
    }

    /** The Local binding records in encoded order. */
    public List<LocalBinding> localBindings() {
        return List.copyOf(locals);
    }

    /** True once a recorded B.IOT had L = 1: the Local binding sequence is closed. */
    public boolean isLocalSequenceClosed() {
        return locals.stream().anyMatch(LocalBinding::last);
    }

    /** True when every Local binding recorded in this block has exactly {@code mask} (B.IOT's own rule). */
    public boolean everyLocalMaskEquals(PeMask mask) {
        return locals.stream().allMatch(local -> local.mask().equals(mask));
    }

    /** True when every binding recorded in this block, Local and Shared, has exactly {@code mask}. */
    public boolean everyRecordedMaskEquals(PeMask mask) {
        for (int i = 0; i < count; i++) {
            if (!slots[i].mask().equals(mask)) {
                return false;
            }
        }
        for (LocalBinding local : locals) {
            if (!local.mask().equals(mask)) {
                return false;
            }
        }
        return true;
    }

    /** The PEs taking part: the union of the recorded masks (one common mask in a legal block), or none. */
    public PeMask participation() {
        int bits = 0;
        for (int i = 0; i < count; i++) {
            bits |= slots[i].mask().bits();
        }
        for (LocalBinding local : locals) {
            bits |= local.mask().bits();
        }
        return new PeMask(bits);
    }

    // ---- loop bounds (B.DIM)

    public boolean isLoopBoundWritten(int index) {
        return (writtenLoopBounds & (1 << index)) != 0;
    }

    /** LBn, zero until written. */
    public int loopBound(int index) {
        return loopBounds[index];
    }

    public void writeLoopBound(int index, int value) {
        loopBounds[index] = value;
        writtenLoopBounds |= 1 << index;
    }

    /** The loop bounds written in this block (their presence bits set), in index order. */
    public List<LoopBound> presentLoopBounds() {
        List<LoopBound> present = new ArrayList<>();
        for (int index = 0; index < loopBounds.length; index++) {
            if (isLoopBoundWritten(index)) {
                present.add(new LoopBound(index, loopBounds[index]));
            }
        }
        return present;
    }

    // ---- the scalar binding record (B.IOR)

    /** The record a B.IOR wrote in this block, or null. */
    public ScalarBinding scalarBinding() {
        return scalarBinding;
    }

    public void recordScalarBinding(ScalarBinding record) {
        scalarBinding = record;
    }

    // ---- the attribute records (B.CATR, B.DATR, B.HINT)

    /** The record a B.CATR wrote in this block, or null (every attribute off). */
    public ControlAttributes controlAttributes() {
        return controlAttributes;
    }

    public void recordControlAttributes(ControlAttributes record) {
        controlAttributes = record;
    }

    /** The data attribute state: a B.DATR's fields, or the reset values with the block's DataType. Never null. */
    public DataAttributes dataAttributes() {
        return dataAttributes;
    }

    public void recordDataAttributes(DataAttributes record) {
        dataAttributes = record;
    }

    /**
     * A BSTART that carries a DataType installs it as the data type of the block's data attributes, unless a B.DATR
     * already set them (the spec's {@code InstallBundleOperationDescriptor}; right after a block start none has).
     */
    public void inheritDataType(int dataType) {
        if (!dataAttributes.present()) {
            dataAttributes = dataAttributes.withDataType(dataType);
        }
    }

    /** The hint of this block (an ordinary B.HINT's, or the TRACE mark of a block TRACE opened), or null. */
    public BlockHint hint() {
        return hint;
    }

    public void recordHint(BlockHint record) {
        hint = record;
    }

    /**
     * Every state record of the block by name, as devices report them: the loop bounds, the scalar and Local
     * binding records, the carriers and the attribute records (a record the block does not hold is null; the data
     * attributes are never null).
     */
    public SortedMap<String, Object> records() {
        SortedMap<String, Object> records = new TreeMap<>();
        Map<String, Object> bounds = new LinkedHashMap<>();
        presentLoopBounds().forEach(bound -> bounds.put(bound.name(), bound.value()));
        records.put(LoopBound.RECORD, bounds);
        records.put(ScalarBinding.RECORD, scalarBinding == null ? null : scalarBinding.asRecord());
        records.put(
                LocalBinding.RECORD, locals.stream().map(LocalBinding::asRecord).toList());
        records.put(LocalBinding.SEQUENCE_CLOSED_RECORD, isLocalSequenceClosed());
        records.put(
                RangeCarrier.RECORD,
                carriers().stream().map(RangeCarrier::asRecord).toList());
        records.put(ControlAttributes.RECORD, controlAttributes == null ? null : controlAttributes.asRecord());
        records.put(DataAttributes.RECORD, dataAttributes.asRecord());
        records.put(BlockHint.RECORD, hint == null ? null : hint.asRecord());
        return records;
    }

    // ---- B.ASSEMBLE range groups

    /** The range group a modifier may join now, or null when none is open. */
    public RangeGroup rangeGroup() {
        return rangeGroup;
    }

    public void openRangeGroup(RangeGroup group) {
        rangeGroup = group;
    }

    public void closeRangeGroup() {
        rangeGroup = null;
    }

    /** Records a modifier's carrier and that the group's binding took its role. */
    public void attachCarrier(RangeCarrier carrier, RangeGroup.Role role) {
        carriers.add(carrier);
        rangeGroup = rangeGroup.taken(role);
    }

    /** The carriers recorded in this block: Shared bindings' first, then Local ones', each in slot order. */
    public List<RangeCarrier> carriers() {
        List<RangeCarrier> ordered = new ArrayList<>(carriers);
        ordered.sort(Comparator.comparing((RangeCarrier c) -> !c.stream().equals(RangeCarrier.SHARED))
                .thenComparingInt(RangeCarrier::slot));
        return ordered;
    }

    /** True when some binding of the block carries a B.SUBVIEW. */
    public boolean hasSubview() {
        return carriers.stream().anyMatch(c -> c.modifier().equals("B.SUBVIEW"));
    }

    /** The B.ASSEMBLE modifier of a slot, or null. */
    public RangeModifier modifier(int slot) {
        return modifiers[slot];
    }

    public void attachModifier(int slot, RangeModifier modifier) {
        modifiers[slot] = modifier;
    }
}
