//go:build amd64 && !purego

#include "go_asm.h"
#include "textflag.h"

// ROW(reg, shift, by, base) sets reg to the row of the top half R9's
// group at bits 5g up (shifted by to bits 9 up) in the segment DI: row
// 32g + v, base = 32g · 512 bytes on, 512 bytes a row.
#define ROW(reg, shift, by, base) MOVQ R9, reg; shift $by, reg; ANDL $0x3e00, reg; LEAQ base(DI)(reg*1), reg

// MASK(from, bits, op, masks, dst) applies op to dst and the word of the
// mask table masks of the segment DI that the field of R9 at bit from
// (bits wide) indexes.
#define MASK(from, bits, op, masks, dst) MOVQ R9, BX; SHRQ $from, BX; ANDL $bits, BX; op (masks)(DI)(BX*8), dst

// func countWide(segs *sliceSegment, used int, qs []uint64, sections bool) uint64
//
// countWide is the sum of sliceSegment.countScalar over the used
// segments from segs on, one after another in memory, with AVX-512:
// each top half reads every segment in turn, its seven rows found once
// (a row's place in a segment is the same in all), its words eight at a
// time, a block of 64 bytes of each of its rows, those of the block its
// masks do not name zeroed by a mask register, and the zero bits of the
// block counted by a lookup of each half byte (VPSHUFB). A byte of the
// sums counts at most 8 bits of a segment's 8 blocks, 64, so the sums
// stay in bytes until, after each segment, VPSADBW adds them up in the
// eight words of Z28, twice for a top half of weight 2.
//
// Registers: SI the next top half, R9 the top half, DI its segment, CX
// that segment's place (in words from segs), DX its words there, R8 R10
// R11 R12 R13 R14 AX its seven rows in the first segment, BX the first
// bit of the block (then its word), R15 scratch; Z30 the half-byte mask,
// Z31 the table of the bits of a half byte, Z27 zero, Z3 the byte sums,
// Z28 the total. On the stack: 0(SP) the end of qs, 8(SP) the end of the
// segments (in words), 16(SP) segs.
TEXT ·countWide(SB), NOSPLIT, $24-56
	MOVQ segs+0(FP), DI
	MOVQ DI, 16(SP)
	MOVQ used+8(FP), AX
	IMULQ $(sliceSegment__size/8), AX
	MOVQ AX, 8(SP)
	MOVQ qs_base+16(FP), SI
	MOVQ qs_len+24(FP), CX
	LEAQ (SI)(CX*8), CX
	MOVQ CX, 0(SP)

	// The bits set in each value of a half byte, in each 16-byte lane.
	MOVQ       $0x0302020102010100, AX
	VMOVQ      AX, X4
	MOVQ       $0x0403030203020201, AX
	VPINSRQ    $1, AX, X4, X4
	VSHUFI64X2 $0, Z4, Z4, Z31
	MOVQ  $0x0f0f0f0f0f0f0f0f, AX
	VPBROADCASTQ AX, Z30
	VPXORQ Z27, Z27, Z27
	VPXORQ Z28, Z28, Z28

next:
	CMPQ SI, 0(SP)
	JAE  done
	MOVQ (SI), R9
	ADDQ $8, SI
	MOVQ 16(SP), DI

	// Its rows: row 32g + v of group g's value v, 512 bytes a row.
	ROW(R8, SHLQ, 9, 0)
	ROW(R10, SHLQ, 4, 16384)
	ROW(R11, SHRQ, 1, 32768)
	ROW(R12, SHRQ, 6, 49152)
	ROW(R13, SHRQ, 11, 65536)
	ROW(R14, SHRQ, 16, 81920)
	ROW(AX, SHRQ, 21, 98304)
	XORQ CX, CX

segment:
	// The words of the columns x3 the top half leaves free.
	MASK(35, 31, MOVQ, sliceSegment_masks, DX)
	MASK(40, 15, ORQ, sliceSegment_masks+256, DX)

	// Of those, the words of the sections of its columns x2.
	CMPB sections+40(FP), $0
	JEQ  weighed
	MASK(44, 31, MOVQ, sliceSegment_cols, R15)
	MASK(49, 15, ORQ, sliceSegment_cols+256, R15)
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
	VPXORQ Z3, Z3, Z3

block:
	// The block of the lowest word left, its words to read in K1.
	TZCNTQ DX, BX
	ANDL   $0x38, BX
	SHRXQ  BX, DX, R15
	KMOVW  R15, K1
	MOVL   $0xff, R15
	SHLXQ  BX, R15, R15
	ANDNQ  DX, R15, DX
	ADDQ   CX, BX

	// Its words of the seven rows, OR-ed, complemented: the keys that
	// share no bit with the top half's.
	VMOVDQU64 (R8)(BX*8), Z0
	VMOVDQU64 (R10)(BX*8), Z1
	VPTERNLOGQ $0xfe, (R11)(BX*8), Z1, Z0
	VMOVDQU64 (R12)(BX*8), Z1
	VPTERNLOGQ $0xfe, (R13)(BX*8), Z1, Z0
	VMOVDQU64 (R14)(BX*8), Z1
	VPTERNLOGQ.Z $0x01, (AX)(BX*8), Z1, K1, Z0

	// Their bits, byte by byte.
	VPSRLQ  $4, Z0, Z2
	VPANDQ  Z30, Z0, Z0
	VPANDQ  Z30, Z2, Z2
	VPSHUFB Z0, Z31, Z0
	VPSHUFB Z2, Z31, Z2
	VPADDB  Z2, Z0, Z0
	VPADDB  Z0, Z3, Z3
	TESTQ   DX, DX
	JNZ     block

	VPSADBW Z27, Z3, Z3
	VPADDQ  Z3, Z28, Z28
	MOVQ    R9, BX
	SHRQ    $53, BX
	CMPQ    BX, $2
	JNE     segmentDone
	VPADDQ  Z3, Z28, Z28

segmentDone:
	ADDQ $(sliceSegment__size/8), CX
	ADDQ $sliceSegment__size, DI
	CMPQ CX, 8(SP)
	JB   segment
	JMP  next

done:
	VMOVDQA64     Z28, Z0
	VEXTRACTI64X4 $1, Z0, Y1
	VPADDQ        Y1, Y0, Y1
	VEXTRACTI128  $1, Y1, X2
	VPADDQ        X2, X1, X1
	VPSHUFD       $0x4e, X1, X2
	VPADDQ        X2, X1, X1
	VMOVQ         X1, AX
	VZEROUPPER
	MOVQ          AX, ret+48(FP)
	RET

// KEEP stores from DI on the unions x | y (Z1 | Z3) of the lanes K2
// names, packed together, and moves DI past them.
#define KEEP VPORQ Z1, Z3, Z3; VPCOMPRESSQ Z3, K2, Z4; VMOVDQU64 Z4, (DI); KMOVW K2, R13; POPCNTL R13, R13; LEAQ (DI)(R13*8), DI

// func joinPairsWide(a, b []uint64, avoid uint64, out *uint64) int
//
// joinPairsWide writes from out on the unions x | y of joinPairs, eight
// y of b tested at a time (VPTESTNMQ) and those that pass packed
// together (VPCOMPRESSQ), and returns their number. Each group of eight
// is stored whole, so out must have room for 7 words more than the
// pairs that pass.
//
// Registers: SI the next x of a, CX the end of a, R8 b, R12 its whole
// groups of eight, R14 the rest, K3 the rest's lanes, R10 avoid, DI the
// next word of out, R11 its first; Z5 avoid, Z1 x, Z2 x | avoid.
TEXT ·joinPairsWide(SB), NOSPLIT, $0-72
	MOVQ a_base+0(FP), SI
	MOVQ a_len+8(FP), CX
	LEAQ (SI)(CX*8), CX
	MOVQ b_base+24(FP), R8
	MOVQ b_len+32(FP), R12
	MOVQ R12, R14
	SHRQ $3, R12
	ANDL $7, R14
	MOVL $1, AX
	SHLXL R14, AX, AX
	DECL AX
	KMOVW AX, K3
	MOVQ avoid+48(FP), R10
	VPBROADCASTQ R10, Z5
	MOVQ out+56(FP), DI
	MOVQ DI, R11

pairsNext:
	CMPQ SI, CX
	JAE  pairsDone
	MOVQ (SI), AX
	ADDQ $8, SI
	TESTQ R10, AX
	JNZ  pairsNext
	VPBROADCASTQ AX, Z1
	VPORQ Z5, Z1, Z2
	MOVQ R8, BX
	MOVQ R12, DX
	TESTQ DX, DX
	JZ   pairsRest

pairsGroup:
	VMOVDQU64   (BX), Z3
	VPTESTNMQ   Z2, Z3, K2
	KEEP
	ADDQ        $64, BX
	DECQ        DX
	JNZ         pairsGroup

pairsRest:
	TESTQ R14, R14
	JZ    pairsNext
	VMOVDQU64.Z (BX), K3, Z3
	VPTESTNMQ   Z2, Z3, K3, K2
	KEEP
	JMP         pairsNext

pairsDone:
	SUBQ R11, DI
	SHRQ $3, DI
	VZEROUPPER
	MOVQ DI, ret+64(FP)
	RET

// One bit row: the keys with bit i of the byte of Z16 in the value of
// Z9's bytes (1<<i), stored at DI, the next row 512 bytes on.
#define BITROW VPTESTMB Z9, Z16, K1; KMOVQ K1, R9; MOVQ R9, (DI); ADDQ $512, DI; VPADDB Z9, Z9, Z9; DECQ CX; JZ bitsDone

// BYTES(keys, out) sets the 8 bytes of out to the byte of the 8 keys of
// keys that starts at bit X10.
#define BYTES(keys, out) VPSRLQ X10, keys, Z8; VPMOVQB Z8, out

// func bitRowsWide(keys *uint64, out *uint64, width int)
//
// bitRowsWide turns the 64 keys from keys on their side, as far as
// their bits 0..width−1 go (width ≤ 64, none for 0): bit i of the word at out +
// 512·b is bit b of key i. Each byte of the keys' bits, one byte a key
// (VPMOVQB), is tested against each of its bits in every byte
// (VPTESTMB), which gives a row whole.
//
// Registers: SI the keys, DI the next row, CX the rows left, R8 the
// byte's first bit; Z0..Z7 the keys, Z16 their byte, Z9 the bit tested.
TEXT ·bitRowsWide(SB), NOSPLIT, $0-24
	MOVQ keys+0(FP), SI
	MOVQ out+8(FP), DI
	MOVQ width+16(FP), CX
	TESTQ CX, CX
	JLE   bitsNone
	VMOVDQU64 0(SI), Z0
	VMOVDQU64 64(SI), Z1
	VMOVDQU64 128(SI), Z2
	VMOVDQU64 192(SI), Z3
	VMOVDQU64 256(SI), Z4
	VMOVDQU64 320(SI), Z5
	VMOVDQU64 384(SI), Z6
	VMOVDQU64 448(SI), Z7
	MOVL $0x01010101, AX
	XORQ R8, R8

bitsByte:
	VMOVQ   R8, X10
	BYTES(Z0, X16)
	BYTES(Z1, X17)
	BYTES(Z2, X18)
	BYTES(Z3, X19)
	BYTES(Z4, X20)
	BYTES(Z5, X21)
	BYTES(Z6, X22)
	BYTES(Z7, X23)
	VPUNPCKLQDQ  X17, X16, X16
	VPUNPCKLQDQ  X19, X18, X18
	VPUNPCKLQDQ  X21, X20, X20
	VPUNPCKLQDQ  X23, X22, X22
	VINSERTI32X4 $1, X18, Z16, Z16
	VINSERTI32X4 $2, X20, Z16, Z16
	VINSERTI32X4 $3, X22, Z16, Z16
	VPBROADCASTD AX, Z9
	BITROW
	BITROW
	BITROW
	BITROW
	BITROW
	BITROW
	BITROW
	BITROW
	ADDQ $8, R8
	JMP  bitsByte

bitsDone:
	VZEROUPPER

bitsNone:
	RET
