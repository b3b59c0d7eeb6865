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
 * existed would present itself: it declares no TPC advance and no state record (loop bounds, binding records,
 * carriers and every record added since).
 */
public final class PreOperandsDeviceProvider implements DeviceProvider {

    /** The observables such a device does not declare. */
    static final Set<Observable> UNDECLARED = EnumSet.of(Observable.TPC_ADVANCE);

    @Override
    public String name() {
        return "pre-operands";
    }

    @Override
    public String description() {
        return "the reference device declaring neither TPC advances nor any state record";
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
            public Set<String> records() {
                return Set.of();
            }

            @Override
            public Observation run(RunRequest request) throws DeviceException {
                return reference.run(request);
            }
        };
    }
}
