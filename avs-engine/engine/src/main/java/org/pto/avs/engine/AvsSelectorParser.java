package org.pto.avs.engine;

import java.util.Optional;
import java.util.ServiceLoader;
import org.apiguardian.api.API;
import org.junit.platform.engine.DiscoverySelectorIdentifier;
import org.junit.platform.engine.discovery.DiscoverySelectorIdentifierParser;

/**
 * Parses {@code avs:<id or glob>} into an {@link AvsSelector}; registered with {@link ServiceLoader}, so
 * the Console Launcher's {@code --select avs:...} and the suite engine's {@code @Select("avs:...")} understand it.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class AvsSelectorParser implements DiscoverySelectorIdentifierParser {

    public AvsSelectorParser() {}

    @Override
    public String getPrefix() {
        return AvsSelector.PREFIX;
    }

    @Override
    public Optional<AvsSelector> parse(DiscoverySelectorIdentifier identifier, Context context) {
        return Optional.of(AvsSelector.selectAvs(identifier.getValue()));
    }
}
