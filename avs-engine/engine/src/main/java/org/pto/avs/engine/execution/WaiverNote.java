package org.pto.avs.engine.execution;

import java.util.Locale;
import org.pto.avs.engine.waivers.Waiver;

/** How a waiver of {@code avs.waivers} met a case. */
public record WaiverNote(Waiver waiver, Use use) {

    public enum Use {
        /** The case failed, crashed or timed out, and is reported waived. */
        APPLIED,
        /** The case passes although a waiver in force names it: the waiver must be removed. */
        UNEXPECTED_PASS,
        /** The waiver's expiry day has passed: the case fails. */
        EXPIRED;

        /** The value of the report entry {@code avs.waiver}: {@code applied}, {@code unexpected-pass}, {@code expired}. */
        public String text() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }
    }
}
