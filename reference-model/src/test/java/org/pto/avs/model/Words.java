package org.pto.avs.model;

import org.pto.avs.device.ProgramWord;

/** Encodings of the subset's forms, written from the spec's field tables (semantics §2 and 3). */
final class Words {

    static final int BSTOP = 0x00000001;
    static final int C_BSTOP = 0x0000;
    static final int C_B_DIMI = 0xC03C;

    /** BSTART.TEPL TADD FP64, TADD U64 (semantics §3). */
    static final int TADD_FP64 = 0x00019181;

    static final int TADD_U64 = 0xC0019181;
    static final int TLOAD_FP64 = 0x00011181;
    static final int TLOAD_S64 = 0x80011181;
    static final int TLOAD_U64 = 0xC0011181;
    static final int TSTORE_U64 = 0xC0111181;

    static final int S64 = 16;
    static final int U64 = 24;
    static final int U8 = 27;

    private Words() {}

    static int bios(int id, int sizeCode, int peMode) {
        return 0x00001013 | id << 20 | sizeCode << 15 | peMode << 9;
    }

    static int biot(int tile, int last, int peMode) {
        return 0x00005013 | tile << 20 | last << 19 | peMode << 9;
    }

    static int assemble(boolean init, boolean last, int regSrc, int uimm11, int parentSizeCode) {
        return 0x00001053
                | (init ? 1 << 31 : 0)
                | uimm11 << 20
                | regSrc << 15
                | (last ? 1 << 11 : 0)
                | parentSizeCode << 7;
    }

    /** B.ASSEMBLE INIT_LAST, R0, offset 0, a parent of {@code parentSizeCode}. */
    static int initLast(int parentSizeCode) {
        return assemble(true, true, 0, 0, parentSizeCode);
    }

    /** B.DIM LBn, R<regSrc>, uimm17. */
    static int dim(int bound, int regSrc, int uimm17) {
        return 0x00000043 | bound << 12 | regSrc << 15 | (uimm17 & 0xFFF) << 20 | ((uimm17 >>> 12) & 0x1F) << 7;
    }

    static int addi(int regDst, int srcL, int uimm12) {
        return 0x00000015 | uimm12 << 20 | srcL << 15 | regDst << 7;
    }

    static int tload(int dataType) {
        return 0x00011181 | dataType << 27;
    }

    static int tstore(int dataType) {
        return 0x00111181 | dataType << 27;
    }

    static int tepl(int dataType, int mode, int function) {
        return 0x00019181 | dataType << 27 | mode << 25 | function << 20;
    }

    /** B.CATR with its six one-bit fields (semantics §3). */
    static int catr(int trap, int atom, int aq, int rl, int far, int dr) {
        return 0x00000023 | rl << 15 | aq << 16 | atom << 17 | far << 18 | trap << 19 | dr << 26;
    }

    /** B.DATR (semantics §3). */
    static int datr(int dataType, int layout, int pad, int cmode, int rmode, int sat, int canonicalize) {
        return 0x00001023
                | layout << 7
                | rmode << 15
                | dataType << 20
                | canonicalize << 25
                | sat << 26
                | pad << 27
                | cmode << 29;
    }

    /** The ordinary B.HINT (semantics §3). */
    static int hint(int valid, int likely, int temperature, int prefetch) {
        return 0x00000033 | valid << 15 | likely << 16 | temperature << 17 | prefetch << 20;
    }

    static final int TRACE_BEGIN = 0x00001033;
    static final int TRACE_END = 0x00009033;

    static ProgramWord w32(int bits) {
        return ProgramWord.of32(bits);
    }
}
