package org.pto.avs.device.protocol;

import java.util.Collections;
import java.util.EnumSet;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import org.apiguardian.api.API;
import org.pto.avs.device.DeviceIdentity;
import org.pto.avs.device.Observable;

/**
 * The device's answer to the harness's hello: its protocol version, identity, what it can observe and the state
 * records it reports.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public record DeviceHello(String protocol, DeviceIdentity device, Set<Observable> observables, Set<String> records)
        implements DeviceMessage {

    /** A hello that declares no state record. */
    public DeviceHello(String protocol, DeviceIdentity device, Set<Observable> observables) {
        this(protocol, device, observables, Set.of());
    }

    public DeviceHello {
        Objects.requireNonNull(protocol, "protocol");
        Objects.requireNonNull(device, "device");
        observables = observables.isEmpty() ? Set.of() : Collections.unmodifiableSet(EnumSet.copyOf(observables));
        records = Collections.unmodifiableSortedSet(new TreeSet<>(records));
    }
}
