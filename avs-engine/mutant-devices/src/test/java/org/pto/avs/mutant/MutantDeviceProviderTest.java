package org.pto.avs.mutant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;
import org.pto.avs.device.Device;
import org.pto.avs.device.DeviceException;
import org.pto.avs.device.DeviceProvider;
import org.pto.avs.device.DeviceSettings;
import org.pto.avs.reference.ReferenceDevice;

class MutantDeviceProviderTest {

    private static DeviceProvider provider() {
        return ServiceLoader.load(DeviceProvider.class).stream()
                .map(ServiceLoader.Provider::get)
                .filter(p -> p.name().equals("mutant"))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no DeviceProvider named mutant on the classpath"));
    }

    @Test
    void theProviderIsFoundByNameAndOpensTheNamedMutant() throws DeviceException {
        try (Device device = provider().open(new DeviceSettings(Map.of("mutant", "duplicates-accepted")))) {
            assertEquals("mutant:duplicates-accepted", device.identity().name());
            assertEquals(new ReferenceDevice().observables(), device.observables());
            assertEquals(new ReferenceDevice().records(), device.records());
            assertFalse(device.records().isEmpty(), "a mutant reports the state records the catalog declares");
        }
    }

    @Test
    void anUnknownMutantIsASetupErrorListingTheKnownIds() {
        DeviceException e = assertThrows(
                DeviceException.class, () -> provider().open(new DeviceSettings(Map.of("mutant", "no-such-bug"))));
        assertEquals(DeviceException.Kind.SETUP, e.kind());
        assertTrue(e.getMessage().contains("no-such-bug"), e.getMessage());
        for (String id : Mutants.ids()) {
            assertTrue(e.getMessage().contains(id), "the message lists " + id + ": " + e.getMessage());
        }
    }

    @Test
    void aMissingMutantSettingIsASetupErrorNamingTheParameter() {
        DeviceException e = assertThrows(DeviceException.class, () -> provider().open(DeviceSettings.empty()));
        assertEquals(DeviceException.Kind.SETUP, e.kind());
        assertTrue(e.getMessage().contains("avs.device.mutant"), e.getMessage());
        assertTrue(e.getMessage().contains(Mutants.ids().get(0)), e.getMessage());
    }
}
