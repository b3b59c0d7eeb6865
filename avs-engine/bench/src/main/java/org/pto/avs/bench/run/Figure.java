package org.pto.avs.bench.run;

/**
 * One line of the bench's result table: what was measured, the subject's figure, the peer's figure from the same
 * run (absent for absolute goals), their ratio, the goal and whether the run met it.
 */
record Figure(String name, String subject, String peer, String ratio, String goal, boolean met, String detail) {

    String markdownRow() {
        return "| " + name + " | " + subject + " | " + (peer == null ? "—" : peer) + " | "
                + (ratio == null ? "—" : ratio) + " | " + goal + " | " + (met ? "met" : "**missed**") + " |";
    }

    String text() {
        return name + "\n    subject: " + subject + (peer == null ? "" : "\n    peer:    " + peer)
                + (ratio == null ? "" : "\n    ratio:   " + ratio) + "\n    goal:    " + goal + " -> "
                + (met ? "met" : "MISSED") + (detail == null || detail.isEmpty() ? "" : "\n    " + detail);
    }
}
