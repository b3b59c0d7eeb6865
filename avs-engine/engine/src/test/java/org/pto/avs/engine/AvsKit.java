package org.pto.avs.engine;

import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Events;
import org.pto.avs.results.Constants;

/** Shared helpers for the engine's tests: the test kit without the console summary, and test resource paths. */
final class AvsKit {

    static final String STREAM = "PTO-AVS-BLOCK-B-IOS-STREAM-001";
    static final String PEMODE = "PTO-AVS-BLOCK-B-IOS-PEMODE-005";
    static final String MASK = "PTO-AVS-BLOCK-B-IOS-MASK-CONSISTENCY-001";
    static final String DECODE = "PTO-AVS-BLOCK-B-IOS-DECODE-001";
    static final String VEC_USE = "PTO-AVS-BLOCK-B-IOS-VEC-USE-001";
    /** The five cases under src/test/resources/pto-avs/cases. */
    static final List<String> CLASSPATH_CASES = List.of(DECODE, MASK, PEMODE, STREAM, VEC_USE);

    static final String STREAM_UID =
            "[engine:pto-avs]/[surface:block]/[instruction:B.IOS]/[case:PTO-AVS-BLOCK-B-IOS-STREAM-001]";

    private AvsKit() {}

    /** The pto-avs engine in the test kit, summary off (tests about the summary turn it on). */
    static EngineTestKit.Builder engine() {
        return EngineTestKit.engine(Constants.ENGINE_ID).configurationParameter(Constants.SUMMARY, "false");
    }

    /** A folder of the test resources, as compiled into target/test-classes. */
    static Path testResource(String name) {
        URL url = AvsKit.class.getClassLoader().getResource(name);
        if (url == null) {
            throw new IllegalStateException("test resource " + name + " is missing");
        }
        try {
            return Path.of(url.toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The root of target/test-classes. */
    static Path testClassesRoot() {
        return testResource("malformed").getParent();
    }

    /** The AVS ids (or display names) of the tests that finished with {@code status}. */
    static List<String> finished(Events tests, TestExecutionResult.Status status) {
        return tests.finished().stream()
                .filter(e -> e.getRequiredPayload(TestExecutionResult.class).getStatus() == status)
                .map(e -> e.getTestDescriptor().getLegacyReportingName())
                .sorted()
                .toList();
    }

    /** The failure or abort message of the test whose legacy name is {@code name}. */
    static String message(Events tests, String name) {
        return tests.finished().stream()
                .filter(e -> e.getTestDescriptor().getLegacyReportingName().equals(name))
                .map(e -> e.getRequiredPayload(TestExecutionResult.class).getThrowable())
                .flatMap(Optional::stream)
                .map(Throwable::getMessage)
                .findFirst()
                .orElseThrow(() -> new AssertionError("no failure message for " + name));
    }
}
