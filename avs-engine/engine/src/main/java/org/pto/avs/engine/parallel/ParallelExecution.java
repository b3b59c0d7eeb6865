package org.pto.avs.engine.parallel;

import org.apiguardian.api.API;
import org.junit.platform.engine.support.hierarchical.ForkJoinPoolHierarchicalTestExecutorService;
import org.junit.platform.engine.support.hierarchical.HierarchicalTestExecutorService;
import org.junit.platform.engine.support.hierarchical.ParallelExecutionConfiguration;
import org.junit.platform.engine.support.hierarchical.SameThreadHierarchicalTestExecutorService;
import org.pto.avs.results.Constants;

/**
 * How many cases run at once: {@value Constants#DEVICE_INSTANCES} (read by the run's settings), one per device
 * instance. With one instance the cases run one after another on the calling thread; with more, JUnit's fork-join
 * executor runs them side by side (it reports each case's start and finish as ever), and each case leases an
 * instance of its own for its whole run.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class ParallelExecution {

    private ParallelExecution() {}

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
