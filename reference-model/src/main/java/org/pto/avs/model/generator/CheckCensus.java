package org.pto.avs.model.generator;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.apiguardian.api.API;
import org.pto.avs.device.Observation;
import org.pto.avs.device.ProgramWord;
import org.pto.avs.device.RunRequest;
import org.pto.avs.isa.Decoder;
import org.pto.avs.isa.Form;
import org.pto.avs.model.ReferenceModel;
import org.pto.avs.model.Session;
import org.pto.avs.model.random.GeneratedProgram;

/**
 * Counts which check of its instruction's order decided each generated word, as the reference model's semantics
 * report it ({@link Session#lastCheck()}), for every instruction that reports an order of checks: a run shows that
 * its programs exercise every check and not only the easy ones. A word counts for the instruction it decodes as; a
 * word written as such an instruction that decodes as no form counts as its decode check. A word that is not issued
 * (after a wait) is decided by no check and not counted.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class CheckCensus {

    /** The check that a word of no form fails, when an instruction's order names it. */
    static final String DECODE = "decode";

    private final ReferenceModel model;
    private final Decoder decoder;
    /** Per mnemonic, in catalog order, the count of each check in the instruction's order. */
    private final Map<String, Map<String, Integer>> counts = new LinkedHashMap<>();

    public CheckCensus(ReferenceModel model) {
        this.model = model;
        this.decoder = new Decoder(model.catalog());
        for (Form form : model.catalog().forms()) {
            List<String> checks = model.checks(form);
            if (!checks.isEmpty() && !counts.containsKey(form.mnemonic())) {
                Map<String, Integer> zeros = new LinkedHashMap<>();
                checks.forEach(check -> zeros.put(check, 0));
                counts.put(form.mnemonic(), zeros);
            }
        }
    }

    /** Runs {@code program} on the reference model step by step and counts the checks that decided its words. */
    public void add(GeneratedProgram program) {
        counted(program, model.start(program.initial()));
    }

    /**
     * Runs {@code request}, whose initial state and words are {@code program}'s, on the reference model as {@link
     * ReferenceModel#run} does, and counts the checks that decided its words: a property run's reference run and its
     * census in one run instead of two.
     *
     * @throws IllegalArgumentException when the request runs other words or from another state than the program
     */
    public Observation run(GeneratedProgram program, RunRequest request) {
        boolean sameState =
                request.initial() == program.initial() || request.initial().equals(program.initial());
        if (!sameState || !request.program().equals(program.words())) {
            throw new IllegalArgumentException("the request does not run the program it would count");
        }
        return counted(program, model.start(request.initial()))
                .observe(request.observe(), request.records(), request.gmRanges());
    }

    private Session counted(GeneratedProgram program, Session session) {
        for (int i = 0; i < program.words().size(); i++) {
            ProgramWord word = program.words().get(i);
            Optional<Form> decoded = decoder.formOf(Integer.toUnsignedLong(word.bits()), word.lengthBits());
            session.step(word);
            if (decoded.isPresent()) {
                count(decoded.get().mnemonic(), session.lastCheck());
            } else {
                count(program.sources().get(i).mnemonic(), DECODE);
            }
        }
        return session;
    }

    private void count(String mnemonic, String check) {
        Map<String, Integer> checks = counts.get(mnemonic);
        if (checks != null && check != null && checks.containsKey(check)) {
            checks.merge(check, 1, Integer::sum);
        }
    }

    /** How often each check of {@code mnemonic}'s order decided a word; empty when it reports no order. */
    public Map<String, Integer> counts(String mnemonic) {
        return Map.copyOf(counts.getOrDefault(mnemonic, Map.of()));
    }

    /** {@code B.IOS checks reached: decode 41, size-code 37, no-op 102, ...}, in the order of each instruction's checks. */
    public String describe() {
        return counts.entrySet().stream()
                .map(instruction -> instruction.getKey() + " checks reached: "
                        + instruction.getValue().entrySet().stream()
                                .map(e -> e.getKey() + " " + e.getValue())
                                .collect(Collectors.joining(", ")))
                .collect(Collectors.joining("; "));
    }
}
