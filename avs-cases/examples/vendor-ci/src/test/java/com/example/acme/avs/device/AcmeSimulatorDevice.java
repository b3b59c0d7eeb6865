package com.example.acme.avs.device;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.pto.avs.device.Binding;
import org.pto.avs.device.Device;
import org.pto.avs.device.DeviceException;
import org.pto.avs.device.DeviceIdentity;
import org.pto.avs.device.FaultKind;
import org.pto.avs.device.Observable;
import org.pto.avs.device.Observation;
import org.pto.avs.device.RunRequest;
import org.pto.avs.device.StepOutcome;
import org.pto.avs.model.ReferenceModel;

/**
 * The adapter between the harness and the Acme simulator. A real adapter translates each {@link RunRequest}
 * (reset, load the initial state, attempt every word, report what was asked) into calls on its simulator; this
 * example's "simulator" is the PTO reference model, so the translation is one call.
 */
final class AcmeSimulatorDevice implements Device {

    private static final DeviceIdentity IDENTITY = new DeviceIdentity("Acme", "acme-sim", "4.2.1");

    private final ReferenceModel simulator = ReferenceModel.standard();
    private final InjectedBug bug;

    AcmeSimulatorDevice(InjectedBug bug) {
        this.bug = bug;
    }

    /** Recorded in every report and certification bundle: name the exact build. */
    @Override
    public DeviceIdentity identity() {
        return bug == InjectedBug.NONE ? IDENTITY
                : new DeviceIdentity(IDENTITY.vendor(), IDENTITY.name(), IDENTITY.version() + "+bug." + bug.text());
    }

    /** Declare only what the simulator really reports; a case needing more is "not supported", never passed. */
    @Override
    public Set<Observable> observables() {
        return EnumSet.allOf(Observable.class);
    }

    /**
     * The state records the simulator reports, by the catalog's names (loop_bounds, control_attributes, ...); a case
     * stating a record not declared here is "not supported".
     */
    @Override
    public Set<String> records() {
        return simulator.records();
    }

    @Override
    public Observation run(RunRequest request) throws DeviceException {
        Observation observed;
        try {
            observed = simulator.run(request);
        } catch (IllegalArgumentException e) {
            // The simulator refused the initial state: a harness/setup problem, not a conformance result.
            throw new DeviceException(DeviceException.Kind.SETUP, "acme-sim cannot load the state: " + e.getMessage(), e);
        }
        return switch (bug) {
            case NONE -> observed;
            case REVERSED_STREAM -> withBindings(observed, reversed(observed.bindings()));
            case WRONG_FAULT_KIND -> withSteps(observed, observed.steps().stream()
                    .map(s -> s.kind() == StepOutcome.Kind.FAULT && s.fault() == FaultKind.BUNDLE_CONTROL
                            ? StepOutcome.fault(FaultKind.TILE_LEGALITY) : s)
                    .toList());
        };
    }

    private static <T> List<T> reversed(List<T> list) {
        List<T> copy = new ArrayList<>(list);
        Collections.reverse(copy);
        return copy;
    }

    private static Observation withBindings(Observation o, List<Binding> bindings) {
        return o.withBindings(bindings);
    }

    private static Observation withSteps(Observation o, List<StepOutcome> steps) {
        return o.withSteps(steps);
    }
}
