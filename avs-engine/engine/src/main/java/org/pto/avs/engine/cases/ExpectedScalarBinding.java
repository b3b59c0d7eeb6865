package org.pto.avs.engine.cases;

import org.apiguardian.api.API;
import org.pto.avs.model.machine.ScalarBinding;

/**
 * What a vector states of the block's scalar binding record ({@code expect.scalar_binding}).
 *
 * @param record the record the block must hold, or null when it must hold none
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public record ExpectedScalarBinding(ScalarBinding record) {

    /** {@code "scalar_binding": null}: the block holds no B.IOR record. */
    public static final ExpectedScalarBinding NONE = new ExpectedScalarBinding(null);
}
