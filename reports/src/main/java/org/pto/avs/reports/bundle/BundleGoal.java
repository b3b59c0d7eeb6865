package org.pto.avs.reports.bundle;

import java.util.List;
import org.apiguardian.api.API;

/**
 * {@code bundle} as the main class of Maven's {@code exec:java}: there a {@code System.exit} becomes an exception
 * with a stack trace and only "System::exit was called", so a bundle that is not clean ends instead in an exception
 * without one, whose message is the build's last line: how many cases do not conform and where the bundle is.
 * From a shell, use {@code pto-avs bundle} (or {@link BundleCommand#main}), which exits with the status.
 */
@API(status = API.Status.MAINTAINED, since = "0.1")
public final class BundleGoal {

    private BundleGoal() {}

    public static void main(String[] args) {
        BundleCommand.Ending ended = BundleCommand.runEnding(List.of(args), System.out, System.err);
        if (ended.status() != 0) {
            throw new BundleNotClean(ended);
        }
    }

    /** The end of a bundle run that did not exit 0; Maven prints its message, and there are no frames to print. */
    public static final class BundleNotClean extends RuntimeException {

        private final int status;

        BundleNotClean(BundleCommand.Ending ended) {
            super(
                    "bundle exit " + ended.status() + ": "
                            + (ended.why().isEmpty() ? "see the usage error above" : ended.why()),
                    null,
                    false,
                    false);
            this.status = ended.status();
        }

        /** The status {@code pto-avs bundle} would have exited with. */
        public int status() {
            return status;
        }
    }
}
