package org.pto.avs.model.random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.pto.avs.model.random.GeneratorSpec.Bias;
import org.pto.avs.model.random.GeneratorSpec.Bias.Knob;

/** A bias is every knob's probability: a case file states some by key and every other keeps its default. */
class BiasTest {

    @Test
    void theDefaultIsEveryKnobAtItsDefaultByKeyInTheKnobsOrder() {
        Map<String, Double> keys = Bias.DEFAULT.byKey();
        assertEquals(Arrays.stream(Knob.values()).map(Knob::key).toList(), List.copyOf(keys.keySet()));
        for (Knob knob : Knob.values()) {
            assertEquals(knob.byDefault(), Bias.DEFAULT.get(knob), knob.key());
            assertEquals(knob.byDefault(), keys.get(knob.key()), knob.key());
        }
    }

    @Test
    void aStatedKeyChangesItsKnobAloneAsWithDoes() {
        Bias stated = Bias.of(Map.of("commit", 0.9));
        assertEquals(Bias.DEFAULT.with(Knob.COMMIT, 0.9), stated);
        assertEquals(0.9, stated.commit());
        for (Knob knob : Knob.values()) {
            if (knob != Knob.COMMIT) {
                assertEquals(Bias.DEFAULT.get(knob), stated.get(knob), knob.key());
            }
        }
        assertNotEquals(Bias.DEFAULT, stated);
        assertEquals(Bias.DEFAULT, stated.with(Knob.COMMIT, Knob.COMMIT.byDefault()));
    }

    @Test
    void theNamedReadsAreTheirKnobs() {
        Bias bias = Bias.DEFAULT;
        for (Knob knob : Knob.values()) {
            bias = bias.with(knob, (knob.ordinal() + 1) / 100.0);
        }
        Map<Knob, Double> named = new EnumMap<>(Knob.class);
        named.put(Knob.EDGE_VALUES, bias.edgeValues());
        named.put(Knob.FLIPPED_FIXED_BITS, bias.flippedFixedBits());
        named.put(Knob.DUPLICATE_IDS, bias.duplicateIds());
        named.put(Knob.MIXED_MASKS, bias.mixedMasks());
        named.put(Knob.FIFTH_BINDING, bias.fifthBinding());
        named.put(Knob.OUTSIDE_BLOCK, bias.outsideBlock());
        named.put(Knob.BODY_ENTRY, bias.bodyEntry());
        named.put(Knob.COMMIT, bias.commit());
        named.put(Knob.INITIAL_SHARED, bias.initialShared());
        named.put(Knob.TILE_LOAD, bias.tileLoad());
        named.put(Knob.TILE_STORE, bias.tileStore());
        Bias set = bias;
        named.forEach((knob, read) -> assertEquals(set.get(knob), read, knob.key()));
    }

    @Test
    void aProbabilityOutside0To1AnUnknownKeyOrAMissingKnobIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> Bias.DEFAULT.with(Knob.TILE_LOAD, 1.5));
        assertThrows(IllegalArgumentException.class, () -> Bias.DEFAULT.with(Knob.TILE_LOAD, Double.NaN));
        IllegalArgumentException unknown =
                assertThrows(IllegalArgumentException.class, () -> Bias.of(Map.of("comit", 0.5)));
        assertTrue(unknown.getMessage().contains("comit"), unknown.getMessage());
        EnumMap<Knob, Double> missing = new EnumMap<>(Bias.DEFAULT.probabilities());
        missing.remove(Knob.TILE_STORE);
        IllegalArgumentException none = assertThrows(IllegalArgumentException.class, () -> new Bias(missing));
        assertTrue(none.getMessage().contains("tile_store"), none.getMessage());
    }
}
