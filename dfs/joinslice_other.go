//go:build !amd64 || purego

package dfs

// haveWide is false: only amd64 has countWide's assembly.
const haveWide = false

// countWide is never called where haveWide is false.
func countWide(sg *sliceSegment, qs []uint64, sections bool) uint64 {
	return sg.countScalar(qs, sections)
}

// joinPairsWide is never called where haveWide is false.
func joinPairsWide(a, b []uint64, avoid uint64, out *uint64) int {
	panic("dfs: joinPairsWide without AVX-512")
}

// bitRowsWide is never called where haveWide is false.
func bitRowsWide(keys *uint64, out *uint64, width int) {
	panic("dfs: bitRowsWide without AVX-512")
}
