package org.pto.avs.reports.bundle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * How a run's device ran, from what each case says the device applied: one way is that way, several are listed with
 * their cases and never add up to sandboxed unless every case was; and the verifier's reading of a manifest's
 * {@code sandbox}, which must agree with the device's own {@code applied} and with the bundle's results.
 */
class SandboxStateTest {

    private static final String HOW = "bubblewrap 0.8.0; as uid 65534; no capabilities";
    private static final Map<String, String> SANDBOXED =
            Map.of("avs.device.sandbox", "bwrap", "avs.device.sandbox-detail", HOW);
    private static final Map<String, String> OFF =
            Map.of("avs.device.sandbox", "off", "avs.device.sandbox-detail", "avs.device.sandbox=off");

    private static List<Map<String, String>> cases(int n, Map<String, String> applied) {
        return new ArrayList<>(Collections.nCopies(n, applied));
    }

    @Test
    void aProcessDeviceIsSandboxedOrNotInItsOwnWords() {
        assertEquals("sandboxed: " + HOW, SandboxState.of("process", SANDBOXED).line());
        assertEquals(
                "unsandboxed: avs.device.sandbox=off",
                SandboxState.of("process", OFF).line());
        // A device that says whether, but not how: the state alone, never words it did not say.
        assertEquals(
                "unsandboxed: not stated by the device",
                SandboxState.of("process", Map.of("avs.device.sandbox", "off")).line());
        assertEquals(
                "unknown: the device did not say whether it ran in the sandbox",
                SandboxState.of("process", Map.of()).line());
    }

    @Test
    void aDeviceTheHarnessDoesNotStartIsNotApplicable() {
        SandboxState reference = SandboxState.of("reference", Map.of());
        assertEquals(SandboxState.NOT_APPLICABLE, reference.state());
        assertTrue(reference.detail().contains("runs in the harness's process"), reference.detail());
        SandboxState socket = SandboxState.of("socket", Map.of());
        assertEquals(SandboxState.NOT_APPLICABLE, socket.state());
        assertTrue(socket.detail().contains("runs outside this harness"), socket.detail());
        assertFalse(reference.sandboxed() || socket.sandboxed());
    }

    @Test
    void casesThatRanApartAreListedAndNeverSandboxedUnlessEveryOneWas() {
        List<Map<String, String>> byCase = cases(3, SANDBOXED);
        byCase.addAll(cases(2, OFF));
        SandboxState mixed = SandboxState.of("process", byCase);
        assertEquals(SandboxState.MIXED, mixed.state());
        assertFalse(mixed.sandboxed());
        assertEquals(
                "mixed: 3 cases sandboxed: " + HOW + "; 2 cases unsandboxed: avs.device.sandbox=off", mixed.line());
        assertEquals(
                List.of(
                        new SandboxState.Run(SandboxState.of("process", SANDBOXED), 3),
                        new SandboxState.Run(SandboxState.of("process", OFF), 2)),
                mixed.runs());

        // A journal of before says nothing for its cases: they are not counted as sandboxed.
        List<Map<String, String>> withSilent = cases(4, SANDBOXED);
        withSilent.add(Map.of());
        assertEquals(SandboxState.MIXED, SandboxState.of("process", withSilent).state());

        // Two machines with two sandboxes: sandboxed, each way listed.
        List<Map<String, String>> twoSandboxes = cases(2, SANDBOXED);
        twoSandboxes.add(Map.of("avs.device.sandbox", "bwrap", "avs.device.sandbox-detail", "bubblewrap 0.9.0"));
        SandboxState both = SandboxState.of("process", twoSandboxes);
        assertTrue(both.sandboxed(), both.line());
        assertEquals(2, both.runs().size());

        assertEquals(SandboxState.of("process", SANDBOXED), SandboxState.of("process", cases(5, SANDBOXED)));
    }

    @Test
    void theManifestsStateReadsBackAsWritten() {
        List<Map<String, String>> byCase = cases(3, SANDBOXED);
        byCase.addAll(cases(2, OFF));
        for (SandboxState state : List.of(
                SandboxState.of("process", SANDBOXED),
                SandboxState.of("reference", Map.of()),
                SandboxState.of("process", byCase))) {
            ObjectNode json = state.json();
            assertEquals(Optional.of(state), SandboxState.parse(json), json.toString());
        }
        assertEquals(
                "{\"state\":\"unsandboxed\",\"why\":\"avs.device.sandbox=off\"}",
                SandboxState.of("process", OFF).json().toString());
    }

    private static ObjectNode manifest(SandboxState state, Map<String, String> applied, int results) {
        ObjectNode manifest = ManifestJson.JSON.createObjectNode();
        ObjectNode appliedNode = manifest.putObject("applied");
        applied.forEach(appliedNode::put);
        manifest.set("sandbox", state.json());
        var array = manifest.putArray("results");
        for (int i = 0; i < results; i++) {
            array.addObject().put("id", "PTO-AVS-" + i);
        }
        return manifest;
    }

    private static List<String> findings(JsonNode manifest) {
        List<String> findings = new ArrayList<>();
        BundleSandbox.check(manifest, findings);
        return findings;
    }

    @Test
    void aManifestThatSaysSandboxedMustBeWhatTheDeviceApplied() throws IOException {
        assertEquals(List.of(), findings(manifest(SandboxState.of("process", SANDBOXED), SANDBOXED, 5)));
        assertEquals(List.of(), findings(manifest(SandboxState.of("process", OFF), OFF, 5)));

        // Sandboxed over an applied off: the manifest contradicts itself.
        assertEquals(
                List.of("manifest.json: sandbox says sandboxed: " + HOW + ", but applied.avs.device.sandbox says"
                        + " \"off\": the manifest contradicts itself"),
                findings(manifest(SandboxState.of("process", SANDBOXED), OFF, 5)));
        // Unsandboxed over an applied bwrap, and a sandbox claimed where the device said nothing.
        assertEquals(
                1,
                findings(manifest(SandboxState.of("process", OFF), SANDBOXED, 5))
                        .size());
        assertEquals(
                1,
                findings(manifest(SandboxState.of("process", SANDBOXED), Map.of(), 5))
                        .size());
        // The right state in other words than the device's.
        assertEquals(
                List.of("manifest.json: sandbox says sandboxed: in a jail, but the device applied sandboxed: " + HOW),
                findings(manifest(new SandboxState("sandboxed", "in a jail", List.of()), SANDBOXED, 5)));
    }

    @Test
    void theWaysCasesRanMustAddUpToTheResults() {
        List<Map<String, String>> byCase = cases(3, SANDBOXED);
        byCase.addAll(cases(2, OFF));
        SandboxState mixed = SandboxState.of("process", byCase);
        assertEquals(List.of(), findings(manifest(mixed, Map.of(), 5)));
        assertEquals(
                List.of("manifest.json: sandbox: runs: 5 cases, but the bundle has 6 results"),
                findings(manifest(mixed, Map.of(), 6)));

        // Mixed named sandboxed: its runs say otherwise.
        SandboxState claimed = new SandboxState(SandboxState.SANDBOXED, mixed.detail(), mixed.runs());
        List<String> claimedFindings = findings(manifest(claimed, Map.of("avs.device.sandbox", "bwrap"), 5));
        assertTrue(
                claimedFindings.contains("manifest.json: sandbox says sandboxed: " + mixed.detail()
                        + ", but its runs make " + mixed.line()),
                claimedFindings.toString());

        ObjectNode noRuns = manifest(mixed, Map.of(), 5);
        ((ObjectNode) noRuns.path("sandbox")).remove("runs");
        assertEquals(
                List.of("manifest.json: sandbox: mixed, but it lists no runs of the ways the cases ran"),
                findings(noRuns));
    }

    @Test
    void aSandboxThatIsNoStateIsAFindingAndNoneIsNoFinding() {
        ObjectNode odd = manifest(SandboxState.of("process", SANDBOXED), SANDBOXED, 5);
        ((ObjectNode) odd.path("sandbox")).put("state", "jailed");
        List<String> found = findings(odd);
        assertEquals(1, found.size(), found.toString());
        assertTrue(found.get(0).startsWith("manifest.json: sandbox: {\"state\":\"jailed\""), found.toString());

        ObjectNode extra = manifest(SandboxState.of("process", SANDBOXED), SANDBOXED, 5);
        ((ObjectNode) extra.path("sandbox")).put("note", "trust me");
        assertEquals(1, findings(extra).size());

        ObjectNode before = manifest(SandboxState.of("process", SANDBOXED), SANDBOXED, 5);
        before.remove("sandbox");
        List<String> none = new ArrayList<>();
        assertEquals(Optional.empty(), BundleSandbox.check(before, none));
        assertEquals(List.of(), none);
    }
}
