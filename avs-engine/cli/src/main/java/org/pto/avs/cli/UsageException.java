package org.pto.avs.cli;

/** The command line is malformed: an unknown option, a missing value. */
final class UsageException extends Exception {

    UsageException(String message) {
        super(message, null, false, false);
    }
}
