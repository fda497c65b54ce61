package dfs

import (
	"context"
	"slices"

	"github.com/nqcheck/nqcheck/board"
)

// Survey is what one pass over every solution of a board size tells.
type Survey struct {
	// N is the board size.
	N int
	// Total is the number of solutions.
	Total uint64
	// Fix90 and Fix180 count the solutions that the 90° and the 180°
	// rotation leave unchanged.
	Fix90, Fix180 uint64
	// HasClasses is true when the classes were counted (Surveyed with
	// classes): then Classes is the number of canonical forms among the
	// solutions, and Rot90Classes, Rot180Classes and AsymClasses split
	// them by orbit size (2 or 1, 4, 8).
	HasClasses                                        bool
	Classes, Rot90Classes, Rot180Classes, AsymClasses uint64
	// First and Last are the lexicographically first and last solutions;
	// nil when there is none.
	First, Last board.Solution
}

// Surveyed enumerates every solution of size n with SolutionsIterative and
// counts them and the solutions each rotation fixes; with classes it also
// canonicalises each one (board.Canonical) and counts the classes by orbit
// size. It holds nothing but the first and the last solution, and returns
// ctx.Err() soon after ctx is done.
func Surveyed(ctx context.Context, n int, classes bool) (Survey, error) {
	sv := Survey{N: n, HasClasses: classes}
	SolutionsIterative(n, func(s board.Solution) bool {
		sv.Total++
		if sv.First == nil {
			sv.First = s.Clone()
		}
		sv.Last = append(sv.Last[:0], s...)
		if sv.Total&0xfff == 0 && ctx.Err() != nil {
			return false
		}
		if slices.Equal(board.Rot180.Apply(s), s) {
			sv.Fix180++
			if slices.Equal(board.Rot90.Apply(s), s) {
				sv.Fix90++
			}
		}
		if !classes {
			return true
		}
		if c, orbit := board.Canonical(s); slices.Equal(c, s) {
			sv.Classes++
			switch orbit {
			case 8:
				sv.AsymClasses++
			case 4:
				sv.Rot180Classes++
			default:
				sv.Rot90Classes++
			}
		}
		return true
	})
	if err := ctx.Err(); err != nil {
		return Survey{}, err
	}
	return sv, nil
}
