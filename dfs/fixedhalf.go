package dfs

import (
	"context"
	"math/bits"
)

// countHalfTurn is countFixed for the half turn, by bit sets: it fills
// the rows from the top, and a queen in row r, column c, comes with its
// image in row n−1−r, column n−1−c, both placed at once, as countFixed
// does. The columns, "/" diagonals (r+c) and "\" diagonals (c−r+n−1) of
// the queens placed are each a set the half turn maps onto itself, so
// the image is free exactly when its cell is, and the pair's only
// conflicts are with each other: the same column (c = n−1−c), "/"
// diagonal (r+c = n−1) or "\" diagonal (c = r). The middle row of an odd
// board is its own image: only the centre can hold its queen.
func countHalfTurn(ctx context.Context, n int) (uint64, error) {
	h := halfTurn{ctx: ctx, n: n, full: 1<<uint(n) - 1}
	c := h.place(0, 0, 0, 0)
	if h.err != nil {
		return 0, h.err
	}
	return c, nil
}

// halfTurn is the state of countHalfTurn.
type halfTurn struct {
	ctx   context.Context
	n     int
	full  uint64
	steps int
	err   error
}

// place returns the number of ways to fill rows r..n−1−r, the queens of
// the rows above and their images using the columns cols, the "/"
// diagonals slash and the "\" diagonals back.
func (h *halfTurn) place(r int, cols, slash, back uint64) uint64 {
	n, m := h.n, h.n-1
	if 2*r >= n {
		return 1
	}
	if h.steps++; h.steps%pollEvery == 0 {
		if h.err = h.ctx.Err(); h.err != nil {
			return 0
		}
	}
	// The columns of row r no queen attacks: "/" r+c, "\" c−r+n−1.
	free := h.full &^ (cols | slash>>uint(r) | back>>uint(m-r))
	if 2*r == m {
		return free >> uint(r) & 1 // the centre
	}
	// The cells whose image attacks them.
	free &^= 1<<uint(m-r) | 1<<uint(r)
	if n%2 == 1 {
		free &^= 1 << uint(m/2)
	}
	var count uint64
	for ; free != 0 && h.err == nil; free &= free - 1 {
		c := bits.TrailingZeros64(free)
		count += h.place(r+1,
			cols|1<<uint(c)|1<<uint(m-c),
			slash|1<<uint(r+c)|1<<uint(2*m-r-c),
			back|1<<uint(c-r+m)|1<<uint(r-c+m))
	}
	return count
}
