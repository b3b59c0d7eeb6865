package org.pto.avs.model.random;

import java.util.List;
import java.util.Objects;
import org.apiguardian.api.API;
import org.pto.avs.device.MachineState;
import org.pto.avs.device.ProgramWord;

/** A program to compare: an initial state and the words attempted from it. */
@API(status = API.Status.INTERNAL, since = "0.1")
public record Candidate(MachineState initial, List<ProgramWord> words) {

    public Candidate {
        Objects.requireNonNull(initial, "initial");
        words = List.copyOf(words);
    }

    public static Candidate of(GeneratedProgram program) {
        return new Candidate(program.initial(), program.words());
    }

    /** How many steps, the first measure of size. */
    public int length() {
        return words.size();
    }
}
