package org.pto.avs.engine.settings;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apiguardian.api.API;
import org.junit.platform.engine.ConfigurationParameters;
import org.pto.avs.results.CaseStatus;
import org.pto.avs.results.Constants;
import org.pto.avs.results.RunVerdict;

/**
 * What a run must show of its device to pass as a whole ({@value Constants#REQUIRE},
 * {@value Constants#REQUIRE_MIN_JUDGED}): a non-conforming case fails the build by itself, but a device that leaves
 * cases not supported does not, unless the run asks for more. Checked once, at the end of the run, against the
 * same verdict the summary prints.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public record RunRequirement(boolean conformance, int minJudged) {

    public static final RunRequirement NONE = new RunRequirement(false, 0);

    private static final Map<String, Boolean> REQUIRE_VALUES = orderedValues();

    private static Map<String, Boolean> orderedValues() {
        Map<String, Boolean> values = new LinkedHashMap<>();
        values.put("none", false);
        values.put("conformance", true);
        return values;
    }

    /** The two settings; a bad value is an {@link IllegalArgumentException} naming the parameter. */
    static RunRequirement from(ConfigurationParameters configuration) {
        boolean conformance = Setting.choice(configuration, Constants.REQUIRE, REQUIRE_VALUES, false);
        int minJudged = Setting.text(configuration, Constants.REQUIRE_MIN_JUDGED)
                .map(RunRequirement::count)
                .orElse(0);
        return new RunRequirement(conformance, minJudged);
    }

    private static int count(String text) {
        try {
            int value = Integer.parseInt(text);
            if (value >= 0) {
                return value;
            }
        } catch (NumberFormatException e) {
            // Reported below with the value.
        }
        throw new IllegalArgumentException(
                Constants.REQUIRE_MIN_JUDGED + "=" + text + " is not allowed: a whole number of cases from 0");
    }

    /** A case the device ran and the harness compared, whatever the outcome. */
    static boolean judged(CaseStatus status) {
        return status != CaseStatus.NOT_SUPPORTED && status != CaseStatus.ERROR;
    }

    /**
     * Why a run whose cases ended with {@code totals} and whose verdict is {@code verdict} does not meet this
     * requirement; empty when it does.
     */
    public Optional<String> unmetBy(Map<CaseStatus, Integer> totals, RunVerdict verdict) {
        List<String> unmet = new ArrayList<>();
        if (conformance && verdict.kind() != RunVerdict.Kind.CONFORMS) {
            unmet.add(Constants.REQUIRE + "=conformance: the verdict is " + verdict.text());
        }
        int judged = totals.entrySet().stream()
                .filter(e -> judged(e.getKey()))
                .mapToInt(Map.Entry::getValue)
                .sum();
        if (judged < minJudged) {
            int cases = totals.values().stream().mapToInt(Integer::intValue).sum();
            unmet.add(Constants.REQUIRE_MIN_JUDGED + "=" + minJudged + ": " + judged + " of " + cases
                    + (cases == 1 ? " case" : " cases") + " judged (" + totals.getOrDefault(CaseStatus.NOT_SUPPORTED, 0)
                    + " not supported)");
        }
        return unmet.isEmpty()
                ? Optional.empty()
                : Optional.of(RunVerdict.REQUIREMENT_NOT_MET + String.join("; ", unmet));
    }
}
