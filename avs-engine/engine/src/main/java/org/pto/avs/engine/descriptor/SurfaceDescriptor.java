package org.pto.avs.engine.descriptor;

import org.apiguardian.api.API;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.descriptor.AbstractTestDescriptor;
import org.junit.platform.engine.support.hierarchical.Node;
import org.pto.avs.engine.execution.AvsExecutionContext;

/** The container of one catalog surface ({@code block}). */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class SurfaceDescriptor extends AbstractTestDescriptor implements Node<AvsExecutionContext> {

    private final String surface;

    public SurfaceDescriptor(UniqueId uniqueId, String surface) {
        super(uniqueId, surface);
        this.surface = surface;
    }

    public String surface() {
        return surface;
    }

    @Override
    public Type getType() {
        return Type.CONTAINER;
    }
}
