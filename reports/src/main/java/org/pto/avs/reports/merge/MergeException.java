package org.pto.avs.reports.merge;

import java.util.List;

/** Journals that cannot be merged; one reason per line. */
final class MergeException extends Exception {

    private final List<String> reasons;

    MergeException(List<String> reasons) {
        super(String.join("\n", reasons));
        this.reasons = List.copyOf(reasons);
    }

    List<String> reasons() {
        return reasons;
    }
}
