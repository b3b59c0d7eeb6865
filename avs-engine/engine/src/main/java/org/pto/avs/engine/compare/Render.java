package org.pto.avs.engine.compare;

import java.util.Locale;
import org.pto.avs.device.BlockPhase;
import org.pto.avs.device.SharedDescriptor;
import org.pto.avs.device.SharedObject;
import org.pto.avs.results.values.Difference;

/** How values read in difference messages: the words of case files, {@code <absent>} for nothing. */
final class Render {

    private Render() {}

    static String value(Object value) {
        if (value == null) {
            return Difference.ABSENT;
        }
        if (value instanceof BlockPhase phase) {
            return phase.name().toLowerCase(Locale.ROOT);
        }
        if (value instanceof SharedObject object) {
            return descriptor(object.descriptor());
        }
        if (value instanceof SharedDescriptor descriptor) {
            return descriptor(descriptor);
        }
        return String.valueOf(value);
    }

    /** {@code {capacity_bytes 4096, allocation_mask 1000, ...}}: enough to recognise the register. */
    static String descriptor(SharedDescriptor d) {
        return "{capacity_bytes " + d.capacityBytes() + ", allocation_mask " + d.allocationMask()
                + ", initialized_mask " + d.initializedMask() + ", published " + d.published() + "}";
    }
}
