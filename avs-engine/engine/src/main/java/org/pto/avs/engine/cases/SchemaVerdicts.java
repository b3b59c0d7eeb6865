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

    /**
     * Knows one verdict: the text of {@code textSha256} is valid, as the validator found it earlier in the same run.
     * A case read again after memory pressure dropped it is then parsed, not validated again.
     */
    static SchemaVerdicts validText(String textSha256) {
        return new SchemaVerdicts() {
            @Override
            public boolean knownValid(String sha256) {
                return sha256.equals(textSha256);
            }

            @Override
            public void valid(String sha256) {}
        };
    }

    boolean knownValid(String textSha256);

    /** The validator found the text of this SHA-256 valid. */
    void valid(String textSha256);
}
