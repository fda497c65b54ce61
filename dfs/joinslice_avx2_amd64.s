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

// pairsKeep holds, for each mask of 4 lanes, the indices (of 32-bit
// halves, for VPERMD) that pack the lanes it names together, in order.
DATA pairsKeep<>+0(SB)/8, $0x0000000000000000
DATA pairsKeep<>+8(SB)/8, $0x0000000000000000
DATA pairsKeep<>+16(SB)/8, $0x0000000000000000
DATA pairsKeep<>+24(SB)/8, $0x0000000000000000
DATA pairsKeep<>+32(SB)/8, $0x0000000100000000
DATA pairsKeep<>+40(SB)/8, $0x0000000000000000
DATA pairsKeep<>+48(SB)/8, $0x0000000000000000
DATA pairsKeep<>+56(SB)/8, $0x0000000000000000
DATA pairsKeep<>+64(SB)/8, $0x0000000300000002
DATA pairsKeep<>+72(SB)/8, $0x0000000000000000
DATA pairsKeep<>+80(SB)/8, $0x0000000000000000
DATA pairsKeep<>+88(SB)/8, $0x0000000000000000
DATA pairsKeep<>+96(SB)/8, $0x0000000100000000
DATA pairsKeep<>+104(SB)/8, $0x0000000300000002
DATA pairsKeep<>+112(SB)/8, $0x0000000000000000
DATA pairsKeep<>+120(SB)/8, $0x0000000000000000
DATA pairsKeep<>+128(SB)/8, $0x0000000500000004
DATA pairsKeep<>+136(SB)/8, $0x0000000000000000
DATA pairsKeep<>+144(SB)/8, $0x0000000000000000
DATA pairsKeep<>+152(SB)/8, $0x0000000000000000
DATA pairsKeep<>+160(SB)/8, $0x0000000100000000
DATA pairsKeep<>+168(SB)/8, $0x0000000500000004
DATA pairsKeep<>+176(SB)/8, $0x0000000000000000
DATA pairsKeep<>+184(SB)/8, $0x0000000000000000
DATA pairsKeep<>+192(SB)/8, $0x0000000300000002
DATA pairsKeep<>+200(SB)/8, $0x0000000500000004
DATA pairsKeep<>+208(SB)/8, $0x0000000000000000
DATA pairsKeep<>+216(SB)/8, $0x0000000000000000
DATA pairsKeep<>+224(SB)/8, $0x0000000100000000
DATA pairsKeep<>+232(SB)/8, $0x0000000300000002
DATA pairsKeep<>+240(SB)/8, $0x0000000500000004
DATA pairsKeep<>+248(SB)/8, $0x0000000000000000
DATA pairsKeep<>+256(SB)/8, $0x0000000700000006
DATA pairsKeep<>+264(SB)/8, $0x0000000000000000
DATA pairsKeep<>+272(SB)/8, $0x0000000000000000
DATA pairsKeep<>+280(SB)/8, $0x0000000000000000
DATA pairsKeep<>+288(SB)/8, $0x0000000100000000
DATA pairsKeep<>+296(SB)/8, $0x0000000700000006
DATA pairsKeep<>+304(SB)/8, $0x0000000000000000
DATA pairsKeep<>+312(SB)/8, $0x0000000000000000
DATA pairsKeep<>+320(SB)/8, $0x0000000300000002
DATA pairsKeep<>+328(SB)/8, $0x0000000700000006
DATA pairsKeep<>+336(SB)/8, $0x0000000000000000
DATA pairsKeep<>+344(SB)/8, $0x0000000000000000
DATA pairsKeep<>+352(SB)/8, $0x0000000100000000
DATA pairsKeep<>+360(SB)/8, $0x0000000300000002
DATA pairsKeep<>+368(SB)/8, $0x0000000700000006
DATA pairsKeep<>+376(SB)/8, $0x0000000000000000
DATA pairsKeep<>+384(SB)/8, $0x0000000500000004
DATA pairsKeep<>+392(SB)/8, $0x0000000700000006
DATA pairsKeep<>+400(SB)/8, $0x0000000000000000
DATA pairsKeep<>+408(SB)/8, $0x0000000000000000
DATA pairsKeep<>+416(SB)/8, $0x0000000100000000
DATA pairsKeep<>+424(SB)/8, $0x0000000500000004
DATA pairsKeep<>+432(SB)/8, $0x0000000700000006
DATA pairsKeep<>+440(SB)/8, $0x0000000000000000
DATA pairsKeep<>+448(SB)/8, $0x0000000300000002
DATA pairsKeep<>+456(SB)/8, $0x0000000500000004
DATA pairsKeep<>+464(SB)/8, $0x0000000700000006
DATA pairsKeep<>+472(SB)/8, $0x0000000000000000
DATA pairsKeep<>+480(SB)/8, $0x0000000100000000
DATA pairsKeep<>+488(SB)/8, $0x0000000300000002
DATA pairsKeep<>+496(SB)/8, $0x0000000500000004
DATA pairsKeep<>+504(SB)/8, $0x0000000700000006
GLOBL pairsKeep<>(SB), RODATA|NOPTR, $512

// KEEP4 stores from DI on the unions x | y (Y1 | Y3) of the lanes of the
// mask R13, packed together (VPERMD by pairsKeep), and moves DI past them.
#define KEEP4 VPOR Y1, Y3, Y3; MOVQ R13, R15; SHLQ $5, R15; VMOVDQU (R9)(R15*1), Y6; VPERMD Y3, Y6, Y4; VMOVDQU Y4, (DI); POPCNTL R13, R13; LEAQ (DI)(R13*8), DI

// func joinPairsMid(a, b []uint64, avoid uint64, out *uint64) int
//
// joinPairsMid is joinPairsWide with AVX2: four y of b tested at a time
// (VPAND, VPCMPEQQ with zero, VMOVMSKPD) and those that pass packed
// together by a permutation of a table (VPERMD); the rest of b, fewer
// than four, loaded with a lane mask (VPMASKMOVQ). Each group of four
// is stored whole, so out must have room for 3 words more than the pairs
// that pass.
//
// Registers: SI the next x of a, CX the end of a, R8 b, R12 its whole
// groups of four, R14 the rest, Y7 the rest's lanes (R10 their mask bits),
// DI the next word of out, R11 its first, R9 pairsKeep, R13 a group's
// mask, R15 scratch; Y5 avoid, Y1 x, Y2 x | avoid, Y0 zero.
TEXT ·joinPairsMid(SB), NOSPLIT, $0-72
	MOVQ a_base+0(FP), SI
	MOVQ a_len+8(FP), CX
	LEAQ (SI)(CX*8), CX
	MOVQ b_base+24(FP), R8
	MOVQ b_len+32(FP), R12
	MOVQ R12, R14
	SHRQ $2, R12
	ANDL $3, R14
	// The rest's lanes: all ones in the lanes below R14.
	VMOVQ R14, X7
	VPBROADCASTQ X7, Y7
	MOVQ $0x0000000100000000, AX
	VMOVQ AX, X6
	MOVQ $0x0000000300000002, AX
	VPINSRQ $1, AX, X6, X6
	VPMOVZXDQ X6, Y6
	VPCMPGTQ Y6, Y7, Y7
	MOVL $1, R10
	SHLXL R14, R10, R10
	DECL R10
	MOVQ avoid+48(FP), AX
	VMOVQ AX, X5
	VPBROADCASTQ X5, Y5
	VPXOR Y0, Y0, Y0
	LEAQ pairsKeep<>(SB), R9
	MOVQ out+56(FP), DI
	MOVQ DI, R11

midNext:
	CMPQ SI, CX
	JAE  midDone
	MOVQ (SI), AX
	ADDQ $8, SI
	MOVQ avoid+48(FP), R15
	TESTQ R15, AX
	JNZ  midNext
	VMOVQ AX, X1
	VPBROADCASTQ X1, Y1
	VPOR Y5, Y1, Y2
	MOVQ R8, BX
	MOVQ R12, DX
	TESTQ DX, DX
	JZ   midRest

midGroup:
	VMOVDQU  (BX), Y3
	VPAND    Y2, Y3, Y4
	VPCMPEQQ Y0, Y4, Y4
	VMOVMSKPD Y4, R13
	KEEP4
	ADDQ     $32, BX
	DECQ     DX
	JNZ      midGroup

midRest:
	TESTQ R14, R14
	JZ    midNext
	VPMASKMOVQ (BX), Y7, Y3
	VPAND      Y2, Y3, Y4
	VPCMPEQQ   Y0, Y4, Y4
	VMOVMSKPD  Y4, R13
	ANDQ       R10, R13
	KEEP4
	JMP        midNext

midDone:
	SUBQ R11, DI
	SHRQ $3, DI
	VZEROUPPER
	MOVQ DI, ret+64(FP)
	RET

// bitShuf orders the bytes of two keys in a lane of 16 bytes byte by
// byte: the bytes 0 of the two keys, then their bytes 1, and so on.
DATA bitShuf<>+0(SB)/8, $0x0b030a0209010800
DATA bitShuf<>+8(SB)/8, $0x0f070e060d050c04
DATA bitShuf<>+16(SB)/8, $0x0b030a0209010800
DATA bitShuf<>+24(SB)/8, $0x0f070e060d050c04
GLOBL bitShuf<>(SB), RODATA|NOPTR, $32

// BITROW writes the row of bit 7−by of the byte plane P (byte p of P
// the byte of key p) at off(R9), the bits of 32 keys, and ends after
// the last row (R10 the rows left).
#define BITROW(P, by, off) VPSLLW $by, P, Y0; VPMOVMSKB Y0, AX; MOVL AX, off(R9); DECQ R10; JZ bitsHalfDone

// BITBYTE writes the eight rows of the byte plane P from R9 on, and moves
// R9 to the next byte's rows.
#define BITBYTE(P) \
	BITROW(P, 7, 0); BITROW(P, 6, 512); BITROW(P, 5, 1024); BITROW(P, 4, 1536); \
	BITROW(P, 3, 2048); BITROW(P, 2, 2560); BITROW(P, 1, 3072); BITROW(P, 0, 3584); \
	ADDQ $4096, R9

// BITLOAD loads the keys 2j, 2j+1 (at 16j) and 16+2j, 16+2j+1 (at
// 128+16j) of the 32 keys from SI into the two lanes of Y, each lane's
// bytes in bitShuf's order.
#define BITLOAD(off, X, Y) VMOVDQU off(SI), X; VINSERTI128 $1, (128+off)(SI), Y, Y; VPSHUFB bitShuf<>(SB), Y, Y

// func bitRowsMid(keys *uint64, out *uint64, width int)
//
// bitRowsMid is bitRowsWide with AVX2: for each 32 keys, the words of
// 16 bytes (two keys) of a lane are cut into their bytes and these woven
// together by unpacking words, double words and quad words, until a
// register holds one byte of all 32 keys, key p at byte p (a byte
// plane); then a shift of each byte moves bit 7−t of the byte to its top
// and VPMOVMSKB gathers the top bits of the 32 keys, half of a row:
// the keys 0..31 write the low 32 bits of each row, the keys 32..63 the
// high 32.
//
// Registers: SI the 32 keys, DI the rows of their half, R9 the next row,
// R10 the rows left, R11 the halves left, CX width; Y1..Y8 the keys and
// their weaving, Y8..Y15 the byte planes 0..7, Y0 scratch.
TEXT ·bitRowsMid(SB), NOSPLIT, $0-24
	MOVQ keys+0(FP), SI
	MOVQ out+8(FP), DI
	MOVQ width+16(FP), CX
	TESTQ CX, CX
	JLE   bitsMidNone
	MOVQ $2, R11

bitsHalf:
	// The keys 0..15 in the low lanes, 16..31 in the high ones, two by
	// two (Y1 holds 0, 1, 16, 17).
	BITLOAD(0, X1, Y1)
	BITLOAD(16, X2, Y2)
	BITLOAD(32, X3, Y3)
	BITLOAD(48, X4, Y4)
	BITLOAD(64, X5, Y5)
	BITLOAD(80, X6, Y6)
	BITLOAD(96, X7, Y7)
	BITLOAD(112, X8, Y8)
	// Words: of 4 keys, bytes 0..3 (low) and 4..7 (high).
	VPUNPCKHWD Y2, Y1, Y9
	VPUNPCKLWD Y2, Y1, Y1
	VPUNPCKHWD Y4, Y3, Y10
	VPUNPCKLWD Y4, Y3, Y3
	VPUNPCKHWD Y6, Y5, Y11
	VPUNPCKLWD Y6, Y5, Y5
	VPUNPCKHWD Y8, Y7, Y12
	VPUNPCKLWD Y8, Y7, Y7
	// Double words: of 8 keys, bytes 0, 1 (Y1, Y5), 2, 3 (Y2, Y6), 4, 5
	// (Y3, Y7), 6, 7 (Y4, Y8).
	VPUNPCKHDQ Y3, Y1, Y2
	VPUNPCKLDQ Y3, Y1, Y1
	VPUNPCKHDQ Y10, Y9, Y4
	VPUNPCKLDQ Y10, Y9, Y3
	VPUNPCKHDQ Y7, Y5, Y6
	VPUNPCKLDQ Y7, Y5, Y5
	VPUNPCKHDQ Y12, Y11, Y8
	VPUNPCKLDQ Y12, Y11, Y7
	// Quad words: the byte planes of the 32 keys (6 and 7 first, from Y8).
	VPUNPCKLQDQ Y8, Y4, Y14
	VPUNPCKHQDQ Y8, Y4, Y15
	VPUNPCKLQDQ Y5, Y1, Y8
	VPUNPCKHQDQ Y5, Y1, Y9
	VPUNPCKLQDQ Y6, Y2, Y10
	VPUNPCKHQDQ Y6, Y2, Y11
	VPUNPCKLQDQ Y7, Y3, Y12
	VPUNPCKHQDQ Y7, Y3, Y13
	MOVQ DI, R9
	MOVQ CX, R10
	BITBYTE(Y8)
	BITBYTE(Y9)
	BITBYTE(Y10)
	BITBYTE(Y11)
	BITBYTE(Y12)
	BITBYTE(Y13)
	BITBYTE(Y14)
	BITBYTE(Y15)

bitsHalfDone:
	ADDQ $256, SI
	ADDQ $4, DI
	DECQ R11
	JNZ  bitsHalf
	VZEROUPPER

bitsMidNone:
	RET
