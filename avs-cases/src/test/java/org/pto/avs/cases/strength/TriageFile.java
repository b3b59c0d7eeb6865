package org.pto.avs.cases.strength;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.pto.avs.cases.strength.TriageEntry.Verdict;

/**
 * Reads the triage file ({@code avs-cases/strength/pit-survivors.md}). Every line that starts with {@code - `} is
 * an entry, except inside a fenced code block; the rest is prose:
 * <pre>
 * - `commit.TileLoad.check` `NegateConditionals` `if (rows &gt; 0) {` — equivalent: why
 * - `...` `...` `...` — outside the contract: decision N, why
 * - `...` `...` `...` — killed by vector &lt;name&gt; in &lt;case file below pto-avs/cases&gt;
 * - `...` `...` `...` — not killed yet: what the vector that kills it must do
 * </pre>
 * A malformed entry is an error naming the file, the line and the part that is wrong.
 */
final class TriageFile {

    private static final Pattern ENTRY = Pattern.compile("- `([^`]+)\\.([^`.]+)` `([^`]+)` `([^`]*)` — (.*)");
    private static final Pattern KILLED = Pattern.compile("killed by vector (\\S+) in (\\S+)\\s*(.*)");

    private TriageFile() {}

    static Map<SurvivorKey, TriageEntry> read(Path file) throws IOException {
        List<String> lines = Files.readAllLines(file);
        Map<SurvivorKey, TriageEntry> entries = new LinkedHashMap<>();
        List<String> errors = new ArrayList<>();
        boolean fenced = false;
        for (int i = 0; i < lines.size(); i++) {
            String text = lines.get(i);
            if (text.startsWith("```")) {
                fenced = !fenced;
            }
            if (fenced || !text.startsWith("- `")) {
                continue;
            }
            String where = file + ":" + (i + 1) + ": ";
            Matcher m = ENTRY.matcher(text);
            if (!m.matches()) {
                errors.add(where + "key: expected - `<class>.<method>` `<mutator>` `<code>` — <verdict>");
                continue;
            }
            SurvivorKey key = new SurvivorKey(m.group(1), m.group(2), m.group(3), SurvivorKey.normalize(m.group(4)));
            TriageEntry entry = entry(i + 1, key, m.group(5).strip(), where, errors);
            if (entry != null) {
                TriageEntry earlier = entries.putIfAbsent(key, entry);
                if (earlier != null) {
                    errors.add(where + "key: the same survivor as line " + earlier.line());
                }
            }
        }
        if (!errors.isEmpty()) {
            throw new IOException(String.join("\n", errors));
        }
        return entries;
    }

    private static TriageEntry entry(int line, SurvivorKey key, String verdict, String where, List<String> errors) {
        Matcher killed = KILLED.matcher(verdict);
        if (killed.matches()) {
            return new TriageEntry(line, key, Verdict.KILLED, killed.group(1), killed.group(2), killed.group(3));
        }
        for (Verdict v : List.of(Verdict.EQUIVALENT, Verdict.OUTSIDE_THE_CONTRACT, Verdict.NOT_KILLED_YET)) {
            if (verdict.startsWith(v.words + ":")) {
                String reason = verdict.substring(v.words.length() + 1).strip();
                if (reason.isEmpty()) {
                    errors.add(where + "reason: " + v.words + " needs its reason");
                    return null;
                }
                return new TriageEntry(line, key, v, "", "", reason);
            }
        }
        errors.add(where + "verdict: expected 'killed by vector <name> in <case file>', 'equivalent: <reason>',"
                + " 'outside the contract: <reason>' or 'not killed yet: <reason>', got '" + verdict + "'");
        return null;
    }
}
