package org.pto.avs.engine.payloadfiles;

import org.apiguardian.api.API;

/** A payload file reference that is refused, or a file that cannot be read; the message is the reason. */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class PayloadFileException extends Exception {

    public PayloadFileException(String reason) {
        super(reason);
    }
}
