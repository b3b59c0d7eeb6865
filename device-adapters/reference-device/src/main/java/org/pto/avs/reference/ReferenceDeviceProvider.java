package org.pto.avs.reference;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.apiguardian.api.API;
import org.pto.avs.device.Device;
import org.pto.avs.device.DeviceException;
import org.pto.avs.device.DeviceProvider;
import org.pto.avs.device.DeviceSettings;
import org.pto.avs.model.ReferenceModel;
import org.pto.avs.model.profile.ModelProfile;
import org.pto.avs.model.profile.PublicationRule;
import org.pto.avs.model.profile.TileShapeRule;

/**
 * {@code avs.device=reference} (the default): the bundled reference model, in process. Optional settings
 * choose the model's implementation-defined parameters (reference-model/README.md):
 * {@code avs.device.tile-shape-rule} ({@code full-shape} or {@code valid-region}),
 * {@code avs.device.publication-rule} ({@code one-or-all-pes} or {@code any-complete-write}),
 * {@code avs.device.gm-bytes}, {@code avs.device.tload-gm-base} and {@code avs.device.tstore-gm-base}.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class ReferenceDeviceProvider implements DeviceProvider {

    public static final String NAME = "reference";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "the bundled PTO reference model, in process; observes everything";
    }

    @Override
    public Set<String> settings() {
        return Set.of("tile-shape-rule", "publication-rule", "gm-bytes", "tload-gm-base", "tstore-gm-base");
    }

    @Override
    public Device open(DeviceSettings settings) throws DeviceException {
        ModelProfile defaults = ModelProfile.standard();
        ModelProfile profile;
        try {
            profile = profile(settings, defaults);
        } catch (IllegalArgumentException e) {
            throw new DeviceException(DeviceException.Kind.SETUP, "reference device settings: " + e.getMessage(), e);
        }
        if (profile.equals(defaults)) {
            return new ReferenceDevice();
        }
        return new ReferenceDevice(ReferenceModel.builder().profile(profile).build());
    }

    private static ModelProfile profile(DeviceSettings settings, ModelProfile defaults) throws DeviceException {
        return defaults.withTileShapeRule(
                        choice(settings, "tile-shape-rule", TileShapeRule.class, defaults.tileShapeRule()))
                .withPublicationRule(
                        choice(settings, "publication-rule", PublicationRule.class, defaults.publicationRule()))
                .withGmBytes(number(settings, "gm-bytes", defaults.gmBytes()))
                .withGmBases(
                        number(settings, "tload-gm-base", defaults.tileLoadGmBase()),
                        number(settings, "tstore-gm-base", defaults.tileStoreGmBase()));
    }

    /** The enum's constants by their names in settings: lower case with hyphens ({@code full-shape}). */
    private static <E extends Enum<E>> E choice(DeviceSettings settings, String key, Class<E> type, E fallback)
            throws DeviceException {
        Map<String, E> allowed = new LinkedHashMap<>();
        for (E value : type.getEnumConstants()) {
            allowed.put(value.name().toLowerCase(Locale.ROOT).replace('_', '-'), value);
        }
        return settings.getChoice(key, allowed, fallback);
    }

    private static long number(DeviceSettings settings, String key, long fallback) throws DeviceException {
        Optional<String> text = settings.get(key);
        if (text.isEmpty()) {
            return fallback;
        }
        String t = text.get();
        try {
            long value =
                    t.startsWith("0x") || t.startsWith("0X") ? Long.parseLong(t.substring(2), 16) : Long.parseLong(t);
            if (value < 0) {
                throw new NumberFormatException();
            }
            return value;
        } catch (NumberFormatException e) {
            throw new DeviceException(
                    DeviceException.Kind.SETUP,
                    "avs.device." + key + "=" + t + " is not allowed: a number 0 or more such as 4096 or 0x1000");
        }
    }
}
