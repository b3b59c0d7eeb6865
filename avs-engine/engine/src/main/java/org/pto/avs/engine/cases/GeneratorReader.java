package org.pto.avs.engine.cases;

import java.util.LinkedHashMap;
import java.util.Map;
import org.pto.avs.model.random.GeneratorSpec;

/**
 * Reads the {@code generator} of a property case. The schema has checked every key and range; the bias keys a file
 * leaves out keep their {@link GeneratorSpec.Bias#DEFAULT} values.
 */
final class GeneratorReader {

    private GeneratorReader() {}

    static GeneratorSpec read(Json generator) {
        Map<String, Double> stated = new LinkedHashMap<>();
        for (Map.Entry<String, Json> bias : generator.get("bias").members()) {
            stated.put(bias.getKey(), bias.getValue().node().doubleValue());
        }
        return new GeneratorSpec(
                generator.get("seed").node().longValue(),
                generator.get("programs").node().intValue(),
                generator.get("max_length").node().intValue(),
                GeneratorSpec.Bias.of(stated));
    }
}
