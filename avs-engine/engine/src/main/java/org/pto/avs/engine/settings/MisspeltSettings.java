package org.pto.avs.engine.settings;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.pto.avs.isa.ClosestName;
import org.pto.avs.results.Constants;

/**
 * An {@code avs.*} setting that the engine does not know but that is a near miss of one it does
 * ({@code -Davs.devcie=process}) would be ignored without a word: each gets a warning naming the setting it
 * probably meant. Device settings ({@code avs.device.*}) get the same check against the engine's own and those the
 * device's provider says it reads ({@link #deviceWarnings}); the reports' settings ({@code avs.report.*}), the
 * property cases' and the project's own build's ({@code avs.test.*}, such as {@code avs.test.timeout-factor}) belong to
 * others, and are left alone.
 */
final class MisspeltSettings {

    private static final List<String> OTHERS_PREFIXES =
            List.of(Constants.DEVICE_SETTINGS_PREFIX, "avs.report.", "avs.property.", "avs.test.");

    /** Every parameter {@link Constants} names. */
    static final Set<String> KNOWN = known();

    private MisspeltSettings() {}

    /** One warning per name of {@code names} that is not a setting but close to one. */
    static List<String> warnings(Collection<String> names) {
        List<String> warnings = new ArrayList<>();
        for (String name : new TreeSet<>(names)) {
            if (!name.startsWith("avs.")
                    || KNOWN.contains(name)
                    || OTHERS_PREFIXES.stream().anyMatch(name::startsWith)) {
                continue;
            }
            ClosestName.to(name, KNOWN)
                    .ifPresent(meant -> warnings.add(
                            name + " is not a setting of pto-avs and is" + " ignored; did you mean " + meant + "?"));
        }
        return warnings;
    }

    /**
     * One warning per {@code avs.device.*} name of {@code names} that neither the engine nor the provider of
     * {@code device} reads ({@code deviceKeys}, without the prefix) but that is close to one of them.
     */
    static List<String> deviceWarnings(Collection<String> names, String device, Set<String> deviceKeys) {
        Set<String> known = new TreeSet<>();
        KNOWN.stream()
                .filter(name -> name.startsWith(Constants.DEVICE_SETTINGS_PREFIX))
                .forEach(known::add);
        deviceKeys.forEach(key -> known.add(Constants.DEVICE_SETTINGS_PREFIX + key));
        List<String> warnings = new ArrayList<>();
        for (String name : new TreeSet<>(names)) {
            if (!name.startsWith(Constants.DEVICE_SETTINGS_PREFIX) || known.contains(name)) {
                continue;
            }
            ClosestName.to(name, known)
                    .ifPresent(meant -> warnings.add(name + " is not a setting of pto-avs or of" + " device '" + device
                            + "' and is ignored; did you mean " + meant + "?"));
        }
        return warnings;
    }

    private static Set<String> known() {
        Set<String> names = new TreeSet<>();
        for (Field field : Constants.class.getFields()) {
            if (Modifier.isStatic(field.getModifiers()) && field.getType() == String.class) {
                try {
                    String value = (String) field.get(null);
                    if (value.startsWith("avs.") && !value.endsWith(".")) {
                        names.add(value);
                    }
                } catch (IllegalAccessException e) {
                    throw new IllegalStateException("Constants' fields are public", e);
                }
            }
        }
        return names;
    }
}
