package org.pto.avs.engine.payloadfiles;

/** A payload file reference that is refused, or a file that cannot be read; the message is the reason. */
public final class PayloadFileException extends Exception {

    public PayloadFileException(String reason) {
        super(reason);
    }
}
