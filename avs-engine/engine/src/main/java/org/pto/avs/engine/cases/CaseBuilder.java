package org.pto.avs.engine.cases;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.pto.avs.device.MachineState;
import org.pto.avs.engine.payloadfiles.PayloadFiles;
import org.pto.avs.isa.Assembler;
import org.pto.avs.isa.Catalog;
import org.pto.avs.isa.Contract;
import org.pto.avs.isa.Disassembler;
import org.pto.avs.isa.Instruction;
import org.pto.avs.results.AdvisoryVector;
import org.pto.avs.results.LeftOutStep;
import org.pto.avs.results.UpstreamTest;

/**
 * Builds a case from a tree the schema has accepted, checking what the schema cannot: the instruction and the AVS
 * id against the catalog, clause references against the instruction's contract, the case's and vectors' covers
 * against each other, that every vector states something to compare, that some vector checks what the spec mandates
 * (not every one is advisory), and, when required, that a case of an AVS point names its upstream test.
 */
final class CaseBuilder {

    private final Catalog catalog;
    private final Limits limits;
    private final SourceMap sourceMap;
    private final Problems problems;
    private final ProgramReader programs;
    private final InitialStateReader initials;
    private final ExpectationReader expectations;
    private final boolean checkCatalogIds;
    private final boolean requireUpstream;

    /**
     * @param requireUpstream whether a case of vectors must name its upstream test ({@link
     *                        CaseReader#REQUIRES_UPSTREAM})
     */
    CaseBuilder(
            Catalog catalog,
            Assembler assembler,
            Disassembler disassembler,
            SourceMap sourceMap,
            Problems problems,
            boolean checkCatalogIds,
            boolean requireUpstream,
            PayloadFiles payloadFiles) {
        this.catalog = catalog;
        this.checkCatalogIds = checkCatalogIds;
        this.requireUpstream = requireUpstream;
        this.limits = Limits.of(catalog.profile());
        this.sourceMap = sourceMap;
        this.problems = problems;
        this.programs = new ProgramReader(assembler, disassembler, sourceMap, problems);
        Payloads payloads = new Payloads(payloadFiles, problems);
        this.initials = new InitialStateReader(limits, payloads, problems);
        this.expectations = new ExpectationReader(limits, catalog.stateRecords(), payloads, problems);
    }

    /** The case object as {@link SourceMap#parseCase} read it; set by {@link #begin}. */
    private Json root;

    private String origin;
    private Contract contract;
    private Set<String> caseCovers;
    private List<LeftOutStep> partial;
    private Optional<UpstreamTest> upstream;
    private final List<Vector> vectors = new ArrayList<>();
    private final Set<String> vectorNames = new HashSet<>();
    private final Set<String> vectorCovers = new LinkedHashSet<>();

    /**
     * Checks the case's own members ({@code root}: the case object, its vectors left out or not). Its vectors are
     * then given to {@link #add} one at a time, in file order, and {@link #finish} builds the case.
     */
    void begin(Json root, String origin) {
        this.root = root;
        this.origin = origin;
        checkFileName(root.get("id"), origin);
        boolean avsPoint = !isProperty();
        Optional<Instruction> instruction = instruction(root, root.get("id").text(), avsPoint);
        contract = instruction.map(Instruction::contract).orElse(null);
        caseCovers = new LinkedHashSet<>(root.texts("covers"));
        checkClauses(root.get("covers"), contract);
        partial = partial(root.get(LeftOutStep.PARTIAL));
        upstream = upstream(root.get(UpstreamTest.UPSTREAM), avsPoint);
    }

    /**
     * The spec's own AVS test the case names. A case of vectors must name it when required: without it nobody can
     * compare the case with the test it comes from. Each assertion no device can show must say what and why.
     */
    private Optional<UpstreamTest> upstream(Json test, boolean avsPoint) {
        if (test.isMissing()) {
            if (requireUpstream && avsPoint) {
                problems.atPointer(
                        "/" + UpstreamTest.UPSTREAM,
                        "missing: a case of vectors names the spec's own AVS test it comes from"
                                + " ({\"repository\", \"path\", \"commit\"}, and the assertions of it no device can"
                                + " show in \"not_observable\"); see the case format's \"upstream\"");
            }
            return Optional.empty();
        }
        List<UpstreamTest.NotObservable> notObservable = new ArrayList<>();
        for (Json assertion : test.get("not_observable").items()) {
            for (String key : List.of("assertion", "why")) {
                if (assertion.get(key).text().isBlank()) {
                    problems.at(
                            assertion.get(key),
                            "is blank; "
                                    + ("assertion".equals(key)
                                            ? "name the upstream assertion no device can show"
                                            : "say why no device can show it"));
                }
            }
            notObservable.add(new UpstreamTest.NotObservable(
                    assertion.get("assertion").text(), assertion.get("why").text()));
        }
        return Optional.of(new UpstreamTest(
                test.get("repository").text(),
                test.get("path").text(),
                test.get("commit").text(),
                test.text("line", ""),
                notObservable));
    }

    /**
     * The steps the case says it leaves out of its point. Each must say something: a blank step or reason would
     * mark the point partial without telling a reader what the run did not show.
     */
    private List<LeftOutStep> partial(Json steps) {
        List<LeftOutStep> left = new ArrayList<>();
        for (Json step : steps.items()) {
            for (String key : List.of("step", "why")) {
                if (step.get(key).text().isBlank()) {
                    problems.at(
                            step.get(key),
                            "is blank; "
                                    + ("step".equals(key)
                                            ? "name the step of the AVS point that this case leaves out"
                                            : "say why that step is out of the suite's reach"));
                }
            }
            left.add(new LeftOutStep(step.get("step").text(), step.get("why").text()));
        }
        return left;
    }

    /** A property case has a generator instead of vectors. */
    boolean isProperty() {
        return CaseKind.PROPERTY.text().equals(root.get("kind").text());
    }

    /** The vector at {@code vector} (its pointer names its index), checked and built. */
    void add(Json vector) {
        String name = vector.get("name").text();
        if (!vectorNames.add(name)) {
            problems.at(vector.get("name"), "vector name '" + name + "' is used twice in this case");
        }
        checkClauses(vector.get("covers"), contract);
        for (Json clause : vector.get("covers").items()) {
            vectorCovers.add(clause.text());
            if (!caseCovers.contains(clause.text())) {
                problems.at(
                        clause,
                        "clause " + clause.text() + " is covered by this vector but not listed in"
                                + " the case's \"covers\"");
            }
        }
        Vector built = vector(vector, name);
        if (built != null) {
            vectors.add(built);
        }
    }

    /** The case, or null when a problem was reported. */
    AvsCase finish() {
        if (isProperty()) {
            return problems.isEmpty() ? property(root, origin) : null;
        }
        checkSomethingCovered();
        for (Json clause : root.get("covers").items()) {
            if (!vectorCovers.contains(clause.text())) {
                problems.at(clause, "clause " + clause.text() + " is listed in \"covers\" but no vector covers it");
            }
        }
        if (!vectors.isEmpty() && vectors.stream().allMatch(Vector::isAdvisory)) {
            // An advisory vector never decides a status: with no other, the case would pass on nothing the spec
            // mandates.
            problems.at(
                    root.get("vectors"),
                    "every vector of this case is \"" + AdvisoryVector.ADVISORY + "\"; at least one vector must check"
                            + " what the spec mandates, or the case decides nothing (move the advisory vectors to a"
                            + " case that has one)");
        }
        if (!problems.isEmpty()) {
            return null;
        }
        return new AvsCase(
                root.get("id").text(),
                root.get("surface").text(),
                root.get("instruction").text(),
                root.texts("requirements"),
                CaseKind.parse(root.get("kind").text()).orElseThrow(),
                CaseSeverity.parse(root.text("severity", null)),
                root.get("summary").text(),
                root.get("pass_condition").text(),
                root.texts("covers"),
                root.texts("tags"),
                vectors,
                origin,
                sourceMap.id(),
                null,
                partial,
                upstream);
    }

    /**
     * A property case: a generator instead of vectors. It is no AVS point of the catalog, so its id is not held to
     * the record's {@code tests}; it ships outside {@code pto-avs/cases/}, so the certification run never reaches it.
     */
    private AvsCase property(Json root, String origin) {
        return new AvsCase(
                root.get("id").text(),
                root.get("surface").text(),
                root.get("instruction").text(),
                root.texts("requirements"),
                CaseKind.PROPERTY,
                CaseSeverity.parse(root.text("severity", null)),
                root.get("summary").text(),
                root.get("pass_condition").text(),
                root.texts("covers"),
                root.texts("tags"),
                List.of(),
                origin,
                sourceMap.id(),
                GeneratorReader.read(root.get("generator")),
                partial,
                upstream);
    }

    /** A file named like an AVS id holds that id, so that a selection by id can go by file names. */
    private void checkFileName(Json id, String origin) {
        CaseFileName.statedId(origin)
                .filter(named -> !named.equals(id.text()))
                .ifPresent(named -> problems.at(
                        id,
                        "the file is named after " + named + " but holds " + id.text()
                                + "; a case file named like an AVS id"
                                + " must hold that id (rename the file or fix the id)"));
    }

    /** The catalog record of {@code instruction}, checked against the case's surface and, for an AVS point, its id. */
    private Optional<Instruction> instruction(Json root, String id, boolean avsPoint) {
        Json mnemonic = root.get("instruction");
        Optional<Instruction> instruction = catalog.instruction(mnemonic.text());
        if (instruction.isEmpty()) {
            problems.at(
                    mnemonic,
                    "unknown mnemonic '" + mnemonic.text() + "'; the catalog has "
                            + catalog.instructions().stream()
                                    .map(Instruction::mnemonic)
                                    .collect(Collectors.joining(", ")));
            return Optional.empty();
        }
        Instruction record = instruction.get();
        Json surface = root.get("surface");
        if (!record.surface().equals(surface.text())) {
            problems.at(
                    surface,
                    "surface '" + surface.text() + "' does not match the catalog: " + record.mnemonic()
                            + " is on surface '" + record.surface() + "'");
        }
        if (checkCatalogIds && avsPoint && !record.tests().contains(id)) {
            problems.at(
                    root.get("id"),
                    id + " is not listed in the tests of the catalog record " + record.mnemonic()
                            + " (" + record.source() + "); it lists " + String.join(", ", record.tests())
                            + ". A generated corpus or a replayed counterexample runs with avs.catalog.check-ids=false");
        }
        return instruction;
    }

    private void checkClauses(Json covers, Contract contract) {
        if (contract == null) {
            return;
        }
        for (Json clause : covers.items()) {
            if (contract.clauseText(clause.text()) == null) {
                String family = clause.text().replaceAll("[\\[.].*", "");
                List<String> same = contract.clauseReferences().stream()
                        .filter(r -> r.startsWith(family))
                        .toList();
                problems.at(
                        clause,
                        "the contract has no clause " + clause.text() + "; it has "
                                + (same.isEmpty() ? "no " + family + " clauses" : String.join(", ", same)));
            }
        }
    }

    /**
     * A case covers at least one clause of its instruction's contract, unless that contract has none a vector could
     * cover or every vector judges a decoding alone (no contract clause says how a word decodes).
     */
    private void checkSomethingCovered() {
        Json covers = root.get("covers");
        if (contract == null || covers.isMissing() || !covers.items().isEmpty()) {
            return;
        }
        List<String> clauses = contract.clauseReferences();
        boolean decodingsOnly = !vectors.isEmpty() && vectors.stream().allMatch(Vector::decodeOnly);
        if (!clauses.isEmpty() && !decodingsOnly) {
            problems.at(covers, "lists no clause; the contract has " + String.join(", ", clauses));
        }
    }

    /**
     * {@code "judge": ["decode"]}: the vector judges one word's decoding from reset, so it states a decoding and
     * nothing else (no initial state, no step outcome, no other expectation).
     */
    private boolean decodeOnly(Json vector, List<Step> program, Expectation expect) {
        Json judge = vector.get(Vector.JUDGE);
        if (judge.isMissing()) {
            return false;
        }
        if (!vector.texts(Vector.JUDGE).equals(List.of(Vector.JUDGE_DECODE))) {
            problems.at(judge, "the one judgement a vector may name is [\"decode\"]");
            return false;
        }
        Expectation decodings = new Expectation(
                null,
                null,
                null,
                new java.util.TreeMap<>(),
                null,
                List.of(),
                new java.util.TreeMap<>(),
                expect.decoded(),
                java.util.Set.of());
        boolean onlyDecoded = !expect.decoded().isEmpty() && expect.equals(decodings);
        boolean plainSteps = program.stream().allMatch(step -> step.expectsOnlyExecuted() && step.tpcAdvance() == null);
        if (!onlyDecoded || !plainSteps || !vector.get("initial").isMissing()) {
            problems.at(
                    judge,
                    "a vector judged on its decoding states \"decoded\" and nothing else: no initial state, no"
                            + " step outcome or tpc_advance, no other expectation");
        }
        return true;
    }

    private Vector vector(Json vector, String name) {
        int problemsBefore = problems.size();
        MachineState initial = initials.read(vector.get("initial"));
        boolean initialRead = problems.size() == problemsBefore;
        List<Step> program = programs.read(vector.get("program"));
        if (program == null) {
            return null;
        }
        // Payload lengths and frame conditions in "expect" depend on the initial state: when that could not be
        // read, "expect" is not judged, so one mistake is not reported again as its consequences.
        Expectation expect =
                initialRead ? expectations.read(vector.get("expect"), initial, program.size()) : Expectation.NOTHING;
        String advisory = vector.text(AdvisoryVector.ADVISORY, "");
        if (!vector.get(AdvisoryVector.ADVISORY).isMissing() && advisory.isBlank()) {
            problems.at(
                    vector.get(AdvisoryVector.ADVISORY),
                    "is blank; say why the vector is advisory: what it checks that the spec does not mandate");
        }
        Vector built = new Vector(
                name,
                vector.text("description", ""),
                vector.texts("covers"),
                initial,
                program,
                expect,
                vector.get("expect").isMissing()
                        ? "{}"
                        : vector.get("expect").node().toString(),
                sourceMap.vector(),
                advisory,
                decodeOnly(vector, program, expect));
        // No vacuous pass: a vector must state something beyond "every step executed". (Not said again when
        // what it states could not be read: that problem is already reported.)
        if (problems.size() == problemsBefore && !built.statesStepOutcomes() && !expect.statesSomething()) {
            problems.at(
                    vector,
                    "vector '" + name + "' states nothing to compare: every step is expected to be"
                            + " executed and \"expect\" names nothing; state an outcome, a field or a frame condition");
        }
        return built;
    }
}
