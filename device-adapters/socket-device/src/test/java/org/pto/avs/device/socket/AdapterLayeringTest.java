package org.pto.avs.device.socket;

import org.junit.jupiter.api.Test;
import org.pto.avs.architecture.ModuleRules;

/** This adapter reaches PTO AVS only through the device API and the device protocol; ModuleRules says why. */
class AdapterLayeringTest {

    @Test
    void reachesOnlyTheDeviceApiAndTheProtocol() {
        ModuleRules.anAdapterReachesOnlyTheDeviceApiAndProtocol();
    }
}
