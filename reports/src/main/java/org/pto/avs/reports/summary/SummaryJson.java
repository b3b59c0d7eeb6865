package org.pto.avs.reports.summary;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apiguardian.api.API;
import org.pto.avs.reports.capture.RunProblem;
import org.pto.avs.reports.model.AppliedWaiver;
import org.pto.avs.reports.model.CaseResult;
import org.pto.avs.reports.model.FailureCategory;
import org.pto.avs.reports.model.RunInfo;
import org.pto.avs.reports.render.AdvisoryJson;
import org.pto.avs.reports.suite.SuitePoints;
import org.pto.avs.results.AdvisoryVector;
import org.pto.avs.results.CaseFacts;
import org.pto.avs.results.CaseStatus;
import org.pto.avs.results.LeftOutStep;
import org.pto.avs.results.Retried;
import org.pto.avs.results.UpstreamTest;

/**
 * {@code summary.json}: the console table (each case's {@code partial}: the steps it leaves out, and
 * {@code totals.partial}: how many cases are partial; each case's {@code advisory}: its advisory findings with
 * vector, why and diff ({@link AdvisoryJson}), and {@code totals.advisory}: how many cases have one; each case's
 * {@code upstream}: the spec's own AVS test it comes from, with its address, or null; each case's {@code retried}: why
 * it ran a second time, or null), the waivers that named cases (each case's {@code waiver} and the
 * top-level {@code waivers}, with use, expiry, link, reason and file line), the problems and the clause coverage,
 * for tools.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class SummaryJson {

    public static final String FORMAT = "pto-avs-summary/1";

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private SummaryJson() {}

    public static String render(ConformanceSummary summary) {
        ObjectNode root = JSON.createObjectNode();
        root.put("format", FORMAT);
        RunInfo info = summary.run().info();
        root.put("suite_version", info.suiteVersion());
        root.put("device", info.device());
        root.put("catalog_sha256", info.catalogSha256());
        root.put("start", info.start().toString());
        root.put("end", info.end().toString());
        // The words of the console and summary.md; "selection" says for a machine whether the whole suite ran.
        root.put("verdict", ConsoleSummaryText.verdict(summary).text());
        ObjectNode selection = root.putObject("selection");
        Set<String> suitePoints = SuitePoints.all();
        long selected = summary.run().cases().stream()
                .map(CaseResult::avsId)
                .distinct()
                .filter(suitePoints::contains)
                .count();
        selection.put("whole_suite", selected == suitePoints.size());
        selection.put("selected", selected);
        selection.put("suite_points", suitePoints.size());
        ObjectNode totals = root.putObject("totals");
        for (Map.Entry<CaseStatus, Integer> total : summary.run().totals().entrySet()) {
            totals.put(total.getKey().text(), total.getValue());
        }
        // Beside the statuses, never among them: a partial case passes or fails like any other.
        totals.put(LeftOutStep.PARTIAL, summary.run().partial());
        // Beside them too: an advisory finding never makes a case non-conforming.
        totals.put(AdvisoryVector.ADVISORY, summary.run().advisory());
        ObjectNode byInstruction = root.putObject("by_instruction");
        InstructionTotals.of(summary.run().cases()).forEach((mnemonic, counts) -> {
            ObjectNode node = byInstruction.putObject(mnemonic);
            node.put("cases", counts.cases());
            counts.status().forEach((status, count) -> node.put(status.text(), count));
            node.put(LeftOutStep.PARTIAL, counts.partial());
            node.put(AdvisoryVector.ADVISORY, counts.advisory());
        });
        ArrayNode cases = root.putArray("cases");
        for (CaseResult c : summary.run().cases().stream()
                .sorted(Comparator.comparing(CaseResult::avsId))
                .toList()) {
            ObjectNode node = cases.addObject();
            node.put("id", c.avsId());
            node.put("instruction", c.mnemonic());
            node.put("kind", c.kind());
            node.put("severity", c.severity());
            node.put("status", c.status().text());
            FailureCategory.of(c).ifPresent(f -> node.put("category", f.label()));
            node.put("detail", CaseDetail.of(c));
            partial(node.putArray(LeftOutStep.PARTIAL), c.partial());
            AdvisoryJson.write(node.putArray(AdvisoryVector.ADVISORY), c.advisoryFindings());
            upstream(node, c);
            // Why the case ran a second time (its first attempt timed out), or null when it ran once.
            if (c.isRetried()) {
                node.put(Retried.RETRIED, c.retried());
            } else {
                node.putNull(Retried.RETRIED);
            }
            c.waiver().ifPresent(w -> waiver(node.putObject("waiver"), c));
        }
        ArrayNode waivers = root.putArray("waivers");
        WaiverRows.of(summary.run()).forEach(c -> waiver(waivers.addObject().put("id", c.avsId()), c));
        ArrayNode problems = root.putArray("problems");
        for (RunProblem problem : summary.problems()) {
            problems.addObject()
                    .put("name", problem.name())
                    .put("status", problem.status())
                    .put("message", problem.message());
        }
        ArrayNode coverage = root.putArray("coverage");
        for (ClauseCoverage clause : summary.coverage().clauses()) {
            ObjectNode node = coverage.addObject();
            node.put("instruction", clause.instruction());
            node.put("clause", clause.clause());
            node.put("text", clause.text());
            node.put("tested", clause.tested());
            ArrayNode points = node.putArray("points");
            clause.points()
                    .forEach(p -> points.addObject()
                            .put("id", p.avsId())
                            .put("status", p.status().text())
                            .put(LeftOutStep.PARTIAL, p.partial()));
        }
        try {
            return JSON.writeValueAsString(root) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a JSON tree always serializes", e);
        }
    }

    /** The steps a partial case leaves out, as its case file states them; empty for a whole point. */
    static void partial(ArrayNode array, List<LeftOutStep> steps) {
        steps.forEach(s -> array.addObject().put("step", s.step()).put("why", s.why()));
    }

    /** The spec's own AVS test the case comes from, as its case file names it, and its address; null for none. */
    private static void upstream(ObjectNode node, CaseResult c) {
        if (c.upstream().isEmpty()) {
            node.putNull(UpstreamTest.UPSTREAM);
            return;
        }
        UpstreamTest test = c.upstream().get();
        ObjectNode upstream = node.putObject(UpstreamTest.UPSTREAM)
                .put(CaseFacts.REPOSITORY, test.repository())
                .put(CaseFacts.PATH, test.path())
                .put(CaseFacts.COMMIT, test.commit())
                .put(CaseFacts.LINE, test.line())
                .put("url", test.url());
        ArrayNode notObservable = upstream.putArray(CaseFacts.NOT_OBSERVABLE);
        test.notObservable()
                .forEach(a -> notObservable
                        .addObject()
                        .put(CaseFacts.ASSERTION, a.assertion())
                        .put(CaseFacts.WHY, a.why()));
    }

    private static void waiver(ObjectNode node, CaseResult c) {
        AppliedWaiver w = c.waiver().orElseThrow();
        node.put("use", w.use().text())
                .put("expires", w.expires().toString())
                .put("link", w.link())
                .put("reason", w.reason())
                .put("origin", w.origin());
    }
}
