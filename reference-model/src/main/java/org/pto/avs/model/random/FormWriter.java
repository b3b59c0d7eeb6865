package org.pto.avs.model.random;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.SplittableRandom;
import org.apiguardian.api.API;
import org.pto.avs.device.ProgramWord;
import org.pto.avs.isa.Field;
import org.pto.avs.isa.Form;

/**
 * Writes words of one catalog form: its match bits, each field inserted through its catalog pieces (a value the
 * caller chooses, or one {@link FieldValues} picks), and sometimes one of the form's fixed bits flipped.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class FormWriter {

    private final Form form;
    private final Map<String, FieldValues> fields = new LinkedHashMap<>();

    public FormWriter(Form form) {
        this.form = form;
        for (Field field : form.fields()) {
            fields.put(field.name(), FieldValues.of(form, field));
        }
    }

    public Form form() {
        return form;
    }

    /** The values of field {@code name}; the field must be one of the form's. */
    public FieldValues field(String name) {
        FieldValues values = fields.get(name);
        if (values == null) {
            throw new IllegalStateException(form + " has no field " + name);
        }
        return values;
    }

    /**
     * A word of the form: the fields {@code chosen} names take those values, every other field a picked one; with
     * probability {@code flipBias} one fixed bit (a bit of the form's mask) is flipped, so no form or another form
     * may match it.
     */
    public ProgramWord write(Map<String, Long> chosen, SplittableRandom random, double edgeBias, double flipBias) {
        long word = form.match();
        for (FieldValues values : fields.values()) {
            Field field = values.field();
            Long value = chosen.get(field.name());
            word = field.insert(word, value != null ? value : values.pick(random, edgeBias));
        }
        if (form.mask() != 0 && random.nextDouble() < flipBias) {
            word ^= 1L << randomSetBit(form.mask(), random);
        }
        return new ProgramWord((int) word, form.lengthBits());
    }

    private static int randomSetBit(long mask, SplittableRandom random) {
        int skip = random.nextInt(Long.bitCount(mask));
        long rest = mask;
        for (int i = 0; i < skip; i++) {
            rest &= rest - 1;
        }
        return Long.numberOfTrailingZeros(rest);
    }
}
