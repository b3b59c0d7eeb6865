package org.pto.avs.mutant;

import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.pto.avs.device.DeviceException;
import org.pto.avs.device.Observation;
import org.pto.avs.mutant.definition.Mutant;
import org.pto.avs.reference.ReferenceDevice;

/** Runs a witness on the reference device and on its mutant and asserts the named part differs. */
public final class WitnessCheck {

    private static final ReferenceDevice REFERENCE = new ReferenceDevice();

    private WitnessCheck() {}

    public static void assertDiffers(Witness witness) throws DeviceException {
        Mutant mutant = Mutants.byId(witness.mutantId())
                .orElseThrow(() -> new AssertionError("no mutant " + witness.mutantId()));
        Observation reference = REFERENCE.run(witness.program().request());
        Observation mutated = new MutantDevice(mutant).run(witness.program().request());
        Object expected = witness.part().of(reference);
        assertNotEquals(
                expected,
                witness.part().of(mutated),
                () -> witness.mutantId() + " observes the same " + witness.part() + " as the reference on "
                        + witness.program().words() + ": " + expected);
    }
}
