package org.pto.avs.device.process;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import org.pto.avs.device.DeviceException;
import org.pto.avs.device.DeviceSettings;

/**
 * The environment of a sandboxed device: {@code PATH} (the harness's, or {@value #DEFAULT_PATH}), {@code HOME} and
 * {@code TMPDIR} (its scratch folder), {@code LANG} (the harness's, or {@code C.UTF-8}), {@code PWD} (its working
 * directory, which bubblewrap sets), {@value LeftBehind#VARIABLE}, and the variables {@code avs.device.sandbox-env}
 * lists that the harness has. Never the harness's others: a secret in a CI job's environment does not reach the
 * device, which could otherwise say it in its {@code hello} and have it published in the bundle.
 */
record SandboxEnvironment(List<String> listed) {

    static final String SETTING = "sandbox-env";
    static final String DEFAULT_PATH = "/usr/local/bin:/usr/bin:/bin";

    /** Set by the sandbox itself: a listed one would be another value than the device gets. */
    private static final Set<String> SANDBOX_OWN = Set.of("HOME", "TMPDIR", "PWD", LeftBehind.VARIABLE);

    private static final Pattern NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

    static final SandboxEnvironment NONE_LISTED = new SandboxEnvironment(List.of());

    SandboxEnvironment {
        listed = List.copyOf(listed);
    }

    /** {@code avs.device.sandbox-env}: names of variables, separated by commas. */
    static SandboxEnvironment of(DeviceSettings settings) throws DeviceException {
        Optional<String> text = settings.get(SETTING);
        if (text.isEmpty()) {
            return NONE_LISTED;
        }
        List<String> names = new ArrayList<>();
        for (String part : text.get().split(",", -1)) {
            String name = part.strip();
            if (!NAME.matcher(name).matches() || SANDBOX_OWN.contains(name)) {
                throw new DeviceException(
                        DeviceException.Kind.SETUP,
                        "avs.device." + SETTING + "=" + text.get() + " is not allowed: names of environment variables"
                                + " separated by commas, other than "
                                + String.join(
                                        ", ", SANDBOX_OWN.stream().sorted().toList())
                                + ", which the sandbox sets (" + (name.isEmpty() ? "an empty name" : name) + ")");
            }
            if (!names.contains(name)) {
                names.add(name);
            }
        }
        return new SandboxEnvironment(names);
    }

    /** The device's variables, from the harness's {@code harness} ones; {@code session} is its {@value LeftBehind#VARIABLE}. */
    Map<String, String> variables(Map<String, String> harness, Path scratch, String session) {
        Map<String, String> variables = new LinkedHashMap<>();
        variables.put("PATH", harness.getOrDefault("PATH", DEFAULT_PATH));
        variables.put("HOME", scratch.toString());
        variables.put("TMPDIR", scratch.toString());
        variables.put("LANG", harness.getOrDefault("LANG", "C.UTF-8"));
        variables.put(LeftBehind.VARIABLE, session);
        for (String name : listed) {
            if (harness.containsKey(name)) {
                variables.put(name, harness.get(name));
            }
        }
        return variables;
    }

    /** The names the device gets, in the order the sandbox's description says them. */
    List<String> names(Map<String, String> harness) {
        List<String> names = new ArrayList<>(List.of("PATH", "HOME", "TMPDIR", "LANG", "PWD", LeftBehind.VARIABLE));
        listed.stream()
                .filter(harness::containsKey)
                .filter(n -> !names.contains(n))
                .forEach(names::add);
        return names;
    }
}
