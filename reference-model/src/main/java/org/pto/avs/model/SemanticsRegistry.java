package org.pto.avs.model;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.apiguardian.api.API;
import org.pto.avs.model.block.BlockEnd;
import org.pto.avs.model.block.BlockStart;
import org.pto.avs.model.block.ControlTransferStart;
import org.pto.avs.model.block.TileElementwiseStart;
import org.pto.avs.model.block.TileLoadStart;
import org.pto.avs.model.block.TileStoreStart;
import org.pto.avs.model.commit.BlockCommit;
import org.pto.avs.model.commit.SharedPublication;
import org.pto.avs.model.instruction.addi.AddImmediate;
import org.pto.avs.model.instruction.bassemble.ApplyBundleAssemble;
import org.pto.avs.model.instruction.bcatr.SetBundleControlAttributes;
import org.pto.avs.model.instruction.bdatr.SetBundleDataAttributes;
import org.pto.avs.model.instruction.bdim.RegisterLoopBound;
import org.pto.avs.model.instruction.bhint.SetBundleHint;
import org.pto.avs.model.instruction.bior.BindBundleScalarIO;
import org.pto.avs.model.instruction.bios.BindBundleSharedIO;
import org.pto.avs.model.instruction.biot.BindBundleTileIO;
import org.pto.avs.model.instruction.bsubview.ApplyBundleSubview;
import org.pto.avs.model.instruction.cbdimi.ImmediateLoopBound;
import org.pto.avs.model.semantics.Semantics;

/**
 * The semantics of every modeled mnemonic, the one place where the model is wired. It is keyed by mnemonic, never by
 * the catalog's handler name: the spec gives several mnemonics one handler (SetBundleDimension for B.DIM and
 * C.B.DIMI, ExecuteBundleStart for every BSTART), and the names a device reports are the spec's alone. The forms PTO
 * reserves (ERCOV, ESAVE, XB) have none: the step loop refuses every word of them before any semantics. Immutable:
 * {@link #with} returns a registry with one mnemonic's semantics replaced, which is how a variant model differs from
 * the reference in exactly one place.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class SemanticsRegistry {

    private final Map<String, Semantics> byMnemonic;

    private SemanticsRegistry(Map<String, Semantics> byMnemonic) {
        this.byMnemonic = Map.copyOf(byMnemonic);
    }

    /** The reference semantics of the block subset. */
    public static SemanticsRegistry standard() {
        return standard(BlockCommit.reference(), SharedPublication.reference());
    }

    /** The reference semantics with the given commit and Shared publication rules. */
    public static SemanticsRegistry standard(BlockCommit commit, SharedPublication publication) {
        Map<String, Semantics> map = new LinkedHashMap<>();
        map.put(BindBundleSharedIO.MNEMONIC, BindBundleSharedIO.reference());
        map.put(BindBundleTileIO.MNEMONIC, new BindBundleTileIO());
        map.put(ApplyBundleAssemble.MNEMONIC, ApplyBundleAssemble.reference());
        map.put(RegisterLoopBound.MNEMONIC, new RegisterLoopBound());
        map.put(ImmediateLoopBound.MNEMONIC, new ImmediateLoopBound());
        map.put(ApplyBundleSubview.MNEMONIC, ApplyBundleSubview.reference());
        map.put(BindBundleScalarIO.MNEMONIC, new BindBundleScalarIO());
        map.put(SetBundleControlAttributes.MNEMONIC, new SetBundleControlAttributes());
        map.put(SetBundleDataAttributes.MNEMONIC, new SetBundleDataAttributes());
        map.put(SetBundleHint.MNEMONIC, new SetBundleHint(commit));
        map.put(TileElementwiseStart.MNEMONIC, new BlockStart(commit, TileElementwiseStart.operation()));
        map.put(TileLoadStart.MNEMONIC, new BlockStart(commit, TileLoadStart.operation(publication)));
        map.put(TileStoreStart.MNEMONIC, new BlockStart(commit, TileStoreStart.operation()));
        BlockEnd end = new BlockEnd(commit);
        BlockEnd.MNEMONICS.forEach(mnemonic -> map.put(mnemonic, end));
        ControlTransferStart transfer = new ControlTransferStart();
        ControlTransferStart.MNEMONICS.forEach(mnemonic -> map.put(mnemonic, transfer));
        map.put(AddImmediate.MNEMONIC, new AddImmediate());
        return new SemanticsRegistry(map);
    }

    /** This registry with {@code mnemonic}'s semantics replaced; the mnemonic must already be registered. */
    public SemanticsRegistry with(String mnemonic, Semantics replacement) {
        if (!byMnemonic.containsKey(mnemonic)) {
            throw new IllegalArgumentException(
                    "no semantics for mnemonic " + mnemonic + "; known: " + byMnemonic.keySet());
        }
        Map<String, Semantics> map = new LinkedHashMap<>(byMnemonic);
        map.put(mnemonic, replacement);
        return new SemanticsRegistry(map);
    }

    /**
     * This registry with semantics for {@code mnemonic}, which has none here: a variant model that executes a form
     * the reference refuses before any semantics (a form PTO reserves).
     */
    public SemanticsRegistry withAdded(String mnemonic, Semantics added) {
        if (byMnemonic.containsKey(mnemonic)) {
            throw new IllegalArgumentException("the mnemonic " + mnemonic + " already has semantics");
        }
        Map<String, Semantics> map = new LinkedHashMap<>(byMnemonic);
        map.put(mnemonic, added);
        return new SemanticsRegistry(map);
    }

    public Optional<Semantics> lookup(String mnemonic) {
        return Optional.ofNullable(byMnemonic.get(mnemonic));
    }
}
