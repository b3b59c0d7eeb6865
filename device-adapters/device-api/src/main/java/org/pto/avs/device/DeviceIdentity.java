package org.pto.avs.device;

import java.util.Objects;

/** Who built a device and which build it is; part of every certification bundle. */
public record DeviceIdentity(String vendor, String name, String version) {

    public DeviceIdentity {
        Objects.requireNonNull(vendor, "vendor");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(version, "version");
    }

    @Override
    public String toString() {
        return vendor + " " + name + " " + version;
    }
}
