package org.pto.avs.engine.reliability;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.TreeMap;
import org.pto.avs.device.BlockPhase;
import org.pto.avs.device.FaultKind;
import org.pto.avs.device.MachineState;
import org.pto.avs.device.ProgramWord;
import org.pto.avs.device.StepOutcome;
import org.pto.avs.engine.cases.AvsCase;
import org.pto.avs.engine.cases.CaseKind;
import org.pto.avs.engine.cases.CaseSeverity;
import org.pto.avs.engine.cases.CaseWriter;
import org.pto.avs.engine.cases.Expectation;
import org.pto.avs.engine.cases.Frame;
import org.pto.avs.engine.cases.Location;
import org.pto.avs.engine.cases.Step;
import org.pto.avs.engine.cases.Vector;

/**
 * Corpora of generated case files ({@code avs.catalog.check-ids=false}): every third case states a wrong fault kind,
 * so a run has failures as well as passes to get right.
 */
final class SyntheticCases {

    private static final List<String> COVERS = List.of("exceptions[1]");

    private SyntheticCases() {}

    static String id(int n) {
        return String.format("PTO-AVS-BLOCK-B-IOS-SYNTH-%06d", n);
    }

    /** Writes {@code count} cases into {@code folder}; returns their ids in order. */
    static List<String> write(Path folder, int count) throws IOException {
        List<String> ids = new ArrayList<>();
        for (int n = 1; n <= count; n++) {
            String id = id(n);
            CaseWriter.write(
                    duplicate(id, n % 3 == 0 ? FaultKind.TILE_LEGALITY : FaultKind.BUNDLE_CONTROL),
                    folder.resolve(id + ".json"));
            ids.add(id);
        }
        return ids;
    }

    /**
     * Writes {@code count} cases of {@code vectors} vectors each into {@code folder}; vector {@code v} of case {@code n}
     * starts with R1 = {@link #marker(int, int) marker(n, v)}, so a test device can pick out one run.
     */
    static List<String> writeMultiVector(Path folder, int count, int vectors) throws IOException {
        List<String> ids = new ArrayList<>();
        for (int n = 1; n <= count; n++) {
            String id = id(n);
            AvsCase one = duplicate(id, n % 3 == 0 ? FaultKind.TILE_LEGALITY : FaultKind.BUNDLE_CONTROL);
            Vector template = one.vectors().get(0);
            List<Vector> all = new ArrayList<>();
            for (int v = 0; v < vectors; v++) {
                TreeMap<Integer, Long> gprs = new TreeMap<>();
                gprs.put(1, (long) marker(n, v));
                all.add(new Vector(
                        "v" + v,
                        "",
                        COVERS,
                        new MachineState(new TreeMap<>(), List.of(), gprs),
                        template.program(),
                        template.expect(),
                        "{}",
                        Location.START));
            }
            CaseWriter.write(
                    new AvsCase(
                            id,
                            one.surface(),
                            one.instruction(),
                            one.requirements(),
                            one.kind(),
                            one.severity(),
                            one.summary(),
                            one.passCondition(),
                            one.covers(),
                            one.tags(),
                            all,
                            one.origin(),
                            one.location()),
                    folder.resolve(id + ".json"));
            ids.add(id);
        }
        return ids;
    }

    /** The R1 value vector {@code v} of case {@code n} starts with. */
    static int marker(int n, int v) {
        return n * 100 + v;
    }

    /** BSTART, then S18 twice: the second faults {@code fault} (rightly Fault_BundleControl). */
    private static AvsCase duplicate(String id, FaultKind fault) {
        List<Step> program = List.of(
                step(0, 0x00019181, StepOutcome.EXECUTED),
                step(1, 0x01201E13, StepOutcome.EXECUTED),
                step(2, 0x01201E13, StepOutcome.fault(fault)));
        Expectation expect = new Expectation(
                BlockPhase.HEADER,
                null,
                null,
                new TreeMap<>(),
                null,
                List.of(),
                new TreeMap<>(),
                List.of(),
                EnumSet.of(Frame.SHARED));
        Vector vector = new Vector("duplicate", "", COVERS, MachineState.RESET, program, expect, "{}", Location.START);
        return new AvsCase(
                id,
                "block",
                "B.IOS",
                List.of("PTO-INST-BLOCK-B-IOS"),
                CaseKind.FAULT,
                CaseSeverity.NORMAL,
                "A duplicate source faults.",
                "The second S18 faults " + fault.specName() + ".",
                COVERS,
                List.of(),
                List.of(vector),
                id + ".json",
                Location.START);
    }

    private static Step step(int index, int word, StepOutcome outcome) {
        return new Step(index, ProgramWord.of32(word), "", "", List.of(outcome), Location.START);
    }
}
