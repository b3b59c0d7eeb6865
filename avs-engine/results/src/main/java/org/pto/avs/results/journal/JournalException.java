package org.pto.avs.results.journal;

import org.apiguardian.api.API;

/** The journal cannot be used: it belongs to another run, or it cannot be written. The message says which. */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public final class JournalException extends Exception {

    public JournalException(String message) {
        super(message);
    }

    public JournalException(String message, Throwable cause) {
        super(message, cause);
    }
}
