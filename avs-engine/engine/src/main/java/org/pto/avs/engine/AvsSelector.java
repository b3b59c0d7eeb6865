package org.pto.avs.engine;

import java.util.Objects;
import java.util.Optional;
import org.apiguardian.api.API;
import org.junit.platform.engine.DiscoverySelector;
import org.junit.platform.engine.DiscoverySelectorIdentifier;

/**
 * Selects AVS cases by id anywhere on the classpath: one id, a glob ({@code PTO-AVS-BLOCK-B-IOS-STREAM*}) or a
 * comma-separated list of either. On the Console Launcher: {@code --select avs:PTO-AVS-BLOCK-B-IOS-STREAM-001};
 * in a {@code @Suite}: {@code @Select("avs:*")}. A selector that matches no case fails the run.
 */
@API(status = API.Status.STABLE, since = "0.1")
public final class AvsSelector implements DiscoverySelector {

    /** The selector prefix: {@code avs:<id or glob>}. */
    public static final String PREFIX = "avs";

    private final String pattern;

    private AvsSelector(String pattern) {
        this.pattern = pattern;
    }

    public static AvsSelector selectAvs(String pattern) {
        Objects.requireNonNull(pattern, "pattern");
        if (pattern.isBlank()) {
            throw new IllegalArgumentException("an avs: selector needs an AVS id or a glob");
        }
        return new AvsSelector(pattern.strip());
    }

    /** The id, glob or comma-separated list as given. */
    public String getPattern() {
        return pattern;
    }

    @Override
    public Optional<DiscoverySelectorIdentifier> toIdentifier() {
        return Optional.of(DiscoverySelectorIdentifier.create(PREFIX, pattern));
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof AvsSelector other && pattern.equals(other.pattern);
    }

    @Override
    public int hashCode() {
        return pattern.hashCode();
    }

    @Override
    public String toString() {
        return PREFIX + ":" + pattern;
    }
}
