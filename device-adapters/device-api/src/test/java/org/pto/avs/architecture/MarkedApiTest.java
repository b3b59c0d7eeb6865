package org.pto.avs.architecture;

import org.junit.jupiter.api.Test;

/** Every public type of this module carries {@code @API} with its status; ModuleRules says why. */
class MarkedApiTest {

    @Test
    void everyPublicTopLevelTypeSaysHowStableItIs() {
        ModuleRules.everyPublicTopLevelTypeCarriesApi();
    }
}
