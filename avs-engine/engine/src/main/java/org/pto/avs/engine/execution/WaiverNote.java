package org.pto.avs.engine.execution;

import java.util.Locale;
import org.pto.avs.engine.waivers.Waiver;

/** How a waiver of {@code avs.waivers} met a case. */
public record WaiverNote(Waiver waiver, Use use) {

    public enum Use {
        /** The case failed, crashed or timed out, and is reported waived. */
        APPLIED,
        /** The case passes although waived: the waiver can be removed. */
        UNNEEDED,
        /** The waiver's expiry has passed; the case keeps its real status. */
        EXPIRED;

        /** The value of the report entry {@code avs.waiver}. */
        public String text() {
            return name().toLowerCase(Locale.ROOT);
        }
    }
}
