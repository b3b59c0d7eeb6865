package org.pto.avs.isa;

import java.util.Map;
import org.apiguardian.api.API;
import org.pto.avs.device.ProgramWord;

/**
 * The generic encoder: the form's match bits plus each field inserted through its catalog pieces. Nothing here
 * knows a bit position; the form states them all.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class Encoder {

    public Encoder() {}

    /**
     * Encodes {@code fields} (raw field values by name) as a word of {@code form}. A field the map does not name
     * encodes as 0, which is what a template alternative that omits the field means.
     *
     * @throws EncodingException when a name is not a field of the form, a value does not fit its field's width,
     *                           or a value is refused by one of the form's constraints
     */
    public ProgramWord encode(Form form, Map<String, Long> fields) throws EncodingException {
        for (Map.Entry<String, Long> entry : fields.entrySet()) {
            if (form.field(entry.getKey()).isEmpty()) {
                throw new EncodingException(
                        entry.getKey(), entry.getValue(), form.mnemonic() + " has no field " + entry.getKey());
            }
        }
        long word = form.match();
        for (Field field : form.fields()) {
            long value = fields.getOrDefault(field.name(), 0L);
            if (!field.fits(value)) {
                throw new EncodingException(
                        field.name(), value, field.name() + " " + value + " is out of range 0.." + field.maxValue());
            }
            for (Constraint constraint : form.constraintsOn(field.name())) {
                if (!constraint.admits(value)) {
                    throw new EncodingException(field.name(), value, constraint.explain(value));
                }
            }
            word = field.insert(word, value);
        }
        return new ProgramWord((int) word, form.lengthBits());
    }
}
