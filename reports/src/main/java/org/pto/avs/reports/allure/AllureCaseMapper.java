package org.pto.avs.reports.allure;

import io.qameta.allure.model.Attachment;
import io.qameta.allure.model.Label;
import io.qameta.allure.model.Link;
import io.qameta.allure.model.Parameter;
import io.qameta.allure.model.Stage;
import io.qameta.allure.model.Status;
import io.qameta.allure.model.StatusDetails;
import io.qameta.allure.model.StepResult;
import io.qameta.allure.model.TestResult;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import org.apiguardian.api.API;
import org.pto.avs.reports.model.AppliedWaiver;
import org.pto.avs.reports.model.CaseResult;
import org.pto.avs.reports.model.FailureCategory;
import org.pto.avs.reports.model.FieldDifference;
import org.pto.avs.reports.model.VectorResult;
import org.pto.avs.reports.render.ComparedObservation;
import org.pto.avs.reports.render.ComparisonHtml;
import org.pto.avs.reports.render.DiffListing;
import org.pto.avs.reports.render.ProgramListing;
import org.pto.avs.results.AdvisoryFinding;
import org.pto.avs.results.AdvisoryFindings;
import org.pto.avs.results.AdvisoryVector;
import org.pto.avs.results.CaseStatus;
import org.pto.avs.results.LeftOutStep;
import org.pto.avs.results.Markup;
import org.pto.avs.results.PartialPoints;
import org.pto.avs.results.Retried;
import org.pto.avs.results.UpstreamTest;
import org.pto.avs.results.values.ProgramStep;

/**
 * Maps one AVS point to an Allure result: named by AVS id and summary, labelled by surface (epic), mnemonic
 * (feature) and kind (story), linked to its requirements, one step per vector with the program and the expected and
 * actual observation side by side attached. A vector whose details the run did not record
 * ({@code avs.report.vectors=failed}) has a step with its status and the reason, and nothing attached.
 *
 * <p>On a case that failed, what matters is on the page without a click and said once: the message (which Allure
 * shows twice, above the description and below the steps) names the category and the fields that differ; the
 * description, shown first and expanded, has the field-level diff and the failing vectors' expected and actual
 * observation side by side, in one shape and only the compared fields; the step that differs is failed (a program
 * step whose outcome differs, or the vector's final state).
 *
 * <p>A partial case (one whose case file leaves out steps of its AVS point) has the tag {@value #PARTIAL_TAG}, the
 * parameter {@value #PARTIAL_PARAMETER} with its partial mark, and a paragraph at the top of its description listing
 * the steps it leaves out and why.
 *
 * <p>A case with advisory findings (advisory vectors whose comparison differed) keeps the status its other vectors
 * decide; it has the tag {@value #ADVISORY_TAG}, the parameter {@value #ADVISORY_PARAMETER} with its advisory mark, a
 * paragraph near the top of its description listing each finding with why and diff, and each finding's vector step
 * named so. A case that names its upstream test links it ({@value #UPSTREAM_LINK}) and lists in its description the
 * upstream assertions no device can show.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class AllureCaseMapper {

    /** How many diff lines the description shows; past them, a diff attachment has them all. */
    static final int DESCRIBED_DIFF_LINES = 20;

    /** How many differing fields the message and a final state's step name. */
    static final int NAMED_FIELDS = 6;

    /** The class of the description's field-level diff, for whoever reads the page. */
    static final String DIFF_CLASS = "avs-diff";

    /** How many failing vectors the description shows side by side; each vector's step has its own in any case. */
    static final int DESCRIBED_VECTORS = 5;

    /** The attachment of a vector's compared observation, both sides in one shape. */
    static final String COMPARISON = "expected and actual (compared fields)";

    /**
     * The attachment of everything the device answered for a vector, as the engine published it: the evidence that
     * the certification bundle's verifier hashes.
     */
    static final String ACTUAL_OBSERVATION = "actual observation";

    /** The name of the step of a vector's final state. */
    static final String FINAL_STATE = "final state";

    /** The name of a vector step whose details the run did not record, after {@code vector <name>: }. */
    static final String NOT_RECORDED_NAME = "details not recorded (avs.report.vectors=failed)";

    /** The message of such a step. */
    static final String NOT_RECORDED = "This vector passed; its program and its expected and actual observation"
            + " were not recorded, because avs.report.vectors=failed records them only for vectors that did not"
            + " pass.";

    /** How a vector not supported, and the step the device answered {@code unsupported}, say what happened. */
    static final String NOT_SUPPORTED_BY_THE_DEVICE = "not supported by the device";

    /** The outcome a device answers for a word whose form it lacks. */
    static final String UNSUPPORTED = "unsupported";

    /** The tag of a partial case. */
    public static final String PARTIAL_TAG = LeftOutStep.PARTIAL;

    /** The parameter of a partial case, valued with {@link PartialPoints#mark}. */
    public static final String PARTIAL_PARAMETER = LeftOutStep.PARTIAL;

    /** The tag of a case with an advisory finding. */
    public static final String ADVISORY_TAG = "advisory-finding";

    /** The parameter of a case with an advisory finding, valued with {@link AdvisoryFindings#mark}. */
    public static final String ADVISORY_PARAMETER = AdvisoryVector.ADVISORY;

    /** The name of the link to the spec's own AVS test the case comes from. */
    public static final String UPSTREAM_LINK = "upstream test";

    /** How a vector step of an advisory finding says so, after {@code vector <name>}. */
    static final String ADVISORY_FINDING = "advisory finding";

    private final RequirementLinks links;
    private final Supplier<String> uuids;

    /** @param uuids names result and attachment files; random in a run, fixed in tests */
    public AllureCaseMapper(RequirementLinks links, Supplier<String> uuids) {
        this.links = links;
        this.uuids = uuids;
    }

    public AllureCase map(CaseResult c) {
        List<AllureAttachmentFile> files = new ArrayList<>();
        return new AllureCase(map(c, files::add), files);
    }

    /**
     * The Allure result of {@code c}, handing each attachment file to {@code written} as soon as it is made, so a
     * case of many vectors never holds all its attachments at once.
     */
    public TestResult map(CaseResult c, Consumer<AllureAttachmentFile> written) {
        TestResult result = new TestResult()
                .setUuid(uuids.get())
                // One name per case everywhere (Surefire XML, Console Launcher, bundle): the bare AVS id; the
                // summary leads the description.
                .setName(c.avsId())
                .setFullName(AllureIds.fullName(c.avsId()))
                .setTestCaseId(AllureIds.testCaseId(c.avsId()))
                .setHistoryId(AllureIds.historyId(c.avsId()))
                .setDescription(description(c))
                .setDescriptionHtml(descriptionHtml(c))
                .setStatus(status(c.status()))
                .setStage(Stage.FINISHED)
                .setStart(c.start().toEpochMilli())
                .setStop(c.stop().toEpochMilli())
                .setLabels(labels(c))
                .setLinks(links(c))
                .setParameters(parameters(c));
        retried(c, statusDetails(c)).ifPresent(result::setStatusDetails);
        List<StepResult> steps = new ArrayList<>();
        for (VectorResult vector : c.vectors()) {
            steps.add(vectorStep(c, vector, written));
        }
        result.setSteps(steps);
        // The description lists the diff; only what it cannot hold goes to an attachment.
        if (c.differences().size() > DESCRIBED_DIFF_LINES) {
            result.setAttachments(new ArrayList<>(List.of(
                    attach(written, "field-level diff", "text/plain", "txt", DiffListing.of(c.differences())))));
        }
        return result;
    }

    /** The Allure status of a case status, as written in result files ({@code passed}, {@code skipped}, ...). */
    public static String allureStatus(CaseStatus status) {
        return status(status).value();
    }

    static Status status(CaseStatus status) {
        return switch (status) {
            case PASS -> Status.PASSED;
            case FAIL -> Status.FAILED;
            // A case not supported was not judged: skipped, as in the JUnit XML, never broken (which reads as a
            // device or harness defect). Allure's success rate is passed / (passed + failed + broken), so it leaves
            // such a case out; the run's verdict result (RunVerdictResult) is broken when the run is incomplete, so
            // a run with cases not supported still never reads as 100 %.
            case NOT_SUPPORTED, WAIVED -> Status.SKIPPED;
            case ERROR, CRASH, TIMEOUT -> Status.BROKEN;
        };
    }

    private static String description(CaseResult c) {
        StringBuilder text = new StringBuilder();
        if (c.isPartial()) {
            text.append("Partial point: this case covers its AVS point only in part. It leaves out:");
            c.partial().forEach(step -> text.append("\n- ").append(step.describe()));
            text.append("\n\n");
        }
        List<AdvisoryFinding> findings = c.advisoryFindings();
        if (!findings.isEmpty()) {
            text.append("Advisory findings: advisory vectors check behaviour the spec does not mandate; these differ,")
                    .append(" and never make the case non-conforming:");
            for (AdvisoryFinding finding : findings) {
                text.append("\n- ").append(finding.describe());
                finding.differences().forEach(d -> text.append("\n  ").append(d.describe()));
            }
            text.append("\n\n");
        }
        if (!c.summary().isEmpty()) {
            text.append(c.summary()).append("\n\n");
        }
        text.append("Pass condition: ").append(c.passCondition()).append("\n\n");
        if (!c.covers().isEmpty()) {
            text.append("Covers: ").append(String.join(", ", c.covers())).append("\n\n");
        }
        if (!c.source().isEmpty()) {
            text.append("Case file: ").append(c.source()).append("\n\n");
        }
        c.upstream().ifPresent(test -> text.append(upstreamText(test)).append("\n\n"));
        c.waiver().ifPresent(w -> text.append(waiverText(w)).append("\n"));
        // Allure renders the description as Markdown, tags included: case and waiver files are text, not markup.
        return Markup.text(text.toString().strip());
    }

    /**
     * The description as HTML, which Allure shows at the top of the page, expanded: its paragraphs, the field-level
     * diff, then the first failing vectors' expected and actual observation side by side.
     */
    private static String descriptionHtml(CaseResult c) {
        StringBuilder html = new StringBuilder();
        for (String paragraph : description(c).split("\n\n")) {
            html.append("<p>").append(paragraph.replace("\n", "<br>")).append("</p>");
        }
        if (!c.differences().isEmpty()) {
            html.append("<p><b>Field-level diff</b></p><pre class=\"")
                    .append(DIFF_CLASS)
                    .append("\" style=\"white-space:pre-wrap\">")
                    .append(Markup.attribute(DiffListing.firstLines(c.differences(), DESCRIBED_DIFF_LINES)
                            .stripTrailing()))
                    .append("</pre>");
        }
        int shown = 0;
        for (VectorResult vector : c.vectors()) {
            if (vector.passed() || !vector.recorded() || shown == DESCRIBED_VECTORS) {
                continue;
            }
            Optional<ComparedObservation> comparison = ComparedObservation.of(vector);
            if (comparison.isPresent()) {
                html.append(ComparisonHtml.table(comparisonCaption(vector), comparison.get()));
                shown++;
            }
        }
        return html.toString();
    }

    /**
     * {@code vector step2-four-slots-then-fifth: fail, binding stream in the wrong order}; a vector not supported
     * says so once: {@code vector v: not supported by the device}.
     */
    private static String comparisonCaption(VectorResult vector) {
        if (vector.caseStatus().filter(s -> s == CaseStatus.NOT_SUPPORTED).isPresent()) {
            return "vector " + vector.name() + ": " + NOT_SUPPORTED_BY_THE_DEVICE;
        }
        if (vector.isAdvisoryFinding()) {
            return "vector " + vector.name() + ": " + ADVISORY_FINDING
                    + FailureCategory.of(vector).map(f -> ", " + f.label()).orElse("");
        }
        return "vector " + vector.name() + ": " + vector.status()
                + FailureCategory.of(vector).map(f -> ", " + f.label()).orElse("");
    }

    /** The upstream test, and the assertions of it no device can show. */
    private static String upstreamText(UpstreamTest test) {
        StringBuilder text = new StringBuilder("Upstream test: ").append(test.describe());
        if (!test.notObservable().isEmpty()) {
            text.append("\nIts assertions no device can show (not compared, and not a partial point):");
            test.notObservable().forEach(a -> text.append("\n- ").append(a.describe()));
        }
        return text.toString();
    }

    private static String waiverText(AppliedWaiver waiver) {
        return waiver.describe();
    }

    /**
     * A case that ran a second time is Allure's "flaky", its message saying why after what it says already: the
     * result shown is the second attempt's.
     */
    private static Optional<StatusDetails> retried(CaseResult c, Optional<StatusDetails> details) {
        if (!c.isRetried()) {
            return details;
        }
        StatusDetails marked = details.orElseGet(StatusDetails::new).setFlaky(true);
        String said = marked.getMessage() == null ? "" : marked.getMessage();
        return Optional.of(marked.setMessage((said.isEmpty() ? "" : said + "\n") + Retried.mark(c.retried())));
    }

    private static Optional<StatusDetails> statusDetails(CaseResult c) {
        Optional<FailureCategory> category = FailureCategory.of(c);
        if (category.isEmpty()) {
            return c.waiver().map(w -> new StatusDetails().setMessage(waiverText(w)));
        }
        StringBuilder message = new StringBuilder(category.get().prefix());
        c.waiver().ifPresent(w -> message.append(waiverText(w)).append(". "));
        List<FieldDifference> differences = c.differences();
        if (differences.isEmpty()) {
            message.append(c.message().isEmpty() ? c.status().text() : c.message());
        } else {
            List<String> vectors = c.vectors().stream()
                    .filter(v -> !v.differences().isEmpty())
                    .map(VectorResult::name)
                    .toList();
            // The fields by name only: their values are the description's diff, which would otherwise show three times.
            message.append(differences.size())
                    .append(differences.size() == 1 ? " field differs" : " fields differ")
                    .append(" in vector")
                    .append(vectors.size() == 1 ? " " : "s ")
                    .append(named(vectors))
                    .append(": ")
                    .append(named(
                            differences.stream().map(FieldDifference::path).toList()))
                    .append(". The field-level diff and the expected and actual observation are in the description.");
        }
        StatusDetails details = new StatusDetails().setMessage(message.toString());
        // The engine's message of a fail is the diff again, one line per field: the description has it already.
        if (!c.message().isEmpty() && differences.isEmpty()) {
            details.setTrace(c.message());
        }
        return Optional.of(details);
    }

    private static List<Label> labels(CaseResult c) {
        List<Label> labels = new ArrayList<>();
        labels.add(label("epic", c.surface()));
        labels.add(label("feature", c.mnemonic()));
        labels.add(label("story", c.kind()));
        labels.add(label("severity", c.severity()));
        labels.add(label("parentSuite", c.surface()));
        labels.add(label("suite", c.mnemonic()));
        labels.add(label("subSuite", c.kind()));
        labels.add(label("framework", "pto-avs"));
        labels.add(label("language", "java"));
        for (String tag : c.tags()) {
            labels.add(label("tag", tag));
        }
        c.waiver().ifPresent(w -> labels.add(label("tag", "waiver-" + w.use().text())));
        if (c.isRetried()) {
            labels.add(label("tag", Retried.RETRIED));
        }
        if (c.isPartial()) {
            labels.add(label("tag", PARTIAL_TAG));
        }
        if (c.hasAdvisoryFindings()) {
            labels.add(label("tag", ADVISORY_TAG));
        }
        return labels;
    }

    private static Label label(String name, String value) {
        return new Label().setName(name).setValue(value);
    }

    /** The requirements, and the erratum or ticket of the waiver that named the case. */
    private List<Link> links(CaseResult c) {
        List<Link> all = c.requirements().stream()
                .map(id -> new Link().setName(id).setType("requirement").setUrl(links.url(id)))
                .collect(Collectors.toCollection(ArrayList::new));
        c.waiver()
                .filter(w -> !w.link().isEmpty())
                .ifPresent(w -> all.add(new Link()
                        .setName("waiver " + w.origin())
                        .setType("issue")
                        .setUrl(w.link())));
        c.upstream()
                .ifPresent(test -> all.add(
                        new Link().setName(UPSTREAM_LINK).setType("link").setUrl(test.url())));
        return all;
    }

    private static List<Parameter> parameters(CaseResult c) {
        List<Parameter> parameters = new ArrayList<>();
        parameters.add(new Parameter().setName("device").setValue(c.device()));
        parameters.add(new Parameter()
                .setName("vector")
                .setValue(String.join(
                        ", ", c.vectors().stream().map(VectorResult::name).toList())));
        // A property case: the seed reproduces its programs (avs.random.seed), the tries say how many ran.
        if (!c.randomSeed().isEmpty()) {
            parameters.add(new Parameter().setName("seed").setValue(c.randomSeed()));
        }
        if (!c.randomTries().isEmpty()) {
            parameters.add(new Parameter().setName("tries").setValue(c.randomTries()));
        }
        if (c.isPartial()) {
            parameters.add(new Parameter().setName(PARTIAL_PARAMETER).setValue(PartialPoints.mark(c.partial())));
        }
        if (c.hasAdvisoryFindings()) {
            parameters.add(
                    new Parameter().setName(ADVISORY_PARAMETER).setValue(AdvisoryFindings.mark(c.advisoryFindings())));
        }
        return parameters;
    }

    private StepResult vectorStep(CaseResult c, VectorResult vector, Consumer<AllureAttachmentFile> files) {
        if (!vector.recorded()) {
            return unrecordedStep(c, vector);
        }
        List<Attachment> attachments = new ArrayList<>();
        attachments.add(attach(files, "program", "text/plain", "txt", ProgramListing.of(vector)));
        Optional<ComparedObservation> comparison = ComparedObservation.of(vector);
        if (comparison.isPresent()) {
            attachments.add(attach(
                    files,
                    COMPARISON,
                    "text/html",
                    "html",
                    ComparisonHtml.page(comparisonCaption(vector), comparison.get())));
        } else if (!vector.expected().isEmpty()) {
            attachments.add(attach(files, "expected observation", "application/json", "json", vector.expected()));
        }
        if (!vector.actual().isEmpty()) {
            attachments.add(attach(files, ACTUAL_OBSERVATION, "application/json", "json", vector.actual()));
        }
        StepResult step = vectorStep(
                        c,
                        vector,
                        "vector " + vector.name()
                                + (vector.isAdvisoryFinding() ? " (" + ADVISORY_FINDING + ")" : "")
                                + (vector.description().isEmpty() ? "" : ": " + vector.description()))
                .setAttachments(attachments)
                .setSteps(programSteps(c, vector));
        // The diff itself is in the case's message; the vector says why it failed in a word, or the engine's note. An
        // advisory finding says why it is advisory.
        String message = !vector.message().isEmpty()
                ? vector.message()
                : FailureCategory.of(vector).map(FailureCategory::label).orElse("");
        if (vector.isAdvisoryFinding()) {
            String why = c.advisory().stream()
                    .filter(a -> a.vector().equals(vector.name()))
                    .map(AdvisoryVector::why)
                    .findFirst()
                    .orElse("");
            message = ADVISORY_FINDING + ", never counted against the device (" + why + ")"
                    + (message.isEmpty() ? "" : ": " + message);
        }
        if (!message.isEmpty()) {
            step.setStatusDetails(new StatusDetails().setMessage(message));
        }
        return step;
    }

    /**
     * A vector published without its details: its status and why there is nothing else, and no attachment files,
     * which on a large corpus would be most of the results directory.
     */
    private static StepResult unrecordedStep(CaseResult c, VectorResult vector) {
        return vectorStep(c, vector, "vector " + vector.name() + ": " + NOT_RECORDED_NAME)
                .setStatusDetails(new StatusDetails().setMessage(NOT_RECORDED));
    }

    /** A vector's step: its name, status, the case's times, and the vector and its status as parameters. */
    private static StepResult vectorStep(CaseResult c, VectorResult vector, String name) {
        return new StepResult()
                .setName(name)
                .setStatus(vector.caseStatus().map(AllureCaseMapper::status).orElse(Status.SKIPPED))
                .setStage(Stage.FINISHED)
                .setStart(c.start().toEpochMilli())
                .setStop(c.stop().toEpochMilli())
                .setParameters(new ArrayList<>(List.of(
                        new Parameter().setName("vector").setValue(vector.name()),
                        new Parameter()
                                .setName("status")
                                .setValue(vector.status().text()))));
    }

    /** One step per program word, so the word whose outcome differs stands out in the tree. */
    private static List<StepResult> programSteps(CaseResult c, VectorResult vector) {
        List<StepResult> steps = new ArrayList<>();
        boolean notSupported =
                vector.caseStatus().filter(s -> s == CaseStatus.NOT_SUPPORTED).isPresent();
        for (ProgramStep word : vector.program()) {
            // The word the device answered "unsupported" in a vector not supported: a form it lacks, not a fault it
            // missed, so skipped and said so, with what the case would have compared.
            boolean unsupported =
                    notSupported && !word.matches() && word.actual().equals(UNSUPPORTED);
            Status status = word.actual().isEmpty() || unsupported
                    ? Status.SKIPPED
                    : word.matches() ? Status.PASSED : Status.FAILED;
            String name = "step " + word.index() + "  " + word.word()
                    + (word.disassembly().isEmpty() ? "" : "  " + word.disassembly())
                    + "  -> " + (word.actual().isEmpty() ? "not run" : word.actual())
                    + (unsupported
                            ? " (" + NOT_SUPPORTED_BY_THE_DEVICE + "; the case expects " + word.expected() + ")"
                            : status == Status.FAILED ? " (expected " + word.expected() + ")" : "");
            steps.add(new StepResult()
                    .setName(name)
                    .setStatus(status)
                    .setStage(Stage.FINISHED)
                    .setStart(c.start().toEpochMilli())
                    .setStop(c.stop().toEpochMilli()));
        }
        finalState(c, vector).ifPresent(steps::add);
        return steps;
    }

    /**
     * The state the program left, as one more step of a vector the engine compared (it passed or failed): failed,
     * naming the fields that differ, when something other than a step outcome differs. Without it, a vector whose
     * every step ran as expected but whose bindings came out wrong would show only green steps.
     */
    private static Optional<StepResult> finalState(CaseResult c, VectorResult vector) {
        boolean compared = vector.caseStatus()
                .filter(s -> s == CaseStatus.PASS || s == CaseStatus.FAIL)
                .isPresent();
        if (!compared || vector.actual().isEmpty()) {
            return Optional.empty();
        }
        List<String> fields = vector.differences().stream()
                .filter(d -> !d.isStepOutcome())
                .map(FieldDifference::path)
                .toList();
        String name = fields.isEmpty()
                ? FINAL_STATE + ": as expected"
                : FINAL_STATE + ": " + fields.size() + (fields.size() == 1 ? " field differs (" : " fields differ (")
                        + named(fields) + ")";
        return Optional.of(new StepResult()
                .setName(name)
                .setStatus(fields.isEmpty() ? Status.PASSED : Status.FAILED)
                .setStage(Stage.FINISHED)
                .setStart(c.start().toEpochMilli())
                .setStop(c.stop().toEpochMilli()));
    }

    /** The first {@value #NAMED_FIELDS} field paths (or vector names), comma-separated, then how many more. */
    private static String named(List<String> paths) {
        return paths.size() <= NAMED_FIELDS
                ? String.join(", ", paths)
                : String.join(", ", paths.subList(0, NAMED_FIELDS)) + " and " + (paths.size() - NAMED_FIELDS) + " more";
    }

    private Attachment attach(
            Consumer<AllureAttachmentFile> files, String name, String type, String extension, String content) {
        String source = uuids.get() + "-attachment." + extension;
        byte[] bytes = content.getBytes(StandardCharsets.UTF_8);
        files.accept(new AllureAttachmentFile(source, type, bytes));
        return new Attachment().setName(name).setSource(source).setType(type).setSize((long) bytes.length);
    }
}
