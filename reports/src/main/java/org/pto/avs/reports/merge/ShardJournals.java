package org.pto.avs.reports.merge;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.pto.avs.device.DeviceIdentity;
import org.pto.avs.reports.shards.ShardRecord;
import org.pto.avs.reports.shards.SuiteShardPlan;
import org.pto.avs.results.ReportKeys;
import org.pto.avs.results.Sha256;
import org.pto.avs.results.Shard;
import org.pto.avs.results.ShardPlan;
import org.pto.avs.results.journal.JournalContents;
import org.pto.avs.results.journal.JournalEntry;
import org.pto.avs.results.journal.JournalHeader;

/**
 * The journals of the parts of one sharded run, checked before they are merged: one journal per part
 * {@code 1/n..n/n}, all of the same device (by its settings and by the identity its entries name), each holding only
 * ids of its own part, and together a result for every id the catalog mandates (a part killed before its end is
 * resumed first, not merged).
 *
 * @param header   the header of the merged journal: the parts' device, as one whole run ({@code 1/1})
 * @param entries  every part's results
 * @param record   which part ran which id, for the bundle's {@code shards.json}
 * @param warnings lines the journals' readers ignored (an incomplete last line)
 * @param campaign what each part did of each property case: every part runs its own range of a property case's
 *                 programs, so these are not held to the part of their id, and no id is mandated of a journal set
 *                 that holds only property cases (a random campaign)
 */
record ShardJournals(
        JournalHeader header,
        List<JournalEntry> entries,
        ShardRecord record,
        List<String> warnings,
        List<CampaignPart> campaign) {

    /** Reads and checks {@code journals}; every reason they cannot be merged is one line of the exception. */
    /**
     * @param suite the SHA-256 of every suite file on this classpath, by path: a journaled case must have run the
     *              case file this suite holds
     */
    static ShardJournals read(List<Path> journals, Set<String> mandated, Map<String, String> suite)
            throws IOException, MergeException {
        List<String> problems = new ArrayList<>();
        List<String> warnings = new ArrayList<>();
        Map<Integer, Path> byPart = new TreeMap<>();
        Map<String, JournalEntry> entries = new LinkedHashMap<>();
        List<ShardRecord.Part> parts = new ArrayList<>();
        JournalHeader first = null;
        Map<String, Path> identities = new TreeMap<>();
        List<CampaignPart> campaign = new ArrayList<>();
        int count = -1;
        ShardPlan plan = null;
        for (Path journal : journals) {
            JournalContents contents = JournalContents.read(journal);
            warnings.addAll(contents.warnings());
            JournalHeader header = contents.header();
            if (header == null) {
                problems.add(
                        contents.otherFormat(journal).orElse(journal + ": not a " + JournalHeader.FORMAT + " journal"));
                continue;
            }
            // A line its run did not write there (another run's pass for a failing case, a replay) is refused.
            problems.addAll(contents.foreignLines());
            Shard shard;
            try {
                shard = Shard.parse(header.shard());
            } catch (IllegalArgumentException e) {
                problems.add(journal + ": " + e.getMessage());
                continue;
            }
            if (first == null) {
                first = header;
                count = shard.count();
            } else if (!first.device().equals(header.device())
                    || !first.settings().equals(header.settings())) {
                problems.add(journal + ": a journal of device " + header.device() + " " + header.settings()
                        + ", the first is of " + first.device() + " " + first.settings());
            } else if (!first.suite().equals(header.suite())) {
                problems.add(journal + ": a journal of suite version " + header.suite() + ", the first is of "
                        + first.suite());
            }
            if (shard.count() != count) {
                problems.add(journal + ": part " + shard + ", the first journal is one of " + count + " parts");
                continue;
            }
            Path earlier = byPart.putIfAbsent(shard.index(), journal);
            if (earlier != null) {
                problems.add(journal + ": part " + shard + " again (" + earlier + " is part " + shard + ")");
                continue;
            }
            if (plan == null) {
                plan = SuiteShardPlan.of(count);
            }
            int partCount = count;
            Set<String> ids = new TreeSet<>();
            for (JournalEntry entry : contents.entries()) {
                if (CampaignPart.isProperty(entry)) {
                    try {
                        campaign.add(CampaignPart.of(
                                shard.toString(), journal.getFileName().toString(), entry));
                    } catch (MergeException e) {
                        problems.addAll(e.reasons());
                    }
                    identity(entry).ifPresent(device -> identities.putIfAbsent(device, journal));
                } else if (!plan.holds(shard, entry.avsId())) {
                    problems.add(journal + ": " + entry.avsId() + " is not in part " + shard + " (it belongs to "
                            + plan.partOf(entry.avsId()).stream()
                                    .mapToObj(part -> "part " + part + "/" + partCount)
                                    .findFirst()
                                    .orElse("no part: no case file of the suite holds it")
                            + ")");
                } else {
                    caseFile(journal, entry, suite).ifPresent(problems::add);
                    entries.put(entry.avsId(), entry);
                    ids.add(entry.avsId());
                    identity(entry).ifPresent(device -> identities.putIfAbsent(device, journal));
                }
            }
            parts.add(new ShardRecord.Part(
                    shard.toString(),
                    journal.getFileName().toString(),
                    sha256(journal),
                    List.copyOf(ids),
                    header.run()));
        }
        identities.forEach((device, journal) -> DeviceIdentity.problem(device)
                .ifPresent(problem -> problems.add(journal + ": names the device " + DeviceIdentity.shown(device)
                        + ", which no device could say in hello: " + problem)));
        if (identities.size() > 1) {
            // Two simulators behind one command line: their results must not make one bundle.
            problems.add("the journals name " + identities.size() + " devices: "
                    + identities.entrySet().stream()
                            .map(e -> DeviceIdentity.shown(e.getKey()) + " (" + e.getValue() + ")")
                            .collect(Collectors.joining(", ")));
        }
        for (int index = 1; count > 0 && index <= count; index++) {
            if (!byPart.containsKey(index)) {
                problems.add("no journal of part " + index + "/" + count);
            }
        }
        boolean randomCampaign = entries.isEmpty() && !campaign.isEmpty();
        for (String id : new TreeSet<>(mandated)) {
            int part = plan == null ? 0 : plan.partOf(id).orElse(0);
            if (count > 0 && !randomCampaign && !entries.containsKey(id) && byPart.containsKey(part)) {
                problems.add(id + ": no result in " + byPart.get(part) + " (part " + part + "/" + count
                        + "); finish that part (run it again with avs.resume=true) before merging");
            }
        }
        if (first == null && problems.isEmpty()) {
            problems.add("no journal to merge");
        }
        if (!problems.isEmpty()) {
            throw new MergeException(problems);
        }
        return new ShardJournals(
                new JournalHeader(first.device(), first.settings(), Shard.ALL.toString(), "", first.suite()),
                List.copyOf(entries.values()),
                new ShardRecord(count, parts),
                warnings,
                List.copyOf(campaign));
    }

    /** Why the entry's case file is not the one of this suite, if it is not. */
    private static Optional<String> caseFile(Path journal, JournalEntry entry, Map<String, String> suite) {
        String here = suite.get(entry.origin());
        if (here == null || here.equals(entry.caseSha256())) {
            return Optional.empty();
        }
        return Optional.of(journal + ": " + entry.avsId() + " ran " + entry.origin()
                + (entry.caseSha256().isEmpty()
                        ? " without recording its SHA-256"
                        : " with SHA-256 " + entry.caseSha256())
                + ", this suite's is "
                + here + ": run the part again with this suite");
    }

    /** The device identity a case entry names ({@code avs.device}: what the device said in {@code hello}). */
    private static Optional<String> identity(JournalEntry entry) {
        return entry.entries().stream()
                .map(values -> values.get(ReportKeys.DEVICE))
                .filter(device -> device != null && !device.isBlank())
                .findFirst();
    }

    private static String sha256(Path file) throws IOException {
        return Sha256.of(file);
    }
}
