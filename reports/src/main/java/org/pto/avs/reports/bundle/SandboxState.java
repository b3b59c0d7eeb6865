package org.pto.avs.reports.bundle;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Collectors;
import org.apiguardian.api.API;
import org.pto.avs.results.Constants;

/**
 * How the device of a run ran, as {@code manifest.json} and the signed conformance-run predicate record it under
 * {@code sandbox}: {@code {"state": "sandboxed", "how": ...}}, or {@code "unsandboxed"}, {@code "not-applicable"} (a
 * device that is no process the harness starts) or {@code "unknown"} (a process device that did not say) with
 * {@code "why"}. When the cases ran in more than one way (the parts of a merged run ran apart), {@code runs} lists
 * each way with its number of cases, and the state is theirs when they all share one, else {@code "mixed"}: a bundle
 * never says sandboxed when one case ran otherwise.
 *
 * @param state  {@value #SANDBOXED}, {@value #UNSANDBOXED}, {@value #NOT_APPLICABLE}, {@value #UNKNOWN} or
 *               {@value #MIXED}
 * @param detail how it was sandboxed ({@code how}), or why it was not ({@code why}), in one line
 * @param runs   each way the cases ran, when there was more than one; else empty
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public record SandboxState(String state, String detail, List<Run> runs) {

    public static final String SANDBOXED = "sandboxed";
    public static final String UNSANDBOXED = "unsandboxed";
    public static final String NOT_APPLICABLE = "not-applicable";
    public static final String UNKNOWN = "unknown";
    public static final String MIXED = "mixed";

    /** The states in the order they are listed, the sandboxed first. */
    static final List<String> STATES = List.of(SANDBOXED, UNSANDBOXED, UNKNOWN, NOT_APPLICABLE, MIXED);

    /** The manifest's and the predicate's field. */
    static final String FIELD = "sandbox";

    static final String STATE = "state";
    static final String HOW = "how";
    static final String WHY = "why";
    static final String RUNS = "runs";
    static final String CASES = "cases";

    /** The one line a process device gives of how it ran, next to {@link CertificationSandbox#SETTING}. */
    static final String DETAIL_SETTING = CertificationSandbox.SETTING + "-detail";

    /** What a device that says whether it ran sandboxed, but not how, is recorded with. */
    static final String NOT_STATED = "not stated by the device";

    /** The applied {@link CertificationSandbox#SETTING} of a sandboxed and of an unsandboxed process device. */
    static final String BWRAP = "bwrap";

    static final String OFF = "off";

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    /**
     * Some of a run's cases that ran alike.
     *
     * @param cases how many cases ran so, at least one
     */
    public record Run(SandboxState state, int cases) {}

    public SandboxState {
        Objects.requireNonNull(state, "state");
        Objects.requireNonNull(detail, "detail");
        runs = List.copyOf(runs);
    }

    private static SandboxState single(String state, String detail) {
        return new SandboxState(state, detail, List.of());
    }

    /** Whether every case ran in the harness's sandbox: what {@code verify --require-sandbox} asks. */
    public boolean sandboxed() {
        return state.equals(SANDBOXED);
    }

    /**
     * How one case ran on {@code device} (its {@code avs.device} name), from the settings the device applied (by
     * setting name): a process device says {@code avs.device.sandbox} {@code bwrap} or {@code off}, and in
     * {@code avs.device.sandbox-detail} how or why.
     */
    static SandboxState of(String device, Map<String, String> applied) {
        String said = applied.get(CertificationSandbox.SETTING);
        String detail = Optional.ofNullable(applied.get(DETAIL_SETTING))
                .filter(d -> !d.isBlank())
                .orElse(NOT_STATED);
        if (BWRAP.equals(said)) {
            return single(SANDBOXED, detail);
        }
        if (OFF.equals(said)) {
            return single(UNSANDBOXED, detail);
        }
        if (said != null) {
            return single(
                    UNKNOWN,
                    "the device says " + CertificationSandbox.SETTING + "=" + said
                            + ", which is no sandbox this harness knows");
        }
        if (CertificationSandbox.PROCESS.equals(device)) {
            return single(UNKNOWN, "the device did not say whether it ran in the sandbox");
        }
        if ("socket".equals(device)) {
            return single(
                    NOT_APPLICABLE,
                    Constants.DEVICE + "=socket: the device runs outside this harness, which reaches it over a socket");
        }
        return single(
                NOT_APPLICABLE,
                Constants.DEVICE + "=" + device + " runs in the harness's process: the harness starts no device"
                        + " process to sandbox");
    }

    /** How the cases of a run on {@code device} ran, from the settings the device applied for each. */
    static SandboxState of(String device, Collection<? extends Map<String, String>> appliedByCase) {
        Map<SandboxState, Integer> counts = new LinkedHashMap<>();
        appliedByCase.forEach(applied -> counts.merge(of(device, applied), 1, Integer::sum));
        if (counts.isEmpty()) {
            return of(device, Map.of());
        }
        return of(counts.entrySet().stream()
                .map(e -> new Run(e.getKey(), e.getValue()))
                .toList());
    }

    /** The state of cases that ran in {@code runs}: the one way, or every way with its count, in a stable order. */
    static SandboxState of(List<Run> runs) {
        if (runs.size() == 1) {
            return runs.get(0).state();
        }
        List<Run> sorted = new ArrayList<>(runs);
        sorted.sort(Comparator.comparing((Run r) -> STATES.indexOf(r.state().state()))
                .thenComparing(r -> r.state().detail()));
        List<String> states =
                sorted.stream().map(r -> r.state().state()).distinct().toList();
        String state = states.size() == 1 ? states.get(0) : MIXED;
        String detail = sorted.stream()
                .map(r -> r.cases()
                        + (r.cases() == 1 ? " case " : " cases ")
                        + r.state().line())
                .collect(Collectors.joining("; "));
        return new SandboxState(state, detail, sorted);
    }

    /** The field that holds the detail: how a sandboxed device ran, why another did not. */
    String detailField() {
        return state.equals(SANDBOXED) ? HOW : WHY;
    }

    /** {@code sandboxed: <how>}, {@code unsandboxed: <why>}, ...: what {@code verify} prints after {@code sandbox: }. */
    public String line() {
        return state + ": " + detail;
    }

    /** The {@code sandbox} object of the manifest and the predicate. */
    ObjectNode json() {
        ObjectNode node = NODES.objectNode();
        node.put(STATE, state);
        node.put(detailField(), detail);
        if (!runs.isEmpty()) {
            var array = node.putArray(RUNS);
            runs.forEach(r -> array.add(r.state().json().put(CASES, r.cases())));
        }
        return node;
    }

    /**
     * The state {@code node} records, when it is one this class writes (a known state with its detail field, each
     * of its runs too); empty otherwise.
     */
    static Optional<SandboxState> parse(JsonNode node) {
        if (!node.isObject()) {
            return Optional.empty();
        }
        String state = node.path(STATE).asText("");
        if (!STATES.contains(state)) {
            return Optional.empty();
        }
        String field = state.equals(SANDBOXED) ? HOW : WHY;
        JsonNode detail = node.path(field);
        if (!detail.isTextual() || detail.asText().isBlank()) {
            return Optional.empty();
        }
        List<Run> runs = new ArrayList<>();
        for (JsonNode run : node.path(RUNS)) {
            Optional<SandboxState> ran = parse(run);
            if (ran.isEmpty()
                    || !run.path(CASES).canConvertToInt()
                    || run.path(CASES).asInt() < 1) {
                return Optional.empty();
            }
            runs.add(new Run(ran.get(), run.path(CASES).asInt()));
        }
        return Optional.of(new SandboxState(state, detail.asText(), runs));
    }
}
