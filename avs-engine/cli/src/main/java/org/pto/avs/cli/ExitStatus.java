package org.pto.avs.cli;

/** The exit statuses of the codec commands; a usage error is {@code CommandLines.USAGE} (2) on every command. */
final class ExitStatus {

    /** The command did what it was asked. */
    static final int OK = 0;
    /** The input was refused (or {@code lint --strict} found an error). */
    static final int REFUSED = 1;

    private ExitStatus() {}
}
