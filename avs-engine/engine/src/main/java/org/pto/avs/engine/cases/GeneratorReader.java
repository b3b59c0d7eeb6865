package org.pto.avs.engine.cases;

/**
 * Reads the {@code generator} of a property case. The schema has checked every key and range; the bias keys a file
 * leaves out keep their {@link GeneratorSpec.Bias#DEFAULT} values.
 */
final class GeneratorReader {

    private GeneratorReader() {
    }

    static GeneratorSpec read(Json generator) {
        GeneratorSpec.Bias d = GeneratorSpec.Bias.DEFAULT;
        Json bias = generator.get("bias");
        return new GeneratorSpec(generator.get("seed").node().longValue(), generator.get("programs").node().intValue(),
                generator.get("max_length").node().intValue(), new GeneratorSpec.Bias(
                        probability(bias, "edge_values", d.edgeValues()),
                        probability(bias, "flipped_fixed_bits", d.flippedFixedBits()),
                        probability(bias, "duplicate_ids", d.duplicateIds()),
                        probability(bias, "mixed_masks", d.mixedMasks()),
                        probability(bias, "fifth_binding", d.fifthBinding()),
                        probability(bias, "outside_block", d.outsideBlock()),
                        probability(bias, "body_entry", d.bodyEntry()),
                        probability(bias, "commit", d.commit()),
                        probability(bias, "initial_shared", d.initialShared()),
                        probability(bias, "tile_load", d.tileLoad()),
                        probability(bias, "tile_store", d.tileStore())));
    }

    private static double probability(Json bias, String key, double fallback) {
        return bias.has(key) ? bias.get(key).node().doubleValue() : fallback;
    }
}
