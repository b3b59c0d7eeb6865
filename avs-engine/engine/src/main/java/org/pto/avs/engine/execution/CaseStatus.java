package org.pto.avs.engine.execution;

import java.util.Locale;

/**
 * The status of one case on one device, as conformance suites report it. JUnit knows only successful, failed
 * and aborted; the report entry {@code avs.status} carries the exact one.
 */
public enum CaseStatus {
    /** Every vector compared something and matched. */
    PASS,
    /** A compared field differs. */
    FAIL,
    /** The device cannot observe what a vector needs, or answered unsupported where the case needs an outcome. */
    NOT_SUPPORTED,
    /** A fail, crash or timeout that a waiver of {@code avs.waivers} accepts until its expiry. */
    WAIVED,
    /** A harness fault: a bad device setup, a protocol violation, an invalid case file, an internal error. */
    ERROR,
    /** The device died mid-case. */
    CRASH,
    /** The device did not answer in time. */
    TIMEOUT;

    /** {@code pass}, {@code not-supported}, ...: the value of {@code avs.status}. */
    public String text() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
