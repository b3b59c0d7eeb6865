package org.pto.avs.device;

import java.util.Arrays;
import java.util.HexFormat;
import java.util.Objects;
import org.apiguardian.api.API;

/**
 * An immutable byte string (payloads, GM contents). Built once from an array that is copied or handed over,
 * then compared and sliced without further copies. A string of one unit repeated (zeros, a fill, a pattern) keeps
 * only its unit: a 256 KiB Shared capacity that a case states as {@code {"fill": "0x00"}}, or leaves at its zeros,
 * costs its unit until someone asks for the array. A string that is a few bytes followed by zeros (a case's
 * {@code {"hex": "0102"}} for a 256 KiB capacity) likewise keeps only those bytes.
 */
@API(status = API.Status.STABLE, since = "0.1")
public final class Bytes {

    public static final Bytes EMPTY = new Bytes(new byte[0], 0);

    /**
     * The contents; when shorter than {@link #length}, the unit repeated to make them, or the head of contents that
     * zeros fill to their length ({@link #zeroTail}).
     */
    private final byte[] unit;

    private final int length;

    /** The bytes after {@link #unit} are zeros, not {@link #unit} again. */
    private final boolean zeroTail;

    private Bytes(byte[] unit, int length) {
        this(unit, length, false);
    }

    private Bytes(byte[] unit, int length, boolean zeroTail) {
        this.unit = unit;
        this.length = length;
        this.zeroTail = zeroTail;
    }

    /** Copies {@code data}. */
    public static Bytes copyOf(byte[] data) {
        return new Bytes(data.clone(), data.length);
    }

    /** Takes ownership of {@code data}: the caller must not change it afterwards. */
    public static Bytes adopt(byte[] data) {
        return new Bytes(data, data.length);
    }

    public static Bytes filled(int length, byte value) {
        return repeated(new byte[] {value}, length);
    }

    public static Bytes zeros(int length) {
        return filled(length, (byte) 0);
    }

    /** {@code unit} repeated (and cut) to {@code length} bytes; {@code unit} is copied. */
    public static Bytes repeated(byte[] unit, int length) {
        if (length < 0) {
            throw new IllegalArgumentException("a negative length: " + length);
        }
        if (unit.length == 0 && length > 0) {
            throw new IllegalArgumentException("an empty unit cannot make " + length + " bytes");
        }
        return new Bytes(unit.length >= length ? Arrays.copyOf(unit, length) : unit.clone(), length);
    }

    /**
     * Takes ownership of {@code head} (the caller must not change it afterwards) and fills it with zeros to
     * {@code length} bytes; the zeros cost nothing until someone asks for the array.
     */
    public static Bytes zeroPadded(byte[] head, int length) {
        if (head.length > length) {
            throw new IllegalArgumentException(head.length + " bytes do not fit in " + length);
        }
        if (head.length == length) {
            return adopt(head);
        }
        return head.length == 0 ? zeros(length) : new Bytes(head, length, true);
    }

    public int length() {
        return length;
    }

    public byte get(int index) {
        if (index < 0 || index >= length) {
            throw new IndexOutOfBoundsException("index " + index + " of " + length + " bytes");
        }
        if (zeroTail) {
            return index < unit.length ? unit[index] : 0;
        }
        return unit[index % unit.length];
    }

    /** The array holds less than the contents: a unit repeated, or a head that zeros follow. */
    private boolean isCompact() {
        return unit.length != length;
    }

    /** A fresh copy of the contents. */
    public byte[] toArray() {
        byte[] copy = new byte[length];
        copyTo(0, copy, 0, length);
        return copy;
    }

    /** Copies {@code length} bytes from {@code offset} into {@code target} at {@code targetOffset}. */
    public void copyTo(int offset, byte[] target, int targetOffset, int length) {
        if (!isCompact()) {
            System.arraycopy(unit, offset, target, targetOffset, length);
            return;
        }
        if (offset < 0 || length < 0 || offset + length > this.length) {
            throw new IndexOutOfBoundsException(length + " bytes from " + offset + " of " + this.length);
        }
        Objects.checkFromIndexSize(targetOffset, length, target.length);
        if (zeroTail) {
            int fromHead = Math.max(0, Math.min(length, unit.length - offset));
            System.arraycopy(unit, Math.min(offset, unit.length), target, targetOffset, fromHead);
            Arrays.fill(target, targetOffset + fromHead, targetOffset + length, (byte) 0);
            return;
        }
        if (unit.length == 1) {
            Arrays.fill(target, targetOffset, targetOffset + length, unit[0]);
            return;
        }
        // One period, then what is written so far copied after itself: a multiple of the period each time.
        int first = Math.min(length, unit.length);
        for (int i = 0; i < first; i++) {
            target[targetOffset + i] = unit[(offset + i) % unit.length];
        }
        for (int filled = first; filled < length; ) {
            int piece = Math.min(filled, length - filled);
            System.arraycopy(target, targetOffset, target, targetOffset + filled, piece);
            filled += piece;
        }
    }

    /**
     * The index of the first byte that differs, comparing up to the shorter length; the shorter length if
     * one is a prefix of the other; -1 if both are equal.
     */
    public int mismatch(Bytes other) {
        if (!isCompact() && !other.isCompact()) {
            return Arrays.mismatch(unit, other.unit);
        }
        if (length == other.length && zeroTail == other.zeroTail && Arrays.equals(unit, other.unit)) {
            return -1;
        }
        // Compact contents are expanded a chunk at a time into a buffer; an array is compared where it lies.
        int shorter = Math.min(length, other.length);
        byte[] mine = isCompact() ? new byte[Math.min(shorter, CHUNK)] : unit;
        byte[] theirs = other.isCompact() ? new byte[Math.min(shorter, CHUNK)] : other.unit;
        for (int from = 0; from < shorter; from += CHUNK) {
            int piece = Math.min(CHUNK, shorter - from);
            int mineFrom = expandInto(mine, from, piece);
            int theirsFrom = other.expandInto(theirs, from, piece);
            int at = Arrays.mismatch(mine, mineFrom, mineFrom + piece, theirs, theirsFrom, theirsFrom + piece);
            if (at >= 0) {
                return from + at;
            }
        }
        return length == other.length ? -1 : shorter;
    }

    /**
     * Makes {@code piece} bytes from {@code from} readable in {@code buffer} (this string's own array when it holds
     * every byte) and returns where they start in it.
     */
    private int expandInto(byte[] buffer, int from, int piece) {
        if (buffer == unit) {
            return from;
        }
        // One byte repeated reads the same in every chunk: the buffer the first chunk filled serves the rest.
        if (from == 0 || zeroTail || unit.length != 1) {
            copyTo(from, buffer, 0, piece);
        }
        return 0;
    }

    /** How many bytes a comparison of repeated contents expands at a time. */
    private static final int CHUNK = 64 * 1024;

    /** Whether every byte is the same (false for no bytes): a payload that reports and the wire write as a fill. */
    public boolean isUniform() {
        return length > 0 && hasPeriod(1);
    }

    /**
     * Whether every byte from {@code period} on equals the byte {@code period} before it: the contents are their
     * first {@code period} bytes repeated.
     */
    public boolean hasPeriod(int period) {
        if (period <= 0) {
            throw new IllegalArgumentException("a period of " + period + " bytes");
        }
        if (period >= length) {
            return true;
        }
        // Compact contents repeat their array (or zeros follow it): past its length plus the period, each byte and
        // the one a period before it repeat bytes already compared, so only that window is expanded.
        int checked = isCompact() ? Math.min(length, unit.length + period) : length;
        byte[] all = unit;
        if (isCompact()) {
            all = new byte[checked];
            copyTo(0, all, 0, checked);
        }
        return Arrays.mismatch(all, 0, checked - period, all, period, checked) < 0;
    }

    /** Lower-case hex of {@code length} bytes from {@code offset}, clamped to the contents. */
    public String hex(int offset, int length) {
        int from = Math.max(0, Math.min(offset, this.length));
        int to = Math.max(from, Math.min(this.length, from + length));
        if (!isCompact()) {
            return HexFormat.of().formatHex(unit, from, to);
        }
        byte[] window = new byte[to - from];
        copyTo(from, window, 0, window.length);
        return HexFormat.of().formatHex(window);
    }

    public String hex() {
        return hex(0, length);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Bytes other && length == other.length && mismatch(other) < 0;
    }

    @Override
    public int hashCode() {
        if (!isCompact()) {
            return Arrays.hashCode(unit);
        }
        if (zeroTail) {
            // Arrays.hashCode of the whole array, without making it: each zero after the head multiplies by 31.
            int hash = Arrays.hashCode(unit);
            for (int i = unit.length; i < length; i++) {
                hash *= 31;
            }
            return hash;
        }
        return Arrays.hashCode(toArray());
    }

    @Override
    public String toString() {
        return length <= 32 ? "[" + hex() + "]" : "[" + length + " bytes: " + hex(0, 16) + "...]";
    }
}
