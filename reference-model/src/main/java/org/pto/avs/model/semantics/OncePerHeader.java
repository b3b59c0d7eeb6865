package org.pto.avs.model.semantics;

import org.apiguardian.api.API;
import org.pto.avs.model.machine.Machine;

/**
 * The checks of a command a block header holds once (B.IOR, B.CATR, B.DATR, an ordinary B.HINT), in the spec's
 * order: no active block or a body already begun is Fault_BundleControl; a second record of the command in the block
 * is Fault_BundleControl, the first one kept. Each check names itself to the census as it is reached, then the
 * record step, which the command performs.
 */
@API(status = API.Status.INTERNAL, since = "0.2")
public final class OncePerHeader {

    public static final String PLACEMENT = "placement";
    public static final String DUPLICATE = "duplicate";
    public static final String RECORD = "record";

    private OncePerHeader() {}

    /**
     * Runs the placement and duplicate checks and reaches the record step.
     *
     * @param recorded the command's record in this block, or null when it has none
     * @throws Fault Fault_BundleControl when the header is not open or the block has a record already
     */
    public static void check(Machine machine, String mnemonic, Object recorded) {
        machine.reachCheck(PLACEMENT);
        if (!machine.block().isHeaderOpen()) {
            throw Fault.bundleControl(mnemonic + " needs an open block header");
        }
        machine.reachCheck(DUPLICATE);
        if (recorded != null) {
            throw Fault.bundleControl("the block already has a " + mnemonic + " record " + recorded);
        }
        machine.reachCheck(RECORD);
    }
}
