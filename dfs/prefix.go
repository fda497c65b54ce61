package dfs

import (
	"context"
	"fmt"
	"math/bits"

	"github.com/nqcheck/nqcheck/board"
)

// SolutionsFrom calls visit with every solution of the n-queens problem
// whose first len(prefix) rows hold their queens in the 0-based columns of
// prefix, in lexicographic order, until visit returns false; it is the
// search of Solutions started below the prefix. A prefix with two queens
// on one line, or a column off the board, has no solutions. The solution
// passed to visit is reused: clone it to keep it. SolutionsFrom reports
// whether the search ran to the end.
func SolutionsFrom(n int, prefix board.Solution, visit func(board.Solution) bool) bool {
	return solutionsFrom(nil, n, prefix, visit)
}

// SolutionsFromContext is SolutionsFrom stopped by ctx as well: the search
// looks at ctx every few thousand nodes, not only at a solution (a cube
// of a large board may hold none for minutes), and returns ctx.Err()
// when it stopped for it.
func SolutionsFromContext(ctx context.Context, n int, prefix board.Solution, visit func(board.Solution) bool) (bool, error) {
	p := newPoller(ctx)
	all := solutionsFrom(p, n, prefix, visit)
	return all, p.err()
}

func solutionsFrom(p *poller, n int, prefix board.Solution, visit func(board.Solution) bool) bool {
	if n < 1 || len(prefix) > n {
		return true
	}
	s := &search{
		n:     n,
		cols:  make(board.Solution, n),
		col:   make([]bool, n),
		diag:  make([]bool, 2*n-1),
		anti:  make([]bool, 2*n-1),
		visit: visit,
		poll:  p,
	}
	for r, c := range prefix {
		if c < 0 || c >= n {
			return true
		}
		d, a := r-c+n-1, r+c
		if s.col[c] || s.diag[d] || s.anti[a] {
			return true
		}
		s.cols[r] = c
		s.col[c], s.diag[d], s.anti[a] = true, true, true
	}
	return s.place(len(prefix))
}

// SolutionsIterativeFrom is SolutionsIterative restricted to the
// solutions whose first rows hold their queens in the columns of prefix,
// in lexicographic order: the explicit-stack search started with the
// prefix's rows on the stack and never popped below them. A prefix with
// two queens on one line, or a column off the board, has no solutions. It
// panics if n exceeds MaxIterativeN.
func SolutionsIterativeFrom(n int, prefix board.Solution, visit func(board.Solution) bool) bool {
	return solutionsIterativeFrom(nil, n, prefix, visit)
}

// SolutionsIterativeFromContext is SolutionsIterativeFrom stopped by ctx
// as well, as SolutionsFromContext is.
func SolutionsIterativeFromContext(ctx context.Context, n int, prefix board.Solution, visit func(board.Solution) bool) (bool, error) {
	p := newPoller(ctx)
	all := solutionsIterativeFrom(p, n, prefix, visit)
	return all, p.err()
}

func solutionsIterativeFrom(p *poller, n int, prefix board.Solution, visit func(board.Solution) bool) bool {
	if n < 1 || len(prefix) > n {
		return true
	}
	if n > MaxIterativeN {
		panic(fmt.Sprintf("dfs: SolutionsIterative: n = %d exceeds %d", n, MaxIterativeN))
	}
	all := ^uint64(0) >> (64 - n)
	type frame struct {
		cols, down, up uint64 // attacked squares of this row
		untried        uint64 // free columns of this row not yet tried
	}
	placed := make(board.Solution, n)
	var cols, down, up uint64 // squares of the next row attacked by the prefix
	for r, c := range prefix {
		if c < 0 || c >= n {
			return true
		}
		bit := uint64(1) << c
		if (cols|down|up)&bit != 0 {
			return true
		}
		placed[r] = c
		cols |= bit
		down = ((down | bit) << 1) & all
		up = (up | bit) >> 1
	}
	k := len(prefix)
	if k == n {
		return visit(placed)
	}
	stack := make([]frame, n)
	stack[k] = frame{cols: cols, down: down, up: up, untried: all &^ (cols | down | up)}
	top := k
	// The context is looked at once every pollEvery nodes, counted here
	// so that a node costs no call.
	var nodes uint32
	for top >= k {
		if nodes++; nodes%pollEvery == 0 && p.stopNow() {
			return false
		}
		f := &stack[top]
		if f.untried == 0 {
			top--
			continue
		}
		low := f.untried & -f.untried
		f.untried &^= low
		placed[top] = bits.TrailingZeros64(low)
		if top == n-1 {
			if !visit(placed) {
				return false
			}
			continue
		}
		// A queen attacks the next row in its own column, one column to
		// the right along its diagonal (r-c constant) and one column to the
		// left along its anti-diagonal (r+c constant).
		c := f.cols | low
		d := ((f.down | low) << 1) & all
		u := (f.up | low) >> 1
		top++
		stack[top] = frame{cols: c, down: d, up: u, untried: all &^ (c | d | u)}
	}
	return true
}

// FixedSolutionsFrom is FixedSolutions restricted to the solutions whose
// first rows hold their queens in the columns of prefix: the orbit search
// started with the orbits of the prefix's queens placed. g must be
// board.Rot90 or board.Rot180. Each such fixed solution is found exactly
// once, not in lexicographic order.
func FixedSolutionsFrom(n int, g board.Symmetry, prefix board.Solution, visit func(board.Solution) bool) (bool, error) {
	return fixedSolutionsFrom(nil, n, g, prefix, visit)
}

// FixedSolutionsFromContext is FixedSolutionsFrom stopped by ctx as well,
// as SolutionsFromContext is: its error is ctx.Err() when it stopped for
// it.
func FixedSolutionsFromContext(ctx context.Context, n int, g board.Symmetry, prefix board.Solution, visit func(board.Solution) bool) (bool, error) {
	p := newPoller(ctx)
	all, err := fixedSolutionsFrom(p, n, g, prefix, visit)
	if err == nil {
		err = p.err()
	}
	return all, err
}

func fixedSolutionsFrom(p *poller, n int, g board.Symmetry, prefix board.Solution, visit func(board.Solution) bool) (bool, error) {
	switch g {
	case board.Rot90, board.Rot180:
	default:
		return false, fmt.Errorf("dfs: FixedSolutions searches the 90° and 180° rotations only, not %v", g)
	}
	if n < 1 || len(prefix) > n {
		return true, nil
	}
	s := &orbitSearch{
		n:     n,
		g:     g,
		cols:  make(board.Solution, n),
		row:   make([]bool, n),
		col:   make([]bool, n),
		diag:  make([]bool, 2*n-1),
		anti:  make([]bool, 2*n-1),
		visit: visit,
		poll:  p,
	}
	for r, c := range prefix {
		if c < 0 || c >= n {
			return true, nil
		}
		if s.row[r] {
			// An earlier orbit filled the row: it must agree.
			if s.cols[r] != c {
				return true, nil
			}
			continue
		}
		// Place the orbit of (r, c) under the powers of g, each cell once.
		var orbit [4]board.Cell
		k := 0
		for cell := (board.Cell{Row: r, Col: c}); ; {
			orbit[k] = cell
			k++
			cell.Row, cell.Col = g.Cell(n, cell.Row, cell.Col)
			if cell.Row == r && cell.Col == c {
				break
			}
		}
		for i := 0; i < k; i++ {
			q := orbit[i]
			if !s.free(q) || (q.Row < len(prefix) && prefix[q.Row] != q.Col) {
				return true, nil
			}
			s.mark(q, true)
		}
	}
	return s.place(0), nil
}
