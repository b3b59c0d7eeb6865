package org.pto.avs.results;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apiguardian.api.API;
import org.junit.platform.engine.ConfigurationParameters;

/**
 * What {@code avs.shard} means: {@code i/n}, nothing (the whole run), or {@code auto}, where the scheduler that
 * started the process says which part it is. The one place a shard setting is read, so discovery, the journal header
 * and the property runner always agree.
 *
 * <p>{@code auto} reads, in this order, the first variable family that is set:
 * <ol>
 *   <li>{@value #AVS_SHARD}{@code =i/n}: set on purpose by whoever starts the process (a GitHub Actions matrix, a
 *       board farm's queue), so it wins over what a scheduler sets on its own;</li>
 *   <li>{@value #JOB_COMPLETION_INDEX} (0-based) of a Kubernetes Indexed Job, with the count from
 *       {@value Constants#SHARD_COUNT} (the Job's {@code completions}, which Kubernetes does not export);</li>
 *   <li>{@value #CI_NODE_INDEX} (1-based) and {@value #CI_NODE_TOTAL} of GitLab's {@code parallel:};
 *       {@value #CI_NODE_TOTAL}{@code =1} alone is a GitLab job that is not parallel: the whole run.</li>
 * </ol>
 * None set, or a value that is not a part, is an {@link IllegalArgumentException} naming the variable and its value.
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public final class ShardSetting {

    /** The value of {@link Constants#SHARD} that reads the part from the environment. */
    public static final String AUTO = "auto";

    public static final String AVS_SHARD = "AVS_SHARD";
    public static final String JOB_COMPLETION_INDEX = "JOB_COMPLETION_INDEX";
    public static final String CI_NODE_INDEX = "CI_NODE_INDEX";
    public static final String CI_NODE_TOTAL = "CI_NODE_TOTAL";

    /** Every variable {@code auto} looks for, in the order it looks. */
    public static final List<String> VARIABLES = List.of(AVS_SHARD, JOB_COMPLETION_INDEX, CI_NODE_INDEX, CI_NODE_TOTAL);

    private ShardSetting() {}

    /** The part {@code configuration} asks for, reading {@code environment} under {@code auto}. */
    public static Shard of(ConfigurationParameters configuration, Map<String, String> environment) {
        return of(
                configuration.get(Constants.SHARD).orElse(null),
                configuration.get(Constants.SHARD_COUNT).orElse(null),
                environment);
    }

    /**
     * @param setting     {@code avs.shard}, or null
     * @param count       {@code avs.shard.count}, or null
     * @param environment the process's environment variables
     */
    public static Shard of(String setting, String count, Map<String, String> environment) {
        if (setting == null || setting.isBlank()) {
            return Shard.ALL;
        }
        if (!setting.strip().equalsIgnoreCase(AUTO)) {
            return Shard.parse(setting);
        }
        Optional<String> avsShard = variable(environment, AVS_SHARD);
        if (avsShard.isPresent()) {
            return fromVariable(AVS_SHARD, avsShard.get(), () -> Shard.parse(avsShard.get()));
        }
        Optional<String> completion = variable(environment, JOB_COMPLETION_INDEX);
        if (completion.isPresent()) {
            return kubernetes(completion.get(), count);
        }
        Optional<String> node = variable(environment, CI_NODE_INDEX);
        Optional<String> total = variable(environment, CI_NODE_TOTAL);
        if (node.isPresent() || total.isPresent()) {
            return gitlab(node, total);
        }
        throw new IllegalArgumentException(Constants.SHARD + "=auto: none of " + String.join(", ", VARIABLES)
                + " is set; set " + AVS_SHARD + "=<part>/<parts>, or run under a Kubernetes Indexed Job ("
                + JOB_COMPLETION_INDEX + " with " + Constants.SHARD_COUNT + ") or GitLab's parallel: ("
                + CI_NODE_INDEX + ", " + CI_NODE_TOTAL + ")");
    }

    private static Shard kubernetes(String index, String count) {
        if (count == null || count.isBlank()) {
            throw new IllegalArgumentException(Constants.SHARD + "=auto: " + JOB_COMPLETION_INDEX + "=" + index
                    + " is set, but not " + Constants.SHARD_COUNT + ": set it to the Job's completions");
        }
        int parts = number(Constants.SHARD_COUNT, count, 1);
        int zeroBased = number(JOB_COMPLETION_INDEX, index, 0);
        return fromVariable(
                JOB_COMPLETION_INDEX,
                index,
                () -> new Shard(zeroBased + 1, parts),
                " with " + Constants.SHARD_COUNT + "=" + count.strip());
    }

    private static Shard gitlab(Optional<String> node, Optional<String> total) {
        if (total.isEmpty()) {
            throw new IllegalArgumentException(Constants.SHARD + "=auto: " + CI_NODE_INDEX + "=" + node.get()
                    + " is set, but not " + CI_NODE_TOTAL);
        }
        int parts = number(CI_NODE_TOTAL, total.get(), 1);
        if (node.isEmpty()) {
            if (parts == 1) {
                return Shard.ALL;
            }
            throw new IllegalArgumentException(Constants.SHARD + "=auto: " + CI_NODE_TOTAL + "=" + total.get()
                    + " is set, but not " + CI_NODE_INDEX);
        }
        int index = number(CI_NODE_INDEX, node.get(), 1);
        return fromVariable(
                CI_NODE_INDEX,
                node.get(),
                () -> new Shard(index, parts),
                " with " + CI_NODE_TOTAL + "=" + total.get().strip());
    }

    private static Shard fromVariable(String name, String value, java.util.function.Supplier<Shard> shard) {
        return fromVariable(name, value, shard, "");
    }

    private static Shard fromVariable(
            String name, String value, java.util.function.Supplier<Shard> shard, String with) {
        try {
            return shard.get();
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(Constants.SHARD + "=auto: " + name + "=" + value + with
                    + " is not a part of the run: " + e.getMessage());
        }
    }

    private static int number(String name, String value, int least) {
        try {
            int number = Integer.parseInt(value.strip());
            if (number >= least) {
                return number;
            }
        } catch (NumberFormatException e) {
            // Reported below with the variable and its value.
        }
        throw new IllegalArgumentException(Constants.SHARD + "=auto: " + name + "=" + value + " is not a whole"
                + " number of " + least + " or more");
    }

    /** A variable's value; an empty one counts as not set, as shells and CI systems often export empties. */
    private static Optional<String> variable(Map<String, String> environment, String name) {
        return Optional.ofNullable(environment.get(name)).filter(v -> !v.isBlank());
    }
}
