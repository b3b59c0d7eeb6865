package org.pto.avs.reports.merge;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.pto.avs.results.CaseFacts;
import org.pto.avs.results.CaseStatus;
import org.pto.avs.results.ReportKeys;
import org.pto.avs.results.journal.JournalEntry;
import org.pto.avs.results.values.Difference;
import org.pto.avs.results.values.ProgramStep;

/**
 * What one part of a sharded random campaign did with one property case, read from its journal entry: the range of
 * the campaign's programs it held, how many it made, judged and skipped, and the difference it stopped at.
 *
 * @param shard      the part, {@code 2/3}
 * @param journal    the journal's file name
 * @param first      the first program index of the part
 * @param count      the programs the part holds
 * @param tries      the programs it made: all of {@code count}, or up to and including the first that differed
 * @param difference the first program that differed in this part, shrunk, or empty
 * @param campaign   the random settings that shaped the part's programs and pass ({@value ReportKeys#RANDOM_CAMPAIGN}),
 *                   empty in a journal of before
 */
record CampaignPart(
        String avsId,
        CaseStatus status,
        long seed,
        int programs,
        String shard,
        String journal,
        int first,
        int count,
        int tries,
        int judged,
        int skipped,
        Optional<ShrunkProgram> difference,
        String message,
        String campaign) {

    /**
     * A program that differs from the reference model, as its part shrank it.
     *
     * @param program     the index of the program in the campaign
     * @param steps       the steps of the shrunk program
     * @param listing     the shrunk program with each step's outcome
     * @param differences the fields that differ
     * @param file        where the part wrote the counterexample case file (on its machine), or empty
     */
    record ShrunkProgram(int program, int steps, List<ProgramStep> listing, List<Difference> differences, String file) {

        /** The listing for people, a step a line: {@code 0: 0x00081013 ... -> executed}. */
        String listingText() {
            return String.join("\n", listing.stream().map(ProgramStep::line).toList());
        }

        /** The differences for people, a difference a line. */
        String differencesText() {
            return String.join(
                    "\n", differences.stream().map(Difference::describe).toList());
        }
    }

    /** Whether a journal entry is the result of a property case. */
    static boolean isProperty(JournalEntry entry) {
        return caseEntry(entry)
                .map(values -> values.get(ReportKeys.CASE))
                .flatMap(CaseFacts::parse)
                .map(facts -> facts.kind().equals("property"))
                .orElse(false);
    }

    /** The part's record of {@code entry}; a journal that lacks the run's counts is refused with the reason. */
    static CampaignPart of(String shard, String journal, JournalEntry entry) throws MergeException {
        Map<String, String> values = caseEntry(entry).orElseThrow(() -> refused(journal, entry, "no case entry"));
        if (!values.containsKey(ReportKeys.RANDOM_TRIES)) {
            throw refused(
                    journal,
                    entry,
                    "its random run did not finish (" + entry.status() + ": " + firstLine(entry.message()) + ")");
        }
        int programs = number(journal, entry, values, ReportKeys.RANDOM_PROGRAMS, null);
        int first = number(journal, entry, values, ReportKeys.RANDOM_FIRST, 0);
        int count = number(journal, entry, values, ReportKeys.RANDOM_COUNT, programs);
        int tries = number(journal, entry, values, ReportKeys.RANDOM_TRIES, null);
        Optional<ShrunkProgram> difference = Optional.empty();
        if (values.containsKey(ReportKeys.RANDOM_SHRUNK_STEPS)) {
            Map<String, String> vector = entry.entries().stream()
                    .filter(v -> v.containsKey(ReportKeys.VECTOR) && v.containsKey(ReportKeys.PROGRAM))
                    .findFirst()
                    .orElse(Map.of());
            List<ProgramStep> listing;
            List<Difference> differences;
            try {
                listing = ProgramStep.decode(vector.get(ReportKeys.PROGRAM));
                differences = Difference.decode(vector.get(ReportKeys.DIFF));
            } catch (IllegalArgumentException e) {
                throw refused(journal, entry, e.getMessage());
            }
            difference = Optional.of(new ShrunkProgram(
                    first + tries - 1,
                    number(journal, entry, values, ReportKeys.RANDOM_SHRUNK_STEPS, null),
                    listing,
                    differences,
                    values.getOrDefault(ReportKeys.RANDOM_COUNTEREXAMPLE, "")));
        }
        return new CampaignPart(
                entry.avsId(),
                entry.status(),
                Long.parseLong(values.get(ReportKeys.RANDOM_SEED)),
                programs,
                shard,
                journal,
                first,
                count,
                tries,
                number(journal, entry, values, ReportKeys.RANDOM_JUDGED, null),
                number(journal, entry, values, ReportKeys.RANDOM_SKIPPED, null),
                difference,
                entry.message(),
                values.getOrDefault(ReportKeys.RANDOM_CAMPAIGN, ""));
    }

    private static Optional<Map<String, String>> caseEntry(JournalEntry entry) {
        return entry.entries().stream()
                .filter(values -> values.containsKey(ReportKeys.STATUS))
                .findFirst();
    }

    private static int number(
            String journal, JournalEntry entry, Map<String, String> values, String key, Integer absent)
            throws MergeException {
        String text = values.get(key);
        if (text == null && absent != null) {
            return absent;
        }
        try {
            return Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw refused(journal, entry, key + "=" + text + " is not a number");
        }
    }

    private static MergeException refused(String journal, JournalEntry entry, String reason) {
        return new MergeException(List.of(journal + ": " + entry.avsId() + ": " + reason));
    }

    private static String firstLine(String text) {
        int end = text.indexOf('\n');
        return end < 0 ? text : text.substring(0, end);
    }
}
