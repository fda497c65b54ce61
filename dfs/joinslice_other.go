//go:build !amd64 || purego

package dfs

// haveWide and haveMid are false: only amd64 has the assembly loops.
const (
	haveWide = false
	haveMid  = false
)

// countMid is never called where haveMid is false.
func countMid(segs *sliceSegment, used int, qs []uint64, sections bool) uint64 {
	panic("dfs: countMid without AVX2")
}

// rowOnesMid is never called where haveMid is false.
func rowOnesMid(r0, r1, r2, r3, r4, r5 *uint64, words int) int {
	panic("dfs: rowOnesMid without AVX2")
}

// joinPairsMid is never called where haveMid is false.
func joinPairsMid(a, b []uint64, avoid uint64, out *uint64) int {
	panic("dfs: joinPairsMid without AVX2")
}

// countWide is never called where haveWide is false.
func countWide(segs *sliceSegment, used int, qs []uint64, sections bool) uint64 {
	panic("dfs: countWide without AVX-512")
}

// joinPairsWide is never called where haveWide is false.
func joinPairsWide(a, b []uint64, avoid uint64, out *uint64) int {
	panic("dfs: joinPairsWide without AVX-512")
}

// bitRowsWide is never called where haveWide is false.
func bitRowsWide(keys *uint64, out *uint64, width int) {
	panic("dfs: bitRowsWide without AVX-512")
}

// bitRowsMid is never called where haveMid is false.
func bitRowsMid(keys *uint64, out *uint64, width int) {
	panic("dfs: bitRowsMid without AVX2")
}
