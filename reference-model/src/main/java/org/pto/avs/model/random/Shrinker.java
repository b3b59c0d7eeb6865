package org.pto.avs.model.random;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apiguardian.api.API;
import org.pto.avs.device.Bytes;
import org.pto.avs.device.MachineState;
import org.pto.avs.device.ProgramWord;
import org.pto.avs.device.SharedObject;

/**
 * Shrinks a failing program to a small one that still fails, by delta debugging: drop the initial state (all of
 * it, then register by register, then zero the payloads), drop steps (halves, then quarters, down to single steps),
 * simplify each word toward its canonical form and smaller field values ({@link WordSimplifier}); repeat until
 * nothing more can be taken away or the budget of test runs is spent. Every accepted change makes the program
 * smaller, so the result is a local minimum: no single step, register or word simplification can go.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class Shrinker {

    /** Test runs a shrink may spend. */
    public static final int DEFAULT_BUDGET = 5_000;

    /** Runs a candidate: the program as compared when it still fails, else null. */
    @FunctionalInterface
    public interface Test {
        Candidate failing(Candidate candidate);
    }

    /** The smallest failing program found, and how many test runs it took. */
    public record Result(Candidate smallest, int runs) {}

    private final WordSimplifier simplifier;
    private final Test test;
    private final int budget;
    private int runs;

    public Shrinker(WordSimplifier simplifier, Test test, int budget) {
        this.simplifier = simplifier;
        this.test = test;
        this.budget = budget;
    }

    public Result shrink(Candidate failing) {
        Candidate current = failing;
        boolean changed = true;
        while (changed && runs < budget) {
            Candidate before = current;
            current = dropInitialState(current);
            current = dropSteps(current);
            current = simplifyWords(current);
            changed = !current.equals(before);
        }
        return new Result(current, runs);
    }

    private Candidate dropInitialState(Candidate current) {
        if (current.initial().shared().isEmpty() && current.initial().gprs().isEmpty()) {
            return current;
        }
        Candidate reset = attempt(new Candidate(MachineState.RESET, current.words()));
        if (reset != null) {
            return reset;
        }
        for (Integer register : List.copyOf(current.initial().shared().keySet())) {
            Map<Integer, SharedObject> shared = new TreeMap<>(current.initial().shared());
            shared.remove(register);
            Candidate without = attempt(withShared(current, shared));
            if (without != null) {
                current = without;
            }
        }
        for (Integer register : List.copyOf(current.initial().shared().keySet())) {
            SharedObject object = current.initial().shared().get(register);
            Bytes zeros = Bytes.zeros(object.payload().length());
            if (!object.payload().equals(zeros)) {
                Map<Integer, SharedObject> shared =
                        new TreeMap<>(current.initial().shared());
                shared.put(register, new SharedObject(object.descriptor(), zeros));
                Candidate zeroed = attempt(withShared(current, shared));
                if (zeroed != null) {
                    current = zeroed;
                }
            }
        }
        for (Integer register : List.copyOf(current.initial().gprs().keySet())) {
            Map<Integer, Long> gprs = new TreeMap<>(current.initial().gprs());
            gprs.remove(register);
            Candidate without = attempt(new Candidate(
                    MachineState.of(
                            current.initial().shared(), current.initial().gm(), gprs),
                    current.words()));
            if (without != null) {
                current = without;
            }
        }
        return current;
    }

    private static Candidate withShared(Candidate current, Map<Integer, SharedObject> shared) {
        return new Candidate(
                MachineState.of(
                        shared, current.initial().gm(), current.initial().gprs()),
                current.words());
    }

    /** ddmin over the steps: remove chunks of the program, finer and finer, keeping every removal that still fails. */
    private Candidate dropSteps(Candidate current) {
        int chunks = 2;
        while (current.length() >= 2 && runs < budget) {
            List<ProgramWord> words = current.words();
            int size = (words.size() + chunks - 1) / chunks;
            Candidate reduced = null;
            for (int from = 0; from < words.size() && reduced == null; from += size) {
                List<ProgramWord> rest = new ArrayList<>(words.subList(0, from));
                rest.addAll(words.subList(Math.min(words.size(), from + size), words.size()));
                reduced = attempt(new Candidate(current.initial(), rest));
            }
            if (reduced != null) {
                current = reduced;
                chunks = Math.max(chunks - 1, 2);
            } else if (chunks >= words.size()) {
                break;
            } else {
                chunks = Math.min(words.size(), chunks * 2);
            }
        }
        return current;
    }

    private Candidate simplifyWords(Candidate current) {
        for (int i = 0; i < current.length() && runs < budget; i++) {
            boolean simpler = true;
            while (simpler && i < current.length() && runs < budget) {
                simpler = false;
                for (ProgramWord variant : simplifier.variants(current.words().get(i))) {
                    List<ProgramWord> words = new ArrayList<>(current.words());
                    words.set(i, variant);
                    Candidate attempt = attempt(new Candidate(current.initial(), words));
                    if (attempt != null) {
                        current = attempt;
                        simpler = true;
                        break;
                    }
                }
            }
        }
        return current;
    }

    /** The candidate as compared when it still fails and is no longer than it was asked as, else null. */
    private Candidate attempt(Candidate candidate) {
        if (candidate.words().isEmpty() || runs >= budget) {
            return null;
        }
        runs++;
        Candidate judged = test.failing(candidate);
        return judged == null || judged.length() > candidate.length() ? null : judged;
    }
}
