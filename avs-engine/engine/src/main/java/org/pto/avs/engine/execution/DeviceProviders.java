package org.pto.avs.engine.execution;

import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.stream.Collectors;
import org.pto.avs.device.Device;
import org.pto.avs.device.DeviceException;
import org.pto.avs.device.DeviceProvider;
import org.pto.avs.device.DeviceSettings;

/** The device providers on the classpath ({@link ServiceLoader}), chosen by {@code avs.device}. */
final class DeviceProviders {

    private final List<DeviceProvider> providers;

    private DeviceProviders(List<DeviceProvider> providers) {
        this.providers = List.copyOf(providers);
    }

    static DeviceProviders onClasspath() {
        ClassLoader loader = Thread.currentThread().getContextClassLoader();
        List<DeviceProvider> found = new ArrayList<>();
        ServiceLoader.load(DeviceProvider.class, loader != null ? loader : DeviceProviders.class.getClassLoader())
                .forEach(found::add);
        return new DeviceProviders(found);
    }

    static DeviceProviders of(List<DeviceProvider> providers) {
        return new DeviceProviders(providers);
    }

    /** The settings the provider of {@code avs.device=name} says it reads; empty when there is none or it does not say. */
    Set<String> settingsOf(String name) {
        return providers.stream()
                .filter(p -> p.name().equals(name))
                .findFirst()
                .map(DeviceProvider::settings)
                .orElse(Set.of());
    }

    Device open(String name, DeviceSettings settings) throws DeviceException {
        for (DeviceProvider provider : providers) {
            if (provider.name().equals(name)) {
                return provider.open(settings);
            }
        }
        throw new DeviceException(
                DeviceException.Kind.SETUP,
                "avs.device=" + name + " names no device; "
                        + (providers.isEmpty()
                                ? "no device provider is on the classpath"
                                : "available: "
                                        + providers.stream()
                                                .map(p -> p.name() + " (" + p.description() + ")")
                                                .collect(Collectors.joining(", "))));
    }
}
