package org.pto.avs.mutant;

import java.util.Set;
import org.apiguardian.api.API;
import org.pto.avs.device.Device;
import org.pto.avs.device.DeviceException;
import org.pto.avs.device.DeviceProvider;
import org.pto.avs.device.DeviceSettings;
import org.pto.avs.mutant.definition.Mutant;

/** {@code avs.device=mutant} with {@code avs.device.mutant=<id>}: the reference model with one known bug. */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class MutantDeviceProvider implements DeviceProvider {

    public static final String NAME = "mutant";
    /** The setting naming the mutant: {@code avs.device.mutant}. */
    public static final String MUTANT = "mutant";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "the reference model with one deliberate B.IOS bug (avs.device.mutant=<id>), for measuring the cases";
    }

    @Override
    public Set<String> settings() {
        return Set.of(MUTANT);
    }

    @Override
    public Device open(DeviceSettings settings) throws DeviceException {
        String id = settings.get(MUTANT)
                .orElseThrow(() -> new DeviceException(
                        DeviceException.Kind.SETUP,
                        "avs.device=mutant needs avs.device." + MUTANT + "=<id>; known mutants: "
                                + String.join(", ", Mutants.ids())));
        Mutant mutant = Mutants.byId(id)
                .orElseThrow(() -> new DeviceException(
                        DeviceException.Kind.SETUP,
                        "unknown mutant '" + id + "' in avs.device." + MUTANT + "; known mutants: "
                                + String.join(", ", Mutants.ids())));
        return new MutantDevice(mutant);
    }
}
