package org.pto.avs.model.machine;

import java.util.Map;
import org.apiguardian.api.API;
import org.pto.avs.device.FaultKind;
import org.pto.avs.device.GmSegment;
import org.pto.avs.device.MachineState;
import org.pto.avs.device.SharedObject;
import org.pto.avs.model.profile.ModelProfile;

/**
 * The architectural state of one Core with four PEs: R0..R23, global memory, the Shared registers and pool,
 * the block, the TPC and the last fault. Mutable and private to one run; runs report immutable snapshots.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class Machine {

    private final ModelProfile profile;
    private final GeneralRegisters gprs;
    private final GlobalMemory gm;
    private final SharedRegisters shared;
    private final Block block;
    private long tpc;
    private FaultKind lastFault;
    private String lastCheck;

    private Machine(ModelProfile profile) {
        this.profile = profile;
        this.gprs = new GeneralRegisters(profile.isa().gprs(), profile.gprMask());
        this.gm = new GlobalMemory(profile.gmBytes());
        this.shared = new SharedRegisters(profile.isa().sharedRegisters(), profile.sharedPoolBytes());
        this.block = new Block(profile.isa().streamSlots());
    }

    /**
     * A reset machine loaded with {@code initial}: no active block, the named Shared objects (shared, not
     * copied), GM segments and GPRs. Throws {@link IllegalArgumentException} naming what does not fit.
     */
    public static Machine load(ModelProfile profile, MachineState initial) {
        Machine machine = new Machine(profile);
        for (Map.Entry<Integer, SharedObject> e : initial.shared().entrySet()) {
            int id = e.getKey();
            SharedObject object = e.getValue();
            if (id < 0 || id >= machine.shared.count()) {
                throw new IllegalArgumentException(
                        "initial state names S" + id + "; Shared registers are S0..S" + (machine.shared.count() - 1));
            }
            if (object.payload().length() != object.descriptor().capacityBytes()) {
                throw new IllegalArgumentException(
                        "initial S" + id + " has " + object.payload().length() + " payload bytes but capacity_bytes "
                                + object.descriptor().capacityBytes());
            }
            machine.shared.install(id, object);
        }
        for (GmSegment segment : initial.gm()) {
            if (!machine.gm.contains(segment.address(), segment.bytes().length())) {
                throw new IllegalArgumentException(String.format(
                        "initial GM segment at 0x%X (%d bytes) lies outside the %d bytes of GM",
                        segment.address(), segment.bytes().length(), machine.gm.size()));
            }
            byte[] bytes = segment.bytes().toArray();
            machine.gm.write(segment.address(), bytes, 0, bytes.length);
        }
        for (Map.Entry<Integer, Long> e : initial.gprs().entrySet()) {
            int r = e.getKey();
            if (r < 0 || r >= machine.gprs.count()) {
                throw new IllegalArgumentException(
                        "initial state names R" + r + "; GPRs are R0..R" + (machine.gprs.count() - 1));
            }
            if (r == 0 && e.getValue() != 0) {
                throw new IllegalArgumentException("R0 is the zero register; it cannot start as " + e.getValue());
            }
            machine.gprs.write(r, e.getValue());
        }
        return machine;
    }

    public ModelProfile profile() {
        return profile;
    }

    public GeneralRegisters gprs() {
        return gprs;
    }

    public GlobalMemory gm() {
        return gm;
    }

    public SharedRegisters shared() {
        return shared;
    }

    public Block block() {
        return block;
    }

    /** The byte address of the next instruction; advances only when an instruction retires. */
    public long tpc() {
        return tpc;
    }

    public void advanceTpc(int bytes) {
        tpc += bytes;
    }

    /** The fault of the last attempt, or null; every attempt first clears it. */
    public FaultKind lastFault() {
        return lastFault;
    }

    public void clearLastFault() {
        lastFault = null;
    }

    public void recordFault(FaultKind kind) {
        lastFault = kind;
    }

    /**
     * The check of an instruction's order that the last attempt reached last, which is the one that decided the word
     * (its fault, its no-op or its effect), or null when the instruction names no checks or the word was not
     * issued. Semantics with an order of checks name each check as they reach it ({@link #reachCheck}).
     */
    public String lastCheck() {
        return lastCheck;
    }

    /** The attempt reached {@code check} of its instruction's order (a name such as {@code stream-limit}). */
    public void reachCheck(String check) {
        lastCheck = check;
    }

    /** Every attempt starts with no check reached. */
    public void clearLastCheck() {
        lastCheck = null;
    }
}
