package compare

import (
	"fmt"
	"slices"

	"github.com/nqcheck/nqcheck/board"
)

// Cube is what a witness that splits the board returned for one part: the
// boards whose first rows hold their queens in the columns of Prefix.
type Cube struct {
	// Prefix lists the 0-based columns of the queens of rows
	// 1..len(Prefix) that define the cube.
	Prefix board.Solution
	// Boards are the boards the witness returned for the cube, in its
	// order, duplicates and invalid ones included.
	Boards []board.Placement
}

// in reports whether p lies in the cube: p holds a queen on each cell the
// prefix fixes (whatever else it holds).
func (c Cube) in(p board.Placement) bool {
	for r, col := range c.Prefix {
		if _, found := slices.BinarySearchFunc(p, board.Cell{Row: r, Col: col}, cmpCell); !found {
			return false
		}
	}
	return true
}

func cmpCell(a, b board.Cell) int {
	if a.Row != b.Row {
		return a.Row - b.Row
	}
	return a.Col - b.Col
}

// Cubes checks a witness that enumerated the n×n board cube by cube
// against a reference witness's boards, and returns two checks:
//
//   - cube-member (name): every board returned for a cube lies in it,
//     that is, holds a queen on each cell of the cube's prefix;
//   - cube-count (name/refName): for each prefix, the number of boards
//     the witness returned for its cube equals the number of reference
//     boards that lie in it. The prefixes compared are the cubes' and those
//     of the reference's solutions, so that a solution outside every cube
//     (a split that misses part of the board) is a difference too. The
//     cubes must have distinct prefixes of one length, at most n.
//
// On a failure the detail names the first cube in lexicographic order of
// its prefix (for cube-member, the first in the given order) in the form
// "rows 1-3 = 1 3 5: sat 12, dfs 11", 1-based.
func Cubes(n int, name string, cubes []Cube, refName string, ref []board.Placement) []Check {
	member := Check{Name: "cube-member", Witnesses: name, OK: true}
	count := Check{Name: "cube-count", Witnesses: name + "/" + refName, OK: true}

	outside := 0
	for _, c := range cubes {
		for _, p := range c.Boards {
			if c.in(p) {
				continue
			}
			if outside == 0 {
				member.Detail = fmt.Sprintf("%s board %s returned for %s lies outside it", name, Describe(n, p), board.PrefixName(c.Prefix))
			}
			outside++
		}
	}
	if outside > 0 {
		member.OK = false
		member.Detail = fmt.Sprintf("%d boards lie outside the cube they were returned for; first: %s", outside, member.Detail)
	}

	k := 0
	if len(cubes) > 0 {
		k = len(cubes[0].Prefix)
	}
	got := map[string]int{} // boards returned per cube, by prefix
	prefixes := map[string]board.Solution{}
	for _, c := range cubes {
		key := c.Prefix.Key()
		_, twice := got[key]
		switch {
		case len(c.Prefix) != k || k > n:
			count.OK = false
			count.Detail = fmt.Sprintf("cube %s fixes %d rows, want the %d of every cube on a %d×%d board", board.PrefixName(c.Prefix), len(c.Prefix), k, n, n)
			return []Check{member, count}
		case twice:
			count.OK = false
			count.Detail = fmt.Sprintf("cube %s is given twice", board.PrefixName(c.Prefix))
			return []Check{member, count}
		}
		prefixes[key] = c.Prefix
		got[key] = len(c.Boards)
	}
	want := map[string]int{} // reference boards per prefix
	for _, p := range ref {
		if s, ok := p.Solution(n); ok {
			key := s[:k].Key()
			want[key]++
			if _, ok := prefixes[key]; !ok {
				prefixes[key] = s[:k].Clone()
			}
			continue
		}
		// Not one queen per row: count it in every cube it lies in.
		for _, c := range cubes {
			if c.in(p) {
				want[c.Prefix.Key()]++
			}
		}
	}
	keys := make([]board.Solution, 0, len(prefixes))
	for _, s := range prefixes {
		keys = append(keys, s)
	}
	slices.SortFunc(keys, board.Compare)
	differ := 0
	for _, s := range keys {
		key := s.Key()
		if got[key] == want[key] {
			continue
		}
		if differ == 0 {
			missing := ""
			if _, isCube := got[key]; !isCube {
				missing = " (no such cube)"
			}
			count.Detail = fmt.Sprintf("%s: %s %d%s, %s %d", board.PrefixName(s), name, got[key], missing, refName, want[key])
		}
		differ++
	}
	if differ > 0 {
		count.OK = false
		count.Detail = fmt.Sprintf("%d of %d cubes differ; first: %s", differ, len(keys), count.Detail)
	}
	return []Check{member, count}
}
