package org.pto.avs.engine.descriptor;

import org.apiguardian.api.API;
import org.junit.platform.engine.TestSource;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.descriptor.AbstractTestDescriptor;
import org.junit.platform.engine.support.hierarchical.Node;
import org.pto.avs.engine.execution.AvsExecutionContext;

/** The container of one instruction's cases ({@code B.IOS}); its source is the catalog record. */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class InstructionDescriptor extends AbstractTestDescriptor implements Node<AvsExecutionContext> {

    private final String mnemonic;

    public InstructionDescriptor(UniqueId uniqueId, String mnemonic, TestSource catalogRecord) {
        super(uniqueId, mnemonic, catalogRecord);
        this.mnemonic = mnemonic;
    }

    public String mnemonic() {
        return mnemonic;
    }

    @Override
    public Type getType() {
        return Type.CONTAINER;
    }
}
