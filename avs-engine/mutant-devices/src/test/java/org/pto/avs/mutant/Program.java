package org.pto.avs.mutant;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.pto.avs.device.Bytes;
import org.pto.avs.device.MachineState;
import org.pto.avs.device.Observable;
import org.pto.avs.device.PeMask;
import org.pto.avs.device.ProgramWord;
import org.pto.avs.device.RunRequest;
import org.pto.avs.device.SharedDescriptor;
import org.pto.avs.device.SharedObject;

/** A vector for a device: an initial state and 32-bit words, observing everything. */
public record Program(MachineState initial, List<ProgramWord> words) {

    public static Program of(int... words) {
        return new Program(MachineState.RESET, Arrays.stream(words).mapToObj(ProgramWord::of32).toList());
    }

    /** The same words with a published Shared object of shape 1 x 1 (S64) in {@code register}. */
    public Program withShared(int register, String mask, int capacityBytes) {
        PeMask m = PeMask.parse(mask);
        SharedDescriptor d = new SharedDescriptor(m, m, true, true, capacityBytes, 1, 1, 1, 1, 16);
        Map<Integer, SharedObject> shared = new java.util.TreeMap<>(initial.shared());
        shared.put(register, new SharedObject(d, Bytes.filled(capacityBytes, (byte) 0x5A)));
        return new Program(MachineState.of(shared, initial.gm(), initial.gprs()), words);
    }

    /** TLOAD with loop bounds (1, 1, 1), the given header words, then BSTOP. */
    public static Program loadBlock(int bstart, int... header) {
        List<Integer> all = new ArrayList<>(List.of(bstart, Words.dim(0, 0, 1), Words.dim(1, 0, 1), Words.dim(2, 0, 1)));
        Arrays.stream(header).forEach(all::add);
        all.add(Words.BSTOP);
        return of(all.stream().mapToInt(Integer::intValue).toArray());
    }

    public RunRequest request() {
        return new RunRequest(initial, words, Set.of(Observable.values()), List.of());
    }
}
