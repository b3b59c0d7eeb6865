package org.pto.avs.cases;

import java.util.EnumSet;
import java.util.Set;
import org.pto.avs.device.Device;
import org.pto.avs.device.DeviceException;
import org.pto.avs.device.DeviceIdentity;
import org.pto.avs.device.DeviceProvider;
import org.pto.avs.device.DeviceSettings;
import org.pto.avs.device.Observable;
import org.pto.avs.device.Observation;
import org.pto.avs.device.RunRequest;
import org.pto.avs.reference.ReferenceDevice;

/**
 * {@code avs.device=pre-operands}: the reference device as a device written before the operands' observables
 * existed would present itself: it declares none of the loop-bound, TPC-advance, scalar-binding, Local-binding and
 * range-carrier observables.
 */
public final class PreOperandsDeviceProvider implements DeviceProvider {

    /** The observables such a device does not declare. */
    static final Set<Observable> UNDECLARED = EnumSet.of(
            Observable.LOOP_BOUNDS,
            Observable.TPC_ADVANCE,
            Observable.SCALAR_BINDING,
            Observable.LOCAL_BINDINGS,
            Observable.RANGE_CARRIERS);

    @Override
    public String name() {
        return "pre-operands";
    }

    @Override
    public String description() {
        return "the reference device declaring none of the loop-bound, TPC-advance and scalar-binding observables";
    }

    @Override
    public Device open(DeviceSettings settings) {
        ReferenceDevice reference = new ReferenceDevice();
        return new Device() {
            @Override
            public DeviceIdentity identity() {
                return new DeviceIdentity("PTO AVS tests", "pre-operands-reference", "1.0");
            }

            @Override
            public Set<Observable> observables() {
                Set<Observable> declared = EnumSet.copyOf(reference.observables());
                declared.removeAll(UNDECLARED);
                return declared;
            }

            @Override
            public Observation run(RunRequest request) throws DeviceException {
                return reference.run(request);
            }
        };
    }
}
