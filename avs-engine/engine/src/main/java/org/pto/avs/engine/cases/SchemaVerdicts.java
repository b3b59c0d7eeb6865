package org.pto.avs.engine.cases;

import org.apiguardian.api.API;

/**
 * Verdicts the schema validator gave before, by the SHA-256 of a case file's text: a text it found valid need not be
 * validated again. Only valid verdicts are kept; a file with errors is validated every time, for its messages.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public interface SchemaVerdicts {

    /** Keeps nothing: every file is validated. */
    SchemaVerdicts NONE = new SchemaVerdicts() {
        @Override
        public boolean knownValid(String textSha256) {
            return false;
        }

        @Override
        public void valid(String textSha256) {}
    };

    boolean knownValid(String textSha256);

    /** The validator found the text of this SHA-256 valid. */
    void valid(String textSha256);
}
