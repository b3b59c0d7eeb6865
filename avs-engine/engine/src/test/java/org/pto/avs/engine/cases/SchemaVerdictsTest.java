package org.pto.avs.engine.cases;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** A case read again in the run that validated it skips validation for that text only, never for an edited one. */
class SchemaVerdictsTest {

    private static final String DISCOVERED = "a".repeat(64);
    private static final String EDITED = "b".repeat(64);

    @Test
    void theVerdictOfOneTextCoversThatTextAlone() {
        SchemaVerdicts verdicts = SchemaVerdicts.validText(DISCOVERED);

        assertTrue(verdicts.knownValid(DISCOVERED));
        assertFalse(verdicts.knownValid(EDITED), "an edited text is validated");
        verdicts.valid(EDITED);
        assertFalse(verdicts.knownValid(EDITED), "it learns no other verdict");
        assertFalse(SchemaVerdicts.NONE.knownValid(DISCOVERED));
    }
}
