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
import org.pto.avs.reports.model.CaseResult;
import org.pto.avs.engine.api.CaseStatus;
import org.pto.avs.reports.model.FailureCategory;
import org.pto.avs.reports.model.ProgramStepResult;
import org.pto.avs.reports.model.VectorResult;
import org.pto.avs.reports.model.AppliedWaiver;
import org.pto.avs.reports.render.DiffListing;
import org.pto.avs.reports.render.ProgramListing;

/**
 * Maps one AVS point to an Allure result: named by AVS id and summary, labelled by surface (epic), mnemonic
 * (feature) and kind (story), linked to its requirements, one step per vector with the program, the expected and
 * actual observation and the field-level diff attached. A vector whose details the run did not record
 * ({@code avs.report.vectors=failed}) has a step with its status and the reason, and nothing attached.
 */
public final class AllureCaseMapper {

    /** How many diff lines the result's message shows; the diff attachment has them all. */
    static final int MESSAGE_DIFF_LINES = 20;

    /** The name of a vector step whose details the run did not record, after {@code vector <name>: }. */
    static final String NOT_RECORDED_NAME = "details not recorded (avs.report.vectors=failed)";

    /** The message of such a step. */
    static final String NOT_RECORDED = "This vector passed; its program and its expected and actual observation"
            + " were not recorded, because avs.report.vectors=failed records them only for vectors that did not"
            + " pass.";

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
                .setName(c.avsId() + ": " + c.summary())
                .setFullName(AllureIds.fullName(c.avsId()))
                .setTestCaseId(AllureIds.testCaseId(c.avsId()))
                .setHistoryId(AllureIds.historyId(c.avsId()))
                .setDescription(description(c))
                .setStatus(status(c.status()))
                .setStage(Stage.FINISHED)
                .setStart(c.start().toEpochMilli())
                .setStop(c.stop().toEpochMilli())
                .setLabels(labels(c))
                .setLinks(links(c))
                .setParameters(parameters(c));
        statusDetails(c).ifPresent(result::setStatusDetails);
        List<StepResult> steps = new ArrayList<>();
        for (VectorResult vector : c.vectors()) {
            steps.add(vectorStep(c, vector, written));
        }
        result.setSteps(steps);
        if (!c.differences().isEmpty()) {
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
            // Allure's success rate is passed / (passed + failed + broken): a case the device could not be judged on
            // is broken (not completed), so a run with cases not supported never reads as 100 %.
            case NOT_SUPPORTED, ERROR, CRASH, TIMEOUT -> Status.BROKEN;
            case WAIVED -> Status.SKIPPED;
        };
    }

    private static String description(CaseResult c) {
        StringBuilder text = new StringBuilder();
        text.append("Pass condition: ").append(c.passCondition()).append("\n\n");
        if (!c.covers().isEmpty()) {
            text.append("Covers: ").append(String.join(", ", c.covers())).append("\n\n");
        }
        if (!c.source().isEmpty()) {
            text.append("Case file: ").append(c.source()).append("\n\n");
        }
        c.waiver().ifPresent(w -> text.append(waiverText(w)).append("\n"));
        // Allure renders the description as Markdown, tags included: case and waiver files are text, not markup.
        return text.toString().strip().replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }

    private static String waiverText(AppliedWaiver waiver) {
        return waiver.describe();
    }

    private static Optional<StatusDetails> statusDetails(CaseResult c) {
        Optional<FailureCategory> category = FailureCategory.of(c);
        if (category.isEmpty()) {
            return c.waiver().map(w -> new StatusDetails().setMessage(waiverText(w)));
        }
        StringBuilder message = new StringBuilder(category.get().prefix());
        c.waiver().ifPresent(w -> message.append(waiverText(w)).append(". "));
        List<org.pto.avs.reports.model.FieldDifference> differences = c.differences();
        if (differences.isEmpty()) {
            message.append(c.message().isEmpty() ? c.status().text() : c.message());
        } else {
            List<String> vectors = c.vectors().stream().filter(v -> !v.differences().isEmpty())
                    .map(VectorResult::name).toList();
            message.append(differences.size()).append(differences.size() == 1 ? " field differs" : " fields differ")
                    .append(" in vector").append(vectors.size() == 1 ? " " : "s ").append(String.join(", ", vectors))
                    .append(":\n").append(DiffListing.firstLines(differences, MESSAGE_DIFF_LINES).stripTrailing());
        }
        StatusDetails details = new StatusDetails().setMessage(message.toString());
        if (!c.message().isEmpty()) {
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
        return labels;
    }

    private static Label label(String name, String value) {
        return new Label().setName(name).setValue(value);
    }

    /** The requirements, and the erratum or ticket of the waiver that named the case. */
    private List<Link> links(CaseResult c) {
        List<Link> all = c.requirements().stream()
                .map(id -> new Link().setName(id).setType("requirement").setUrl(links.url(id)))
                .collect(java.util.stream.Collectors.toCollection(ArrayList::new));
        c.waiver().filter(w -> !w.link().isEmpty())
                .ifPresent(w -> all.add(new Link().setName("waiver " + w.origin()).setType("issue").setUrl(w.link())));
        return all;
    }

    private static List<Parameter> parameters(CaseResult c) {
        List<Parameter> parameters = new ArrayList<>();
        parameters.add(new Parameter().setName("device").setValue(c.device()));
        parameters.add(new Parameter().setName("vector")
                .setValue(String.join(", ", c.vectors().stream().map(VectorResult::name).toList())));
        // A property case: the seed reproduces its programs (avs.random.seed), the tries say how many ran.
        if (!c.randomSeed().isEmpty()) {
            parameters.add(new Parameter().setName("seed").setValue(c.randomSeed()));
        }
        if (!c.randomTries().isEmpty()) {
            parameters.add(new Parameter().setName("tries").setValue(c.randomTries()));
        }
        return parameters;
    }

    private StepResult vectorStep(CaseResult c, VectorResult vector, Consumer<AllureAttachmentFile> files) {
        if (!vector.recorded()) {
            return unrecordedStep(c, vector);
        }
        List<Attachment> attachments = new ArrayList<>();
        attachments.add(attach(files, "program", "text/plain", "txt", ProgramListing.of(vector)));
        if (!vector.expected().isEmpty()) {
            attachments.add(attach(files, "expected observation", "application/json", "json", vector.expected()));
        }
        if (!vector.actual().isEmpty()) {
            attachments.add(attach(files, "actual observation", "application/json", "json", vector.actual()));
        }
        if (!vector.differences().isEmpty()) {
            attachments.add(attach(files, "field-level diff", "text/plain", "txt", DiffListing.of(vector.differences())));
        }
        StepResult step = vectorStep(c, vector,
                "vector " + vector.name() + (vector.description().isEmpty() ? "" : ": " + vector.description()))
                .setAttachments(attachments)
                .setSteps(programSteps(c, vector));
        String message = vector.message().isEmpty() && !vector.differences().isEmpty()
                ? DiffListing.firstLines(vector.differences(), MESSAGE_DIFF_LINES).stripTrailing()
                : vector.message();
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
                        new Parameter().setName("status").setValue(vector.status()))));
    }

    /** One step per program word, so the word whose outcome differs stands out in the tree. */
    private static List<StepResult> programSteps(CaseResult c, VectorResult vector) {
        List<StepResult> steps = new ArrayList<>();
        for (ProgramStepResult word : vector.program()) {
            Status status = word.actual().isEmpty() ? Status.SKIPPED : word.matches() ? Status.PASSED : Status.FAILED;
            String name = "step " + word.index() + "  " + word.word()
                    + (word.disassembly().isEmpty() ? "" : "  " + word.disassembly())
                    + "  -> " + (word.actual().isEmpty() ? "not run" : word.actual())
                    + (status == Status.FAILED ? " (expected " + word.expected() + ")" : "");
            steps.add(new StepResult().setName(name).setStatus(status).setStage(Stage.FINISHED)
                    .setStart(c.start().toEpochMilli()).setStop(c.stop().toEpochMilli()));
        }
        return steps;
    }

    private Attachment attach(Consumer<AllureAttachmentFile> files, String name, String type, String extension,
            String content) {
        String source = uuids.get() + "-attachment." + extension;
        byte[] bytes = content.getBytes(StandardCharsets.UTF_8);
        files.accept(new AllureAttachmentFile(source, type, bytes));
        return new Attachment().setName(name).setSource(source).setType(type).setSize((long) bytes.length);
    }
}
