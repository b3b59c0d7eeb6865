package org.pto.avs.engine.execution;

import org.apiguardian.api.API;
import org.pto.avs.device.DeviceException;
import org.pto.avs.engine.limits.DeviceText;
import org.pto.avs.results.CaseStatus;

/**
 * What a failure of the device under test makes of the case that met it, the same for every kind of case: a crash,
 * and an answer that is not the protocol (garbage on stdout, a malformed result), are the device's fault and report as
 * a crash; a timeout is a status of its own, and so is a device that did not start in time; a setup failure, an
 * adapter's exception and a device that cannot be opened are harness errors, never a verdict on the ISA. The device controls its own words, so the message
 * carries them through {@link DeviceText}: printable and bounded.
 *
 * @param status       crash, timeout or error
 * @param message      what went wrong, for the case's message after its own prefix (a vector, a program)
 * @param breaksDevice whether the instance can no longer be trusted and must be replaced before its next case
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public record DeviceFault(CaseStatus status, String message, boolean breaksDevice) {

    /** A device call that threw: a {@link DeviceException} by its kind, anything else as the adapter's bug. */
    public static DeviceFault of(Exception e) {
        if (e instanceof DeviceException device) {
            String said = DeviceText.printable(device.getMessage());
            return switch (device.kind()) {
                case CRASH -> new DeviceFault(CaseStatus.CRASH, "the device crashed: " + said, true);
                case TIMEOUT -> new DeviceFault(CaseStatus.TIMEOUT, "the device timed out: " + said, true);
                // The device ran and answered something that is not the protocol: its fault, not the harness's.
                case PROTOCOL -> new DeviceFault(CaseStatus.CRASH, "the device broke the protocol: " + said, true);
                // The request was refused before it ran: the instance is as good as before.
                case SETUP -> new DeviceFault(CaseStatus.ERROR, "the device could not be set up: " + said, false);
            };
        }
        return new DeviceFault(
                CaseStatus.ERROR, "the device adapter threw " + DeviceText.printable(e.toString()), true);
    }

    /**
     * The device could not be opened for a case; there is no instance to replace. One that did not start in time
     * (its hello came too late) missed a time limit, as a run can: a timeout, never a harness error.
     */
    public static DeviceFault opening(Exception e) {
        String said = DeviceText.printable(e.getMessage());
        if (e instanceof DeviceException device && device.kind() == DeviceException.Kind.TIMEOUT) {
            return new DeviceFault(CaseStatus.TIMEOUT, "the device did not start in time: " + said, false);
        }
        return new DeviceFault(CaseStatus.ERROR, "the device cannot be opened: " + said, false);
    }
}
