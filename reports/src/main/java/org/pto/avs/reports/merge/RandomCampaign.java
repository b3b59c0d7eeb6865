package org.pto.avs.reports.merge;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.pto.avs.results.CaseStatus;

/**
 * One property case's random campaign merged from its parts ({@code avs.shard=i/n}, a journal each): the parts
 * must be of one seed and one number of programs, and their ranges must together be exactly the campaign's
 * programs. Its totals are what the parts made, judged and skipped; its differences are each part's first, in
 * program order, so the first of them is the difference the unsharded campaign stops at.
 */
record RandomCampaign(String avsId, long seed, int programs, List<CampaignPart> parts) {

    /** Every property case's campaign in {@code parts}, by AVS id; a campaign with holes or overlaps is refused. */
    static List<RandomCampaign> of(List<CampaignPart> parts) throws MergeException {
        Map<String, List<CampaignPart>> byId = new TreeMap<>();
        parts.forEach(part ->
                byId.computeIfAbsent(part.avsId(), id -> new ArrayList<>()).add(part));
        List<String> problems = new ArrayList<>();
        List<RandomCampaign> campaigns = new ArrayList<>();
        for (List<CampaignPart> ofId : byId.values()) {
            List<CampaignPart> sorted = ofId.stream()
                    .sorted(Comparator.comparingInt(CampaignPart::first))
                    .toList();
            CampaignPart head = sorted.get(0);
            int next = 0;
            for (CampaignPart part : sorted) {
                if (part.seed() != head.seed() || part.programs() != head.programs()) {
                    problems.add(part.journal() + ": " + part.avsId() + " ran seed " + part.seed() + " with "
                            + part.programs() + " programs, " + head.journal() + " seed " + head.seed() + " with "
                            + head.programs() + ": the parts of one campaign share its seed and size");
                } else if (!part.campaign().equals(head.campaign())) {
                    problems.add(part.journal() + ": " + part.avsId() + " ran " + describe(part) + ", " + head.journal()
                            + " " + describe(head) + ": the parts of one campaign share its forms, probe and fewest"
                            + " judged programs");
                } else if (part.first() > next) {
                    problems.add(
                            part.avsId() + ": programs " + next + ".." + (part.first() - 1) + " were run by no part");
                } else if (part.first() < next) {
                    problems.add(part.journal() + ": " + part.avsId() + " programs " + part.first() + ".."
                            + (part.first() + part.count() - 1) + " overlap another part's");
                }
                next = Math.max(next, part.first() + part.count());
            }
            if (next < head.programs() && problems.isEmpty()) {
                problems.add(
                        head.avsId() + ": programs " + next + ".." + (head.programs() - 1) + " were run by no part");
            }
            campaigns.add(new RandomCampaign(head.avsId(), head.seed(), head.programs(), sorted));
        }
        if (!problems.isEmpty()) {
            throw new MergeException(problems);
        }
        return campaigns;
    }

    int made() {
        return parts.stream().mapToInt(CampaignPart::tries).sum();
    }

    int judged() {
        return parts.stream().mapToInt(CampaignPart::judged).sum();
    }

    int skipped() {
        return parts.stream().mapToInt(CampaignPart::skipped).sum();
    }

    List<CampaignPart> differing() {
        return parts.stream()
                .filter(p -> p.difference().isPresent())
                .sorted(Comparator.comparingInt(p -> p.difference().get().program()))
                .toList();
    }

    /**
     * Parts that found no difference and did not make and pass all their programs (not supported, error, crash,
     * timeout, or a pass recorded for fewer programs than the part holds).
     */
    List<CampaignPart> unfinished() {
        return parts.stream()
                .filter(p -> p.difference().isEmpty() && !passedAll(p))
                .toList();
    }

    private static boolean passedAll(CampaignPart part) {
        return part.status() == CaseStatus.PASS && part.tries() == part.count();
    }

    /**
     * {@code pass} only when every part made and passed all its programs; {@code differs}; else the status of the
     * first unfinished part ({@code incomplete} for a pass of fewer programs than its part holds).
     */
    String verdict() {
        if (!differing().isEmpty()) {
            return "differs";
        }
        return unfinished().stream()
                .map(p -> p.status() == CaseStatus.PASS
                        ? "incomplete"
                        : p.status().text())
                .findFirst()
                .orElse("pass");
    }

    /** The campaign for a reader: totals, then each difference with its shrunk program. */
    String text() {
        StringBuilder text = new StringBuilder();
        text.append(avsId)
                .append(" [seed=")
                .append(seed)
                .append("]: ")
                .append(verdict())
                .append("; ")
                .append(programs)
                .append(" programs in ")
                .append(parts.size())
                .append(" parts; ")
                .append(made())
                .append(" made, ")
                .append(judged())
                .append(" judged, ")
                .append(skipped())
                .append(" skipped; ")
                .append(differing().size())
                .append(differing().size() == 1 ? " difference" : " differences")
                .append('\n');
        for (CampaignPart part : parts) {
            text.append(String.format(
                    "  part %-7s programs %d..%d: %s, %d made, %d judged, %d skipped (%s)%n",
                    part.shard(),
                    part.first(),
                    part.first() + part.count() - 1,
                    part.status().text(),
                    part.tries(),
                    part.judged(),
                    part.skipped(),
                    part.journal()));
        }
        for (CampaignPart part : differing()) {
            CampaignPart.ShrunkProgram difference = part.difference().get();
            text.append("  program ")
                    .append(difference.program())
                    .append(" (part ")
                    .append(part.shard())
                    .append(") differs, shrunk to ")
                    .append(difference.steps())
                    .append(" steps:\n");
            difference
                    .listingText()
                    .lines()
                    .forEach(line -> text.append("    ").append(line).append('\n'));
            difference
                    .differencesText()
                    .lines()
                    .forEach(line -> text.append("    ").append(line).append('\n'));
            if (!difference.file().isEmpty()) {
                text.append("    counterexample: ").append(difference.file()).append('\n');
            }
        }
        for (CampaignPart part : unfinished()) {
            text.append("  part ")
                    .append(part.shard())
                    .append(": ")
                    .append(part.message().lines().findFirst().orElse(""))
                    .append('\n');
        }
        return text.toString();
    }

    ObjectNode json(ObjectMapper mapper) {
        ObjectNode node = mapper.createObjectNode();
        node.put("id", avsId);
        node.put("seed", seed);
        node.put("verdict", verdict());
        node.put("programs", programs);
        node.put("made", made());
        node.put("judged", judged());
        node.put("skipped", skipped());
        ArrayNode partNodes = node.putArray("parts");
        for (CampaignPart part : parts) {
            ObjectNode p = partNodes.addObject();
            p.put("part", part.shard());
            p.put("journal", part.journal());
            p.put("first", part.first());
            p.put("count", part.count());
            p.put("status", part.status().text());
            p.put("made", part.tries());
            p.put("judged", part.judged());
            p.put("skipped", part.skipped());
        }
        ArrayNode differences = node.putArray("differences");
        for (CampaignPart part : differing()) {
            CampaignPart.ShrunkProgram difference = part.difference().get();
            ObjectNode d = differences.addObject();
            d.put("program", difference.program());
            d.put("part", part.shard());
            d.put("shrunk_steps", difference.steps());
            d.put("program_listing", difference.listingText());
            d.put("differences", difference.differencesText());
            d.put("counterexample", difference.file());
        }
        return node;
    }

    /** {@code campaign.json}: every campaign of the merge. */
    static String json(List<RandomCampaign> campaigns) {
        ObjectMapper mapper = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
        ObjectNode root = mapper.createObjectNode();
        root.put("format", "pto-avs-campaign/1");
        ArrayNode list = root.putArray("campaigns");
        campaigns.forEach(c -> list.add(c.json(mapper)));
        try {
            return mapper.writeValueAsString(root) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a tree of strings and numbers always writes", e);
        }
    }

    /** A part's random settings for a message. */
    private static String describe(CampaignPart part) {
        return part.campaign().isEmpty() ? "without its random settings recorded" : part.campaign();
    }
}
