package org.pto.avs.results.journal;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * What ties each result line of a journal to its place: the run id of the header, its number among the results
 * ({@code seq}, from 1) and the SHA-256 of the line before it ({@code prev}; the header's for the first result). A
 * line copied from another run's journal (its run id rewritten or not), a line appended again, a line moved, and the
 * line after one that was edited or removed no longer follow the line before them, and each is named by its file and
 * line number.
 *
 * <p>The chain is no seal: whoever rewrites every line after a change makes a consistent journal again. Against that
 * only the journal's seal helps, its SHA-256 printed when its part ended or its signature.
 */
final class JournalChain {

    private final String file;
    private final String run;
    /** Line number of each result line read so far, by its SHA-256: a line read twice is a replay. */
    private final Map<String, Integer> seen = new HashMap<>();

    private String previous;
    private int previousLine;
    private long results;

    /** The chain of {@code file}, whose header (line 1) names {@code run} and has the SHA-256 {@code header}. */
    JournalChain(String file, String run, String header) {
        this.file = file;
        this.run = run;
        this.previous = header;
        this.previousLine = 1;
    }

    /**
     * Why result line {@code number} (of {@code entry}, with the SHA-256 {@code digest} and the link it holds) is not
     * where its run wrote it; empty when it follows the line before it. Either way the next line is held to follow
     * this one.
     */
    Optional<String> follow(int number, String digest, JournalEntry entry, JournalCodec.Link link) {
        String line = file + ":" + number + ": the result of " + entry.avsId();
        Integer earlier = seen.putIfAbsent(digest, number);
        Optional<String> problem;
        if (earlier != null) {
            problem =
                    Optional.of(line + " repeats line " + earlier + " byte for byte: a line appended again (a replay)");
        } else if (!run.equals(link.run())) {
            problem = Optional.of(line + " names " + (link.run() == null ? "no run id" : "the run " + link.run())
                    + ", and the journal is of the run " + run + ": a line of another journal");
        } else if (link.seq() == 0 || link.prev() == null) {
            problem = Optional.of(line + " has no sequence number or no SHA-256 of the line before it: a line its run"
                    + " did not write");
        } else if (link.seq() != results + 1) {
            problem = Optional.of(line + " is numbered " + link.seq() + ", and follows line " + previousLine
                    + ", result " + results + ": a line copied from another journal or moved, or a line before it"
                    + " removed");
        } else if (!link.prev().equals(previous)) {
            problem = Optional.of(line + " does not follow line " + previousLine + ": it names " + link.prev()
                    + " as the SHA-256 of the line before it, and line " + previousLine + "'s is " + previous
                    + ": a line copied from another journal, or line " + previousLine + " changed after it was"
                    + " written");
        } else {
            problem = Optional.empty();
        }
        previous = digest;
        previousLine = number;
        results++;
        return problem;
    }

    /** How many result lines were read. */
    long results() {
        return results;
    }

    /** The SHA-256 of the last line read, which the next result line written names. */
    String previous() {
        return previous;
    }
}
