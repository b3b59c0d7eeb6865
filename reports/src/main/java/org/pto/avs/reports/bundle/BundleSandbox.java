package org.pto.avs.reports.bundle;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.pto.avs.device.DeviceIdentity;

/**
 * The sandbox check of a bundle: the manifest's {@code sandbox} ({@link SandboxState}) must be a state the bundle
 * writer writes, add up to the bundle's results when it lists several ways the cases ran, and agree with what the
 * device applied ({@code applied}): sandboxed exactly when the device said {@code bwrap}, unsandboxed exactly when it
 * said {@code off}, with its words. A signed predicate that says otherwise than the manifest is named
 * ({@link #crossCheck}).
 */
final class BundleSandbox {

    private static final String WHERE = BundleLayout.MANIFEST + ": " + SandboxState.FIELD;

    private BundleSandbox() {}

    /**
     * The state the manifest records, adding a finding for each defect; empty when it records none (a bundle of
     * before, which {@code verify --require-sandbox} refuses) or one that cannot be read.
     */
    static Optional<SandboxState> check(JsonNode manifest, List<String> findings) {
        JsonNode node = manifest.path(SandboxState.FIELD);
        if (node.isMissingNode()) {
            return Optional.empty();
        }
        Optional<SandboxState> parsed = SandboxState.parse(node);
        if (parsed.isEmpty() || !parsed.get().json().equals(node)) {
            findings.add(WHERE + ": " + shown(node) + " is not a sandbox state: a state of " + SandboxState.STATES
                    + " with its how (sandboxed) or why, and the runs of each way the cases ran");
            return Optional.empty();
        }
        SandboxState state = parsed.get();
        if (!state.runs().isEmpty()) {
            runs(state, manifest.path("results").size(), findings);
        } else if (state.state().equals(SandboxState.MIXED)) {
            findings.add(WHERE + ": mixed, but it lists no runs of the ways the cases ran");
        }
        JsonNode applied = manifest.path("applied");
        JsonNode saidNode = applied.path(CertificationSandbox.SETTING);
        String said = saidNode.isTextual() ? saidNode.asText() : null;
        if (SandboxState.BWRAP.equals(said) != state.sandboxed()
                || SandboxState.OFF.equals(said) != state.state().equals(SandboxState.UNSANDBOXED)) {
            findings.add(WHERE + " says " + DeviceIdentity.escaped(state.line()) + ", but applied."
                    + CertificationSandbox.SETTING + " says " + (said == null ? "nothing" : shown(saidNode))
                    + ": the manifest contradicts itself");
        } else if (said != null && state.runs().isEmpty()) {
            SandboxState stated = SandboxState.of("", text(applied));
            if (!stated.equals(state)) {
                findings.add(WHERE + " says " + DeviceIdentity.escaped(state.line()) + ", but the device applied "
                        + DeviceIdentity.escaped(stated.line()));
            }
        }
        return Optional.of(state);
    }

    /** Each way is one the writer writes, the ways differ, and their cases are the bundle's results. */
    private static void runs(SandboxState state, int results, List<String> findings) {
        List<SandboxState.Run> runs = state.runs();
        if (runs.size() < 2
                || runs.stream()
                        .anyMatch(r ->
                                !r.state().runs().isEmpty() || r.state().state().equals(SandboxState.MIXED))
                || new HashSet<>(runs.stream().map(SandboxState.Run::state).toList()).size() != runs.size()) {
            findings.add(WHERE + ": runs: the ways the cases ran must be two or more, each a single state, all"
                    + " different");
            return;
        }
        if (!SandboxState.of(runs).equals(state)) {
            findings.add(WHERE + " says " + DeviceIdentity.escaped(state.line()) + ", but its runs make "
                    + DeviceIdentity.escaped(SandboxState.of(runs).line()));
        }
        int cases = runs.stream().mapToInt(SandboxState.Run::cases).sum();
        if (cases != results) {
            findings.add(WHERE + ": runs: " + cases + " cases, but the bundle has " + results + " results");
        }
    }

    /**
     * Names how the signed predicate {@code name} and the manifest differ on the sandbox, if they do: the manifest
     * was changed after signing, and what the signer vouched for is the predicate's.
     */
    static void crossCheck(String name, JsonNode signed, JsonNode manifest, List<String> findings) {
        JsonNode vouched = signed.path(SandboxState.FIELD);
        JsonNode stated = manifest.path(SandboxState.FIELD);
        if (!vouched.equals(stated)) {
            findings.add(name + ": the signed predicate says sandbox " + described(vouched) + ", "
                    + BundleLayout.MANIFEST + " says " + described(stated));
        }
    }

    private static String described(JsonNode node) {
        if (node.isMissingNode()) {
            return "nothing";
        }
        return SandboxState.parse(node)
                .map(s -> DeviceIdentity.escaped(s.line()))
                .orElseGet(() -> shown(node));
    }

    private static Map<String, String> text(JsonNode object) {
        Map<String, String> values = new TreeMap<>();
        object.fields().forEachRemaining(e -> {
            if (e.getValue().isTextual()) {
                values.put(e.getKey(), e.getValue().asText());
            }
        });
        return values;
    }

    private static String shown(JsonNode node) {
        String text = node.toString();
        return DeviceIdentity.escaped(text.length() > 200 ? text.substring(0, 200) + "..." : text);
    }
}
