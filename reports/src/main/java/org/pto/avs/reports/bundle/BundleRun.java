package org.pto.avs.reports.bundle;

import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Clock;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.platform.reporting.legacy.xml.LegacyXmlReportGeneratingListener;
import org.pto.avs.isa.Catalog;
import org.pto.avs.reports.ReportConstants;
import org.pto.avs.reports.allure.AllureWriter;
import org.pto.avs.reports.capture.RunRecorder;
import org.pto.avs.reports.listener.AvsLaunch;
import org.pto.avs.reports.listener.AvsReportsListener;
import org.pto.avs.reports.summary.ConformanceSummaryWriter;
import org.pto.avs.results.Constants;

/**
 * Runs every AVS case on the classpath through the Launcher API, writing the Allure results, the JUnit XML and the
 * summary straight into a bundle directory. Only this run's listeners are registered, so nothing else on the
 * classpath writes into the bundle. Then the JUnit XML loses the system properties its writer puts in
 * ({@link JunitXmlScrub}), and a run that certifies nothing is refused ({@link SetupCheck}).
 */
final class BundleRun {

    private BundleRun() {}

    /** Returns the recorded run; throws {@link BundleSetupError} when it is no certification. */
    static RunRecorder run(
            Path bundle, Map<String, String> configuration, Clock clock, PrintStream console, PrintWriter xmlLog)
            throws IOException {
        Map<String, String> parameters = new LinkedHashMap<>(configuration);
        parameters.put(
                ReportConstants.ALLURE_DIR,
                bundle.resolve(BundleLayout.ALLURE_RESULTS).toString());
        parameters.put(
                ReportConstants.SUMMARY_DIR,
                bundle.resolve(BundleLayout.SUMMARY).toString());
        // The verifier judges every case again from what the device answered.
        parameters.put(Constants.REPORT_EVIDENCE, "true");
        AvsReportsListener recording =
                AvsReportsListener.keepingEvidence(clock, new AllureWriter(), new ConformanceSummaryWriter(console));
        AvsLaunch.execute(
                List.of(AvsLaunch.CASES),
                parameters,
                recording,
                new LegacyXmlReportGeneratingListener(bundle.resolve(BundleLayout.SUREFIRE_REPORTS), xmlLog));
        JunitXmlScrub.scrub(bundle.resolve(BundleLayout.SUREFIRE_REPORTS));
        List<String> causes = new SetupCheck().causes(recording.recorder(), Catalog.standard());
        if (!causes.isEmpty()) {
            throw new BundleSetupError(causes);
        }
        return recording.recorder();
    }
}
