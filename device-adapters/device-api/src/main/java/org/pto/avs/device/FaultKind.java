package org.pto.avs.device;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.apiguardian.api.API;

/** The architectural faults of the block subset. Faults compare by kind, never by message text. */
@API(status = API.Status.STABLE, since = "0.1")
public enum FaultKind {
    ILLEGAL_INSTRUCTION("Fault_IllegalInstruction"),
    /** The seed's prose calls this one "Illegal Block Exception". */
    BUNDLE_CONTROL("Fault_BundleControl", "Illegal Block Exception"),
    TILE_LEGALITY("Fault_TileLegality");

    private final String specName;
    private final List<String> aliases;

    FaultKind(String specName, String... aliases) {
        this.specName = specName;
        this.aliases = List.of(aliases);
    }

    /** The name the PTO specification uses, for example {@code Fault_TileLegality}. */
    public String specName() {
        return specName;
    }

    /** Parses a spec name, an alias, or the enum constant name. */
    public static Optional<FaultKind> parse(String text) {
        return Arrays.stream(values())
                .filter(k -> k.specName.equals(text) || k.name().equals(text) || k.aliases.contains(text))
                .findFirst();
    }

    @Override
    public String toString() {
        return specName;
    }
}
