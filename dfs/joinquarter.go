package dfs

import (
	"math/bits"
	"slices"
	"unsafe"
)

// The quarter boards of the join counter. A half board (joinhalf.go) is a
// left part, its queens in columns 0..h−1 (h = ⌊n/2⌋), and a right part in
// columns h..n−1; each part is a placement on a quarter of the board, and
// the two parts make a half exactly when no diagonal holds a queen of
// each (their rows and columns are apart by construction). So the halves
// of a unit are built by joining the placements of two quarters, listed
// once per plan, instead of by a search per unit.
//
// A quarter is a region of rows × cols squares. Its table holds every
// placement of queens, one per used row and column, no two on a diagonal,
// filed by the set of rows and the set of columns it uses. A placement is
// kept as its diagonals in the region's own frame: the "/" diagonal of
// square (r, c) is bit r+c of the low 32 bits, the "\" diagonal bit
// c−r+rows−1 of the high 32 bits. The right part's frame is the left
// part's moved h columns: its marks shifted left by h are in the left
// part's frame, in both halves of the word. For n ≤ joinWeighMax the
// right quarter's table holds them so moved (for even n, a copy of the
// left one's placements that shares its index), so that a join reads
// both lists as they are.
//
// For n ≤ joinWeighMax a placement also names the column of its queen of
// the region's first row, if it has one: that column plus one, in the
// left part's frame, in the 5 bits from rowField up. No diagonal mark
// reaches them (the "/" marks of such boards end below bit 26), and only
// one of the two parts of a half holds its first row, so the field of a
// half is that of one of its parts.

// maxQuarter is the largest side of a quarter the counter tabulates: an
// 11 × 11 quarter has about 6·10^7 placements, 8 bytes each. Beyond it the
// halves are searched unit by unit.
const maxQuarter = 11

// rowField is the lowest bit of the field of a placement that names the
// column of its queen of the first row.
const rowField = 27

// rowFieldMask holds the bits of that field.
const rowFieldMask = uint64(31) << rowField

// quarter is the table of the placements of a rows × cols region.
type quarter struct {
	rows, cols int
	field      bool // the placements name the column of their first row's queen
	shared     bool // start is another quarter's
	// start[i] is the first index in marks of the placements of index
	// i = rows used << cols | columns used; start has one entry more.
	start []int32
	marks []uint64
}

// countQuarter counts the placements of a rows × cols region
// (rows, cols ≤ maxQuarter) by index into a quarter whose start is the
// running count, not yet its table.
func countQuarter(rows, cols int, field bool) *quarter {
	q := &quarter{rows: rows, cols: cols, field: field, start: make([]int32, 1<<uint(rows+cols)+1)}
	q.place(0, 0, 0, 0, func(i int, _ uint64) { q.start[i+1]++ })
	for i := 1; i < len(q.start); i++ {
		q.start[i] += q.start[i-1]
	}
	return q
}

// bytes returns the memory q's table takes, or will once filled.
func (q *quarter) bytes() int64 {
	b := 8 * int64(q.start[len(q.start)-1])
	if !q.shared {
		b += 4 * int64(len(q.start))
	}
	return b
}

// move moves q's placements h columns right, into the frame of a region
// h columns further left: each mark shifted left by h, the field of the
// first row's column, when set, raised by h.
func (q *quarter) move(h int) {
	for i, m := range q.marks {
		f := m & rowFieldMask
		if f != 0 {
			f += uint64(h) << rowField
		}
		q.marks[i] = (m&^rowFieldMask)<<uint(h) | f
	}
}

// fill files the placements counted by countQuarter.
func (q *quarter) fill() {
	q.marks = make([]uint64, q.start[len(q.start)-1])
	at := make([]int32, len(q.start)-1)
	copy(at, q.start)
	q.place(0, 0, 0, 0, func(i int, m uint64) { q.marks[at[i]] = m; at[i]++ })
}

// place visits every placement of rows r.. given the rows and columns
// used and the marks of the queens of rows 0..r−1: each row either stays
// empty or takes a queen on a free column and free diagonals.
func (q *quarter) place(r int, rows, cols, marks uint64, visit func(i int, m uint64)) {
	if r == q.rows {
		visit(int(rows<<uint(q.cols)|cols), marks)
		return
	}
	q.place(r+1, rows, cols, marks, visit)
	for free := (uint64(1)<<uint(q.cols) - 1) &^ cols; free != 0; free &= free - 1 {
		c := bits.TrailingZeros64(free)
		m := uint64(1)<<uint(r+c) | uint64(1)<<uint(32+c-r+q.rows-1)
		if marks&m == 0 {
			if r == 0 && q.field {
				m |= uint64(c+1) << rowField
			}
			q.place(r+1, rows|1<<uint(r), cols|1<<uint(c), marks|m, visit)
		}
	}
}

// list returns the placements that use exactly the rows and the columns
// given.
func (q *quarter) list(rows, cols uint64) []uint64 {
	i := rows<<uint(q.cols) | cols
	return q.marks[q.start[i]:q.start[i+1]]
}

// quarters are the tables of one board size: the left and right quarters
// of a half of `rows` rows.
type quarters struct {
	n, h        int
	rows        int
	left, right *quarter
	// moved: right's placements are in the left one's frame.
	moved bool
}

// joinScratch is the work space of a join, one per goroutine: the
// tables are shared.
type joinScratch struct {
	rs []uint64
}

// newQuarters tabulates the quarters of the halves of rows rows of an
// n×n board, or returns nil when a quarter would be wider or taller than
// maxQuarter or, when budget is not nil, when the tables would take more
// than *budget bytes; it takes their bytes from *budget.
func newQuarters(n, rows int, budget *int64) *quarters {
	h := n / 2
	if rows > maxQuarter || n-h > maxQuarter {
		return nil
	}
	dims := []int{h}
	if n-h != h {
		dims = append(dims, n-h)
	}
	var qs []*quarter
	for _, cols := range dims {
		// The index alone takes 4·2^(rows+cols) bytes: refuse it
		// before making it.
		if budget != nil && 4<<uint(rows+cols) > *budget {
			return nil
		}
		q := countQuarter(rows, cols, n <= joinWeighMax)
		if budget != nil {
			if q.bytes() > *budget {
				return nil
			}
			*budget -= q.bytes()
		}
		qs = append(qs, q)
	}
	moved := n <= joinWeighMax // as the fields are: moveMarks moves none
	if moved && len(qs) == 1 {
		// Even n: the right quarter is a copy of the left one that
		// shares its index.
		q := qs[0]
		c := &quarter{rows: q.rows, cols: q.cols, field: q.field, shared: true, start: q.start}
		if budget != nil {
			if c.bytes() > *budget {
				return nil
			}
			*budget -= c.bytes()
		}
		qs = append(qs, c)
	}
	qs[0].fill()
	if len(qs) > 1 {
		if qs[1].shared {
			qs[1].marks = slices.Clone(qs[0].marks)
		} else {
			qs[1].fill()
		}
		if moved {
			qs[1].move(h)
		}
	}
	return &quarters{n: n, h: h, rows: rows, left: qs[0], right: qs[len(qs)-1], moved: moved}
}

// join appends to out the marks, in the left quarter's frame, of every
// half whose queens use all its rows and exactly the columns cols and
// hold no mark of avoid: for each way to give the left quarter as many
// rows as it has columns of cols, the pairs of a left and a right
// placement with no diagonal in common.
func (qs *quarters) join(cols, avoid uint64, out []uint64, sc *joinScratch) []uint64 {
	cl, cr := cols&(1<<uint(qs.h)-1), cols>>uint(qs.h)
	k := bits.OnesCount64(cl)
	all := uint64(1)<<uint(qs.rows) - 1
	// avoid in the right quarter's frame, each half of the word apart.
	right := avoid&(1<<32-1)>>uint(qs.h) | avoid>>32>>uint(qs.h)<<32
	if qs.moved {
		return qs.joinMoved(cl, cr, uint64(1)<<uint(k)-1, avoid, out)
	}
	for r := uint64(1)<<uint(k) - 1; r <= all; r = nextSameCount(r) {
		ls, rs := qs.left.list(r, cl), qs.right.list(all&^r, cr)
		if len(ls) != 0 && len(rs) != 0 {
			sc.rs = moveMarks(rs, right, uint(qs.h), sc.rs[:0])
			out = joinPairs(ls, sc.rs, avoid, out)
		}
		if r == 0 {
			break // k = 0: the empty set is the only one
		}
	}
	return out
}

// joinMoved is join for moved tables, from the first set of rows r of
// the left quarter on: the tables' indexes and lists are held in locals,
// and the right list is looked up only when the left one is not empty
// (about half of them are).
func (qs *quarters) joinMoved(cl, cr, r, avoid uint64, out []uint64) []uint64 {
	all := uint64(1)<<uint(qs.rows) - 1
	ls, lm, lc := qs.left.start, qs.left.marks, uint(qs.left.cols)&63
	rs, rm, rc := qs.right.start, qs.right.marks, uint(qs.right.cols)&63
	for ; r <= all; r = nextSameCount(r) {
		i := r<<lc | cl
		if lo, hi := ls[i], ls[i+1]; lo < hi {
			j := (all&^r)<<rc | cr
			if rlo, rhi := rs[j], rs[j+1]; rlo < rhi {
				out = joinPairs(lm[lo:hi], rm[rlo:rhi], avoid, out)
			}
		}
		if r == 0 {
			break // no column: the empty set is the only one
		}
	}
	return out
}

// joinPairs appends to out x | y for every x of a and y of b with no
// mark in common, neither holding a mark of avoid, in the order of the
// x of the shorter list, then of the y of the other: eight y at a time
// on a CPU with AVX-512 (joinPairsWide), four on one with AVX2
// (joinPairsMid), else one at a time (joinPairsScalar).
func joinPairs(a, b []uint64, avoid uint64, out []uint64) []uint64 {
	if len(a) > len(b) {
		a, b = b, a // the longer list inside
	}
	if !haveWide && !haveMid {
		return joinPairsScalar(a, b, avoid, out)
	}
	// Room for the last group of eight (or four) the kernel stores whole.
	k := len(out)
	out = slices.Grow(out, len(a)*len(b)+7)
	if !haveWide {
		return out[:k+joinPairsMid(a, b, avoid, &out[k : k+1][0])]
	}
	return out[:k+joinPairsWide(a, b, avoid, &out[k : k+1][0])]
}

// joinPairsScalar is joinPairs, b the list inside, one pair at a time.
// Every pair of the inner loop is written, and kept when it passes: no
// branch to mispredict; the room for all of them is made once. No mark
// reaches bit 63, so (y&xa − 1) >> 63 is 1 exactly when y holds no
// mark of x or of avoid.
func joinPairsScalar(a, b []uint64, avoid uint64, out []uint64) []uint64 {
	k := len(out)
	out = slices.Grow(out, len(a)*len(b))
	return out[:k+joinAll(a, b, avoid, out[k:k+len(a)*len(b)])]
}

// joinAll is the loop of joinPairsScalar: it writes the pairs that pass
// from out[0] on, out having room for every pair, and returns their
// number. A function of its own, with no call in it (so not inlined), it
// keeps every value of the inner loop in a register. Its store is not
// bounds-checked: it writes each pair tried at out[k], k the pairs kept
// before it, so k < len(a)·len(b) ≤ len(out), which it checks first.
//
//go:noinline
func joinAll(a, b []uint64, avoid uint64, out []uint64) int {
	if len(out) < len(a)*len(b) {
		panic("dfs: joinAll: out too short")
	}
	k := 0
	p := unsafe.Pointer(unsafe.SliceData(out))
	for _, x := range a {
		if x&avoid != 0 {
			continue
		}
		// A pair kept holds no mark of avoid, so x | y is (xa | y) ^
		// avoid: x need not stay in a register.
		xa := x | avoid
		for _, y := range b {
			*(*uint64)(unsafe.Add(p, k*8)) = (xa | y) ^ avoid
			k += int((y&xa - 1) >> 63)
		}
	}
	return k
}

// moveMarks appends to out the placements of l that hold no mark of
// avoid, shifted left by h into the left quarter's frame. Only tables
// that are not moved (n > joinWeighMax) need it, and theirs name no
// first row's column.
func moveMarks(l []uint64, avoid uint64, h uint, out []uint64) []uint64 {
	for _, m := range l {
		if m&avoid == 0 {
			out = append(out, m<<(h&63))
		}
	}
	return out
}

// tops appends to out the keys of the top halves, rows 0..rows−1, whose
// queens use the columns cols and leave square (rows, x) free (x < 0:
// every top half), seen from row rows.
func (qs *quarters) tops(cols uint64, x int, out []uint64, sc *joinScratch) []uint64 {
	var avoid uint64
	if x >= 0 {
		// The diagonals of (rows, x): "/" r+c = rows+x, marked so;
		// "\" c−r = x−rows, marked x−1.
		avoid = 1 << uint(qs.rows+x)
		if x > 0 {
			avoid |= 1 << uint(32+x-1)
		}
	}
	from := len(out)
	out = qs.join(cols, avoid, out, sc)
	// Each top half's key (halfKey), rows 0..s−1, from its marks m in
	// the frame of its left quarter: its "/" diagonals cross row s at
	// column r+c−s, its "\" diagonals at column c−r+s, one more than
	// their mark. The mask and shifts are made once, masked to 63 (n ≤
	// 32) so that they need no test of their size.
	low, rs, sh, keys := uint64(1)<<(uint(qs.n-1)&63)-1, uint(qs.rows)&63, uint(qs.n-1)&63, out[from:]
	for i, m := range keys {
		keys[i] = m&(1<<32-1)>>rs&low | (m>>32&low)<<sh
	}
	return out
}

// bottoms appends to out the keys, seen from their first row, of the
// bottom halves of qs.rows rows whose queens use the columns cols and
// leave the square x of the row above free (x < 0: every bottom half).
func (qs *quarters) bottoms(cols uint64, x int, out []uint64, sc *joinScratch) []uint64 {
	return qs.bottomKeys(cols, x, out, sc, false)
}

// keyRowShift is the lowest bit of the tag of a key of bottomsTagged:
// the column of the half's queen of its first row plus one.
const keyRowShift = 59

// bottomsTagged is bottoms for n ≤ joinWeighMax, each key tagged in
// bits 59 to 63, where no key bit reaches, with the column of the half's
// queen of its first row plus one.
func (qs *quarters) bottomsTagged(cols uint64, x int, out []uint64, sc *joinScratch) []uint64 {
	return qs.bottomKeys(cols, x, out, sc, true)
}

// bottomKeys is bottoms, its keys tagged as bottomsTagged says when tag
// is set.
func (qs *quarters) bottomKeys(cols uint64, x int, out []uint64, sc *joinScratch, tag bool) []uint64 {
	var avoid uint64
	if x >= 0 {
		// The diagonals of (−1, x) in the frame of rows 0..: "/" r+c =
		// x−1, marked so; "\" c−r = x+1, marked x+rows.
		avoid = 1 << uint(32+x+qs.rows)
		if x > 0 {
			avoid |= 1 << uint(x-1)
		}
	}
	from := len(out)
	out = qs.join(cols, avoid, out, sc)
	var field uint64
	if tag {
		field = rowFieldMask
	}
	// Each bottom half's key, seen from its first row, from its marks m
	// in the frame of its left quarter: its "/" diagonals cross that row
	// at their mark, its "\" diagonals at their mark less rows−1. The
	// mask and shifts are made once, masked to 63 (n ≤ 32) so that they
	// need no test of their size.
	low, rs, sh, keys := uint64(1)<<(uint(qs.n-1)&63)-1, uint(qs.rows)&63, uint(qs.n-1)&63, out[from:]
	for i, m := range keys {
		keys[i] = m&low | (m>>32>>rs&low)<<sh | (m&field)<<(keyRowShift-rowField)
	}
	return out
}
