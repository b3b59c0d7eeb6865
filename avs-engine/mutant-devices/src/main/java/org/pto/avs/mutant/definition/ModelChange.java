package org.pto.avs.mutant.definition;

import org.pto.avs.model.ReferenceModel;

/** The one place where a mutant's model differs from the reference: a change to the model's builder. */
@FunctionalInterface
public interface ModelChange {

    void apply(ReferenceModel.Builder builder);
}
