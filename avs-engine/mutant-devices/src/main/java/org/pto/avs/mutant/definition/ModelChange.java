package org.pto.avs.mutant.definition;

import org.apiguardian.api.API;
import org.pto.avs.model.ReferenceModel;

/** The one place where a mutant's model differs from the reference: a change to the model's builder. */
@FunctionalInterface
@API(status = API.Status.INTERNAL, since = "0.1")
public interface ModelChange {

    void apply(ReferenceModel.Builder builder);
}
