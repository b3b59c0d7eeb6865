package org.pto.avs.engine.cases;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.pto.avs.device.FaultKind;
import org.pto.avs.device.ProgramWord;
import org.pto.avs.device.StepOutcome;
import org.pto.avs.isa.Assembler;
import org.pto.avs.isa.AssemblyException;
import org.pto.avs.isa.Disassembler;

/**
 * Reads a vector's {@code program}: assembles {@code asm} steps with the catalog's assembler (an error points at
 * the column inside the string), takes raw {@code word}s as written, and reads each step's allowed outcomes.
 */
final class ProgramReader {

    /*
     * A discovered corpus stays in memory for the whole run, so what most steps repeat is shared rather than copied:
     * the outcome lists, the words (a corpus has far fewer distinct words than steps) and the notes.
     */
    private static final List<StepOutcome> EXECUTED_ONLY = List.of(StepOutcome.EXECUTED);
    private static final Map<StepOutcome, List<StepOutcome>> SINGLE_OUTCOMES = singleOutcomes();
    private static final int WORD_POOL_LIMIT = 1 << 16;
    private static final ConcurrentHashMap<Long, ProgramWord> WORD_POOL = new ConcurrentHashMap<>();

    private final Assembler assembler;
    private final Disassembler disassembler;
    private final SourceMap sourceMap;
    private final Problems problems;

    ProgramReader(Assembler assembler, Disassembler disassembler, SourceMap sourceMap, Problems problems) {
        this.assembler = assembler;
        this.disassembler = disassembler;
        this.sourceMap = sourceMap;
        this.problems = problems;
    }

    /** The steps, or null when some step cannot be read (each problem is reported). */
    List<Step> read(Json program) {
        List<Step> steps = new ArrayList<>();
        boolean complete = true;
        List<Json> items = program.items();
        for (int i = 0; i < items.size(); i++) {
            Step step = step(i, items.get(i));
            if (step == null) {
                complete = false;
            } else {
                steps.add(step);
            }
        }
        return complete ? steps : null;
    }

    private Step step(int index, Json step) {
        Step read = stepWithoutAdvance(index, step);
        Json advance = step.get("tpc_advance");
        return read == null || advance.isMissing()
                ? read
                : read.withTpcAdvance(advance.node().asInt());
    }

    private Step stepWithoutAdvance(int index, Json step) {
        List<StepOutcome> allowed = outcomes(step.get("expect"));
        String note = step.text("note", "").intern();
        Location location = sourceMap.step(index);
        if (step.has("asm")) {
            Json asm = step.get("asm");
            try {
                ProgramWord word = shared(assembler.assemble(asm.text()));
                return new Step(index, word, asm.text().strip(), note, allowed, location);
            } catch (AssemblyException e) {
                problems.insideString(
                        asm,
                        e.column(),
                        "cannot assemble '" + asm.text() + "': column " + e.column() + ": " + e.reason());
                return null;
            }
        }
        ProgramWord word = word(step);
        return word == null
                ? null
                : new Step(index, word, StepText.disassembly(word, disassembler), note, allowed, location);
    }

    private ProgramWord word(Json step) {
        Json word = step.get("word");
        long value = Long.parseLong(word.text().substring(2), 16);
        int bits = step.has("bits") ? step.get("bits").node().asInt() : 32;
        if (bits == 16 && value > 0xFFFF) {
            problems.at(word, word.text() + " does not fit in 16 bits (\"bits\": 16)");
            return null;
        }
        return shared(new ProgramWord((int) value, bits));
    }

    private static ProgramWord shared(ProgramWord word) {
        Long key = Integer.toUnsignedLong(word.bits()) << 6 | word.lengthBits();
        ProgramWord known = WORD_POOL.get(key);
        if (known != null) {
            return known;
        }
        if (WORD_POOL.size() < WORD_POOL_LIMIT) {
            WORD_POOL.putIfAbsent(key, word);
        }
        return word;
    }

    private static Map<StepOutcome, List<StepOutcome>> singleOutcomes() {
        Map<StepOutcome, List<StepOutcome>> lists = new HashMap<>();
        lists.put(StepOutcome.EXECUTED, EXECUTED_ONLY);
        lists.put(StepOutcome.UNSUPPORTED, List.of(StepOutcome.UNSUPPORTED));
        lists.put(StepOutcome.WAITING, List.of(StepOutcome.WAITING));
        for (FaultKind kind : FaultKind.values()) {
            StepOutcome fault = StepOutcome.fault(kind);
            lists.put(fault, List.of(fault));
        }
        return Map.copyOf(lists);
    }

    private static List<StepOutcome> outcomes(Json expect) {
        if (expect.isMissing()) {
            return EXECUTED_ONLY;
        }
        List<Json> each = expect.node().isArray() ? expect.items() : List.of(expect);
        List<StepOutcome> outcomes = new ArrayList<>();
        for (Json outcome : each) {
            if (outcome.node().isObject()) {
                // The schema admits only the spec names and the seed's alias, all of which FaultKind knows.
                outcomes.add(StepOutcome.fault(
                        FaultKind.parse(outcome.get("fault").text()).orElseThrow()));
            } else {
                // The schema admits only the outcomes StepOutcome names.
                outcomes.add(StepOutcome.withoutFault(outcome.text()).orElseThrow());
            }
        }
        if (outcomes.size() == 1) {
            return SINGLE_OUTCOMES.get(outcomes.get(0));
        }
        return List.copyOf(new LinkedHashSet<>(outcomes));
    }
}
