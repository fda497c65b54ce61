package dfs

import "fmt"

// check verifies the identities that hold between the figures of any board
// size, as counted by orbits: an orbit of 8 boards has no symmetry, one of
// 4 is fixed by the half turn only, one of 2 by the quarter turns too. So
// Fix90 is twice the orbits of 2, Fix180 − Fix90 four times the orbits of
// 4 and Total − Fix180 eight times the orbits of 8; together these make
// the Burnside sum Total + Fix180 + 2·Fix90 a multiple of 8.
func (c Counts) check() error {
	if c.N == 1 {
		if c.Total != 1 || c.Fix90 != 1 || c.Fix180 != 1 {
			return checkErr(c.N, "counted as total %d, fix90 %d, fix180 %d; want 1, 1, 1", c.Total, c.Fix90, c.Fix180)
		}
		return nil
	}
	switch {
	case c.Fix90 > c.Fix180 || c.Fix180 > c.Total:
		return checkErr(c.N, "want fix90 ≤ fix180 ≤ total, got %d, %d, %d", c.Fix90, c.Fix180, c.Total)
	case c.Fix90%2 != 0:
		return checkErr(c.N, "fix90 = %d is odd", c.Fix90)
	case (c.Fix180-c.Fix90)%4 != 0:
		return checkErr(c.N, "fix180 − fix90 = %d is not a multiple of 4", c.Fix180-c.Fix90)
	case (c.Total-c.Fix180)%8 != 0:
		return checkErr(c.N, "total − fix180 = %d is not a multiple of 8", c.Total-c.Fix180)
	}
	return nil
}

// CheckError reports figures that fail an identity every count
// satisfies (see Counts): the counter, or a symmetry it relies on, is
// wrong. It is the counter's own check failing, not an I/O or internal
// error.
type CheckError struct {
	// N is the board size.
	N int
	// Msg says which identity fails, with the figures.
	Msg string
}

// Error formats e as "dfs: n = 8: fix90 = 3 is odd".
func (e *CheckError) Error() string { return fmt.Sprintf("dfs: n = %d: %s", e.N, e.Msg) }

func checkErr(n int, format string, a ...any) error {
	return &CheckError{N: n, Msg: fmt.Sprintf(format, a...)}
}
