package org.pto.avs.reports.model;

import static org.pto.avs.reports.model.FieldDifference.ABSENT;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import org.apiguardian.api.API;
import org.pto.avs.results.WaiverUse;
import org.pto.avs.results.values.ProgramStep;

/**
 * Why a case did not pass, in the words a vendor triages by, derived from the engine's structured comparison (each
 * step's expected and actual outcome, each differing field's path, expected and actual value), never from message
 * text. Each Allure result's message starts with its category in brackets ({@code [payload mismatch] ...}) and
 * {@code categories.json} matches on that prefix, so the Allure Categories tab and the summary agree.
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public enum FailureCategory {
    DEVICE_CRASH_OR_TIMEOUT("device crash or timeout", "broken"),
    WRONG_FAULT_KIND("wrong fault kind", "failed"),
    MISSING_FAULT("missing fault", "failed"),
    UNEXPECTED_FAULT("unexpected fault", "failed"),
    /** Every expected effect happened and a step faulted as expected, but state was left that the fault forbids. */
    STATE_CHANGED_BEFORE_FAULT("state changed before a fault", "failed"),
    /** The expected bindings are all there, in another order. */
    STREAM_ORDER("binding stream in the wrong order", "failed"),
    /** A binding of the stream missing, extra, or with another register, size code, mask or consumed flag. */
    BINDING_MISMATCH("binding mismatch", "failed"),
    DESCRIPTOR_MISMATCH("descriptor mismatch", "failed"),
    PAYLOAD_MISMATCH("payload mismatch", "failed"),
    STATE_MISMATCH("state mismatch", "failed"),
    /** A fail that only a waiver makes: it expired, or a strict run found the case passing. */
    WAIVER_NOT_IN_FORCE("waiver expired or unexpected pass", "failed"),
    /**
     * The device answered {@code unsupported} (a form it lacks) or lacks an observable the case compares: nothing was
     * judged, so Allure's {@code skipped}, like the JUnit XML's; the run's verdict says {@code incomplete}.
     */
    NOT_SUPPORTED("not supported", "skipped"),
    WAIVED("waived", "skipped"),
    HARNESS_ERROR("harness error", "broken");

    private final String label;
    private final String allureStatus;

    FailureCategory(String label, String allureStatus) {
        this.label = label;
        this.allureStatus = allureStatus;
    }

    public String label() {
        return label;
    }

    /** The Allure status a result of this category has. */
    public String allureStatus() {
        return allureStatus;
    }

    /** The prefix of the Allure message of a result in this category. */
    public String prefix() {
        return "[" + label + "] ";
    }

    /** The {@code messageRegex} of this category in {@code categories.json}: the prefix, then anything. */
    public String messageRegex() {
        return "(?s)" + Pattern.quote(prefix()) + ".*";
    }

    /** The category of a case that did not pass; empty for a pass. */
    public static Optional<FailureCategory> of(CaseResult result) {
        return Optional.ofNullable(
                switch (result.status()) {
                    case PASS -> null;
                    case CRASH, TIMEOUT -> DEVICE_CRASH_OR_TIMEOUT;
                    case NOT_SUPPORTED -> NOT_SUPPORTED;
                    case WAIVED -> WAIVED;
                    case ERROR -> HARNESS_ERROR;
                    case FAIL -> ofFailure(result);
                });
    }

    /**
     * The category of one vector that did not pass: its status's own when it was not judged (not supported, a crash
     * or timeout, a harness error), else from its steps and differences; empty when neither says. A vector not
     * supported is never a missing fault, though the step the device answered {@code unsupported} expected one.
     */
    public static Optional<FailureCategory> of(VectorResult vector) {
        if (vector.passed()) {
            return Optional.empty();
        }
        return Optional.ofNullable(
                switch (vector.status()) {
                    case NOT_SUPPORTED -> NOT_SUPPORTED;
                    case CRASH, TIMEOUT -> DEVICE_CRASH_OR_TIMEOUT;
                    case ERROR -> HARNESS_ERROR;
                    case PASS, FAIL, ADVISORY, NOT_RUN -> ofVector(vector);
                });
    }

    /** The most telling difference wins: a step outcome before the state it leaves behind. */
    private static FailureCategory ofFailure(CaseResult result) {
        if (result.waiver().filter(w -> w.use() != WaiverUse.APPLIED).isPresent()
                && result.differences().isEmpty()) {
            return WAIVER_NOT_IN_FORCE;
        }
        FailureCategory best = null;
        for (VectorResult vector : result.vectors()) {
            // An advisory finding never fails a case, so never says why it failed.
            if (!vector.passed() && !vector.isAdvisoryFinding()) {
                best = first(best, ofVector(vector));
            }
        }
        return best == null ? STATE_MISMATCH : best;
    }

    private static FailureCategory ofVector(VectorResult vector) {
        FailureCategory best = null;
        for (ProgramStep step : vector.program()) {
            best = first(best, ofStep(step));
        }
        if (best != null) {
            return best;
        }
        List<FieldDifference> state =
                vector.differences().stream().filter(d -> !d.isStepOutcome()).toList();
        if (state.isEmpty()) {
            return null;
        }
        boolean faultedAsExpected = vector.program().stream().anyMatch(s -> s.matches() && isFault(s.actual()));
        if (faultedAsExpected && state.stream().allMatch(FailureCategory::isLeftOver)) {
            return STATE_CHANGED_BEFORE_FAULT;
        }
        List<FieldDifference> bindings =
                state.stream().filter(d -> d.path().startsWith("bindings[")).toList();
        if (!bindings.isEmpty()) {
            best = isReordering(bindings) ? STREAM_ORDER : BINDING_MISMATCH;
        }
        for (FieldDifference difference : state) {
            best = first(best, ofField(difference));
        }
        return best;
    }

    private static FailureCategory ofStep(ProgramStep step) {
        if (step.actual().isEmpty() || step.matches()) {
            return null;
        }
        boolean expectedFault = step.expectedAlternatives().stream().anyMatch(FailureCategory::isFault);
        if (isFault(step.actual())) {
            return expectedFault ? WRONG_FAULT_KIND : UNEXPECTED_FAULT;
        }
        return expectedFault ? MISSING_FAULT : null;
    }

    /**
     * State the case says should not exist and the device left: a binding, a Shared register where the case expects
     * none, more PEs in the block's participation, or more pool bytes in use. In a vector whose fault came as expected and in which nothing else differs, a
     * rejected instruction had an effect (a rejection is the last step of every check order).
     */
    private static boolean isLeftOver(FieldDifference difference) {
        if (difference.expected().equals(ABSENT)) {
            return !difference.actual().equals(ABSENT);
        }
        if (difference.path().equals("participation")) {
            return widens(difference.expected(), difference.actual());
        }
        if (difference.path().equals("pool_bytes_in_use")) {
            try {
                return Long.parseLong(difference.actual()) > Long.parseLong(difference.expected());
            } catch (NumberFormatException e) {
                return false;
            }
        }
        return false;
    }

    /** A participation mask ({@code 1100}) that keeps every PE of {@code expected} and adds some. */
    private static boolean widens(String expected, String actual) {
        if (expected.length() != actual.length() || !expected.matches("[01]+") || !actual.matches("[01]+")) {
            return false;
        }
        for (int pe = 0; pe < expected.length(); pe++) {
            if (expected.charAt(pe) == '1' && actual.charAt(pe) != '1') {
                return false;
            }
        }
        return true;
    }

    /** The differing slots hold the same bindings as expected, in another order: nothing missing, nothing extra. */
    private static boolean isReordering(List<FieldDifference> bindings) {
        if (bindings.size() < 2) {
            return false;
        }
        List<String> expected = new ArrayList<>();
        List<String> actual = new ArrayList<>();
        for (FieldDifference slot : bindings) {
            if (slot.expected().equals(ABSENT) || slot.actual().equals(ABSENT)) {
                return false;
            }
            expected.add(slot.expected());
            actual.add(slot.actual());
        }
        Collections.sort(expected);
        Collections.sort(actual);
        return expected.equals(actual);
    }

    private static FailureCategory ofField(FieldDifference difference) {
        String path = difference.path();
        if (path.startsWith("bindings[")) {
            return null;
        }
        if (path.contains("payload") || path.startsWith("gm") || path.startsWith("initial")) {
            return PAYLOAD_MISMATCH;
        }
        if (path.startsWith("shared")) {
            return DESCRIPTOR_MISMATCH;
        }
        return STATE_MISMATCH;
    }

    private static FailureCategory first(FailureCategory best, FailureCategory category) {
        return category != null && (best == null || category.ordinal() < best.ordinal()) ? category : best;
    }

    private static boolean isFault(String outcome) {
        return outcome.startsWith("Fault_");
    }
}
