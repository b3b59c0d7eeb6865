package org.pto.avs.reports.commandline;

import java.util.LinkedHashMap;
import java.util.Map;
import org.apiguardian.api.API;
import picocli.CommandLine.Option;

/** {@code --config <key>=<value>}, as often as needed: the engine's settings, in the order given. */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class ConfigOption {

    @Option(
            names = "--config",
            paramLabel = "<key>=<value>",
            description = "an engine setting (avs.device=process, avs.device.command=..., avs.waivers=...), as a"
                    + " system property gives it; a later value of a key wins")
    private Map<String, String> values;

    /** The settings given, a new map the caller may add to. */
    public Map<String, String> values() {
        Map<String, String> copy = new LinkedHashMap<>();
        if (values != null) {
            values.forEach((key, value) -> copy.put(key.strip(), value.strip()));
        }
        return copy;
    }
}
