package org.pto.avs.mutant.families;

import org.pto.avs.model.HandlerRegistry;
import org.pto.avs.model.block.BindBundleSharedIO;
import org.pto.avs.model.commit.BlockCommit;
import org.pto.avs.model.commit.SharedPublication;
import org.pto.avs.mutant.ModelChange;

/** The model changes the families use: one handler, the commit, or the Shared publication replaced. */
final class Changes {

    private Changes() {
    }

    /** B.IOS ({@code BindBundleSharedIO}) replaced. */
    static ModelChange binder(BindBundleSharedIO replacement) {
        return builder -> builder.replaceHandler(BindBundleSharedIO.HANDLER, replacement);
    }

    /** The commit of every BSTART, BSTOP and C.BSTOP replaced. */
    static ModelChange commit(BlockCommit replacement) {
        return builder -> builder.handlers(HandlerRegistry.standard(replacement, new SharedPublication()));
    }

    /** The Shared publication of TLOAD replaced. */
    static ModelChange publication(SharedPublication replacement) {
        return builder -> builder.handlers(HandlerRegistry.standard(new BlockCommit(), replacement));
    }
}
