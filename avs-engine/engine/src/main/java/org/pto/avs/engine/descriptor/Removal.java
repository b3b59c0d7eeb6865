package org.pto.avs.engine.descriptor;

import java.util.Optional;
import org.apiguardian.api.API;
import org.junit.platform.engine.TestDescriptor;

/** Taking a descriptor out of the tree without leaving behind the containers that only held it. */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class Removal {

    private Removal() {}

    /**
     * Removes {@code descriptor}, and the containers it leaves empty, without reporting them. JUnit's
     * {@code TestDescriptor::prune} would also take away a container a unique id selected directly and no case
     * matched, which discovery reports as a selection that matched nothing.
     */
    public static void withEmptyParents(TestDescriptor descriptor) {
        Optional<TestDescriptor> parent = descriptor.getParent();
        descriptor.removeFromHierarchy();
        while (parent.isPresent()
                && !parent.get().isRoot()
                && parent.get().getChildren().isEmpty()) {
            TestDescriptor empty = parent.get();
            parent = empty.getParent();
            empty.removeFromHierarchy();
        }
    }
}
