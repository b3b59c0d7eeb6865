package org.pto.avs.device;

import java.util.Arrays;
import java.util.HexFormat;

/**
 * An immutable byte string (payloads, GM contents). Built once from an array that is copied or handed over,
 * then compared and sliced without further copies.
 */
public final class Bytes {

    public static final Bytes EMPTY = new Bytes(new byte[0]);

    private final byte[] data;

    private Bytes(byte[] data) {
        this.data = data;
    }

    /** Copies {@code data}. */
    public static Bytes copyOf(byte[] data) {
        return new Bytes(data.clone());
    }

    /** Takes ownership of {@code data}: the caller must not change it afterwards. */
    public static Bytes adopt(byte[] data) {
        return new Bytes(data);
    }

    public static Bytes filled(int length, byte value) {
        byte[] data = new byte[length];
        Arrays.fill(data, value);
        return new Bytes(data);
    }

    public static Bytes zeros(int length) {
        return new Bytes(new byte[length]);
    }

    public int length() {
        return data.length;
    }

    public byte get(int index) {
        return data[index];
    }

    /** A fresh copy of the contents. */
    public byte[] toArray() {
        return data.clone();
    }

    /** Copies {@code length} bytes from {@code offset} into {@code target} at {@code targetOffset}. */
    public void copyTo(int offset, byte[] target, int targetOffset, int length) {
        System.arraycopy(data, offset, target, targetOffset, length);
    }

    /**
     * The index of the first byte that differs, comparing up to the shorter length; the shorter length if
     * one is a prefix of the other; -1 if both are equal.
     */
    public int mismatch(Bytes other) {
        return Arrays.mismatch(data, other.data);
    }

    /** Lower-case hex of {@code length} bytes from {@code offset}, clamped to the contents. */
    public String hex(int offset, int length) {
        int from = Math.max(0, Math.min(offset, data.length));
        int to = Math.max(from, Math.min(data.length, from + length));
        return HexFormat.of().formatHex(data, from, to);
    }

    public String hex() {
        return HexFormat.of().formatHex(data);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Bytes other && Arrays.equals(data, other.data);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(data);
    }

    @Override
    public String toString() {
        return data.length <= 32 ? "[" + hex() + "]" : "[" + data.length + " bytes: " + hex(0, 16) + "...]";
    }
}
