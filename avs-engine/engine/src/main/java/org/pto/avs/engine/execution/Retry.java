package org.pto.avs.engine.execution;

import java.util.Optional;
import org.pto.avs.engine.limits.DeviceText;
import org.pto.avs.results.CaseStatus;

/**
 * When a case runs a second time. A device that missed a time limit (its hello, a run's answer, the case's bound)
 * may only have been slow on a busy machine, so a case that ended in {@code timeout} runs once more, from its start,
 * on a fresh device instance with every limit {@value #STRETCH} times as long (the instance keeps them for the cases
 * after it), and the second attempt's result counts, whatever it is. A crash, a protocol error, a failure or an error
 * is a finding and is never run again. Once {@value #LATE_TWICE_BUDGET} cases were late on both attempts, the device
 * hangs rather than the machine being busy: a later timeout counts at once, so a device that hangs on every case costs
 * one limit a case, not three.
 */
final class Retry {

    /** How many times as long every time limit of a second attempt is. */
    static final int STRETCH = 2;

    /** How many cases late on both attempts end the retries of a run. */
    static final int LATE_TWICE_BUDGET = 3;

    /** How much of the first attempt's message the case's report keeps. */
    static final int WHY_CHARS = 240;

    private Retry() {}

    /** Why {@code first} runs again: its message, shortened; empty when it does not. */
    static Optional<String> why(CaseVerdict first) {
        if (first.status() != CaseStatus.TIMEOUT) {
            return Optional.empty();
        }
        String message = DeviceText.printable(first.message());
        int newline = message.indexOf('\n');
        String line = newline < 0 ? message : message.substring(0, newline);
        String id = first.avsCase().id();
        if (line.startsWith(id)) {
            line = line.substring(id.length()).replaceFirst("^:? +", "");
        }
        if (line.length() > WHY_CHARS) {
            line = line.substring(0, WHY_CHARS - 3) + "...";
        }
        return Optional.of(line.isBlank() ? CaseStatus.TIMEOUT.text() : line.strip());
    }
}
