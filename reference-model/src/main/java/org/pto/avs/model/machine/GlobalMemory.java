package org.pto.avs.model.machine;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import org.apiguardian.api.API;

/** Global memory, stored sparsely in 4 KiB pages; bytes never written read zero. */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class GlobalMemory {

    private static final int PAGE_BITS = 12;
    private static final int PAGE_BYTES = 1 << PAGE_BITS;

    private final long size;
    private final Map<Long, byte[]> pages = new HashMap<>();

    GlobalMemory(long size) {
        this.size = size;
    }

    public long size() {
        return size;
    }

    /** True when {@code [address, address + length)} lies inside GM. */
    public boolean contains(long address, long length) {
        return address >= 0 && length >= 0 && address <= size && length <= size - address;
    }

    public void read(long address, byte[] target, int targetOffset, int length) {
        int done = 0;
        while (done < length) {
            long at = address + done;
            int inPage = (int) (at & (PAGE_BYTES - 1));
            int chunk = Math.min(length - done, PAGE_BYTES - inPage);
            byte[] page = pages.get(at >>> PAGE_BITS);
            if (page == null) {
                Arrays.fill(target, targetOffset + done, targetOffset + done + chunk, (byte) 0);
            } else {
                System.arraycopy(page, inPage, target, targetOffset + done, chunk);
            }
            done += chunk;
        }
    }

    public byte[] read(long address, int length) {
        byte[] bytes = new byte[length];
        read(address, bytes, 0, length);
        return bytes;
    }

    public void write(long address, byte[] source, int sourceOffset, int length) {
        int done = 0;
        while (done < length) {
            long at = address + done;
            int inPage = (int) (at & (PAGE_BYTES - 1));
            int chunk = Math.min(length - done, PAGE_BYTES - inPage);
            byte[] page = pages.computeIfAbsent(at >>> PAGE_BITS, p -> new byte[PAGE_BYTES]);
            System.arraycopy(source, sourceOffset + done, page, inPage, chunk);
            done += chunk;
        }
    }
}
