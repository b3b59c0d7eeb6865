package org.pto.avs.engine.settings;

import java.nio.file.Path;
import java.util.Optional;
import org.apiguardian.api.API;
import org.junit.platform.engine.ConfigurationParameters;
import org.pto.avs.results.Constants;
import org.pto.avs.results.journal.JournalException;

/**
 * {@value Constants#JOURNAL} and {@value Constants#RESUME} as a run reads them.
 *
 * @param file   the journal, when one is configured
 * @param resume whether and how the journal's cases are reported instead of run
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public record JournalSettings(Optional<Path> file, Resume resume) {

    /** The values of {@value Constants#RESUME}. */
    public enum Resume {
        /** Start the journal afresh and run every case. */
        NO,
        /** Report the journaled cases as journaled and run the others. */
        YES,
        /** Report the journaled cases and run none: a case the journal lacks is an error. */
        ONLY
    }

    /** No journal. */
    public static final JournalSettings NONE = new JournalSettings(Optional.empty(), Resume.NO);

    static JournalSettings from(ConfigurationParameters configuration) throws JournalException {
        Optional<Path> file = Setting.path(configuration, Constants.JOURNAL);
        // Exactly as documented, as every setting is read: TRUE is no more a value than yes.
        String value = configuration.get(Constants.RESUME).map(String::strip).orElse("false");
        Resume resume = switch (value) {
            case "", "false" -> Resume.NO;
            case "true" -> Resume.YES;
            case "only" -> Resume.ONLY;
            default ->
                throw new JournalException(Constants.RESUME + "=" + value + " is not allowed: true, false or only");
        };
        if (resume != Resume.NO && file.isEmpty()) {
            throw new JournalException(Constants.RESUME + "=" + value + " needs " + Constants.JOURNAL
                    + "=<file>: the journal of the run to resume");
        }
        return new JournalSettings(file, resume);
    }
}
