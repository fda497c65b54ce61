package dfs

import (
	"context"
	"fmt"
	"math/bits"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/nqcheck/nqcheck/board"
)

// The join plan's units. Up to joinFineMax, one unit per orbit of the
// top half's column sets (joinTop); beyond, where that would make more
// than a million units (1,424,414 at n = 25, 150 million at n = 32), one
// unit per group of sets (joinGroup): those that agree on the columns
// n−joinGroupCols..n−1, which makes at most 2^(joinGroupCols−1) = 32,768
// units. Either way the plan's units are listed in increasing order of
// the sets they hold, and making the plan stops when its context ends.

const (
	// joinFineMax is the largest board size whose join plan has a unit
	// per orbit of column sets: 677,296 of them at n = 24.
	joinFineMax = 24
	// joinGroupCols is the number of high columns that name a group of
	// column sets, beyond joinFineMax.
	joinGroupCols = 16
	// joinPoll is how many column sets the listing of the units goes
	// through between two looks at its context.
	joinPoll = 1 << 12
)

// joinTop is a unit of the join plan up to joinFineMax: the smallest
// column set of its orbit.
type joinTop uint64

// joinGroup is a unit of the join plan beyond joinFineMax: the column
// sets whose columns among lo..n−1, lo = n−joinGroupCols, are those of
// high, each counted as joinTop would (when it is the smallest of its
// orbit).
type joinGroup struct {
	high uint64
	lo   int
}

// joinUnitOf returns the unit of column set c of an n×n board with its
// cases, and whether it has any: for even n, whether c is the smallest of
// its orbit {c, c mirrored, the complement of c, and that mirrored}; for
// odd n, the middle columns x for which (c, x) comes first (c first, then
// x) in its orbit {(c, x), (c mirrored, n−1−x), (d, x), (d mirrored,
// n−1−x)}, d being the columns neither c nor x holds.
func joinUnitOf(n int, c uint64) (joinUnit, bool) {
	full := uint64(1)<<uint(n) - 1
	u := joinUnit{top: c}
	if 2*joinSplit(n) == n {
		if w, first := orbitOf(n, c, -1, [4]uint64{c, reverse(c, n), full &^ c, reverse(full&^c, n)}); first {
			u.mids = append(u.mids, joinMid{x: -1, weight: w})
		}
		return u, len(u.mids) > 0
	}
	for x := range n {
		if c>>uint(x)&1 == 1 {
			continue
		}
		d := full &^ c &^ (1 << uint(x))
		if w, first := orbitOf(n, c, x, [4]uint64{c, reverse(c, n), d, reverse(d, n)}); first {
			u.mids = append(u.mids, joinMid{x: x, weight: w})
		}
	}
	return u, len(u.mids) > 0
}

// joinUnits lists, in increasing order, the column sets of the top half
// of an n×n board that have a unit (joinUnitOf), or returns ctx.Err()
// when ctx ends first.
func joinUnits(ctx context.Context, n int) ([]joinTop, error) {
	s := joinSplit(n)
	full := uint64(1)<<uint(n) - 1
	var out []joinTop
	for i, c := 0, uint64(1)<<uint(s)-1; c <= full; i, c = i+1, nextSameCount(c) {
		if i%joinPoll == 0 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
		}
		if _, ok := joinUnitOf(n, c); ok {
			out = append(out, joinTop(c))
		}
		if c == 0 {
			break // s = 0: the empty set is the only one
		}
	}
	return out, nil
}

// joinGroups lists the groups of column sets of the top half of an n×n
// board named by their columns among n−cols..n−1 (1 ≤ cols ≤ n), in
// increasing order of their columns: every set of those columns but n−1 (a set holding it is never the
// smallest of its orbit: the complement, which does not, is smaller)
// that leaves a number of the ⌊n/2⌋ queens the low columns can hold.
func joinGroups(n, cols int) []joinGroup {
	s, lo := joinSplit(n), n-cols
	var out []joinGroup
	for v := uint64(0); v < 1<<uint(cols-1); v++ {
		if k := bits.OnesCount64(v); k <= s && s-k <= lo {
			out = append(out, joinGroup{high: v << uint(lo), lo: lo})
		}
	}
	return out
}

// orbitOf returns the number of distinct cases in the orbit of (c, x),
// whose images are (sets[i], x) for even i and (sets[i], n−1−x) for odd i
// (x = −1 for even n stays −1), and whether (c, x) comes first in it.
func orbitOf(n int, c uint64, x int, sets [4]uint64) (uint64, bool) {
	type item struct {
		c uint64
		x int
	}
	var seen [4]item
	k := 0
	for i, sc := range sets {
		it := item{sc, x}
		if i%2 == 1 && x >= 0 {
			it.x = n - 1 - x
		}
		if it.c < c || it.c == c && it.x < x {
			return 0, false
		}
		dup := false
		for _, o := range seen[:k] {
			dup = dup || o == it
		}
		if !dup {
			seen[k] = it
			k++
		}
	}
	return uint64(k), true
}

// columns appends to b the 0-based columns of set c, each after a space.
func columns(b *strings.Builder, c uint64) {
	for ; c != 0; c &= c - 1 {
		b.WriteByte(' ')
		b.WriteString(strconv.Itoa(bits.TrailingZeros64(c)))
	}
}

// key names the group: "top", the columns of high, and "| 0-L", L = lo−1:
// "top 17 20 | 0-15" holds the sets whose columns among 16..31 are 17 and
// 20, the others among 0..15.
func (g joinGroup) key() string {
	var b strings.Builder
	b.WriteString("top")
	columns(&b, g.high)
	fmt.Fprintf(&b, " | 0-%d", g.lo-1)
	return b.String()
}

// count adds up the counts of the group's units (joinUnit.count), in
// increasing order of their column sets; it returns ctx.Err() when ctx
// ends first.
func (g joinGroup) count(ctx context.Context, n int, jt *joinTables) (UnitCount, error) {
	left := joinSplit(n) - bits.OnesCount64(g.high)
	var total tally
	for q := uint64(1)<<uint(left) - 1; q < 1<<uint(g.lo); q = nextSameCount(q) {
		if err := ctx.Err(); err != nil {
			return UnitCount{}, err
		}
		if u, ok := joinUnitOf(n, g.high|q); ok {
			c, err := u.count(ctx, n, jt)
			if err != nil {
				return UnitCount{}, err
			}
			total.add(c.Total)
		}
		if q == 0 {
			break // no queen in the low columns: one set only
		}
	}
	v, err := total.value()
	if err != nil {
		return UnitCount{}, err
	}
	return UnitCount{Total: v}, nil
}

// joinUnitBytes is about what one unit of a join plan takes beyond its
// key: its CountUnit and its description.
const joinUnitBytes = 56

// JoinPlanContext returns the join counter's plan for board size n
// (1 ≤ n ≤ board.MaxN), method "join", version 2. Its first units,
// "fix180" and "fix90", count the solutions a half turn and a quarter turn
// leave unchanged, with the symmetric searches of Count. Then, up to
// n = 24, comes one unit per orbit of the column sets of the top ⌊n/2⌋
// rows' queens (key "top" and the set's 0-based columns, the smallest set
// of the orbit), whose Total is the orbit's size times the number of
// solutions whose top rows use that set, for even n, 4 ≤ n ≤ 18, each weighed by
// its queens on the long diagonals (joinLong: 1 with none, 2^k when its
// k queens on them are all in the top half, else 0); beyond, one unit per group of
// such sets that agree on the 16 highest columns (key "top", the set's
// columns among those, and "| 0-L" for the others: "top 17 20 | 0-15"),
// whose Total is the sum of its sets'. The plan's Total is the sum of its
// units' totals.
//
// Memory: the units, about 100 bytes each (677,296 of them at n = 24, the
// most; at most 32,770 beyond), the quarter tables, made when the first
// unit runs and shared by all (8 bytes a placement: 5.8 MB at n = 17,
// 5.6 MB at n = 18, 41 MB at n = 19, 22 MB at n = 20, 326 MB at n = 21,
// 181 MB at n = 22, none beyond), and a unit's lists of 8-byte keys and
// slice tables per worker. A plan whose MaxMemory the tables would exceed
// makes none: its units search their halves instead.
//
// The listing is stopped by ctx and bounded by maxMemory: it returns ctx.Err() when ctx ends while the units are listed, and,
// with maxMemory > 0, a *PlanMemoryError when the units would take more
// than maxMemory bytes (estimated as they are listed, so before most of
// them are made). The plan's MaxMemory is then what the units leave of
// maxMemory to the tables: units and tables take at most maxMemory in
// all.
func JoinPlanContext(ctx context.Context, n int, maxMemory int64) (*CountPlan, error) {
	if n < 1 || n > board.MaxN {
		return nil, fmt.Errorf("dfs: board size %d is outside 1..%d", n, board.MaxN)
	}
	if n <= joinFineMax {
		return joinPlan(ctx, n, maxMemory, 0)
	}
	return joinPlan(ctx, n, maxMemory, joinGroupCols)
}

// joinPlan makes the join plan of board size n with a unit per orbit of
// column sets (groupCols = 0) or per group of the sets that agree on
// their columns among n−groupCols..n−1.
func joinPlan(ctx context.Context, n int, maxMemory int64, groupCols int) (*CountPlan, error) {
	p := &CountPlan{N: n, Method: JoinMethod, Version: JoinVersion}
	p.Units = append(p.Units, CountUnit{Index: 0, Key: "fix180", data: fixUnit{quarter: false}})
	p.Units = append(p.Units, CountUnit{Index: 1, Key: "fix90", data: fixUnit{quarter: true}})
	var bytes int64
	add := func(key string, data any) error {
		bytes += joinUnitBytes + int64(len(key))
		if maxMemory > 0 && bytes > maxMemory {
			return &PlanMemoryError{N: n, Method: JoinMethod, MaxMemory: maxMemory, Units: len(p.Units)}
		}
		p.Units = append(p.Units, CountUnit{Index: len(p.Units), Key: key, data: data})
		return nil
	}
	if groupCols == 0 {
		tops, err := joinUnits(ctx, n)
		if err != nil {
			return nil, err
		}
		p.Units = slices.Grow(p.Units, len(tops))
		for i, c := range tops {
			if i%joinPoll == 0 {
				if err := ctx.Err(); err != nil {
					return nil, err
				}
			}
			if err := add(joinUnit{top: uint64(c)}.key(), c); err != nil {
				return nil, err
			}
		}
	} else {
		for _, g := range joinGroups(n, groupCols) {
			if err := add(g.key(), g); err != nil {
				return nil, err
			}
		}
	}
	if maxMemory > 0 {
		p.MaxMemory = max(maxMemory-bytes, 1)
	}
	joinSearch(p)
	return p, nil
}

// joinSearch sets the plan's run and want for its units.
func joinSearch(p *CountPlan) {
	n := p.N
	// The quarter tables, made when the first unit runs and shared, read
	// only, by every unit.
	var once sync.Once
	var jt *joinTables
	p.run = func(ctx context.Context, u CountUnit) (UnitCount, error) {
		switch d := u.data.(type) {
		case joinTop:
			once.Do(func() { jt = newJoinTables(n, p.MaxMemory) })
			ju, _ := joinUnitOf(n, uint64(d))
			return ju.count(ctx, n, jt)
		case joinGroup:
			once.Do(func() { jt = newJoinTables(n, p.MaxMemory) })
			return d.count(ctx, n, jt)
		case fixUnit:
			return d.count(ctx, n)
		}
		return UnitCount{}, fmt.Errorf("dfs: unit %q of the join plan has no search", u.Key)
	}
	p.want = func(u CountUnit, c UnitCount) string {
		var g uint64
		switch d := u.data.(type) {
		case joinTop:
			ju, _ := joinUnitOf(n, uint64(d))
			g = ju.divisor()
		case joinGroup:
			// Every orbit has two cases at least, a set and the one
			// of its complement, and two or four in all.
			g = 2
		case fixUnit:
			return d.want(c)
		default:
			return ""
		}
		if c != (UnitCount{Total: c.Total}) || c.Total%g != 0 {
			return fmt.Sprintf("only a total that is a multiple of %d, its orbits' sizes' divisor", g)
		}
		return ""
	}
}

// PlanMemoryError reports a plan whose units would take more memory than
// the bound it was made within.
type PlanMemoryError struct {
	// N is the board size and Method the plan's method.
	N      int
	Method string
	// MaxMemory is the bound, in bytes.
	MaxMemory int64
	// Units is the number of units listed when the bound was reached.
	Units int
}

// Error says which plan and which bound.
func (e *PlanMemoryError) Error() string {
	return fmt.Sprintf("dfs: the %s plan of n = %d takes more than the %d bytes allowed, with %d units listed so far", e.Method, e.N, e.MaxMemory, e.Units)
}
