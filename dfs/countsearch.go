package dfs

import (
	"math/bits"
	"strconv"
	"strings"
	"sync/atomic"

	"github.com/nqcheck/nqcheck/board"
)

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
	// The loop is written twice, once per callee, so that each call is a
	// direct one on this hot path.
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
