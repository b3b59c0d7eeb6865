package org.pto.avs.mutant;

import java.util.ArrayList;
import java.util.List;
import org.pto.avs.mutant.families.CatalogLineMutantsTest;
import org.pto.avs.mutant.families.CheckOrderMutantsTest;
import org.pto.avs.mutant.families.CommitMutantsTest;
import org.pto.avs.mutant.families.CompactLoopBoundMutantsTest;
import org.pto.avs.mutant.families.ControlAttributeMutantsTest;
import org.pto.avs.mutant.families.DataAttributeMutantsTest;
import org.pto.avs.mutant.families.DecodeMutantsTest;
import org.pto.avs.mutant.families.DecodeReportMutantsTest;
import org.pto.avs.mutant.families.ExtentMutantsTest;
import org.pto.avs.mutant.families.FieldMutantsTest;
import org.pto.avs.mutant.families.HintMutantsTest;
import org.pto.avs.mutant.families.LifecycleMutantsTest;
import org.pto.avs.mutant.families.LocalBinderMutantsTest;
import org.pto.avs.mutant.families.LoopBoundMutantsTest;
import org.pto.avs.mutant.families.MaskMutantsTest;
import org.pto.avs.mutant.families.ModifierCarrierMutantsTest;
import org.pto.avs.mutant.families.PlacementMutantsTest;
import org.pto.avs.mutant.families.ProfileMutantsTest;
import org.pto.avs.mutant.families.PublicationMutantsTest;
import org.pto.avs.mutant.families.RangeModifierMutantsTest;
import org.pto.avs.mutant.families.RejectedWordMutantsTest;
import org.pto.avs.mutant.families.ReservedFieldDecodeMutantsTest;
import org.pto.avs.mutant.families.ReservedSelectorMutantsTest;
import org.pto.avs.mutant.families.ScalarBindingMutantsTest;
import org.pto.avs.mutant.families.ScopeMutantsTest;
import org.pto.avs.mutant.families.SourceMutantsTest;
import org.pto.avs.mutant.families.StreamMutantsTest;
import org.pto.avs.mutant.families.TileLoadStartMutantsTest;
import org.pto.avs.mutant.families.TransferMutantsTest;
import org.pto.avs.mutant.families.ZeroMaskMutantsTest;

/** The witnesses of every family test. */
final class AllWitnesses {

    private AllWitnesses() {}

    static List<Witness> all() {
        List<Witness> all = new ArrayList<>();
        all.addAll(DecodeMutantsTest.witnesses());
        all.addAll(FieldMutantsTest.witnesses());
        all.addAll(ProfileMutantsTest.witnesses());
        all.addAll(CheckOrderMutantsTest.witnesses());
        all.addAll(ZeroMaskMutantsTest.witnesses());
        all.addAll(PlacementMutantsTest.witnesses());
        all.addAll(MaskMutantsTest.witnesses());
        all.addAll(StreamMutantsTest.witnesses());
        all.addAll(ScopeMutantsTest.witnesses());
        all.addAll(SourceMutantsTest.witnesses());
        all.addAll(CommitMutantsTest.witnesses());
        all.addAll(PublicationMutantsTest.witnesses());
        all.addAll(TransferMutantsTest.witnesses());
        all.addAll(ExtentMutantsTest.witnesses());
        all.addAll(LoopBoundMutantsTest.witnesses());
        all.addAll(CompactLoopBoundMutantsTest.witnesses());
        all.addAll(ScalarBindingMutantsTest.witnesses());
        all.addAll(LocalBinderMutantsTest.witnesses());
        all.addAll(RangeModifierMutantsTest.witnesses());
        all.addAll(ModifierCarrierMutantsTest.witnesses());
        all.addAll(DecodeReportMutantsTest.witnesses());
        all.addAll(CatalogLineMutantsTest.witnesses());
        all.addAll(ReservedFieldDecodeMutantsTest.witnesses());
        all.addAll(ReservedSelectorMutantsTest.witnesses());
        all.addAll(RejectedWordMutantsTest.witnesses());
        all.addAll(ControlAttributeMutantsTest.witnesses());
        all.addAll(DataAttributeMutantsTest.witnesses());
        all.addAll(HintMutantsTest.witnesses());
        all.addAll(LifecycleMutantsTest.witnesses());
        all.addAll(TileLoadStartMutantsTest.witnesses());
        return all;
    }
}
