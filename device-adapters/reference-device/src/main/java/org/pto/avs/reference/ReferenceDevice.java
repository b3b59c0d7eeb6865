package org.pto.avs.reference;

import java.io.IOException;
import java.io.InputStream;
import java.util.EnumSet;
import java.util.Properties;
import java.util.Set;
import org.apiguardian.api.API;
import org.pto.avs.device.Device;
import org.pto.avs.device.DeviceException;
import org.pto.avs.device.DeviceIdentity;
import org.pto.avs.device.Observable;
import org.pto.avs.device.Observation;
import org.pto.avs.device.RunRequest;
import org.pto.avs.model.ReferenceModel;

/**
 * The reference model as an in-process device. It observes everything, decoding included. An initial state
 * the model cannot load (a Shared payload of the wrong size, a GPR that does not exist) is a setup error.
 *
 * <p>It keeps {@link Device#submit}'s default: a run takes microseconds in memory, less than a hand-off to another
 * thread would, so each run is answered at once on the engine's thread (one run in flight).
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class ReferenceDevice implements Device {

    public static final String VENDOR = "PTO AVS";
    public static final String NAME = "reference-model";

    private static final Set<Observable> OBSERVABLES = Set.copyOf(EnumSet.allOf(Observable.class));

    private final ReferenceModel model;
    private final DeviceIdentity identity;

    public ReferenceDevice() {
        this(ReferenceModel.standard());
    }

    /** A device over any model, for example one built with a different profile. */
    public ReferenceDevice(ReferenceModel model) {
        this(model, new DeviceIdentity(VENDOR, NAME, projectVersion()));
    }

    public ReferenceDevice(ReferenceModel model, DeviceIdentity identity) {
        this.model = model;
        this.identity = identity;
    }

    @Override
    public DeviceIdentity identity() {
        return identity;
    }

    @Override
    public Set<Observable> observables() {
        return OBSERVABLES;
    }

    @Override
    public Set<String> records() {
        return model.records();
    }

    @Override
    public Observation run(RunRequest request) throws DeviceException {
        try {
            return model.run(request);
        } catch (IllegalArgumentException e) {
            throw new DeviceException(
                    DeviceException.Kind.SETUP,
                    "the reference model cannot load the initial state: " + e.getMessage(),
                    e);
        }
    }

    /** The model attempts each word once, in memory: a run cannot hang. */
    @Override
    public boolean finishesEveryRun() {
        return true;
    }

    public ReferenceModel model() {
        return model;
    }

    /** The project version, written into a resource at build time. */
    static String projectVersion() {
        Properties properties = new Properties();
        try (InputStream in = ReferenceDevice.class.getResourceAsStream("/pto-avs/reference-device.properties")) {
            if (in != null) {
                properties.load(in);
            }
        } catch (IOException e) {
            // Fall through to "unknown": the identity still names the device.
        }
        return properties.getProperty("version", "unknown");
    }
}
