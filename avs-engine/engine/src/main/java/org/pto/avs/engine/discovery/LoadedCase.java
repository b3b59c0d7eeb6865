package org.pto.avs.engine.discovery;

import java.util.Optional;
import org.pto.avs.engine.cases.AvsCase;
import org.pto.avs.engine.cases.ReadResult;

/**
 * A case file and what reading it gave.
 *
 * @param sha256 the SHA-256 of the text that was read in UTF-8, so that reading the file again can tell whether it
 *     changed and a journal can tell a case file edited since it ran
 */
record LoadedCase(CaseFile file, ReadResult result, String sha256) {

    Optional<AvsCase> valid() {
        return result instanceof ReadResult.Valid valid ? Optional.of(valid.avsCase()) : Optional.empty();
    }

    /** The AVS id the file states, valid or not; null when it states none that can be read. */
    String id() {
        if (result instanceof ReadResult.Valid valid) {
            return valid.avsCase().id();
        }
        return ((ReadResult.Invalid) result).id();
    }
}
