package org.pto.avs.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.pto.avs.device.Binding;
import org.pto.avs.device.BlockPhase;
import org.pto.avs.device.Bytes;
import org.pto.avs.device.Device;
import org.pto.avs.device.DeviceException;
import org.pto.avs.device.DeviceProvider;
import org.pto.avs.device.DeviceSettings;
import org.pto.avs.device.FaultKind;
import org.pto.avs.device.GmRange;
import org.pto.avs.device.MachineState;
import org.pto.avs.device.Observable;
import org.pto.avs.device.Observation;
import org.pto.avs.device.PeMask;
import org.pto.avs.device.ProgramWord;
import org.pto.avs.device.RunRequest;
import org.pto.avs.device.SharedDescriptor;
import org.pto.avs.device.SharedObject;
import org.pto.avs.device.StepOutcome;
import org.pto.avs.model.profile.PublicationRule;
import org.pto.avs.model.profile.TileShapeRule;

class ReferenceDeviceTest {

    private static RunRequest request(MachineState initial, int... words) {
        List<ProgramWord> program =
                Arrays.stream(words).mapToObj(ProgramWord::of32).toList();
        return new RunRequest(initial, program, Set.of(Observable.values()), List.of(new GmRange("low", 0, 16)));
    }

    @Test
    void theProviderIsFoundThroughServiceLoaderByItsName() throws DeviceException {
        DeviceProvider provider = ServiceLoader.load(DeviceProvider.class).stream()
                .map(ServiceLoader.Provider::get)
                .filter(p -> p.name().equals("reference"))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no DeviceProvider named reference on the classpath"));
        assertTrue(provider instanceof ReferenceDeviceProvider);
        try (Device device = provider.open(DeviceSettings.empty())) {
            assertEquals("PTO AVS", device.identity().vendor());
            assertEquals("reference-model", device.identity().name());
            assertTrue(
                    device.identity().version().matches("\\d+\\.\\d+\\.\\d+.*"),
                    "the version is the project version, got "
                            + device.identity().version());
        }
    }

    @Test
    void settingsChooseTheModelProfile() throws DeviceException {
        ReferenceDevice device = (ReferenceDevice) new ReferenceDeviceProvider()
                .open(new DeviceSettings(Map.of(
                        "tile-shape-rule",
                        "valid-region",
                        "gm-bytes",
                        "0x1000",
                        "publication-rule",
                        "any-complete-write")));
        assertEquals(TileShapeRule.VALID_REGION, device.model().profile().tileShapeRule());
        assertEquals(4096, device.model().profile().gmBytes());
        assertEquals(
                PublicationRule.ANY_COMPLETE_WRITE, device.model().profile().publicationRule());
    }

    @Test
    void aBadSettingIsASetupErrorNamingTheParameterAndTheChoices() {
        DeviceException e = assertThrows(
                DeviceException.class,
                () -> new ReferenceDeviceProvider().open(new DeviceSettings(Map.of("tile-shape-rule", "square"))));
        assertEquals(DeviceException.Kind.SETUP, e.kind());
        assertTrue(
                e.getMessage().contains("avs.device.tile-shape-rule")
                        && e.getMessage().contains("full-shape"),
                e.getMessage());
        assertThrows(
                DeviceException.class,
                () -> new ReferenceDeviceProvider().open(new DeviceSettings(Map.of("gm-bytes", "-5"))));
        assertThrows(
                DeviceException.class,
                () -> new ReferenceDeviceProvider().open(new DeviceSettings(Map.of("gm-bytes", "0"))));
    }

    @Test
    void itObservesEverythingIncludingDecoding() {
        assertEquals(Set.of(Observable.values()), new ReferenceDevice().observables());
    }

    @Test
    void aRunReportsStepsDecodingBindingsAndPhase() throws DeviceException {
        Observation o = new ReferenceDevice().run(request(MachineState.RESET, 0x00019181, 0x00201213, 0x00201213));
        assertEquals(
                List.of(StepOutcome.EXECUTED, StepOutcome.EXECUTED, StepOutcome.fault(FaultKind.BUNDLE_CONTROL)),
                o.steps());
        assertEquals(List.of(new Binding(2, 0, PeMask.parse("1000"), false)), o.bindings());
        assertEquals(BlockPhase.HEADER, o.phase());
        assertEquals("BindBundleSharedIO", o.decoded().get(1).handler());
        assertEquals(2L, o.decoded().get(1).fields().get("SharedTileID"));
        assertEquals(Bytes.zeros(16), o.gm().get("low"));
    }

    @Test
    void anInitialStateTheModelCannotLoadIsASetupError() {
        SharedDescriptor d = new SharedDescriptor(PeMask.ALL, PeMask.ALL, true, true, 128, 0, 0, 0, 0, 0);
        MachineState bad = MachineState.of(Map.of(3, new SharedObject(d, Bytes.zeros(64))), List.of(), Map.of());
        DeviceException e = assertThrows(DeviceException.class, () -> new ReferenceDevice().run(request(bad)));
        assertEquals(DeviceException.Kind.SETUP, e.kind());
        assertTrue(e.getMessage().contains("S3"), e.getMessage());
    }

    @Test
    void aLargeInitialStateIsSharedNotCopied() throws DeviceException {
        Map<Integer, SharedObject> shared = new TreeMap<>();
        for (int id = 0; id < 64; id++) {
            SharedDescriptor d = new SharedDescriptor(PeMask.ALL, PeMask.ALL, true, true, 262144, 0, 0, 0, 0, 0);
            shared.put(id, new SharedObject(d, Bytes.filled(262144, (byte) id)));
        }
        MachineState initial = MachineState.of(shared, List.of(), Map.of());
        Observation o = new ReferenceDevice().run(request(initial, 0x00019181, 0x00601E13, 0x00000001));
        assertEquals(StepOutcome.fault(FaultKind.TILE_LEGALITY), o.steps().get(2));
        for (int id = 0; id < 64; id++) {
            assertTrue(o.shared().get(id) == initial.shared().get(id), "S" + id + " is the initial object itself");
        }
        assertEquals(64L * 262144, o.poolBytesInUse());
        assertFalse(o.bindings().get(0).consumed());
    }
}
