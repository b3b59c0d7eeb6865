package org.pto.avs.mutant.families;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.IntUnaryOperator;
import java.util.function.UnaryOperator;
import org.pto.avs.device.PeMask;
import org.pto.avs.isa.Profile;
import org.pto.avs.model.profile.ModelProfile;
import org.pto.avs.mutant.definition.ModelChange;

/** Copies of the catalog's common profile with one table or dimension changed, held in memory only. */
final class Profiles {

    private Profiles() {}

    /** A model change that runs the model over {@code edit} applied to the standard profile. */
    static ModelChange change(UnaryOperator<Profile> edit) {
        return builder -> {
            ModelProfile standard = ModelProfile.standard();
            builder.profile(standard.withIsa(edit.apply(standard.isa())));
        };
    }

    /** A model change that runs the model over {@code edit} applied to the standard model profile. */
    static ModelChange model(UnaryOperator<ModelProfile> edit) {
        return builder -> builder.profile(edit.apply(ModelProfile.standard()));
    }

    /** The PEMode table with each code expanding to the mask whose bits {@code maskBitsOfCode} gives. */
    static Profile withPeModeMasks(Profile p, IntUnaryOperator maskBitsOfCode) {
        List<PeMask> masks = new ArrayList<>();
        for (int code = 0; code < p.peModeMasks().size(); code++) {
            masks.add(new PeMask(maskBitsOfCode.applyAsInt(code)));
        }
        return new Profile(
                p.peModeField(),
                p.peMaskOperand(),
                masks,
                p.sizeCodeField(),
                p.sourceSizeCode(),
                p.capacityBySizeCode(),
                p.dataTypeField(),
                p.dataTypeNames(),
                p.elementBytes(),
                p.pes(),
                p.sharedRegisters(),
                p.sharedPoolBytes(),
                p.gprs(),
                p.streamSlots(),
                p.assembleCellBytes());
    }

    static Profile withCapacities(Profile p, Map<Integer, Integer> capacityBySizeCode) {
        return new Profile(
                p.peModeField(),
                p.peMaskOperand(),
                p.peModeMasks(),
                p.sizeCodeField(),
                p.sourceSizeCode(),
                capacityBySizeCode,
                p.dataTypeField(),
                p.dataTypeNames(),
                p.elementBytes(),
                p.pes(),
                p.sharedRegisters(),
                p.sharedPoolBytes(),
                p.gprs(),
                p.streamSlots(),
                p.assembleCellBytes());
    }

    static Profile withSharedPoolBytes(Profile p, int sharedPoolBytes) {
        return new Profile(
                p.peModeField(),
                p.peMaskOperand(),
                p.peModeMasks(),
                p.sizeCodeField(),
                p.sourceSizeCode(),
                p.capacityBySizeCode(),
                p.dataTypeField(),
                p.dataTypeNames(),
                p.elementBytes(),
                p.pes(),
                p.sharedRegisters(),
                sharedPoolBytes,
                p.gprs(),
                p.streamSlots(),
                p.assembleCellBytes());
    }

    static Profile withStreamSlots(Profile p, int streamSlots) {
        return new Profile(
                p.peModeField(),
                p.peMaskOperand(),
                p.peModeMasks(),
                p.sizeCodeField(),
                p.sourceSizeCode(),
                p.capacityBySizeCode(),
                p.dataTypeField(),
                p.dataTypeNames(),
                p.elementBytes(),
                p.pes(),
                p.sharedRegisters(),
                p.sharedPoolBytes(),
                p.gprs(),
                streamSlots,
                p.assembleCellBytes());
    }
}
