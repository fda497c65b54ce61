//go:build amd64 && !purego

package dfs

import "golang.org/x/sys/cpu"

// haveWide says whether the CPU runs the loops of joinslice_amd64.s
// (countWide, joinPairsWide, bitRowsWide): AVX-512 F, BW and VL (their
// registers saved by the system) and BMI1 and BMI2.
var haveWide = cpu.X86.HasAVX512F && cpu.X86.HasAVX512BW && cpu.X86.HasAVX512VL && cpu.X86.HasBMI1 && cpu.X86.HasBMI2

// haveMid says whether the CPU runs the loops of joinslice_avx2_amd64.s
// (countMid, joinPairsMid, rowOnesMid, bitRowsMid):
// AVX2 (its registers saved by the system) and BMI1 and BMI2. Where
// haveWide holds too, countWide runs instead.
var haveMid = cpu.X86.HasAVX2 && cpu.X86.HasBMI1 && cpu.X86.HasBMI2

// bitRowsMid is bitRowsWide with AVX2 (joinslice_avx2_amd64.s), 32 keys
// at a time; only haveMid says whether it may run.
//
//go:noescape
func bitRowsMid(keys *uint64, out *uint64, width int)

// countMid is countWide with AVX2, four words at a time
// (joinslice_avx2_amd64.s); only haveMid says whether it may run.
//
//go:noescape
func countMid(segs *sliceSegment, used int, qs []uint64, sections bool) uint64

// rowOnesMid returns the set bits of the union of the six rows from r0,
// ..., r5 over their first words words (a multiple of 4), four words at a
// time, with AVX2 (joinslice_avx2_amd64.s); only haveMid says whether it
// may run.
//
//go:noescape
func rowOnesMid(r0, r1, r2, r3, r4, r5 *uint64, words int) int

// joinPairsMid is joinPairs four pairs at a time, with AVX2
// (joinslice_avx2_amd64.s): it writes the pairs that pass from out on and
// returns their number; out must have room for 3 more. Only haveMid says
// whether it may run.
//
//go:noescape
func joinPairsMid(a, b []uint64, avoid uint64, out *uint64) int

// countWide is the sum of sliceSegment.countScalar over the used
// segments from segs on (those of one slice), eight words at a time, with
// AVX-512 (joinslice_amd64.s); only haveWide says whether it may run.
//
//go:noescape
func countWide(segs *sliceSegment, used int, qs []uint64, sections bool) uint64

// joinPairsWide is joinPairs eight pairs at a time, with AVX-512
// (joinslice_amd64.s): it writes the pairs that pass from out on and
// returns their number; out must have room for 7 more.
//
//go:noescape
func joinPairsWide(a, b []uint64, avoid uint64, out *uint64) int

// bitRowsWide is transposeRows with AVX-512 (joinslice_amd64.s), for the
// 64 keys from keys and bits 0..width−1 (width ≤ 64; none for 0): bit i of the
// word at out + 512·b (bitRows[b][w] for out at bitRows[0][w]) is bit b
// of key i.
//
//go:noescape
func bitRowsWide(keys *uint64, out *uint64, width int)
