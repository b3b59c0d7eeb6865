package org.pto.avs.bench.corpus;

import java.util.List;
import org.pto.avs.device.Observation;
import org.pto.avs.device.ProgramWord;

/** One generated vector: its program and what the reference device observed running it from reset. */
public record SyntheticVector(String name, List<ProgramWord> program, Observation observed) {

    public SyntheticVector {
        program = List.copyOf(program);
    }
}
