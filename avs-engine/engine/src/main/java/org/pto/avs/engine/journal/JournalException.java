package org.pto.avs.engine.journal;

/** The journal cannot be used: it belongs to another run, or it cannot be written. The message says which. */
public final class JournalException extends Exception {

    public JournalException(String message) {
        super(message);
    }

    public JournalException(String message, Throwable cause) {
        super(message, cause);
    }
}
