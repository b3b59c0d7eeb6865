package org.pto.avs.mutant.families;

import static org.pto.avs.mutant.families.Changes.semantics;

import java.util.List;
import org.apiguardian.api.API;
import org.pto.avs.isa.Decoded;
import org.pto.avs.isa.Decoder;
import org.pto.avs.model.instruction.bior.BindBundleScalarIO;
import org.pto.avs.model.machine.Machine;
import org.pto.avs.model.machine.ScalarBinding;
import org.pto.avs.model.semantics.Retirement;
import org.pto.avs.model.semantics.Semantics;
import org.pto.avs.mutant.definition.Mutant;

/**
 * B.IOR's reserved GPR selectors 24..31 checked with a gap: in one field only the ends of the range fault, which a
 * case that tries only 24 and 31 never tells from the whole range (B.IOR legality[0], exceptions[0]).
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class ReservedSelectorMutants {

    private ReservedSelectorMutants() {}

    public static List<Mutant> mutants() {
        return List.of(Mutant.of(
                "ior-reg-src1-checked-at-the-range-ends",
                "B.IOR rejects RegSrc1 24 and 31 only: 25..30 are accepted and name R1..R6, modulo 24",
                List.of("B.IOR legality[0]", "B.IOR exceptions[0]"),
                semantics(BindBundleScalarIO.MNEMONIC, new EndsOnly("RegSrc1", 20))));
    }

    /** The reference B.IOR, except that 25..30 in {@code field} (at bit {@code lsb}) are taken modulo 24. */
    private record EndsOnly(String field, int lsb) implements Semantics {

        private static final BindBundleScalarIO REFERENCE = new BindBundleScalarIO();

        @Override
        public String constraintViolation(Decoded word) {
            return REFERENCE.constraintViolation(slipped(word));
        }

        @Override
        public Retirement execute(Decoded word, Machine machine) {
            return REFERENCE.execute(slipped(word), machine);
        }

        /** The word as the gap reads it: an inner reserved selector renamed to the register it wraps to. */
        private Decoded slipped(Decoded word) {
            int selector = word.field(field);
            if (selector <= ScalarBinding.REGISTERS || selector >= 31) {
                return word;
            }
            long wrapped = selector % ScalarBinding.REGISTERS;
            long bits = word.word() & ~(0x1FL << lsb) | wrapped << lsb;
            return Decoder.decodeAs(word.form(), bits);
        }

        @Override
        public List<String> checks() {
            return REFERENCE.checks();
        }

        @Override
        public Kind kind() {
            return REFERENCE.kind();
        }
    }
}
