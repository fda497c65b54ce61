package dfs

import (
	"context"
	"errors"
	"fmt"
	"math/bits"
	"strconv"
	"strings"
	"sync/atomic"

	"github.com/nqcheck/nqcheck/board"
)

// Counts holds exact figures for one board size.
type Counts struct {
	// N is the board size.
	N int
	// Total is the number of solutions.
	Total uint64
	// Fix90 is the number of solutions unchanged by a quarter turn.
	Fix90 uint64
	// Fix180 is the number of solutions unchanged by a half turn.
	Fix180 uint64
}

// Classes returns the number of symmetry classes by Burnside's lemma: the
// average number of solutions fixed by the 8 symmetries of the square. For
// n > 1 no reflection fixes a solution (two queens mirrored in an axis or a
// diagonal share a row, a column or a diagonal), so the sum is Total +
// Fix180 + 2·Fix90; for n = 1 all 8 fix the single queen and the answer is 1.
// The sum is formed in 128 bits, so it cannot wrap.
func (c Counts) Classes() uint64 {
	if c.N == 1 {
		return 1
	}
	hi, lo := sum128(c.Total, c.Fix180, c.Fix90, c.Fix90)
	q, _ := bits.Div64(hi, lo, 8) // hi ≤ 3 < 8: no panic
	return q
}

// sum128 adds its arguments (at most 8 of them) exactly, as a 128-bit
// number hi:lo.
func sum128(xs ...uint64) (hi, lo uint64) {
	for _, x := range xs {
		var carry uint64
		lo, carry = bits.Add64(lo, x, 0)
		hi += carry
	}
	return hi, lo
}

// CountOptions tunes Count.
type CountOptions struct {
	// Workers is the number of goroutines that search; 0 means
	// runtime.GOMAXPROCS(0).
	Workers int
	// Progress, when not nil, is called after each finished subproblem
	// with the number done and the number in all. It is called from one
	// goroutine at a time, never after Count has returned.
	Progress func(done, total int)
}

// ErrOverflow reports that a count does not fit in 64 bits. Count never
// returns a wrapped number.
var ErrOverflow = errors.New("dfs: count overflows 64 bits")

// errStopped is returned by a subproblem's search when it was told to stop.
var errStopped = errors.New("dfs: search stopped")

// Count returns the exact number of n-queens solutions, and of those that
// a quarter turn and a half turn leave unchanged, for 1 ≤ n ≤ board.MaxN.
//
// It counts every unit of BitmaskPlan(n) on opt.Workers goroutines and
// adds up their figures with the plan's Figures. The total comes from a
// bitmask search with first-row mirror halving refined to the whole
// symmetry group: it visits only boards that are representatives of their
// class in a sense the package documentation defines, and weighs each by
// the number of solutions it stands for. The subproblems, one per
// placement of the first rows, are units of the plan. The two fixed-point
// counts come from separate searches, one unit each, that place whole
// orbits of cells at a time, so they never look at an unsymmetric board.
//
// Every addition is checked: a count that would not fit in a uint64 gives
// ErrOverflow. Count also checks the identities that tie the figures
// together (for n > 1: Fix90 even, Fix180−Fix90 divisible by 4,
// Total−Fix180 divisible by 8, so that Total+Fix180+2·Fix90 is divisible
// by 8) and returns an error if one fails. When ctx is cancelled, Count
// stops every goroutine it started and returns ctx.Err().
func Count(ctx context.Context, n int, opt CountOptions) (Counts, error) {
	if opt.Workers < 0 {
		return Counts{}, fmt.Errorf("dfs: %d workers", opt.Workers)
	}
	p, err := BitmaskPlan(n)
	if err != nil {
		return Counts{}, err
	}
	return CountPlanned(ctx, p, opt)
}

// CountPlanned counts every unit of p with opt.Workers goroutines and
// returns the plan's figures (CountPlan.Figures: sums checked for
// overflow, identities checked). When ctx is cancelled it stops every
// goroutine it started and returns ctx.Err().
func CountPlanned(ctx context.Context, p *CountPlan, opt CountOptions) (Counts, error) {
	todo := make([]int, len(p.Units))
	for i := range todo {
		todo[i] = i
	}
	units := make([]UnitCount, len(p.Units))
	done := 0
	err := p.Run(ctx, todo, opt.Workers, func(i int, c UnitCount) error {
		units[i] = c
		done++
		if opt.Progress != nil {
			opt.Progress(done, len(p.Units))
		}
		return nil
	})
	if err != nil {
		return Counts{}, err
	}
	return p.Figures(units)
}

// BitmaskMethod and BitmaskVersion name the plans BitmaskPlan makes.
const (
	BitmaskMethod  = "bitmask"
	BitmaskVersion = 1
)

// BitmaskPlan returns the plan of Count's method for board size n
// (1 ≤ n ≤ board.MaxN): first the two symmetric searches, keys "fix180"
// and "fix90", then one unit per subproblem of the bitmask search, keyed
// by the columns of its first rows' queens. A subproblem's UnitCount holds
// only Bins, the representatives it found by weight; the symmetric units
// hold only Fix180 or Fix90. For n = 1 the search is the single unit "0",
// whose Total is 1.
func BitmaskPlan(n int) (*CountPlan, error) {
	if n < 1 || n > board.MaxN {
		return nil, fmt.Errorf("dfs: board size %d is outside 1..%d", n, board.MaxN)
	}
	p := &CountPlan{N: n, Method: BitmaskMethod, Version: BitmaskVersion}
	p.Units = append(p.Units, CountUnit{Key: "fix180", data: fixUnit{quarter: false}}, CountUnit{Key: "fix90", data: fixUnit{quarter: true}})
	if n == 1 {
		p.Units = append(p.Units, CountUnit{Key: "0", data: job{p: 0}})
	} else {
		for _, j := range jobs(n) {
			p.Units = append(p.Units, CountUnit{Key: j.key(), data: j})
		}
	}
	for i := range p.Units {
		p.Units[i].Index = i
	}
	p.run = func(ctx context.Context, u CountUnit) (UnitCount, error) {
		switch d := u.data.(type) {
		case fixUnit:
			return d.count(ctx, n)
		case job:
			if n == 1 {
				return UnitCount{Total: 1}, nil // the orbit argument needs n ≥ 2
			}
			var stop atomic.Bool
			release := context.AfterFunc(ctx, func() { stop.Store(true) })
			defer release()
			in := newInner(n, d, &stop)
			if err := in.run(); err != nil {
				if errors.Is(err, errStopped) {
					return UnitCount{}, ctx.Err()
				}
				return UnitCount{}, err
			}
			return UnitCount{Bins: in.bins}, nil
		}
		return UnitCount{}, fmt.Errorf("dfs: unit %d (%s) is not a unit of the bitmask plan", u.Index, u.Key)
	}
	p.want = func(u CountUnit, c UnitCount) string {
		switch d := u.data.(type) {
		case fixUnit:
			return d.want(c)
		case job:
			switch {
			case n == 1 && c != UnitCount{Total: 1}:
				return "total 1 and nothing else"
			case n > 1 && c != UnitCount{Bins: c.Bins}:
				return "only bins"
			}
		}
		return ""
	}
	return p, nil
}

// fixUnit is the data of a symmetric search's unit, in every method's
// plan: the solutions fixed by the quarter turn (quarter) or the half turn.
type fixUnit struct{ quarter bool }

// count runs the unit's symmetric search for board size n.
func (u fixUnit) count(ctx context.Context, n int) (UnitCount, error) {
	v, err := countFixed(ctx, n, u.quarter)
	if err != nil {
		return UnitCount{}, err
	}
	if u.quarter {
		return UnitCount{Fix90: v}, nil
	}
	return UnitCount{Fix180: v}, nil
}

// want returns what a count of the unit must hold when c cannot be one,
// else "": only the figure its search gives.
func (u fixUnit) want(c UnitCount) string {
	switch {
	case u.quarter && c != UnitCount{Fix90: c.Fix90}:
		return "only fix90"
	case !u.quarter && c != UnitCount{Fix180: c.Fix180}:
		return "only fix180"
	}
	return ""
}

// key returns the unit key of job j: the columns of its queens.
func (j job) key() string {
	var b strings.Builder
	for r := 0; r < j.p; r++ {
		if r > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(strconv.Itoa(j.cols[r]))
	}
	return b.String()
}

// tally is a counter whose additions are checked: once one carries out of
// 64 bits, the tally stays flagged.
type tally struct {
	v        uint64
	overflow uint64 // non-zero after a carry
}

// add adds x to t.
func (t *tally) add(x uint64) {
	var carry uint64
	t.v, carry = bits.Add64(t.v, x, 0)
	t.overflow |= carry
}

// value returns the tally, or ErrOverflow if an addition carried.
func (t *tally) value() (uint64, error) {
	if t.overflow != 0 {
		return 0, ErrOverflow
	}
	return t.v, nil
}

// mul returns a·b, or ErrOverflow if it does not fit in 64 bits.
func mul(a, b uint64) (uint64, error) {
	hi, lo := bits.Mul64(a, b)
	if hi != 0 {
		return 0, ErrOverflow
	}
	return lo, nil
}

// pollEvery is how many nodes of a symmetric search pass between two looks
// at the context: small enough to stop within a millisecond or so, large
// enough to cost nothing.
const pollEvery = 1 << 14

// countFixed counts the solutions fixed by the quarter turn (quarter) or
// the half turn (!quarter). It never builds an unsymmetric board: it finds
// the first empty row, tries each column there, and puts a queen on every
// cell of that cell's orbit under the rotation group at once, rejecting the
// column if two of those queens, or one of them and an earlier queen,
// attack each other. Each symmetric solution is reached exactly once, by
// the one sequence of choices its own queens dictate. When n is odd, the
// centre is an orbit of one cell: the search finds for itself that a
// symmetric solution needs a queen there, and that none exists for a
// quarter turn unless n ≡ 0 or 1 (mod 4).
func countFixed(ctx context.Context, n int, quarter bool) (uint64, error) {
	s := &symSearch{ctx: ctx, n: n, quarter: quarter, full: 1<<uint(n) - 1}
	s.place()
	if s.err != nil {
		return 0, s.err
	}
	return s.count.value()
}

// symSearch is the state of countFixed. Occupied rows and columns are bit
// sets indexed by number, diagonals by r−c+n−1, anti-diagonals by r+c; for
// n ≤ 32 all fit in a uint64.
type symSearch struct {
	ctx                    context.Context
	n                      int
	quarter                bool
	full                   uint64
	rows, cols, diag, anti uint64
	count                  tally
	steps                  int
	err                    error
}

// orbit returns the distinct cells of the orbit of (r, c).
func (s *symSearch) orbit(r, c int) (cells [4]board.Cell, k int) {
	m := s.n - 1
	cells[0] = board.Cell{Row: r, Col: c}
	if s.quarter {
		cells[1] = board.Cell{Row: c, Col: m - r}
		cells[2] = board.Cell{Row: m - r, Col: m - c}
		cells[3] = board.Cell{Row: m - c, Col: r}
		k = 4
	} else {
		cells[1] = board.Cell{Row: m - r, Col: m - c}
		k = 2
	}
	// A rotation that moves one cell of an orbit moves all of them, so the
	// orbit is a single cell (the centre) or has k distinct cells.
	if cells[1] == cells[0] {
		k = 1
	}
	return cells, k
}

func (s *symSearch) place() {
	if s.rows == s.full {
		s.count.add(1)
		return
	}
	if s.steps++; s.steps%pollEvery == 0 {
		if s.err = s.ctx.Err(); s.err != nil {
			return
		}
	}
	r := bits.TrailingZeros64(^s.rows)
	for c := 0; c < s.n && s.err == nil; c++ {
		cells, k := s.orbit(r, c)
		saved := [4]uint64{s.rows, s.cols, s.diag, s.anti}
		ok := true
		for _, x := range cells[:k] {
			rb, cb := uint64(1)<<uint(x.Row), uint64(1)<<uint(x.Col)
			db, ab := uint64(1)<<uint(x.Row-x.Col+s.n-1), uint64(1)<<uint(x.Row+x.Col)
			if s.rows&rb != 0 || s.cols&cb != 0 || s.diag&db != 0 || s.anti&ab != 0 {
				ok = false
				break
			}
			s.rows, s.cols, s.diag, s.anti = s.rows|rb, s.cols|cb, s.diag|db, s.anti|ab
		}
		if ok {
			s.place()
		}
		s.rows, s.cols, s.diag, s.anti = saved[0], saved[1], saved[2], saved[3]
	}
}

// prefixRows is the number of top rows a subproblem starts with (fewer for
// n ≤ 4): a few thousand subproblems for n = 14..17, so that the workers
// finish together.
const prefixRows = 4

// job is one subproblem: the columns of the queens in the first rows. Its
// first queen stands d squares from the top-left corner.
type job struct {
	d    int
	p    int // rows fixed
	cols [prefixRows]int
}

// rules are the restrictions that make a board a representative: the
// columns each row may not use, given d (and, for d = 0, the column c1 of
// the queen in row 1). See the package documentation.
type rules struct {
	n, d, c1 int
}

// forbidden returns the columns row r (r ≥ 1) may not use.
func (ru rules) forbidden(r int) uint64 {
	m := ru.n - 1
	if ru.d == 0 {
		// Corner: column 1 is taken in a row above c1.
		if r >= 2 && r >= ru.c1 {
			return 1 << 1
		}
		return 0
	}
	switch {
	case r == m:
		// The bottom queen stands at least d from both corners.
		return (uint64(1)<<uint(ru.d) - 1) | (uint64(1)<<uint(ru.d)-1)<<uint(m-ru.d+1)
	case r < ru.d || r > m-ru.d:
		// The side queens stand at least d from both corners.
		return 1 | 1<<uint(m)
	}
	return 0
}

// jobs lists the subproblems of board size n ≥ 2: for every d from 0 to
// (n−1)/2, every placement of the first p rows that obeys the rules and in
// which no two queens attack each other.
func jobs(n int) []job {
	p := min(prefixRows, n-1)
	var out []job
	for d := 0; 2*d <= n-1; d++ {
		j := job{d: d, p: p}
		j.cols[0] = d
		ru := rules{n: n, d: d, c1: n}
		var extend func(r int)
		extend = func(r int) {
			if r == p {
				out = append(out, j)
				return
			}
			if r == 2 && d == 0 {
				ru.c1 = j.cols[1]
			}
		next:
			for c := 0; c < n; c++ {
				if ru.forbidden(r)&(1<<uint(c)) != 0 {
					continue
				}
				for q := 0; q < r; q++ {
					if attacks(board.Cell{Row: q, Col: j.cols[q]}, board.Cell{Row: r, Col: c}) {
						continue next
					}
				}
				j.cols[r] = c
				extend(r + 1)
			}
		}
		extend(1)
	}
	return out
}

// attacks reports whether two distinct queens attack each other.
func attacks(a, b board.Cell) bool {
	return a.Row == b.Row || a.Col == b.Col || a.Row-a.Col == b.Row-b.Col || a.Row+a.Col == b.Row+b.Col
}

// inner is the search of one job: it fills rows p..n−1 of the board, top
// to bottom, index i of its arrays standing for row p+i.
type inner struct {
	depth        int
	full         uint64     // the n columns
	cols, ld, rd uint64     // columns, and diagonals from the job's queens, taken in row p
	block        [32]uint64 // block[i]: columns the rules forbid in row p+i
	base         int        // nearest half-edges among the job's queens
	nearA, nearB uint64     // bottom-row columns d from a corner
	edges        uint64     // columns 0 and n−1
	track        [2]int     // indexes of rows d and n−1−d when the search fills them
	ntrack       int
	chosen       [32]uint64 // chosen[i]: the column bit of the queen of row p+i
	bins         [9]uint64  // solutions found, by bin, as for weigh
	overflow     uint64     // non-zero once a bin carried
	stop         *atomic.Bool
	bottom       uint64 // columns the rules allow in the bottom row
	sides        uint64 // columns 0 and n−1 when d ≥ 1, else 0
	mbit         uint64 // column n−1
	// sideL[i]: the bits k of rd such that column 0 of row p+i+k is a
	// square the rules allow its queen; sideR[i]: the same for column
	// n−1 and ld, bit n−1−k.
	sideL, sideR [32]uint64
	pollDepth    int  // rows down to this index look at stop
	stopped      bool // stop was seen set
}

// newInner sets up the search of job j on an n×n board.
func newInner(n int, j job, stop *atomic.Bool) *inner {
	m, p := n-1, j.p
	in := &inner{depth: n - p, full: 1<<uint(n) - 1, edges: 1 | 1<<uint(m), stop: stop}
	ru := rules{n: n, d: j.d, c1: n}
	if j.d == 0 {
		ru.c1 = j.cols[1]
	}
	for r := 0; r < p; r++ {
		c := j.cols[r]
		in.cols |= 1 << uint(c)
		in.ld |= 1 << uint(c+p-r)
		if c >= p-r {
			in.rd |= 1 << uint(c-(p-r))
		}
	}
	for i := 0; i < in.depth; i++ {
		in.block[i] = ru.forbidden(p + i)
	}
	in.bottom = in.full &^ in.block[in.depth-1]
	if j.d == 0 {
		return in // bin 0: nothing to track
	}
	// Half-edges whose queen stands d from the corner: the top-left one,
	// the top-right one if d = n−1−d, the bottom ones (checked at each
	// solution), and the side ones, known from rows d and n−1−d.
	in.base = 1
	if m-j.d == j.d {
		in.base++
	}
	in.nearA, in.nearB = 1<<uint(j.d), 1<<uint(m-j.d)
	in.sides, in.mbit = in.edges, 1<<uint(m)
	for i := 0; i < in.depth; i++ {
		for x := max(p+i, j.d); x <= m-j.d; x++ {
			k := x - (p + i)
			in.sideL[i] |= 1 << uint(k)
			in.sideR[i] |= 1 << uint(m-k)
		}
	}
	for _, r := range [2]int{j.d, m - j.d} {
		if r < p {
			in.base += bits.OnesCount64(1 << uint(j.cols[r]) & in.edges)
		} else {
			in.track[in.ntrack] = r - p
			in.ntrack++
		}
	}
	return in
}

// solution records a completed board whose bottom queen stands at the
// column bit x; chosen holds the queens of the rows above.
func (in *inner) solution(x uint64) {
	k := in.base
	if x&in.nearA != 0 {
		k++
	}
	if x&in.nearB != 0 {
		k++
	}
	for _, t := range in.track[:in.ntrack] {
		if in.chosen[t&31]&in.edges != 0 {
			k++
		}
	}
	var carry uint64
	in.bins[k], carry = bits.Add64(in.bins[k], 1, 0) // k ≤ 8: 2 per side
	in.overflow |= carry
}

// subtreeRows is the height below which a search does not look at the stop
// flag: a subtree of that many rows takes well under a millisecond.
const subtreeRows = 10

// run completes the job. It returns errStopped if it saw the stop flag
// set before it was done.
func (in *inner) run() error {
	full := in.full
	switch in.depth {
	case 1:
		if x := full &^ (in.cols | in.ld | in.rd | in.block[0]); x != 0 {
			in.solution(x)
		}
	case 2:
		a := full &^ (in.cols | in.ld | in.rd | in.block[0])
		for a != 0 {
			bit := a & -a
			a ^= bit
			if x := full &^ (in.cols | bit | (in.ld|bit)<<1 | (in.rd|bit)>>1 | in.block[1]); x != 0 {
				in.chosen[0] = bit
				in.solution(x)
			}
		}
	default:
		a := full &^ (in.cols | in.ld | in.rd | in.block[0])
		if a == 0 {
			break
		}
		if in.depth == 3 {
			in.tail(0, in.cols, in.ld, in.rd, a)
			break
		}
		in.pollDepth = in.depth - subtreeRows
		in.place(0, in.cols, in.ld, in.rd, a)
	}
	switch {
	case in.stopped:
		return errStopped
	case in.overflow != 0:
		return ErrOverflow
	}
	return nil
}

// place fills rows p+i.. given the columns and the diagonals taken in row
// p+i and the squares a left free there (a ≠ 0), for i < depth−3; tail
// fills the last three. A child with no free square is never called.
func (in *inner) place(i int, cols, ld, rd, a uint64) {
	if i <= in.pollDepth && in.stop.Load() {
		in.stopped = true
		return
	}
	// Look ahead: prune if the queens so far leave no square the rules
	// allow in the bottom row.
	dist := uint(in.depth-1-i) & 63
	if in.bottom&^(cols|ld<<dist|rd>>dist) == 0 {
		return
	}
	// And to the side columns: when d ≥ 1, prune if column 0 or n−1 is
	// still free but every square the rules allow its queen is attacked
	// (or none is left). Only the diagonals going that way reach them.
	if free := in.sides &^ cols; free != 0 {
		if free&1 != 0 && rd&in.sideL[i&31] == in.sideL[i&31] {
			return
		}
		if free&in.mbit != 0 && ld&in.sideR[i&31] == in.sideR[i&31] {
			return
		}
	}
	full, next := in.full, in.block[(i+1)&31]
	if i+1 < in.depth-3 {
		for a != 0 {
			bit := a & -a
			a ^= bit
			c, l, r := cols|bit, (ld|bit)<<1, (rd|bit)>>1
			if b := full &^ (c | l | r | next); b != 0 {
				in.chosen[i&31] = bit
				in.place(i+1, c, l, r, b)
			}
		}
		return
	}
	for a != 0 {
		bit := a & -a
		a ^= bit
		c, l, r := cols|bit, (ld|bit)<<1, (rd|bit)>>1
		if b := full &^ (c | l | r | next); b != 0 {
			in.chosen[i&31] = bit
			in.tail(i+1, c, l, r, b)
		}
	}
}

// tail fills the last three rows, i = depth−3, a being the free squares
// of the first, in one loop nest whose only callee, solution, is inlined,
// so that its values can stay in registers.
func (in *inner) tail(i int, cols, ld, rd, a uint64) {
	full := in.full
	b1, b2 := in.block[(i+1)&31], in.block[(i+2)&31]
	for a != 0 {
		bit := a & -a
		a ^= bit
		c1, l1, r1 := cols|bit, (ld|bit)<<1, (rd|bit)>>1
		a1 := full &^ (c1 | l1 | r1 | b1)
		// What the queens above take in the bottom row; the queen placed
		// in the row before takes its column and the two squares beside.
		taken := c1 | l1<<1 | r1>>1 | b2
		for a1 != 0 {
			bit1 := a1 & -a1
			a1 ^= bit1
			if x := full &^ (taken | bit1 | bit1<<1 | bit1>>1); x != 0 {
				in.chosen[i&31], in.chosen[(i+1)&31] = bit, bit1
				in.solution(x)
			}
		}
	}
}

// weigh turns the per-bin counts into the number of solutions: a board in
// bin 0 (corner) stands for 8 solutions, one in bin k for 8/k. For every
// k, 8·bins[k] must be a multiple of k (each orbit adds 8/|its
// stabiliser|); a remainder means a miscount and is reported.
func weigh(bins [9]tally) (uint64, error) {
	var total tally
	for k, b := range bins {
		v, err := b.value()
		if err != nil {
			return 0, err
		}
		v8, err := mul(v, 8)
		if err != nil {
			return 0, err
		}
		if k == 0 {
			total.add(v8)
			continue
		}
		if v8%uint64(k) != 0 {
			return 0, fmt.Errorf("dfs: miscount: 8·%d boards with %d nearest half-edges is not a multiple of %d", v, k, k)
		}
		total.add(v8 / uint64(k))
	}
	return total.value()
}
