//go:build !race

package dfs

// raceEnabled reports whether the tests run under the race detector, which
// slows the searches some tenfold.
const raceEnabled = false
