package org.pto.avs.model.semantics;

import java.util.List;
import org.apiguardian.api.API;
import org.pto.avs.isa.Decoded;
import org.pto.avs.model.machine.Machine;

/**
 * The semantics of one mnemonic, every form of it ({@code SemanticsRegistry} is keyed by mnemonic; the record's
 * {@code semantic_handler} is the spec's name, which several mnemonics may share). An implementation's
 * {@link #execute} reads like the spec: its checks in the spec's order, each throwing a {@link Fault}, then its
 * effects. Implementations are stateless: one instance serves every run of a model, on any thread.
 *
 * <p>The step loop ({@code Session.step} in the model package) does what is common to every instruction first: clear the last
 * fault, decode (no form: {@code Fault_IllegalInstruction}), report listed-only forms unsupported, and run
 * {@link #constraintViolation} (the catalog's generic field constraints, for example B.IOS SizeCode 13..15).
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public interface Semantics {

    /** Where an instruction stands in the block lifecycle (semantics §1 and semantics §3). */
    enum Kind {
        /** B.DIM, B.IOT, B.IOS, B.ASSEMBLE: legal only in an open header. */
        HEADER_COMMAND,
        /** BSTART and BSTOP: they open and commit blocks. */
        BLOCK_BOUNDARY,
        /** Everything else; the first one executed in an open header enters the body. */
        BODY
    }

    /**
     * The name of the check of the catalog's constraints that the step loop runs before {@link #execute}
     * ({@link #constraintViolation}); an instruction whose order of checks begins with it names it first in {@link
     * #checks}, so a census counts the words that fail it.
     */
    String CONSTRAINT = "constraint";

    /**
     * Runs the instruction against the machine: checks in the spec's order, then effects. Throws a
     * {@link Fault} from a check; must not change the machine before its last check.
     */
    Retirement execute(Decoded word, Machine machine);

    Kind kind();

    /**
     * The instruction's order of checks by name, first to last, when it reports them: {@link #execute} then names
     * each check as it reaches it ({@code Machine.reachCheck}), so the last one named decided the word. The first is
     * the decode check when a word of the instruction can fail to decode, or {@link #CONSTRAINT} when the step loop
     * checks its catalog constraints. Empty for instructions that report none.
     */
    default List<String> checks() {
        return List.of();
    }

    /**
     * The generic decode-time legality check, run before {@link #execute}: the first catalog constraint the
     * word violates ({@code Fault_IllegalInstruction}), or null. It depends on the word alone, so the model
     * decides it once per distinct word.
     */
    default String constraintViolation(Decoded word) {
        return word.constraintViolation();
    }

    /**
     * True for range modifiers (B.ASSEMBLE, B.SUBVIEW), which join the open range group. Every other command that
     * passes decode and the catalog's constraints closes the group before its handler runs, even when the handler
     * then faults (operands page, order of checks step 5); a binder that succeeds then opens a group of its own.
     */
    default boolean isRangeModifier() {
        return false;
    }
}
