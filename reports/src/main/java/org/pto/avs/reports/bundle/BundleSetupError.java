package org.pto.avs.reports.bundle;

import java.io.IOException;
import java.util.List;

/**
 * A run that certifies nothing (no device, no case, cases without results): the bundle command reports the causes
 * and exits 2 instead of sealing a bundle that would read as a clean run.
 */
final class BundleSetupError extends IOException {

    private static final long serialVersionUID = 1L;

    BundleSetupError(List<String> causes) {
        super("no bundle written: " + String.join("\n  ", causes));
    }
}
