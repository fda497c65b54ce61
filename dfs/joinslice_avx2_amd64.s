//go:build amd64 && !purego

#include "go_asm.h"
#include "textflag.h"

// ROW2 and MASK2 are ROW and MASK of joinslice_amd64.s: the row of the
// top half R9's group at bits 5g up (shifted by to bits 9 up) in the
// segment DI, and op applied to dst and the word of the mask table masks
// of DI that the field of R9 at bit from (bits wide) indexes.
#define ROW2(reg, shift, by, base) MOVQ R9, reg; shift $by, reg; ANDL $0x3e00, reg; LEAQ base(DI)(reg*1), reg
#define MASK2(from, bits, op, masks, dst) MOVQ R9, BX; SHRQ $from, BX; ANDL $bits, BX; op (masks)(DI)(BX*8), dst

// func countMid(segs *sliceSegment, used int, qs []uint64, sections bool) uint64
//
// countMid is countWide with AVX2 instead of AVX-512: each top half reads
// every segment in turn, its seven rows found once, its words four at a
// time (a block of 32 bytes of each row); the words of the block its
// masks do not name are cleared by a lane mask (the block's 4 bits of
// the mask broadcast, tested against 1, 2, 4, 8), and the zero bits
// counted by a lookup of each half byte (VPSHUFB). A byte of the sums
// counts at most 8 bits of each of a segment's 16 blocks, 128, so the
// sums stay in bytes until, after each segment, VPSADBW adds them up in
// the four words of Y12, twice for a top half of weight 2.
//
// Registers: SI the next top half, R9 the top half, DI its segment, CX
// that segment's place (in words from segs), DX its words there, R8 R10
// R11 R12 R13 R14 AX its seven rows in the first segment, BX the first
// bit of the block (then its word), R15 scratch; Y15 the table of the
// bits of a half byte, Y14 the half-byte mask, Y13 zero, Y12 the total,
// Y11 the lanes' bits 1, 2, 4, 8, Y3 the byte sums, Y5 the lane mask.
// On the stack: 0(SP) the end of qs, 8(SP) the end of the segments (in
// words), 16(SP) segs.
TEXT ·countMid(SB), NOSPLIT, $24-56
	MOVQ segs+0(FP), DI
	MOVQ DI, 16(SP)
	MOVQ used+8(FP), AX
	IMULQ $(sliceSegment__size/8), AX
	MOVQ AX, 8(SP)
	MOVQ qs_base+16(FP), SI
	MOVQ qs_len+24(FP), CX
	LEAQ (SI)(CX*8), CX
	MOVQ CX, 0(SP)

	// The bits set in each value of a half byte, in both 16-byte lanes.
	MOVQ        $0x0302020102010100, AX
	VMOVQ       AX, X15
	MOVQ        $0x0403030203020201, AX
	VPINSRQ     $1, AX, X15, X15
	VINSERTI128 $1, X15, Y15, Y15
	MOVQ         $0x0f0f0f0f0f0f0f0f, AX
	VMOVQ        AX, X14
	VPBROADCASTQ X14, Y14
	// The lanes' bits: 1, 2 in the low 16 bytes, 4, 8 in the high.
	MOVQ        $1, AX
	VMOVQ       AX, X11
	MOVQ        $2, AX
	VPINSRQ     $1, AX, X11, X11
	MOVQ        $4, AX
	VMOVQ       AX, X0
	MOVQ        $8, AX
	VPINSRQ     $1, AX, X0, X0
	VINSERTI128 $1, X0, Y11, Y11
	VPXOR Y13, Y13, Y13
	VPXOR Y12, Y12, Y12

next:
	CMPQ SI, 0(SP)
	JAE  done
	MOVQ (SI), R9
	ADDQ $8, SI
	MOVQ 16(SP), DI

	// Its rows: row 32g + v of group g's value v, 512 bytes a row.
	ROW2(R8, SHLQ, 9, 0)
	ROW2(R10, SHLQ, 4, 16384)
	ROW2(R11, SHRQ, 1, 32768)
	ROW2(R12, SHRQ, 6, 49152)
	ROW2(R13, SHRQ, 11, 65536)
	ROW2(R14, SHRQ, 16, 81920)
	ROW2(AX, SHRQ, 21, 98304)
	XORQ CX, CX

segment:
	// The words of the columns x3 the top half leaves free.
	MASK2(35, 31, MOVQ, sliceSegment_masks, DX)
	MASK2(40, 15, ORQ, sliceSegment_masks+256, DX)

	// Of those, the words of the sections of its columns x2.
	CMPB sections+40(FP), $0
	JEQ  weighed
	MASK2(44, 31, MOVQ, sliceSegment_cols, R15)
	MASK2(49, 15, ORQ, sliceSegment_cols+256, R15)
	ANDQ R15, DX

weighed:
	// A top half with a queen on a long diagonal reads the free words.
	MOVQ R9, BX
	SHRQ $53, BX
	JZ   masked
	ANDQ sliceSegment_free(DI), DX

masked:
	TESTQ DX, DX
	JZ    segmentDone
	VPXOR Y3, Y3, Y3

block:
	// The block of the lowest word left, its words to read as lanes of
	// all ones in Y5.
	TZCNTQ       DX, BX
	ANDL         $0x3c, BX
	SHRXQ        BX, DX, R15
	VMOVQ        R15, X5
	VPBROADCASTQ X5, Y5
	VPAND        Y11, Y5, Y5
	VPCMPEQQ     Y11, Y5, Y5
	MOVL         $0xf, R15
	SHLXQ        BX, R15, R15
	ANDNQ        DX, R15, DX
	ADDQ         CX, BX

	// Its words of the seven rows, OR-ed, complemented and masked: the
	// keys that share no bit with the top half's.
	VMOVDQU (R8)(BX*8), Y0
	VPOR    (R10)(BX*8), Y0, Y0
	VPOR    (R11)(BX*8), Y0, Y0
	VPOR    (R12)(BX*8), Y0, Y0
	VPOR    (R13)(BX*8), Y0, Y0
	VPOR    (R14)(BX*8), Y0, Y0
	VPOR    (AX)(BX*8), Y0, Y0
	VPANDN  Y5, Y0, Y0

	// Their bits, byte by byte.
	VPSRLQ  $4, Y0, Y2
	VPAND   Y14, Y0, Y0
	VPAND   Y14, Y2, Y2
	VPSHUFB Y0, Y15, Y0
	VPSHUFB Y2, Y15, Y2
	VPADDB  Y2, Y0, Y0
	VPADDB  Y0, Y3, Y3
	TESTQ   DX, DX
	JNZ     block

	VPSADBW Y13, Y3, Y3
	VPADDQ  Y3, Y12, Y12
	MOVQ    R9, BX
	SHRQ    $53, BX
	CMPQ    BX, $2
	JNE     segmentDone
	VPADDQ  Y3, Y12, Y12

segmentDone:
	ADDQ $(sliceSegment__size/8), CX
	ADDQ $sliceSegment__size, DI
	CMPQ CX, 8(SP)
	JB   segment
	JMP  next

done:
	VEXTRACTI128 $1, Y12, X1
	VPADDQ       X1, X12, X1
	VPSHUFD      $0x4e, X1, X2
	VPADDQ       X2, X1, X1
	VMOVQ        X1, AX
	VZEROUPPER
	MOVQ         AX, ret+48(FP)
	RET

// func rowOnesMid(r0, r1, r2, r3, r4, r5 *uint64, words int) int
//
// rowOnesMid returns the number of set bits of the union of the six rows
// from r0, ..., r5, word by word, over their first words words (a
// multiple of 4), with AVX2: a block of 4 words of each row at a time,
// OR-ed, its bits counted by a lookup of each half byte (VPSHUFB) and
// added up by VPSADBW into the four words of Y12.
//
// Registers: R8 R9 R10 R11 R12 R13 the rows, BX the block's place in
// bytes, CX the blocks left; Y15 the table of the bits of a half byte,
// Y14 the half-byte mask, Y13 zero, Y12 the sums.
TEXT ·rowOnesMid(SB), NOSPLIT, $0-64
	MOVQ r0+0(FP), R8
	MOVQ r1+8(FP), R9
	MOVQ r2+16(FP), R10
	MOVQ r3+24(FP), R11
	MOVQ r4+32(FP), R12
	MOVQ r5+40(FP), R13
	MOVQ words+48(FP), CX
	SHRQ $2, CX
	XORQ BX, BX

	MOVQ         $0x0302020102010100, AX
	VMOVQ        AX, X15
	MOVQ         $0x0403030203020201, AX
	VPINSRQ      $1, AX, X15, X15
	VINSERTI128  $1, X15, Y15, Y15
	MOVQ         $0x0f0f0f0f0f0f0f0f, AX
	VMOVQ        AX, X14
	VPBROADCASTQ X14, Y14
	VPXOR        Y13, Y13, Y13
	VPXOR        Y12, Y12, Y12
	TESTQ        CX, CX
	JZ           rowsDone

rowsBlock:
	VMOVDQU (R8)(BX*1), Y0
	VPOR    (R9)(BX*1), Y0, Y0
	VPOR    (R10)(BX*1), Y0, Y0
	VPOR    (R11)(BX*1), Y0, Y0
	VPOR    (R12)(BX*1), Y0, Y0
	VPOR    (R13)(BX*1), Y0, Y0
	VPSRLQ  $4, Y0, Y2
	VPAND   Y14, Y0, Y0
	VPAND   Y14, Y2, Y2
	VPSHUFB Y0, Y15, Y0
	VPSHUFB Y2, Y15, Y2
	VPADDB  Y2, Y0, Y0
	VPSADBW Y13, Y0, Y0
	VPADDQ  Y0, Y12, Y12
	ADDQ    $32, BX
	DECQ    CX
	JNZ     rowsBlock

rowsDone:
	VEXTRACTI128 $1, Y12, X1
	VPADDQ       X1, X12, X1
	VPSHUFD      $0x4e, X1, X2
	VPADDQ       X2, X1, X1
	VMOVQ        X1, AX
	VZEROUPPER
	MOVQ         AX, ret+56(FP)
	RET
