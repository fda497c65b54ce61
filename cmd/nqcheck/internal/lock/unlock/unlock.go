package unlock

import (
	"fmt"
	"strings"
)

// The grid and the lengths of a pattern.
const (
	// Points is the number of points of the grid, numbered 1 to Points.
	Points = 9
	// MinLength is the fewest points a pattern joins.
	MinLength = 4
	// MaxLength is the most points a pattern joins: every point once.
	MaxLength = Points
	// Segments is the number of distinct undirected segments between two
	// points of the grid.
	Segments = Points * (Points - 1) / 2
)

// KnownTotal is the number of patterns of MinLength to MaxLength points
// with no segment given (LeetCode 351's figure for m = 4, n = 9).
const KnownTotal = 389112

// Known returns the well-known numbers of patterns of each length with no
// segment given: 1624, 7152, 26016, 72912, 140704 and 140704 for lengths
// 4 to 9.
func Known() Counts {
	return Counts{4: 1624, 5: 7152, 6: 26016, 7: 72912, 8: 140704, 9: 140704}
}

// Counts holds a number of patterns per length: Counts[l] for l in
// MinLength..MaxLength; the other entries are 0.
type Counts [MaxLength + 1]uint64

// Total returns the sum over the lengths.
func (c Counts) Total() uint64 {
	var t uint64
	for l := MinLength; l <= MaxLength; l++ {
		t += c[l]
	}
	return t
}

// Segment is an undirected segment between two distinct points, A < B.
type Segment struct {
	// A and B are the two points, 1..Points, A < B.
	A, B int
}

// NewSegment returns the segment between points x and y, in either order;
// it fails when a point lies outside 1..Points or x = y.
func NewSegment(x, y int) (Segment, error) {
	switch {
	case x < 1 || x > Points:
		return Segment{}, fmt.Errorf("point %d is outside 1..%d", x, Points)
	case y < 1 || y > Points:
		return Segment{}, fmt.Errorf("point %d is outside 1..%d", y, Points)
	case x == y:
		return Segment{}, fmt.Errorf("segment %d %d joins a point to itself", x, y)
	}
	return Segment{A: min(x, y), B: max(x, y)}, nil
}

// String returns the segment as "A-B".
func (s Segment) String() string { return fmt.Sprintf("%d-%d", s.A, s.B) }

// index numbers the segment 0..Segments-1.
func (s Segment) index() int {
	// Segments from point a start after those of the points before it.
	start := (s.A - 1) * (2*Points - s.A) / 2
	return start + s.B - s.A - 1
}

// Set is a set of segments, a bit per segment; the zero Set is empty.
type Set uint64

// Add returns the set with s added.
func (t Set) Add(s Segment) Set { return t | 1<<s.index() }

// Has reports whether s is in the set.
func (t Set) Has(s Segment) bool { return t&(1<<s.index()) != 0 }

// Len returns the number of segments in the set.
func (t Set) Len() int {
	n := 0
	for x := t; x != 0; x &= x - 1 {
		n++
	}
	return n
}

// Segments returns the set's segments in ascending order.
func (t Set) Segments() []Segment {
	var out []Segment
	for a := 1; a <= Points; a++ {
		for b := a + 1; b <= Points; b++ {
			if s := (Segment{a, b}); t.Has(s) {
				out = append(out, s)
			}
		}
	}
	return out
}

// String returns the set as its segments separated by spaces ("1-2 5-9"),
// or "none" for the empty set.
func (t Set) String() string {
	segs := t.Segments()
	if len(segs) == 0 {
		return "none"
	}
	parts := make([]string, len(segs))
	for i, s := range segs {
		parts[i] = s.String()
	}
	return strings.Join(parts, " ")
}

// over holds the pass-through table as the problem states it: over[a][b]
// is the point a stroke from a to b passes over, 0 when it passes over
// none.
var over = func() (t [Points + 1][Points + 1]int) {
	for _, e := range [...]struct{ a, b, mid int }{
		{1, 3, 2}, {1, 7, 4}, {3, 9, 6}, {7, 9, 8},
		{1, 9, 5}, {3, 7, 5}, {2, 8, 5}, {4, 6, 5},
	} {
		t[e.a][e.b], t[e.b][e.a] = e.mid, e.mid
	}
	return t
}()

// Valid reports whether pattern is a valid pattern of any length (its
// points in 1..Points, none twice, each stroke passing over used points
// only) that contains every segment of seen; a pattern of fewer than
// MinLength points is not valid.
func Valid(pattern []int, seen Set) bool {
	if len(pattern) < MinLength || len(pattern) > MaxLength {
		return false
	}
	var used [Points + 1]bool
	var have Set
	for i, p := range pattern {
		if p < 1 || p > Points || used[p] {
			return false
		}
		if i > 0 {
			q := pattern[i-1]
			if m := over[q][p]; m != 0 && !used[m] {
				return false
			}
			have = have.Add(Segment{min(p, q), max(p, q)})
		}
		used[p] = true
	}
	return have&seen == seen
}
