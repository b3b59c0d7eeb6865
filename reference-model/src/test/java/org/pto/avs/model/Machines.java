package org.pto.avs.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.pto.avs.device.Bytes;
import org.pto.avs.device.FaultKind;
import org.pto.avs.device.GmSegment;
import org.pto.avs.device.MachineState;
import org.pto.avs.device.PeMask;
import org.pto.avs.device.ProgramWord;
import org.pto.avs.device.SharedDescriptor;
import org.pto.avs.device.SharedObject;
import org.pto.avs.device.StepOutcome;

/** Sessions on the standard model and assertions on step outcomes. */
final class Machines {

    static final StepOutcome EXECUTED = StepOutcome.EXECUTED;
    static final StepOutcome ILLEGAL = StepOutcome.fault(FaultKind.ILLEGAL_INSTRUCTION);
    static final StepOutcome BUNDLE = StepOutcome.fault(FaultKind.BUNDLE_CONTROL);
    static final StepOutcome TILE = StepOutcome.fault(FaultKind.TILE_LEGALITY);
    static final StepOutcome UNSUPPORTED = StepOutcome.UNSUPPORTED;

    private Machines() {}

    static Session reset() {
        return ReferenceModel.standard().start(MachineState.RESET);
    }

    static Session from(MachineState initial) {
        return ReferenceModel.standard().start(initial);
    }

    /** Runs words that must all execute, naming the first that does not. */
    static void executeAll(Session session, int... words) {
        for (int word : words) {
            assertEquals(
                    EXECUTED,
                    session.step(ProgramWord.of32(word)),
                    String.format("0x%08X should execute (%s)", word, session.lastReason()));
        }
    }

    static StepOutcome step(Session session, int word) {
        return session.step(ProgramWord.of32(word));
    }

    static StepOutcome step16(Session session, int word) {
        return session.step(ProgramWord.of16(word));
    }

    /** A published Shared object as a case's initial state gives it (shape 1 x 1, data type S64). */
    static SharedObject object(String mask, int capacity, Bytes payload) {
        PeMask m = PeMask.parse(mask);
        return new SharedObject(new SharedDescriptor(m, m, true, true, capacity, 1, 1, 1, 1, Words.S64), payload);
    }

    static MachineState sharedState(Map<Integer, SharedObject> shared) {
        return MachineState.of(shared, List.of(), Map.of());
    }

    static MachineState gmState(long address, byte[] bytes) {
        return MachineState.of(Map.of(), List.of(new GmSegment(address, Bytes.copyOf(bytes))), Map.of());
    }
}
