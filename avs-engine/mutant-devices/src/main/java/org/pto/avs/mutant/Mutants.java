package org.pto.avs.mutant;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apiguardian.api.API;
import org.pto.avs.mutant.definition.Mutant;
import org.pto.avs.mutant.families.CatalogLineMutants;
import org.pto.avs.mutant.families.CheckOrderMutants;
import org.pto.avs.mutant.families.CommitMutants;
import org.pto.avs.mutant.families.CompactLoopBoundMutants;
import org.pto.avs.mutant.families.ControlAttributeMutants;
import org.pto.avs.mutant.families.DataAttributeMutants;
import org.pto.avs.mutant.families.DecodeMutants;
import org.pto.avs.mutant.families.DecodeReportMutants;
import org.pto.avs.mutant.families.ExtentMutants;
import org.pto.avs.mutant.families.FieldMutants;
import org.pto.avs.mutant.families.HintMutants;
import org.pto.avs.mutant.families.LifecycleMutants;
import org.pto.avs.mutant.families.LocalBinderMutants;
import org.pto.avs.mutant.families.LoopBoundMutants;
import org.pto.avs.mutant.families.MaskMutants;
import org.pto.avs.mutant.families.ModifierCarrierMutants;
import org.pto.avs.mutant.families.PlacementMutants;
import org.pto.avs.mutant.families.ProfileMutants;
import org.pto.avs.mutant.families.PublicationMutants;
import org.pto.avs.mutant.families.RangeModifierMutants;
import org.pto.avs.mutant.families.RejectedWordMutants;
import org.pto.avs.mutant.families.ReservedFieldDecodeMutants;
import org.pto.avs.mutant.families.ReservedSelectorMutants;
import org.pto.avs.mutant.families.ScalarBindingMutants;
import org.pto.avs.mutant.families.ScopeMutants;
import org.pto.avs.mutant.families.SourceMutants;
import org.pto.avs.mutant.families.StreamMutants;
import org.pto.avs.mutant.families.TileLoadStartMutants;
import org.pto.avs.mutant.families.TransferMutants;
import org.pto.avs.mutant.families.ZeroMaskMutants;

/** Every mutant, by family, in a fixed order; the ids are unique. */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class Mutants {

    /**
     * Mutants whose behaviour the spec allows, each with why: the curated points must fail none of them, because a
     * conformance suite never fails a device that does what the spec's own tests assert. An advisory vector may
     * still report them.
     */
    public static final Map<String, String> SPEC_ALLOWS = Map.of(
            "multi-pe-destination-accepted",
            "the spec's own CAPACITY-003 (S1) commits a destination of several PEs without B.ASSEMBLE; the seed's"
                    + " prose asks for B.ASSEMBLE but names no fault, so only advisory vectors expect one");

    private static final Map<String, Mutant> BY_ID = index();

    private Mutants() {}

    public static List<Mutant> all() {
        return List.copyOf(BY_ID.values());
    }

    public static Optional<Mutant> byId(String id) {
        return Optional.ofNullable(BY_ID.get(id));
    }

    public static List<String> ids() {
        return List.copyOf(BY_ID.keySet());
    }

    private static Map<String, Mutant> index() {
        List<Mutant> all = new ArrayList<>();
        all.addAll(DecodeMutants.mutants());
        all.addAll(FieldMutants.mutants());
        all.addAll(ProfileMutants.mutants());
        all.addAll(CheckOrderMutants.mutants());
        all.addAll(ZeroMaskMutants.mutants());
        all.addAll(PlacementMutants.mutants());
        all.addAll(MaskMutants.mutants());
        all.addAll(StreamMutants.mutants());
        all.addAll(ScopeMutants.mutants());
        all.addAll(SourceMutants.mutants());
        all.addAll(CommitMutants.mutants());
        all.addAll(PublicationMutants.mutants());
        all.addAll(TransferMutants.mutants());
        all.addAll(ExtentMutants.mutants());
        all.addAll(LoopBoundMutants.mutants());
        all.addAll(CompactLoopBoundMutants.mutants());
        all.addAll(ScalarBindingMutants.mutants());
        all.addAll(LocalBinderMutants.mutants());
        all.addAll(RangeModifierMutants.mutants());
        all.addAll(ModifierCarrierMutants.mutants());
        all.addAll(DecodeReportMutants.mutants());
        all.addAll(CatalogLineMutants.mutants());
        all.addAll(ReservedFieldDecodeMutants.mutants());
        all.addAll(ReservedSelectorMutants.mutants());
        all.addAll(RejectedWordMutants.mutants());
        all.addAll(ControlAttributeMutants.mutants());
        all.addAll(DataAttributeMutants.mutants());
        all.addAll(HintMutants.mutants());
        all.addAll(LifecycleMutants.mutants());
        all.addAll(TileLoadStartMutants.mutants());
        Map<String, Mutant> byId = new LinkedHashMap<>();
        for (Mutant mutant : all) {
            if (byId.putIfAbsent(mutant.id(), mutant) != null) {
                throw new IllegalStateException("two mutants have the id " + mutant.id());
            }
        }
        return byId;
    }
}
