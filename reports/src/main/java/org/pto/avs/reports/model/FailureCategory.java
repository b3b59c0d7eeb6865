package org.pto.avs.reports.model;

import org.pto.avs.engine.api.WaiverUse;
import java.util.regex.Pattern;

/**
 * Why a case did not pass, in the words a vendor triages by. Each Allure result's message starts with its
 * category in brackets ({@code [payload mismatch] ...}) and {@code categories.json} matches on that prefix, so the
 * Allure Categories tab and the summary agree.
 */
public enum FailureCategory {
    DEVICE_CRASH_OR_TIMEOUT("device crash or timeout", "broken"),
    WRONG_FAULT_KIND("wrong fault kind", "failed"),
    MISSING_FAULT("missing fault", "failed"),
    UNEXPECTED_FAULT("unexpected fault", "failed"),
    STATE_CHANGED_BEFORE_FAULT("state changed before a fault", "failed"),
    DESCRIPTOR_MISMATCH("descriptor mismatch", "failed"),
    PAYLOAD_MISMATCH("payload mismatch", "failed"),
    STATE_MISMATCH("state mismatch", "failed"),
    /** A fail that only a waiver makes: it expired, or a strict run found the case passing. */
    WAIVER_NOT_IN_FORCE("waiver expired or unexpected pass", "failed"),
    NOT_SUPPORTED("not supported", "broken"),
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
    public static java.util.Optional<FailureCategory> of(CaseResult result) {
        return java.util.Optional.ofNullable(switch (result.status()) {
            case PASS -> null;
            case CRASH, TIMEOUT -> DEVICE_CRASH_OR_TIMEOUT;
            case NOT_SUPPORTED -> NOT_SUPPORTED;
            case WAIVED -> WAIVED;
            case ERROR -> HARNESS_ERROR;
            case FAIL -> ofFailure(result);
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
            if (vector.passed()) {
                continue;
            }
            FailureCategory category = ofVector(vector);
            if (category != null && (best == null || category.ordinal() < best.ordinal())) {
                best = category;
            }
        }
        return best == null ? STATE_MISMATCH : best;
    }

    private static FailureCategory ofVector(VectorResult vector) {
        FailureCategory best = null;
        for (ProgramStepResult step : vector.program()) {
            FailureCategory category = ofStep(step);
            if (category != null && (best == null || category.ordinal() < best.ordinal())) {
                best = category;
            }
        }
        if (best != null) {
            return best;
        }
        boolean expectsFault = vector.program().stream()
                .anyMatch(s -> s.expectedAlternatives().stream().anyMatch(FailureCategory::isFault));
        for (FieldDifference difference : vector.differences()) {
            FailureCategory category = ofField(difference, expectsFault);
            if (category != null && (best == null || category.ordinal() < best.ordinal())) {
                best = category;
            }
        }
        return best;
    }

    private static FailureCategory ofStep(ProgramStepResult step) {
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
     * A vector that expects a fault states that the fault changes nothing (a rejection is the last step of every
     * check order), so any state field that then differs is a state change before, or by, the fault.
     */
    private static FailureCategory ofField(FieldDifference difference, boolean vectorExpectsFault) {
        String path = difference.path();
        if (difference.isStepOutcome()) {
            return null;
        }
        if (vectorExpectsFault) {
            return STATE_CHANGED_BEFORE_FAULT;
        }
        if (path.contains("payload") || path.startsWith("gm")) {
            return PAYLOAD_MISMATCH;
        }
        if (path.startsWith("shared")) {
            return DESCRIPTOR_MISMATCH;
        }
        return STATE_MISMATCH;
    }

    private static boolean isFault(String outcome) {
        return outcome.startsWith("Fault_");
    }
}
