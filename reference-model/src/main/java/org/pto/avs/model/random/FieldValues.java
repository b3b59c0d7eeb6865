package org.pto.avs.model.random;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.apiguardian.api.API;
import org.pto.avs.isa.Constraint;
import org.pto.avs.isa.Field;
import org.pto.avs.isa.Form;

/**
 * The values the generator gives one field of a form, from the field's width and its catalog constraints: the edge
 * values (0, the width's maximum, the lowest and highest admitted value, the first refused value on either side
 * and every refused value in between) and ordinary values (mostly admitted ones, sometimes any value that fits).
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class FieldValues {

    /** How often an ordinary value of a constrained field is any value of its width rather than an admitted one. */
    static final double ANY_WIDTH_VALUE = 0.1;
    /** Unconstrained fields (immediates, dimensions) take a small value this often, so programs can commit. */
    static final double SMALL_VALUE = 0.6;

    static final long SMALL_MAX = 4;

    private final Field field;
    private final long[] admitted;
    private final long[] edges;
    private final long[] refused;

    private FieldValues(Field field, long[] admitted, long[] edges, long[] refused) {
        this.field = field;
        this.admitted = admitted;
        this.edges = edges;
        this.refused = refused;
    }

    public static FieldValues of(Form form, Field field) {
        TreeSet<Long> admitted = null;
        for (Constraint constraint : form.constraintsOn(field.name())) {
            TreeSet<Long> values = new TreeSet<>();
            for (long value = 0; value <= field.maxValue(); value++) {
                if (constraint.admits(value)) {
                    values.add(value);
                }
            }
            if (admitted == null) {
                admitted = values;
            } else {
                admitted.retainAll(values);
            }
        }
        TreeSet<Long> edges = new TreeSet<>(List.of(0L, field.maxValue()));
        if (admitted != null && !admitted.isEmpty()) {
            long low = admitted.first();
            long high = admitted.last();
            edges.add(low);
            edges.add(high);
            if (low > 0) {
                edges.add(low - 1);
            }
            if (high < field.maxValue()) {
                edges.add(high + 1);
            }
            for (long value = low; value <= high; value++) {
                if (!admitted.contains(value)) {
                    edges.add(value);
                }
            }
        }
        List<Long> refused = new ArrayList<>();
        if (admitted != null) {
            for (long value = 0; value <= field.maxValue(); value++) {
                if (!admitted.contains(value)) {
                    refused.add(value);
                }
            }
        }
        return new FieldValues(
                field,
                admitted == null ? null : toArray(new ArrayList<>(admitted)),
                toArray(new ArrayList<>(edges)),
                toArray(refused));
    }

    public Field field() {
        return field;
    }

    /** An edge value with probability {@code edgeBias}, else an ordinary one. */
    public long pick(SplittableRandom random, double edgeBias) {
        if (random.nextDouble() < edgeBias) {
            return edges[random.nextInt(edges.length)];
        }
        if (admitted != null) {
            return random.nextDouble() < ANY_WIDTH_VALUE ? any(random) : admitted[random.nextInt(admitted.length)];
        }
        return random.nextDouble() < SMALL_VALUE
                ? random.nextLong(Math.min(SMALL_MAX, field.maxValue()) + 1)
                : any(random);
    }

    /** An admitted value (any value of the width when the catalog constrains nothing). */
    public long admittedValue(SplittableRandom random) {
        return admitted == null ? any(random) : admitted[random.nextInt(admitted.length)];
    }

    /** True when the catalog's constraints refuse some value of the field's width: a word can fail them. */
    public boolean refusesSome() {
        return refused.length > 0;
    }

    /** A value of the field's width that its catalog constraints refuse; the field must refuse some. */
    public long refusedValue(SplittableRandom random) {
        if (refused.length == 0) {
            throw new IllegalStateException("the catalog's constraints on " + field.name() + " refuse no value");
        }
        return refused[random.nextInt(refused.length)];
    }

    private long any(SplittableRandom random) {
        return random.nextLong(field.maxValue() + 1);
    }

    private static long[] toArray(List<Long> values) {
        return values.stream().mapToLong(Long::longValue).toArray();
    }
}
