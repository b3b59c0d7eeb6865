package org.pto.avs.mutant;

import org.pto.avs.device.ProgramWord;
import org.pto.avs.isa.Assembler;
import org.pto.avs.isa.AssemblyException;
import org.pto.avs.isa.Catalog;

/** Encodings of the subset's forms, written from the spec's field tables (semantics §2 and §3). */
public final class Words {

    private static final Assembler ASSEMBLER = new Assembler(Catalog.standard());

    public static final int TADD_FP64 = 0x00019181;
    public static final int TADD_U64 = 0xC0019181;
    public static final int TLOAD_S64 = 0x80011181;
    public static final int TLOAD_U64 = 0xC0011181;
    public static final int TSTORE_U64 = 0xC0111181;
    public static final int BSTOP = 0x00000001;
    /** B.IOT T0, L=1, mask=1100 (semantics §6, MASK-CONSISTENCY-001). */
    public static final int BIOT_1100 = 0x00085A13;

    private Words() {}

    /** One line of canonical assembly, assembled by the catalog's assembler. */
    public static ProgramWord asm(String line) {
        try {
            return ASSEMBLER.assemble(line);
        } catch (AssemblyException e) {
            throw new IllegalArgumentException(line + ": " + e.getMessage(), e);
        }
    }

    /** B.IOS: {@code 0x00001013 | id<<20 | size<<15 | pemode<<9}. */
    public static int bios(int id, int sizeCode, int peMode) {
        return 0x00001013 | id << 20 | sizeCode << 15 | peMode << 9;
    }

    /** B.IOT SrcTile0, mask, L, the one-source form: {@code 0x00005013 | srcTile0<<20 | L<<19 | pemode<<9}. */
    public static int biot(int srcTile0, boolean last, int peMode) {
        return 0x00005013 | srcTile0 << 20 | (last ? 1 << 19 : 0) | peMode << 9;
    }

    /** B.DIM LBn, R<regSrc>, uimm17. */
    public static int dim(int bound, int regSrc, int uimm17) {
        return 0x00000043 | bound << 12 | regSrc << 15 | (uimm17 & 0xFFF) << 20 | ((uimm17 >>> 12) & 0x1F) << 7;
    }

    /** C.B.DIMI imm8, ->LB{@code loopNest}, a 16-bit word: {@code 0x003C | loopNest<<14 | imm8<<6}. */
    public static int cBDimi(int loopNest, int imm8) {
        return 0x003C | loopNest << 14 | imm8 << 6;
    }

    /** B.IOR R{@code src0}, R{@code src1}, R{@code src2}, ->R{@code dst}. */
    public static int bior(int dst, int src0, int src1, int src2) {
        return 0x00000013 | dst << 7 | src0 << 15 | src1 << 20 | src2 << 27;
    }

    /** ADDI RegDst, SrcL, uimm12: the subset's body-entry instruction. */
    public static int addi(int regDst, int srcL, int uimm12) {
        return 0x00000015 | uimm12 << 20 | srcL << 15 | regDst << 7;
    }

    /** B.ASSEMBLE with the INIT and LAST bits, offset GPR[regSrc] + uimm11 cells, and ParentSizeCode. */
    public static int assemble(boolean init, boolean last, int regSrc, int uimm11, int parentSizeCode) {
        return 0x00001053
                | (init ? 1 << 31 : 0)
                | uimm11 << 20
                | regSrc << 15
                | (last ? 1 << 11 : 0)
                | parentSizeCode << 7;
    }

    /** B.ASSEMBLE INIT_LAST, R0, offset 0, a parent of the given SizeCode. */
    public static int initLast(int parentSizeCode) {
        return assemble(true, true, 0, 0, parentSizeCode);
    }
}
