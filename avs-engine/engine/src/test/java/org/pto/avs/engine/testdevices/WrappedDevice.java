package org.pto.avs.engine.testdevices;

import java.util.List;
import java.util.Set;
import org.pto.avs.device.Binding;
import org.pto.avs.device.Device;
import org.pto.avs.device.DeviceException;
import org.pto.avs.device.DeviceIdentity;
import org.pto.avs.device.Observable;
import org.pto.avs.device.Observation;
import org.pto.avs.device.RunRequest;
import org.pto.avs.device.StepOutcome;
import org.pto.avs.reference.ReferenceDevice;

/** The reference device with one change: a request rewritten before it runs, or an observation after. */
abstract class WrappedDevice implements Device {

    private final Device reference = new ReferenceDevice();
    private final String name;

    WrappedDevice(String name) {
        this.name = name;
    }

    @Override
    public DeviceIdentity identity() {
        return new DeviceIdentity("test", name, "1");
    }

    @Override
    public Set<Observable> observables() {
        return reference.observables();
    }

    @Override
    public Observation run(RunRequest request) throws DeviceException {
        return after(request, reference.run(before(request)));
    }

    RunRequest before(RunRequest request) {
        return request;
    }

    Observation after(RunRequest request, Observation observation) {
        return observation;
    }

    static Observation withSteps(Observation o, List<StepOutcome> steps) {
        return o.withSteps(steps);
    }

    static Observation withBindings(Observation o, List<Binding> bindings) {
        return o.withBindings(bindings);
    }
}
