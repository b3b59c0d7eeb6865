package org.pto.avs.engine.settings;

import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import org.apiguardian.api.API;
import org.junit.platform.engine.ConfigurationParameters;
import org.pto.avs.results.Constants;

/**
 * The settings of random testing on a partial device ({@link Constants#RANDOM_FORMS},
 * {@link Constants#RANDOM_PROBE}, {@link Constants#RANDOM_MIN_JUDGED}).
 *
 * @param forms     mnemonics the generator may write; empty: every form it writes
 * @param probe     programs of the first probe, 0 for none
 * @param minJudged the fewest judged programs for a pass
 * @param problem   why a value was refused (naming the parameter), or null; a refused setting fails the case
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public record PartialDeviceSettings(Set<String> forms, int probe, int minJudged, String problem) {

    static final int MAX_PROBE = 10_000;

    public PartialDeviceSettings {
        forms = Set.copyOf(forms);
    }

    /** Every form, the default probe and minimum. */
    public static final PartialDeviceSettings DEFAULT = new PartialDeviceSettings(
            Set.of(), Constants.DEFAULT_RANDOM_PROBE, Constants.DEFAULT_RANDOM_MIN_JUDGED, null);

    /**
     * What these settings make of a campaign, as its report entry names it ({@code forms=every probe=100
     * min-judged=100}): a journaled run of other settings made other programs or passed on fewer.
     */
    public String campaign() {
        String written = forms.isEmpty() ? "every" : String.join(",", new TreeSet<>(forms));
        return "forms=" + written + " probe=" + probe + " min-judged=" + minJudged;
    }

    /** Reads the parameters; a bad value is kept as {@link #problem()} rather than thrown. */
    static PartialDeviceSettings of(ConfigurationParameters configuration) {
        Set<String> forms = new LinkedHashSet<>();
        String list =
                configuration.get(Constants.RANDOM_FORMS).map(String::strip).orElse("");
        for (String mnemonic : list.split(",")) {
            if (!mnemonic.isBlank()) {
                forms.add(mnemonic.strip().toUpperCase(Locale.ROOT));
            }
        }
        try {
            int probe = number(configuration, Constants.RANDOM_PROBE, Constants.DEFAULT_RANDOM_PROBE, 0, MAX_PROBE);
            int min = number(
                    configuration,
                    Constants.RANDOM_MIN_JUDGED,
                    Constants.DEFAULT_RANDOM_MIN_JUDGED,
                    1,
                    Integer.MAX_VALUE);
            return new PartialDeviceSettings(forms, probe, min, null);
        } catch (IllegalArgumentException e) {
            return new PartialDeviceSettings(forms, 0, 1, e.getMessage());
        }
    }

    private static int number(ConfigurationParameters configuration, String key, int fallback, int low, int high) {
        String text = configuration.get(key).map(String::strip).orElse("");
        if (text.isEmpty()) {
            return fallback;
        }
        try {
            int value = Integer.parseInt(text);
            if (value >= low && value <= high) {
                return value;
            }
        } catch (NumberFormatException e) {
            // Reported below with the value.
        }
        throw new IllegalArgumentException(key + "=" + text + " is not a whole number from " + low + " to " + high);
    }
}
