package com.example.acme.avs.device;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;
import org.pto.avs.device.DeviceException;

/** A deliberate bug in the Acme adapter's answers, so the build can be seen failing on a non-conforming device. */
public enum InjectedBug {
    /** No bug: the simulator's answers as they are. */
    NONE,
    /** The binding stream is reported last slot first (violates B.IOS ordering[0]). */
    REVERSED_STREAM,
    /** A Fault_BundleControl is reported as Fault_TileLegality. */
    WRONG_FAULT_KIND;

    static InjectedBug parse(String text) throws DeviceException {
        if (text == null || text.isBlank()) {
            return NONE;
        }
        String name = text.strip().toUpperCase(Locale.ROOT).replace('-', '_');
        return Arrays.stream(values()).filter(b -> b.name().equals(name)).findFirst()
                .orElseThrow(() -> new DeviceException(DeviceException.Kind.SETUP, "avs.device.bug must be one of "
                        + Arrays.stream(values()).map(InjectedBug::text).collect(Collectors.joining(", "))
                        + ", got '" + text + "'"));
    }

    String text() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
