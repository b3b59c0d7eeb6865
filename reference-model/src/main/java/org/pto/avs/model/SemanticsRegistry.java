package org.pto.avs.model;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.apiguardian.api.API;
import org.pto.avs.model.block.BlockStart;
import org.pto.avs.model.block.BlockStartTileElementwise;
import org.pto.avs.model.block.BlockStartTileLoad;
import org.pto.avs.model.block.BlockStartTileStore;
import org.pto.avs.model.block.BlockStop;
import org.pto.avs.model.commit.BlockCommit;
import org.pto.avs.model.commit.SharedPublication;
import org.pto.avs.model.instruction.addi.ScalarAddImmediate;
import org.pto.avs.model.instruction.bassemble.ApplyBundleAssemble;
import org.pto.avs.model.instruction.bdim.BindBlockDimension;
import org.pto.avs.model.instruction.bior.BindBundleScalarIO;
import org.pto.avs.model.instruction.bios.BindBundleSharedIO;
import org.pto.avs.model.instruction.biot.BindBundleTileIO;
import org.pto.avs.model.instruction.bsubview.ApplyBundleSubview;
import org.pto.avs.model.instruction.cbdimi.BindBlockDimensionCompact;
import org.pto.avs.model.semantics.Semantics;

/**
 * The semantics of every catalog handler name ({@code semantic_handler}), the one place where the model is
 * wired. Immutable: {@link #with} returns a registry with one handler replaced, which is how a variant model
 * differs from the reference in exactly one place.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class HandlerRegistry {

    private final Map<String, Semantics> byName;

    private HandlerRegistry(Map<String, Semantics> byName) {
        this.byName = Map.copyOf(byName);
    }

    /** The reference semantics of the block subset. */
    public static HandlerRegistry standard() {
        return standard(BlockCommit.reference(), SharedPublication.reference());
    }

    /** The reference semantics with the given commit and Shared publication rules. */
    public static HandlerRegistry standard(BlockCommit commit, SharedPublication publication) {
        Map<String, Semantics> map = new LinkedHashMap<>();
        map.put(BindBundleSharedIO.HANDLER, BindBundleSharedIO.reference());
        map.put(BindBundleTileIO.HANDLER, new BindBundleTileIO());
        map.put(ApplyBundleAssemble.HANDLER, ApplyBundleAssemble.reference());
        map.put(BindBlockDimension.HANDLER_LB0, new BindBlockDimension(0));
        map.put(BindBlockDimension.HANDLER_LB1, new BindBlockDimension(1));
        map.put(BindBlockDimension.HANDLER_LB2, new BindBlockDimension(2));
        map.put(BindBlockDimensionCompact.HANDLER, new BindBlockDimensionCompact());
        map.put(ApplyBundleSubview.HANDLER, ApplyBundleSubview.reference());
        map.put(BindBundleScalarIO.HANDLER, new BindBundleScalarIO());
        map.put(BlockStartTileElementwise.HANDLER, new BlockStart(commit, BlockStartTileElementwise.operation()));
        map.put(BlockStartTileLoad.HANDLER, new BlockStart(commit, BlockStartTileLoad.operation(publication)));
        map.put(BlockStartTileStore.HANDLER, new BlockStart(commit, BlockStartTileStore.operation()));
        map.put(BlockStop.HANDLER, new BlockStop(commit));
        map.put(ScalarAddImmediate.HANDLER, new ScalarAddImmediate());
        return new HandlerRegistry(map);
    }

    /** This registry with {@code handler}'s semantics replaced; the name must already be registered. */
    public HandlerRegistry with(String handler, Semantics replacement) {
        if (!byName.containsKey(handler)) {
            throw new IllegalArgumentException("no handler named " + handler + "; known: " + byName.keySet());
        }
        Map<String, Semantics> map = new LinkedHashMap<>(byName);
        map.put(handler, replacement);
        return new HandlerRegistry(map);
    }

    public Optional<Semantics> lookup(String handler) {
        return Optional.ofNullable(byName.get(handler));
    }
}
