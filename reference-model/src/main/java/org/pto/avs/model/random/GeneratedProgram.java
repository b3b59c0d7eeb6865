package org.pto.avs.model.random;

import java.util.List;
import org.apiguardian.api.API;
import org.pto.avs.device.MachineState;
import org.pto.avs.device.ProgramWord;
import org.pto.avs.isa.Form;

/**
 * One program a property case generated: its place in the run, the initial state and the words.
 *
 * @param index   0-based: program {@code index} of the run
 * @param seed    the program's own seed, derived from the run's seed and the index
 * @param sources the catalog form each word was written from, in program order (a flipped fixed bit may make the
 *                word decode as another form, or as none)
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public record GeneratedProgram(
        int index, long seed, MachineState initial, List<ProgramWord> words, List<Form> sources) {

    public GeneratedProgram {
        words = List.copyOf(words);
        sources = List.copyOf(sources);
        if (words.size() != sources.size()) {
            throw new IllegalArgumentException("one source form per word");
        }
    }
}
