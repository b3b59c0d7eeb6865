package org.pto.avs.mutant.families;

import static org.pto.avs.mutant.families.Changes.semantics;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.apiguardian.api.API;
import org.pto.avs.device.PeMask;
import org.pto.avs.isa.Decoded;
import org.pto.avs.model.instruction.biot.BindBundleTileIO;
import org.pto.avs.model.machine.Block;
import org.pto.avs.model.machine.LocalBinding;
import org.pto.avs.model.machine.Machine;
import org.pto.avs.model.machine.RangeGroup;
import org.pto.avs.model.semantics.Fault;
import org.pto.avs.model.semantics.Retirement;
import org.pto.avs.model.semantics.Semantics;
import org.pto.avs.mutant.definition.ModelChange;
import org.pto.avs.mutant.definition.Mutant;

/**
 * B.IOT's Local binding record and its rules, each broken once (operands page section 2): the L sequence, the
 * PEMode-000 no-op, the destination's SizeCodes, the asymmetric mask rule, placement and the record itself.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class LocalBinderMutants {

    /** The largest Local SizeCode of a destination; 11..15 are reserved. */
    private static final int LOCAL_SIZE_CODE_MAX = 10;

    private LocalBinderMutants() {}

    public static List<Mutant> mutants() {
        return List.of(
                Mutant.of(
                        "iot-l-ignored",
                        "B.IOT never closes the Local binding sequence: a B.IOT after an L = 1" + " is recorded",
                        List.of("B.IOT legality[0]", "B.IOT exceptions[1]"),
                        variant(Bug.L_IGNORED)),
                Mutant.of(
                        "iot-l-zero-closes",
                        "every recorded B.IOT closes the Local binding sequence, L = 0 too",
                        List.of("B.IOT field_zero_meanings.L"),
                        variant(Bug.L_ZERO_CLOSES)),
                Mutant.of(
                        "iot-zero-mask-placement-checked",
                        "a PEMode-000 B.IOT outside a header is" + " Fault_BundleControl instead of the strict no-op",
                        List.of("B.IOT defaults[0]", "B.IOT field_zero_meanings.PEMode", "B.IOT ordering[0]"),
                        variant(Bug.ZERO_MASK_PLACED)),
                Mutant.of(
                        "iot-reserved-size-after-no-op",
                        "a destination SizeCode 11..15 with PEMode 000 is the"
                                + " no-op instead of Fault_IllegalInstruction",
                        List.of("B.IOT exceptions[0]", "B.IOT ordering[0]"),
                        variant(Bug.RESERVED_SIZE_AFTER_NO_OP)),
                Mutant.of(
                        "iot-sizes-11-12-accepted",
                        "B.IOT takes a destination SizeCode up to 12, as B.IOS does",
                        List.of("B.IOT legality[1]", "B.IOT exceptions[0]"),
                        variant(Bug.SIZES_11_12_ACCEPTED)),
                Mutant.of(
                        "iot-size-code-0-accepted",
                        "a B.IOT destination of SizeCode 0 is recorded",
                        List.of("B.IOT legality[1]", "B.IOT exceptions[0]"),
                        variant(Bug.SIZE_0_ACCEPTED)),
                Mutant.of(
                        "iot-mask-compared-with-bios",
                        "B.IOT's mask must also equal every earlier B.IOS's",
                        List.of("B.IOT exceptions[2]"),
                        variant(Bug.MASK_WITH_BIOS)),
                Mutant.of(
                        "iot-mask-unchecked",
                        "B.IOTs of one block may have different masks",
                        List.of("B.IOT legality[2]", "B.IOT exceptions[2]"),
                        variant(Bug.MASK_UNCHECKED)),
                Mutant.of(
                        "iot-accepted-in-the-body",
                        "a participating B.IOT after the body began is recorded",
                        List.of("B.IOT legality[0]", "B.IOT exceptions[1]", "B.IOT block_composition[0]"),
                        variant(Bug.IN_THE_BODY)),
                Mutant.of(
                        "iot-sources-reversed",
                        "a two-source B.IOT records SrcTile1 first",
                        List.of("B.IOT state_effects[0]", "B.IOT block_composition[0]"),
                        variant(Bug.SOURCES_REVERSED)),
                Mutant.of(
                        "iot-recorded-before-tile-fault",
                        "a B.IOT whose mask is Fault_TileLegality is recorded first",
                        List.of("B.IOT exceptions[2]", "B.IOT state_effects[0]"),
                        variant(Bug.RECORDED_BEFORE_TILE_FAULT)));
    }

    private static ModelChange variant(Bug bug) {
        return semantics(BindBundleTileIO.MNEMONIC, new Variant(bug));
    }

    private enum Bug {
        L_IGNORED,
        L_ZERO_CLOSES,
        ZERO_MASK_PLACED,
        RESERVED_SIZE_AFTER_NO_OP,
        SIZES_11_12_ACCEPTED,
        SIZE_0_ACCEPTED,
        MASK_WITH_BIOS,
        MASK_UNCHECKED,
        IN_THE_BODY,
        SOURCES_REVERSED,
        RECORDED_BEFORE_TILE_FAULT
    }

    /** B.IOT with one bug; otherwise the reference's order (see {@link BindBundleTileIO}). */
    private record Variant(Bug bug) implements Semantics {

        @Override
        public Retirement execute(Decoded word, Machine machine) {
            Block block = machine.block();
            PeMask mask =
                    machine.profile().peMask(word.field(machine.profile().isa().peModeField()));
            if (bug == Bug.ZERO_MASK_PLACED && !block.isHeaderOpen()) {
                throw Fault.bundleControl("B.IOT needs an open block header");
            }
            if (mask.isEmpty()) {
                if (block.isHeaderOpen()) {
                    block.openRangeGroup(RangeGroup.zeroMode());
                }
                return Retirement.RETIRED;
            }
            if (bug == Bug.RESERVED_SIZE_AFTER_NO_OP && word.constraintViolation() != null) {
                throw Fault.illegalInstruction(word.constraintViolation());
            }
            boolean placed = bug == Bug.IN_THE_BODY ? block.isActive() : block.isHeaderOpen();
            if (!placed) {
                throw Fault.bundleControl("a participating B.IOT needs an open block header");
            }
            if (sequenceClosed(block)) {
                throw Fault.bundleControl("the Local binding sequence is closed");
            }
            boolean destination =
                    word.form().field(machine.profile().isa().sizeCodeField()).isPresent();
            int sizeCode = destination ? word.field(machine.profile().isa().sizeCodeField()) : 0;
            LocalBinding record = new LocalBinding(
                    mask,
                    destination,
                    sizeCode,
                    destination ? word.field("DstTile") : 0,
                    sources(word),
                    word.field("L") == 1);
            if (!maskAgrees(block, mask)) {
                throw tileFault(block, record, "B.IOT mask " + mask + " differs from an earlier binding's");
            }
            block.addLocal(record);
            block.openRangeGroup(RangeGroup.local(
                    block.localBindingCount() - 1,
                    BindBundleTileIO.roles(record.sources().size(), destination)));
            return Retirement.RETIRED;
        }

        private boolean sequenceClosed(Block block) {
            return switch (bug) {
                case L_IGNORED -> false;
                case L_ZERO_CLOSES -> block.localBindingCount() > 0;
                default -> block.isLocalSequenceClosed();
            };
        }

        private boolean maskAgrees(Block block, PeMask mask) {
            return switch (bug) {
                case MASK_UNCHECKED -> true;
                case MASK_WITH_BIOS -> block.everyRecordedMaskEquals(mask);
                default -> block.everyLocalMaskEquals(mask);
            };
        }

        private Fault tileFault(Block block, LocalBinding record, String reason) {
            if (bug == Bug.RECORDED_BEFORE_TILE_FAULT) {
                block.addLocal(record);
            }
            return Fault.tileLegality(reason);
        }

        private List<Integer> sources(Decoded word) {
            List<Integer> sources = new ArrayList<>(BindBundleTileIO.sources(word));
            if (bug == Bug.SOURCES_REVERSED) {
                Collections.reverse(sources);
            }
            return sources;
        }

        /** Some variants let a reserved destination SizeCode through to {@link #execute}. */
        @Override
        public String constraintViolation(Decoded word) {
            String violation = word.constraintViolation();
            if (bug == Bug.RESERVED_SIZE_AFTER_NO_OP) {
                return null;
            }
            if (bug == Bug.SIZE_0_ACCEPTED && violation != null && isDestinationOfSizeCodeZero(word)) {
                return null;
            }
            if (bug == Bug.SIZES_11_12_ACCEPTED
                    && violation != null
                    && word.form().field("SizeCode").isPresent()
                    && word.field("SizeCode") <= LOCAL_SIZE_CODE_MAX + 2) {
                return null;
            }
            return violation;
        }

        @Override
        public Kind kind() {
            return Kind.HEADER_COMMAND;
        }
    }

    /** A destination form's word whose SizeCode is 0, which the spec reserves in destination forms. */
    static boolean isDestinationOfSizeCodeZero(Decoded word) {
        return word.form().field("DstTile").isPresent() && word.field("SizeCode") == 0;
    }
}
