package org.pto.avs.engine.parallel;

import java.util.Optional;
import org.apiguardian.api.API;
import org.junit.platform.engine.ConfigurationParameters;
import org.junit.platform.engine.support.hierarchical.ForkJoinPoolHierarchicalTestExecutorService;
import org.junit.platform.engine.support.hierarchical.HierarchicalTestExecutorService;
import org.junit.platform.engine.support.hierarchical.ParallelExecutionConfiguration;
import org.junit.platform.engine.support.hierarchical.SameThreadHierarchicalTestExecutorService;
import org.pto.avs.results.Constants;

/**
 * How many cases run at once: {@value Constants#DEVICE_INSTANCES}, one per device instance. With one instance the
 * cases run one after another on the calling thread; with more, JUnit's fork-join executor runs them side by side
 * (it reports each case's start and finish as ever), and each case leases an instance of its own for its whole run.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class ParallelExecution {

    /** More instances than this is a typo, not a device farm. */
    public static final int MAX_INSTANCES = 256;

    private ParallelExecution() {}

    /** The value of {@value Constants#DEVICE_INSTANCES}, 1 when absent; a bad value is an exception naming it. */
    public static int instances(ConfigurationParameters configuration) {
        Optional<String> text =
                configuration.get(Constants.DEVICE_INSTANCES).map(String::strip).filter(s -> !s.isEmpty());
        if (text.isEmpty()) {
            return 1;
        }
        try {
            int n = Integer.parseInt(text.get());
            if (n >= 1 && n <= MAX_INSTANCES) {
                return n;
            }
        } catch (NumberFormatException e) {
            // Reported below.
        }
        throw new IllegalArgumentException(Constants.DEVICE_INSTANCES + "=" + text.get() + " is not allowed: a whole"
                + " number 1.." + MAX_INSTANCES);
    }

    /** The executor for a run on {@code instances} device instances. */
    public static HierarchicalTestExecutorService executor(int instances) {
        if (instances == 1) {
            return new SameThreadHierarchicalTestExecutorService();
        }
        return new ForkJoinPoolHierarchicalTestExecutorService(new Configuration(instances));
    }

    /** Parallelism {@code n}; the pool may add threads only to replace blocked ones, as JUnit's fixed strategy does. */
    private record Configuration(int n) implements ParallelExecutionConfiguration {

        @Override
        public int getParallelism() {
            return n;
        }

        @Override
        public int getMinimumRunnable() {
            return n;
        }

        @Override
        public int getMaxPoolSize() {
            return n + 256;
        }

        @Override
        public int getCorePoolSize() {
            return n;
        }

        @Override
        public int getKeepAliveSeconds() {
            return 30;
        }
    }
}
