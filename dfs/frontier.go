package dfs

import (
	"cmp"
	"context"
	"fmt"
	"math/bits"
	"slices"

	"github.com/nqcheck/nqcheck/board"
)

// The frontier counter. Every solution has exactly one queen on each side
// of the board (a corner queen stands on two sides); call the set of these
// border queens, three or four cells, the solution's constellation. The
// symmetries of the square map solutions with constellation S one to one
// onto solutions with constellation g(S), so the number of solutions is
// the sum, over one representative S of each symmetry class of
// constellations, of |orbit of S| times the number of ways to fill the
// interior around S. The interior is filled by a bitmask search over the
// rows without a border queen, the border queens' columns already taken
// and the squares their diagonals reach already blocked; it never places a
// queen on the border, because each side already holds its one queen.
// Each representative is one unit of the plan: for n = 17, several
// thousand small, independent subproblems.

// FrontierMethod and FrontierVersion name the plans FrontierPlan makes.
const (
	FrontierMethod  = "frontier"
	FrontierVersion = 2
)

// constellation is one representative border placement: the column of the
// queen of the top row and of the bottom row, the row of the queen of the
// left column and of the right column (0-based), and the number of
// distinct placements in its symmetry class.
type constellation struct {
	top, right, bottom, left int
	weight                   uint64
	cost                     int // an estimate of the interior search's size
}

// key names the constellation in a plan.
func (k constellation) key() string {
	return fmt.Sprintf("t%d r%d b%d l%d", k.top, k.right, k.bottom, k.left)
}

// borderCells returns the distinct cells of the border placement (top,
// right, bottom, left) on an n×n board: cells[:k].
func borderCells(n, top, right, bottom, left int) (cells [4]board.Cell, k int) {
	m := n - 1
	for _, c := range [4]board.Cell{{Row: 0, Col: top}, {Row: right, Col: m}, {Row: m, Col: bottom}, {Row: left, Col: 0}} {
		if !slices.Contains(cells[:k], c) {
			cells[k] = c
			k++
		}
	}
	return cells, k
}

// borderCode returns the code of the border placement made of cells: the
// top queen's column, the right queen's row, the bottom queen's column and
// the left queen's row, as digits base n. ok is false if the cells do not
// put exactly one queen on each side.
func borderCode(n int, cells []board.Cell) (code int, ok bool) {
	m := n - 1
	side := [4]int{-1, -1, -1, -1}
	set := func(i, v int) bool {
		if side[i] >= 0 && side[i] != v {
			return false
		}
		side[i] = v
		return true
	}
	for _, c := range cells {
		if c.Row == 0 && !set(0, c.Col) {
			return 0, false
		}
		if c.Col == m && !set(1, c.Row) {
			return 0, false
		}
		if c.Row == m && !set(2, c.Col) {
			return 0, false
		}
		if c.Col == 0 && !set(3, c.Row) {
			return 0, false
		}
	}
	for _, v := range side {
		if v < 0 {
			return 0, false
		}
		code = code*n + v
	}
	return code, true
}

// constellations lists one representative of every symmetry class of
// non-attacking border placements of an n×n board, with its class's size,
// largest estimated cost first (ties in code order).
func constellations(n int, cell Cells) []constellation {
	var out []constellation
	for top := 0; top < n; top++ {
		for right := 0; right < n; right++ {
			for bottom := 0; bottom < n; bottom++ {
			next:
				for left := 0; left < n; left++ {
					all, k := borderCells(n, top, right, bottom, left)
					cells := all[:k]
					for i, a := range cells {
						for _, b := range cells[:i] {
							if attacks(a, b) {
								continue next
							}
						}
					}
					own, ok := borderCode(n, cells)
					if !ok {
						continue // two queens on one side: they attack, so unreachable
					}
					// The class of the placement: its images' codes.
					var codes [len(board.Symmetries)]int
					distinct := 0
					var image [4]board.Cell
					for _, g := range board.Symmetries {
						for i, c := range cells {
							r, col := cell(g, n, c.Row, c.Col)
							image[i] = board.Cell{Row: r, Col: col}
						}
						code, _ := borderCode(n, image[:k])
						if code < own {
							continue next // another placement of the class is its representative
						}
						if !slices.Contains(codes[:distinct], code) {
							codes[distinct] = code
							distinct++
						}
					}
					c := constellation{top: top, right: right, bottom: bottom, left: left, weight: uint64(distinct)}
					c.cost = newFrontierSearch(n, c).estimate()
					out = append(out, c)
				}
			}
		}
	}
	slices.SortStableFunc(out, func(a, b constellation) int { return cmp.Compare(b.cost, a.cost) })
	return out
}

// frontierSearch fills the interior around one constellation: the border
// queens are placed, left queens are missing.
type frontierSearch struct {
	n                int
	full             uint64 // the n rows, or the n columns
	rows, cols, d, e uint64 // the partial board, as lineSearch keeps it
	left             int
}

// newFrontierSearch sets up the interior search of constellation k on an
// n×n board (n ≥ 1).
func newFrontierSearch(n int, k constellation) *frontierSearch {
	s := &frontierSearch{n: n, full: 1<<uint(n) - 1, left: n}
	m := n - 1
	cells, kc := borderCells(n, k.top, k.right, k.bottom, k.left)
	for _, c := range cells[:kc] {
		s.rows |= 1 << uint(c.Row)
		s.cols |= 1 << uint(c.Col)
		s.d |= 1 << uint(c.Row+c.Col)
		s.e |= 1 << uint(c.Col-c.Row+m)
		s.left--
	}
	return s
}

// estimate returns a rough measure of the search's size, so that plans
// can start with the largest units: the queens left, then the free squares
// of the interior.
func (s *frontierSearch) estimate() int {
	free := 0
	for r := 0; r < s.n; r++ {
		if s.rows>>uint(r)&1 == 0 {
			free += bits.OnesCount64(s.full &^ (s.cols | s.d>>uint(r) | s.e>>uint(s.n-1-r)))
		}
	}
	return s.left<<16 + free
}

// frontierPoll is the number of levels from the top of the interior search
// at which it looks at its context at every node; below them it looks
// once every pollEvery nodes, for a subtree may take minutes (n = 26 and
// more).
const frontierPoll = 3

// run returns the number of ways to fill the interior, or ctx.Err() if ctx
// was done before it finished, or ErrOverflow.
func (s *frontierSearch) run(ctx context.Context) (uint64, error) {
	if s.left == 0 {
		return 1, nil
	}
	return s.search(ctx)
}

// search is run for one queen or more. It is a bitmask search that does
// not fill the rows in order: at each node it computes the free squares of
// every row still without a queen and branches on the first row left with
// a single one, else on a row with the fewest. A row with none ends the
// branch, and so does a column still without a queen that no free square
// of any row lies in. Every solution is still reached exactly once: the
// chosen row must hold one queen, and its free squares are tried one by
// one.
func (s *frontierSearch) search(ctx context.Context) (uint64, error) {
	l := &lineSearch{m: uint(s.n-1) & 63, full: s.full, ctx: ctx, pollLeft: s.left - frontierPoll}
	count := l.place(s.rows, s.cols, s.d, s.e, s.left)
	switch {
	case l.err != nil:
		return 0, l.err
	case l.carry != 0:
		return 0, ErrOverflow
	}
	return count, nil
}

// lineSearch is the state of search that does not change from node to
// node. A partial board is four bit sets: the rows and the columns that
// hold a queen, the diagonals r+c (d) and the anti-diagonals c−r+n−1 (e)
// that hold one. The free squares of row r are then
// full &^ (cols | d>>r | e>>(n−1−r)). (Shift counts are masked with 63,
// which they never reach, so that the compiler drops its checks.)
type lineSearch struct {
	m        uint // n−1
	full     uint64
	ctx      context.Context
	pollLeft int    // nodes with more queens left than this look at ctx
	nodes    uint32 // nodes visited: every pollEvery-th looks at ctx too
	carry    uint64
	err      error
}

// place returns the number of ways to place the left (≥ 1) queens still
// missing on the partial board.
func (l *lineSearch) place(rows, cols, d, e uint64, left int) uint64 {
	if l.nodes++; left > l.pollLeft || l.nodes%pollEvery == 0 {
		l.err = l.ctx.Err()
	}
	if l.err != nil {
		return 0
	}
	full, m := l.full, l.m
	best, line, squares, union, twice := 64, uint(0), uint64(0), uint64(0), uint64(0)
	for free := full &^ rows; free != 0; free &= free - 1 {
		r := uint(bits.TrailingZeros64(free)) & 63
		sq := full &^ (cols | d>>r | e>>((m-r)&63))
		if sq&(sq-1) == 0 {
			if sq == 0 {
				return 0
			}
			best, line, squares = 1, r, sq
			break
		}
		twice |= union & sq
		union |= sq
		if k := bits.OnesCount64(sq); k < best {
			best, line, squares = k, r, sq
		}
	}
	if best > 1 {
		if full&^(cols|union) != 0 {
			return 0 // a column without a free square
		}
		if once := union &^ twice; once != 0 {
			// A column with a single free square: its queen stands
			// there. Find the square's row.
			c := once & -once
			for free := full &^ rows; free != 0; free &= free - 1 {
				r := uint(bits.TrailingZeros64(free)) & 63
				if (cols|d>>r|e>>((m-r)&63))&c == 0 {
					best, line, squares = 1, r, c
					break
				}
			}
		}
	}
	switch {
	case left == 1:
		return uint64(best) // the last row has one column left: 0 or 1
	case left == 2:
		// Count the squares of the row that leave the other row's last
		// square free.
		r := line
		r2 := uint(bits.TrailingZeros64(full&^(rows|1<<r))) & 63
		var count uint64
		for ; squares != 0; squares &= squares - 1 {
			x := uint(bits.TrailingZeros64(squares)) & 63
			if full&^(cols|1<<x|(d|1<<((r+x)&63))>>r2|(e|1<<((x+m-r)&63))>>((m-r2)&63)) != 0 {
				count++
			}
		}
		return count
	}
	r := line
	var count uint64
	for ; squares != 0; squares &= squares - 1 {
		c := uint(bits.TrailingZeros64(squares)) & 63
		sub := l.place(rows|1<<r, cols|1<<c, d|1<<((r+c)&63), e|1<<((c+m-r)&63), left-1)
		var cc uint64
		count, cc = bits.Add64(count, sub, 0)
		l.carry |= cc
	}
	return count
}

// FrontierPlan returns the frontier counter's plan for board size n
// (1 ≤ n ≤ board.MaxN), method "frontier", version 2. Its first units,
// "fix180" and "fix90", count the solutions a half turn and a quarter turn
// leave unchanged, with the pairs search (CountFixedPairs), not the orbit
// searches of Count and CountJoin, so that the frontier counter shares no
// counting code with either (version 1 used the orbit searches). Then comes one unit per symmetry class of
// border placements (key "tA rB bC lD": the 0-based column of the top
// row's queen, row of the right column's, column of the bottom row's and
// row of the left column's), whose Total is the class's size times the
// number of ways to fill the interior around its representative, the
// largest (by an estimate) first. The plan's Total is the sum of its
// units' totals.
func FrontierPlan(n int) (*CountPlan, error) {
	return FrontierPlanOf(n, board.Symmetry.Cell)
}

// Cells maps the cell (r, c) of an n×n board to its image under g, as
// board.Symmetry.Cell does.
type Cells func(g board.Symmetry, n, r, c int) (int, int)

// FrontierPlanOf is FrontierPlan with the symmetries' map cell in place
// of board's: the classes of border placements follow it. Tests give a
// broken map to see the counter's own check fail (a *CheckError).
func FrontierPlanOf(n int, cell Cells) (*CountPlan, error) {
	if n < 1 || n > board.MaxN {
		return nil, fmt.Errorf("dfs: board size %d is outside 1..%d", n, board.MaxN)
	}
	ks := constellations(n, cell)
	p := &CountPlan{N: n, Method: FrontierMethod, Version: FrontierVersion, Units: make([]CountUnit, 0, len(ks)+2)}
	p.Units = append(p.Units, CountUnit{Index: len(p.Units), Key: "fix180", data: pairUnit{quarter: false}})
	p.Units = append(p.Units, CountUnit{Index: len(p.Units), Key: "fix90", data: pairUnit{quarter: true}})
	for _, k := range ks {
		p.Units = append(p.Units, CountUnit{Index: len(p.Units), Key: k.key(), data: k})
	}
	p.run = func(ctx context.Context, u CountUnit) (UnitCount, error) {
		if err := ctx.Err(); err != nil {
			return UnitCount{}, err
		}
		switch d := u.data.(type) {
		case constellation:
			v, err := newFrontierSearch(n, d).run(ctx)
			if err != nil {
				return UnitCount{}, err
			}
			t, err := mul(v, d.weight)
			if err != nil {
				return UnitCount{}, err
			}
			return UnitCount{Total: t}, nil
		case pairUnit:
			return d.count(ctx, n)
		}
		return UnitCount{}, fmt.Errorf("dfs: unit %q of the frontier plan has no search", u.Key)
	}
	p.want = func(u CountUnit, c UnitCount) string {
		switch d := u.data.(type) {
		case constellation:
			if c != (UnitCount{Total: c.Total}) || c.Total%d.weight != 0 {
				return fmt.Sprintf("only a total that is a multiple of its class's size %d", d.weight)
			}
		case pairUnit:
			return d.want(c)
		}
		return ""
	}
	return p, nil
}
