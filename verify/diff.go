package verify

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/compare"
)

// Difference is the first board on which the witnesses of one cube
// differ: a board that is not a solution, or a solution that one
// witness's set holds and another's lacks.
type Difference struct {
	// Cube is the cube the witnesses ran on.
	Cube Cube
	// Witness names the witness that returned Board, and Set the set it
	// returned it in.
	Witness string
	Set     Set
	// Board is the board as Witness returned it.
	Board board.Placement
	// Invalid says why Board is not a solution; nil when it is one.
	Invalid error
	// Lacks names the witness whose set lacks Board, and LacksSet that
	// set; empty when Board is not a solution.
	Lacks    string
	LacksSet Set
}

// FindCube returns the cube of plan whose name (Cube.Name) is name: the
// cube a failed check names.
func (p Plan) FindCube(name string) (Cube, bool) {
	for _, c := range p.Cubes {
		if c.Name() == name {
			return c, true
		}
	}
	return Cube{}, false
}

// FirstDifference runs every witness of cubes of ws on cube c of board
// size n again and returns the first board on which they differ, found
// with the rules of Run's checks: first, in witness and set order, the
// first board that is not a solution; else, for each set in that order,
// the smallest solution of the cube on which it and the reference differ
// (the reference is the first witness of all solutions, each set held to
// those of its solutions that belong to the set; without one, the first
// set of each kind). ok is false when the witnesses agree on the cube's
// solutions, as they do when a check failed for order or repetition
// only, or for a fault that does not come again. A witness that panics
// takes no part. It stops when ctx is done and returns ctx.Err().
func FirstDifference(ctx context.Context, n int, c Cube, ws []Witness) (d Difference, ok bool, err error) {
	type got struct {
		w      *Witness
		set    Set
		boards []board.Placement
		sols   []board.Solution // distinct valid solutions of the cube, sorted
	}
	var sets []*got
	for i := range ws {
		w := &ws[i]
		if w.Enumerate == nil {
			continue
		}
		bySet := map[Set]*got{}
		for _, s := range w.Sets {
			g := &got{w: w, set: s}
			bySet[s] = g
		}
		err := protect(w.Name, func() error {
			return w.Enumerate(ctx, n, []Cube{c}, func(set Set, cube int, p board.Placement) {
				if g := bySet[set]; g != nil && cube == 0 {
					g.boards = append(g.boards, slices.Clone(p))
				}
			})
		})
		var wf *WitnessFailure
		switch {
		case errors.As(err, &wf):
			continue
		case err != nil && ctx.Err() != nil:
			return d, false, ctx.Err()
		case err != nil:
			return d, false, fmt.Errorf("witness %s: %w", w.Name, err)
		}
		for _, s := range w.Sets {
			sets = append(sets, bySet[s])
		}
	}
	for _, g := range sets {
		for _, p := range g.boards {
			if err := compare.Valid(n, p); err != nil {
				return Difference{Cube: c, Witness: g.w.Name, Set: g.set, Board: p, Invalid: err}, true, nil
			}
			if s, shaped := p.Solution(n); shaped && slices.Equal(s[:len(c.Prefix)], c.Prefix) {
				g.sols = append(g.sols, s)
			}
		}
		slices.SortFunc(g.sols, board.Compare)
		g.sols = slices.CompactFunc(g.sols, func(a, b board.Solution) bool { return board.Compare(a, b) == 0 })
	}
	var ref *got
	for _, g := range sets {
		if g.set == All {
			ref = g
			break
		}
	}
	firstOf := map[Set]*got{}
	img := make(board.Solution, n)
	for _, g := range sets {
		var want *got
		switch {
		case ref != nil && g != ref:
			want = &got{w: ref.w, set: ref.set}
			for _, s := range ref.sols {
				canon, _, f90, f180 := symmetryOf(s, img)
				if g.set == All || (g.set == Canonical && canon) || (g.set == Fix90 && f90) || (g.set == Fix180 && f180) {
					want.sols = append(want.sols, s)
				}
			}
		case ref == nil && firstOf[g.set] != nil:
			want = firstOf[g.set]
		default:
			if firstOf[g.set] == nil {
				firstOf[g.set] = g
			}
			continue
		}
		if s, inWant, found := firstOutside(want.sols, g.sols); found {
			d := Difference{Cube: c, Witness: g.w.Name, Set: g.set, Board: s.Placement(), Lacks: want.w.Name, LacksSet: want.set}
			if inWant {
				d.Witness, d.Set, d.Lacks, d.LacksSet = want.w.Name, want.set, g.w.Name, g.set
			}
			return d, true, nil
		}
	}
	return Difference{}, false, nil
}

// firstOutside returns the smallest solution in exactly one of the sorted
// lists a and b, and whether it is a's.
func firstOutside(a, b []board.Solution) (s board.Solution, inA, found bool) {
	i, j := 0, 0
	for i < len(a) || j < len(b) {
		switch {
		case j == len(b) || (i < len(a) && board.Compare(a[i], b[j]) < 0):
			return a[i], true, true
		case i == len(a) || board.Compare(a[i], b[j]) > 0:
			return b[j], false, true
		}
		i++
		j++
	}
	return nil, false, false
}
