package org.pto.avs.engine.execution;

import org.apiguardian.api.API;
import org.pto.avs.device.Device;
import org.pto.avs.engine.cases.AvsCase;

/**
 * Runs a property case on the device its case leased. Execution calls it and the property package implements it,
 * so the property runner sits on execution and execution never depends on it.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public interface PropertyCases {

    /**
     * Runs {@code property} on {@code device}, called {@code deviceName} in reports; {@code discard} is called when
     * the device failed and must not be used again. A device failure becomes a case status by {@link DeviceFault}.
     */
    CaseReport run(AvsCase property, Device device, String deviceName, Runnable discard);
}
