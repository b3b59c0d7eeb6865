package org.pto.avs.bench.corpus;

import java.util.List;
import org.apiguardian.api.API;
import org.pto.avs.device.Observation;
import org.pto.avs.device.ProgramWord;

/** One generated vector: its program and what the reference device observed running it from reset. */
@API(status = API.Status.INTERNAL, since = "0.1")
public record SyntheticVector(String name, List<ProgramWord> program, Observation observed) {

    public SyntheticVector {
        program = List.copyOf(program);
    }
}
