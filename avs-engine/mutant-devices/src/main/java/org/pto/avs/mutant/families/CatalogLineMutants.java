package org.pto.avs.mutant.families;

import static org.pto.avs.mutant.families.Changes.semantics;

import java.util.List;
import java.util.Map;
import org.apiguardian.api.API;
import org.pto.avs.device.PeMask;
import org.pto.avs.isa.Decoded;
import org.pto.avs.isa.Form;
import org.pto.avs.model.SemanticsRegistry;
import org.pto.avs.model.instruction.bdim.LoopBoundOfForm;
import org.pto.avs.model.instruction.biot.BindBundleTileIO;
import org.pto.avs.model.machine.Block;
import org.pto.avs.model.machine.Machine;
import org.pto.avs.model.semantics.Fault;
import org.pto.avs.model.semantics.Retirement;
import org.pto.avs.model.semantics.Semantics;
import org.pto.avs.mutant.definition.Mutant;

/**
 * Devices built from another catalog than the spec's: one that names handlers after its own structure (one per loop
 * bound, one per BSTART operation), as this project's catalog once did, and one that reads a destination B.IOT of
 * SizeCode 0 as the project once did, a Fault_TileLegality after placement and the mask, where the spec's catalog
 * constraint rejects it with Fault_IllegalInstruction before any other check.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class CatalogLineMutants {

    /**
     * The handler names of the project's former catalog, by mnemonic, where the spec's differ (SetBundleDimension,
     * ExecuteBundleStart, ExecuteBundleStop, ScalarBinary); B.DIM had one per loop bound, its number appended.
     */
    public static final Map<String, String> FORMER_HANDLERS = Map.of(
            "B.DIM", "BindBlockDimensionLB",
            "C.B.DIMI", "BindBlockDimensionCompact",
            "BSTART.TEPL", "BlockStartTileElementwise",
            "BSTART.TLOAD", "BlockStartTileLoad",
            "BSTART.TSTORE", "BlockStartTileStore",
            "BSTOP", "BlockStop",
            "C.BSTOP", "BlockStop",
            "ADDI", "ScalarAddImmediate");

    private CatalogLineMutants() {}

    public static List<Mutant> mutants() {
        return List.of(
                Mutant.of(
                        "former-handler-names",
                        "words decode with the handler names of a catalog of the device's own (BindBlockDimensionLB0..2,"
                                + " BindBlockDimensionCompact, BlockStartTile*, BlockStop, ScalarAddImmediate)"
                                + " instead of the spec's",
                        List.of("B.DIM legality[0]", "C.B.DIMI legality[0]"),
                        builder -> builder.decorateDecoder(decoder -> (bits, length) -> {
                            Decoded decoded = decoder.decode(bits, length);
                            return decoded == null ? null : formerlyNamed(decoded);
                        })),
                Mutant.of(
                        "iot-size-code-0-tile-legality",
                        "a destination B.IOT of SizeCode 0 passes decode and faults Fault_TileLegality after placement"
                                + " and the mask, instead of Fault_IllegalInstruction before any check",
                        List.of("B.IOT exceptions[0]", "B.IOT legality[1]", "B.IOT ordering[0]"),
                        semantics(BindBundleTileIO.MNEMONIC, new SizeCodeZeroLate())));
    }

    /** The word decoded against its form renamed to the former handler, when the spec's name differs. */
    private static Decoded formerlyNamed(Decoded decoded) {
        Form form = decoded.form();
        String former = FORMER_HANDLERS.get(form.mnemonic());
        if (former == null || !form.fromRecord()) {
            return decoded;
        }
        String handler = form.mnemonic().equals("B.DIM") ? former + LoopBoundOfForm.index(form) : former;
        Form renamed = new Form(
                form.formId(),
                form.mnemonic(),
                form.asm(),
                form.encodingKind(),
                form.lengthBits(),
                form.mask(),
                form.match(),
                form.fields(),
                form.constraints(),
                handler,
                form.family(),
                form.group(),
                form.summary(),
                form.status(),
                form.fromRecord());
        return new Decoded(renamed, decoded.word(), decoded.fields());
    }

    /** B.IOT with SizeCode 0 in a destination form checked late, as a Local legality fault; otherwise the reference. */
    private static final class SizeCodeZeroLate implements Semantics {

        private final Semantics reference =
                SemanticsRegistry.standard().lookup(BindBundleTileIO.MNEMONIC).orElseThrow();

        @Override
        public Retirement execute(Decoded word, Machine machine) {
            PeMask mask =
                    machine.profile().peMask(word.field(machine.profile().isa().peModeField()));
            if (!LocalBinderMutants.isDestinationOfSizeCodeZero(word) || mask.isEmpty()) {
                return reference.execute(word, machine);
            }
            Block block = machine.block();
            if (!block.isHeaderOpen() || block.isLocalSequenceClosed()) {
                throw Fault.bundleControl("a participating B.IOT needs an open header and an open sequence");
            }
            if (!block.everyLocalMaskEquals(mask)) {
                throw Fault.tileLegality("B.IOT mask " + mask + " differs from an earlier B.IOT's");
            }
            throw Fault.tileLegality("a B.IOT destination needs a Local SizeCode 1..10, not 0");
        }

        @Override
        public String constraintViolation(Decoded word) {
            return LocalBinderMutants.isDestinationOfSizeCodeZero(word) ? null : reference.constraintViolation(word);
        }

        @Override
        public List<String> checks() {
            return reference.checks();
        }

        @Override
        public Kind kind() {
            return reference.kind();
        }
    }
}
