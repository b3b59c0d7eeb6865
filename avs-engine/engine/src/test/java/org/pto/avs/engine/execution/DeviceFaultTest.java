package org.pto.avs.engine.execution;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.pto.avs.device.DeviceException;
import org.pto.avs.results.CaseStatus;

class DeviceFaultTest {

    @Test
    void aDeviceThatAnswersGarbageIsTheDevicesFaultNotAHarnessError() {
        DeviceFault fault = DeviceFault.of(new DeviceException(
                DeviceException.Kind.PROTOCOL, "not JSON: in line starting 'Loading model... done'"));
        assertEquals(CaseStatus.CRASH, fault.status(), fault::message);
        assertTrue(fault.message().startsWith("the device broke the protocol: "), fault.message());
        assertTrue(fault.message().contains("Loading model... done"), fault.message());
        assertTrue(fault.breaksDevice(), "an instance out of step with the protocol is replaced");
    }

    @Test
    void aDeviceWhoseHelloCameTooLateIsATimeoutNotAHarnessError() {
        DeviceFault late = DeviceFault.opening(new DeviceException(
                DeviceException.Kind.TIMEOUT, "process device [sim]: no hello in time: no answer within 10000 ms"));
        assertEquals(CaseStatus.TIMEOUT, late.status(), late::message);
        assertTrue(late.message().startsWith("the device did not start in time: "), late.message());
        DeviceFault refused = DeviceFault.opening(new DeviceException(DeviceException.Kind.SETUP, "no such command"));
        assertEquals(CaseStatus.ERROR, refused.status(), refused::message);
    }

    @Test
    void aDeviceThatCannotBeSetUpStaysAHarnessError() {
        DeviceFault fault = DeviceFault.of(new DeviceException(DeviceException.Kind.SETUP, "no such command"));
        assertEquals(CaseStatus.ERROR, fault.status(), fault::message);
        assertFalse(fault.breaksDevice());
    }
}
