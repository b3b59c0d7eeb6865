package org.pto.avs.device.process;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Locale;
import java.util.Optional;

/**
 * The seccomp filter bubblewrap loads before it starts the device ({@code bwrap --seccomp FD}), a classic BPF program:
 * {@code socket(AF_UNIX, ...)} fails with {@code EACCES}, so a unix socket on the file system, which a read-only mount
 * does not guard (connecting writes nothing), is out of reach, while {@code socketpair} stays; {@code io_uring_setup}
 * fails with {@code ENOSYS}, since io_uring opens and connects sockets past seccomp; a system call of another
 * architecture or of the x32 range ends the process, since the numbers above mean other calls there. Everything else is
 * allowed: the namespaces and the read-only mounts do the rest.
 */
final class SeccompFilter {

    private static final int EACCES = 13;
    private static final int ENOSYS = 38;
    private static final int AF_UNIX = 1;
    private static final int IO_URING_SETUP = 425;
    private static final int X32_SYSCALL_BIT = 0x40000000;

    private static final int RET_KILL_PROCESS = 0x80000000;
    private static final int RET_ERRNO = 0x00050000;
    private static final int RET_ALLOW = 0x7fff0000;

    // Classic BPF: load a word at an absolute offset of seccomp_data, compare, return.
    private static final short LD_W_ABS = 0x20;
    private static final short JEQ_K = 0x15;
    private static final short JGE_K = 0x35;
    private static final short RET_K = 0x06;
    // seccomp_data: int nr; u32 arch; u64 instruction_pointer; u64 args[6] (the low word of args[0] first, on the
    // little-endian machines below).
    private static final int NR = 0;
    private static final int ARCH = 4;
    private static final int ARG0_LOW = 16;

    /** The machines a filter is made for: their audit architecture and their number of {@code socket}. */
    private enum Machine {
        X86_64(0xC000003E, 41, true),
        AARCH64(0xC00000B7, 198, false);

        final int audit;
        final int socket;
        final boolean x32;

        Machine(int audit, int socket, boolean x32) {
            this.audit = audit;
            this.socket = socket;
            this.x32 = x32;
        }
    }

    private static final Optional<Machine> MACHINE = machine(System.getProperty("os.arch", ""));

    /** The filter file, written once per JVM (again if something deleted it), readable by its owner only. */
    private static Path file;

    private SeccompFilter() {}

    /** Whether this machine has a filter; without one, unix sockets and io_uring stay reachable in the sandbox. */
    static boolean available() {
        return MACHINE.isPresent();
    }

    /** The architecture the JVM runs on, as the sandbox's description names it. */
    static String architecture() {
        return System.getProperty("os.arch", "unknown");
    }

    /** The filter, as a file for the sandbox's command to open; empty on an architecture without one. */
    static synchronized Optional<Path> file() throws IOException {
        if (MACHINE.isEmpty()) {
            return Optional.empty();
        }
        if (file == null || !Files.isRegularFile(file)) {
            Path written = Files.createTempFile(
                    "pto-avs-seccomp-",
                    ".bpf",
                    PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
            Files.write(written, program(MACHINE.get()));
            written.toFile().deleteOnExit();
            file = written;
        }
        return Optional.of(file);
    }

    private static Optional<Machine> machine(String osArch) {
        return switch (osArch.toLowerCase(Locale.ROOT)) {
            case "amd64", "x86_64" -> Optional.of(Machine.X86_64);
            case "aarch64", "arm64" -> Optional.of(Machine.AARCH64);
            default -> Optional.empty();
        };
    }

    /** The program, as {@code struct sock_filter} entries in the machine's byte order. */
    private static byte[] program(Machine machine) {
        ByteBuffer out = ByteBuffer.allocate(8 * 13).order(ByteOrder.nativeOrder());
        // Another architecture's call numbers mean other calls: end the process.
        load(out, ARCH);
        jump(out, JEQ_K, machine.audit, 1, 0);
        ret(out, RET_KILL_PROCESS);
        load(out, NR);
        if (machine.x32) {
            // x86_64's x32 range likewise (every jump below is relative, and none crosses this).
            jump(out, JGE_K, X32_SYSCALL_BIT, 0, 1);
            ret(out, RET_KILL_PROCESS);
        }
        // io_uring_setup
        jump(out, JEQ_K, IO_URING_SETUP, 0, 1);
        ret(out, RET_ERRNO | ENOSYS);
        // socket(AF_UNIX, ...)
        jump(out, JEQ_K, machine.socket, 0, 3);
        load(out, ARG0_LOW);
        jump(out, JEQ_K, AF_UNIX, 0, 1);
        ret(out, RET_ERRNO | EACCES);
        // everything else
        ret(out, RET_ALLOW);
        byte[] program = new byte[out.position()];
        out.flip().get(program);
        return program;
    }

    private static void load(ByteBuffer out, int offset) {
        statement(out, LD_W_ABS, 0, 0, offset);
    }

    private static void jump(ByteBuffer out, short code, int k, int ifTrue, int ifFalse) {
        statement(out, code, ifTrue, ifFalse, k);
    }

    private static void ret(ByteBuffer out, int value) {
        statement(out, RET_K, 0, 0, value);
    }

    private static void statement(ByteBuffer out, short code, int jt, int jf, int k) {
        out.putShort(code).put((byte) jt).put((byte) jf).putInt(k);
    }
}
