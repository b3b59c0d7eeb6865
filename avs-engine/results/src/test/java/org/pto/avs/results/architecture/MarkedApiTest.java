package org.pto.avs.results.architecture;

import org.junit.jupiter.api.Test;
import org.pto.avs.architecture.ModuleRules;

/** Every public type of the result contract carries {@code @API} with its status; ModuleRules says why. */
class MarkedApiTest {

    @Test
    void everyPublicTopLevelTypeSaysHowStableItIs() {
        ModuleRules.everyPublicTopLevelTypeCarriesApi();
    }
}
