package org.pto.avs.mutant;

import java.util.Set;
import org.apiguardian.api.API;
import org.pto.avs.device.Device;
import org.pto.avs.device.DeviceException;
import org.pto.avs.device.DeviceIdentity;
import org.pto.avs.device.Observable;
import org.pto.avs.device.Observation;
import org.pto.avs.device.RunRequest;
import org.pto.avs.mutant.definition.Mutant;
import org.pto.avs.reference.ReferenceDevice;

/**
 * A mutant as an in-process device: the reference device over the mutant's model, reporting through the
 * mutant's read-out. It observes everything the reference device does, state records included; its identity names the mutant.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class MutantDevice implements Device {

    private final Mutant mutant;
    private final ReferenceDevice device;
    private final DeviceIdentity identity;

    public MutantDevice(Mutant mutant) {
        this.mutant = mutant;
        this.device = new ReferenceDevice(mutant.model());
        DeviceIdentity reference = device.identity();
        this.identity = new DeviceIdentity(reference.vendor(), "mutant:" + mutant.id(), reference.version());
    }

    public Mutant mutant() {
        return mutant;
    }

    @Override
    public DeviceIdentity identity() {
        return identity;
    }

    @Override
    public Set<Observable> observables() {
        return device.observables();
    }

    /** The reference's records: a mutant changes what a record holds, never which records it reports. */
    @Override
    public Set<String> records() {
        return device.records();
    }

    @Override
    public Observation run(RunRequest request) throws DeviceException {
        return mutant.readout().report(device.run(request));
    }

    /** A mutant is the reference model with one bug in a check or an effect, never in how long a run takes. */
    @Override
    public boolean finishesEveryRun() {
        return device.finishesEveryRun();
    }
}
