package org.pto.avs.reports.capture;

/**
 * A report entry of a case whose value does not decode (a malformed {@code avs.vector.diff}, say): what the case
 * showed cannot be told, so the recorder keeps the case as a problem of the run instead of a result.
 */
final class UnreadableEntryException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    private final String key;

    UnreadableEntryException(String key, String reason) {
        super(reason.startsWith("report entry " + key) ? reason : "report entry " + key + " cannot be read: " + reason);
        this.key = key;
    }

    UnreadableEntryException(String key, RuntimeException cause) {
        this(key, String.valueOf(cause.getMessage()));
        initCause(cause);
    }

    /** The report key whose value did not decode. */
    String key() {
        return key;
    }
}
