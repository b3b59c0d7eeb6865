package org.pto.avs.mutant;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.pto.avs.device.Bytes;
import org.pto.avs.device.GmRange;
import org.pto.avs.device.GmSegment;
import org.pto.avs.device.MachineState;
import org.pto.avs.device.Observable;
import org.pto.avs.device.PeMask;
import org.pto.avs.device.ProgramWord;
import org.pto.avs.device.RunRequest;
import org.pto.avs.device.SharedDescriptor;
import org.pto.avs.device.SharedObject;
import org.pto.avs.isa.Catalog;

/** A vector for a device: an initial state and 32-bit words, observing everything, every state record included. */
public record Program(MachineState initial, List<ProgramWord> words, List<GmRange> gmRanges) {

    /** GM 0x0..0xFF, observed by every program: where TLOAD reads and TSTORE writes (base 0). */
    private static final List<GmRange> GM_WINDOW = List.of(new GmRange("gm", 0, 256));

    /** Every state record the catalog declares. */
    private static final Set<String> RECORDS = Catalog.standard().stateRecords().keySet();

    public static Program of(int... words) {
        return new Program(
                MachineState.RESET,
                Arrays.stream(words).mapToObj(ProgramWord::of32).toList(),
                GM_WINDOW);
    }

    /** The same words with a published Shared object of shape 1 x 1 (S64) in {@code register}. */
    public Program withShared(int register, String mask, int capacityBytes) {
        PeMask m = PeMask.parse(mask);
        SharedDescriptor d = new SharedDescriptor(m, m, true, true, capacityBytes, 1, 1, 1, 1, 16);
        Map<Integer, SharedObject> shared = new TreeMap<>(initial.shared());
        shared.put(register, new SharedObject(d, Bytes.filled(capacityBytes, (byte) 0x5A)));
        return new Program(MachineState.of(shared, initial.gm(), initial.gprs()), words, gmRanges);
    }

    /**
     * The same words with a published U64 tile of {@code rows} x {@code columns} (all valid) in a 128-byte
     * {@code register} whose payload bytes count up from 0, and GM filled with 0xEE.
     */
    public Program withStoredTile(int register, int rows, int columns) {
        return withStoredTile(register, rows, columns, rows, columns);
    }

    /** The same with a valid region of {@code validRows} x {@code validColumns} of the tile. */
    public Program withStoredTile(int register, int rows, int columns, int validRows, int validColumns) {
        byte[] payload = new byte[128];
        for (int i = 0; i < payload.length; i++) {
            payload[i] = (byte) i;
        }
        PeMask all = PeMask.parse("1111");
        SharedDescriptor d =
                new SharedDescriptor(all, all, true, true, 128, rows, columns, validRows, validColumns, 24);
        Map<Integer, SharedObject> shared = new TreeMap<>(initial.shared());
        shared.put(register, new SharedObject(d, Bytes.adopt(payload)));
        List<GmSegment> gm = List.of(new GmSegment(0, Bytes.filled(256, (byte) 0xEE)));
        return new Program(MachineState.of(shared, gm, initial.gprs()), words, gmRanges);
    }

    /** TLOAD with loop bounds (1, 1, 1), the given header words, then BSTOP. */
    public static Program loadBlock(int bstart, int... header) {
        List<Integer> all =
                new ArrayList<>(List.of(bstart, Words.dim(0, 0, 1), Words.dim(1, 0, 1), Words.dim(2, 0, 1)));
        Arrays.stream(header).forEach(all::add);
        all.add(Words.BSTOP);
        return of(all.stream().mapToInt(Integer::intValue).toArray());
    }

    /** Words of any length, from a reset machine. */
    public static Program words(ProgramWord... words) {
        return new Program(MachineState.RESET, List.of(words), GM_WINDOW);
    }

    /** The same words with the GPRs {@code gprs} preset. */
    public Program withGprs(Map<Integer, Long> gprs) {
        return new Program(MachineState.of(initial.shared(), initial.gm(), gprs), words, gmRanges);
    }

    /** The same words with GM bytes {@code bytes} at {@code address}, observed in a range of their length. */
    public Program withGm(long address, byte[] bytes) {
        List<GmSegment> gm = new ArrayList<>(initial.gm());
        gm.add(new GmSegment(address, Bytes.copyOf(bytes)));
        List<GmRange> ranges = new ArrayList<>(gmRanges);
        ranges.add(new GmRange("segment-" + Long.toHexString(address), address, bytes.length));
        return new Program(MachineState.of(initial.shared(), gm, initial.gprs()), words, ranges);
    }

    public RunRequest request() {
        return new RunRequest(initial, words, Set.of(Observable.values()), gmRanges, RECORDS);
    }
}
