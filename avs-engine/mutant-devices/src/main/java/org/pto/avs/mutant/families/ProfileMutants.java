package org.pto.avs.mutant.families;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apiguardian.api.API;
import org.pto.avs.isa.Profile;
import org.pto.avs.mutant.definition.Mutant;

/**
 * The common profile decoder built wrongly: the PEMode table, the SizeCode capacities, the pool or the stream
 * (defaults[0], defaults[1], legality[1] to legality[3]). Each is a profile held in memory; the shipped
 * catalog files are not changed.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class ProfileMutants {

    private static final List<String> PE_MODE_TABLE = List.of("defaults[1]", "legality[2]", "state_effects[0]");

    private ProfileMutants() {}

    public static List<Mutant> mutants() {
        return List.of(
                Mutant.of(
                        "pe-mode-table-off-by-one",
                        "PEMode m expands to the table's entry m+1 (7 wraps to 0000)",
                        PE_MODE_TABLE,
                        Profiles.change(p -> Profiles.withPeModeMasks(
                                p,
                                code -> p.peMask((code + 1) % p.peModeMasks().size())
                                        .bits()))),
                Mutant.of(
                        "pe-mode-pe0-low-bit",
                        "the PEMode table is read with PE0 as the mask's low bit (1000 <-> 0001)",
                        PE_MODE_TABLE,
                        Profiles.change(p -> Profiles.withPeModeMasks(
                                p, code -> Integer.reverse(p.peMask(code).bits()) >>> 28))),
                Mutant.of(
                        "pe-mode-code-as-mask",
                        "the three PEMode bits are used as the mask itself, without the table",
                        PE_MODE_TABLE,
                        Profiles.change(p -> Profiles.withPeModeMasks(p, code -> code))),
                Mutant.of(
                        "capacity-exponent-off-by-one",
                        "SizeCode s allocates 2^(s+7) bytes: 256 B up to 512 KiB",
                        List.of("defaults[0]", "legality[1]"),
                        Profiles.change(ProfileMutants::doubledCapacities)),
                Mutant.of(
                        "pool-sized-per-pe",
                        "the Shared pool is sized 256 KiB per PE instead of once per Core",
                        List.of("legality[1]"),
                        Profiles.change(p -> Profiles.withSharedPoolBytes(p, p.sharedPoolBytes() * p.pes()))),
                Mutant.of(
                        "five-stream-slots",
                        "the binding stream has five slots, so a fifth binding is accepted",
                        List.of("legality[3]", "exceptions[1]", "block_composition[0]", "ordering[0]"),
                        Profiles.change(p -> Profiles.withStreamSlots(p, p.streamSlots() + 1))));
    }

    private static Profile doubledCapacities(Profile p) {
        Map<Integer, Integer> doubled = new TreeMap<>();
        p.capacityBySizeCode().forEach((code, bytes) -> doubled.put(code, bytes * 2));
        return Profiles.withCapacities(p, doubled);
    }
}
