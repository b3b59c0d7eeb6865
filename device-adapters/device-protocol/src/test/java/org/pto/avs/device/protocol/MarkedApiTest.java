package org.pto.avs.device.protocol;

import org.junit.jupiter.api.Test;
import org.pto.avs.architecture.ModuleRules;

/** Every public type of this module carries {@code @API} with its status; ModuleRules says why. */
class MarkedApiTest {

    @Test
    void everyPublicTopLevelTypeSaysHowStableItIs() {
        ModuleRules.everyPublicTopLevelTypeCarriesApi();
    }
}
