package org.pto.avs.engine.compare;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import org.apiguardian.api.API;
import org.pto.avs.device.Device;
import org.pto.avs.device.Observable;

/**
 * What a device declared it reports: its observables and its state records. A vector that needs more is "not
 * supported" on it, never passed.
 */
@API(status = API.Status.INTERNAL, since = "0.2")
public record DeviceReports(Set<Observable> observables, Set<String> records) {

    /** Nothing declared: a case that ended before it asked. */
    public static final DeviceReports NOTHING = new DeviceReports(Set.of(), Set.of());

    public DeviceReports {
        observables = observables.isEmpty() ? Set.of() : Collections.unmodifiableSet(EnumSet.copyOf(observables));
        records = Collections.unmodifiableSortedSet(new TreeSet<>(records));
    }

    public static DeviceReports of(Device device) {
        return new DeviceReports(device.observables(), device.records());
    }

    /** What {@code plan} needs that the device does not report, by the names PROTOCOL.md gives; empty when none. */
    public List<String> missing(ObservationPlan plan) {
        List<String> missing = new ArrayList<>();
        for (Observable needed : EnumSet.copyOf(plan.observables())) {
            if (!observables.contains(needed)) {
                missing.add(needed.name().toLowerCase(Locale.ROOT));
            }
        }
        for (String record : plan.records()) {
            if (!records.contains(record)) {
                missing.add("the state record " + record);
            }
        }
        return missing;
    }

    /** True when the device reports everything {@code plan} needs. */
    public boolean reports(ObservationPlan plan) {
        return observables.containsAll(plan.observables()) && records.containsAll(plan.records());
    }
}
