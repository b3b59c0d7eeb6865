package org.pto.avs.reports.capture;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apiguardian.api.API;
import org.pto.avs.reports.model.CaseResult;
import org.pto.avs.reports.model.RunInfo;
import org.pto.avs.reports.suite.SuiteFiles;
import org.pto.avs.results.SuiteVersion;

/** The facts of a run: the device the cases reported, the suite on the classpath, the Java that ran it. */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class RunInfos {

    private RunInfos() {}

    public static RunInfo of(RunRecorder recorder) {
        String device = recorder.cases().stream()
                .map(CaseResult::device)
                .filter(d -> !d.isEmpty())
                .findFirst()
                .orElse("");
        SuiteFiles suite = SuiteFiles.fromClasspath(classLoader());
        return new RunInfo(
                device, SuiteVersion.current(), suite.catalogDigest(), environment(), recorder.start(), recorder.now());
    }

    /** The loader the engine reads cases with: the context loader of the run, else the one of this jar. */
    public static ClassLoader classLoader() {
        ClassLoader context = Thread.currentThread().getContextClassLoader();
        return context != null ? context : RunInfos.class.getClassLoader();
    }

    /**
     * The only system properties a report or bundle may carry: reports leave the certifier's machine, so this list is
     * the contract, and anything else (user, home folder, command line, tokens) stays out.
     */
    public static final List<String> ENVIRONMENT_KEYS = List.of("java.version", "os.name", "os.arch");

    /** Java and operating system facts, the {@link #ENVIRONMENT_KEYS} only. */
    public static Map<String, String> environment() {
        Map<String, String> environment = new TreeMap<>();
        for (String key : ENVIRONMENT_KEYS) {
            environment.put(key, System.getProperty(key, ""));
        }
        return environment;
    }
}
