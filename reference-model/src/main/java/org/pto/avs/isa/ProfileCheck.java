package org.pto.avs.isa;

import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.pto.avs.device.PeMask;

/**
 * The profile tables read both ways: PE masks, capacities and data type names are distinct, and the PEMode
 * table has a mask for every value a form's PEMode field can hold.
 */
final class ProfileCheck implements LintCheck {

    @Override
    public void check(Catalog catalog, List<LintFinding> findings) {
        Profile profile = catalog.profile();
        String where = Catalog.RESOURCE_ROOT + "profile.json";
        Set<PeMask> masks = new HashSet<>();
        for (PeMask mask : profile.peModeMasks()) {
            if (!masks.add(mask)) {
                findings.add(LintFinding.error(
                        where + " pe_modes",
                        "mask " + mask + " appears twice, so " + profile.peMaskOperand() + " " + mask
                                + " has two encodings"));
            }
        }
        Set<Integer> capacities = new HashSet<>();
        for (Map.Entry<Integer, Integer> entry : profile.capacityBySizeCode().entrySet()) {
            if (!capacities.add(entry.getValue())) {
                findings.add(LintFinding.error(
                        where + " shared_size_codes", "capacity " + entry.getValue() + " bytes has two SizeCodes"));
            }
        }
        Set<String> names = new HashSet<>();
        for (String name : profile.dataTypeNames().values()) {
            if (!names.add(name.toUpperCase(Locale.ROOT))) {
                findings.add(LintFinding.error(where + " data_types", "name " + name + " names two data types"));
            }
        }
        for (Form form : catalog.forms()) {
            form.field(profile.peModeField()).ifPresent(field -> {
                if (field.maxValue() >= profile.peModeMasks().size()) {
                    findings.add(LintFinding.warning(
                            LintCheck.where(catalog, form),
                            profile.peModeField() + " values "
                                    + profile.peModeMasks().size() + ".." + field.maxValue()
                                    + " have no mask in the profile"));
                }
            });
        }
    }
}
