package listing

import (
	"context"
	"fmt"
	"io"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/present/render"
	"github.com/nqcheck/nqcheck/dfs"
)

// SolutionSheet writes one SVG document that draws the solutions of size n in
// lexicographic order, at most limit of them (limit > 0); with classes,
// only the representative of each symmetry class (its lexicographically
// smallest member), captioned with its orbit size and the rotations that
// fix it. The sheet's size comes from dfs.Count before the boards stream
// through it, and the enumeration must match that count.
func SolutionSheet(ctx context.Context, out io.Writer, n int, limit int64, classes bool) error {
	counts, err := dfs.Count(ctx, n, dfs.CountOptions{})
	if err != nil {
		return err
	}
	want := counts.Total
	captions := 1
	if classes {
		want = counts.Classes()
		captions = 3
	}
	if limit > 0 && uint64(limit) < want {
		want = uint64(limit)
	}
	// About 7 pixels a character of the 12-pixel captions: "class K: "
	// and n columns, or the longest "fixed by" line.
	chars := len(fmt.Sprintf("class %d: ", want)) + n*(len(fmt.Sprint(n))+1)
	if classes {
		chars = max(chars, len("fixed by: rot90 rot180 rot270"))
	}
	sheet, err := render.NewSheet(out, n, int(want), render.SheetOptions{Captions: captions, CaptionWidth: 7 * chars})
	if err != nil {
		return err
	}
	var drawn int64
	dfs.SolutionsIterative(n, func(s board.Solution) bool {
		b := render.SolutionBoard(s)
		if !classes {
			b.Label = fmt.Sprintf("n = %d, solution %d: %v", n, drawn+1, s)
			err = sheet.Add(b, fmt.Sprintf("#%d: %v", drawn+1, s))
		} else {
			canon, orbit := board.Canonical(s)
			if board.Compare(canon, s) != 0 {
				return true
			}
			fixed := "none"
			if f := board.FixingRotations(s); len(f) > 0 {
				fixed = fmt.Sprint(f)
				fixed = fixed[1 : len(fixed)-1]
			}
			b.Label = fmt.Sprintf("n = %d, class %d: %v", n, drawn+1, s)
			err = sheet.Add(b, fmt.Sprintf("class %d: %v", drawn+1, s), fmt.Sprintf("orbit %d", orbit), "fixed by: "+fixed)
		}
		if err != nil {
			return false
		}
		drawn++
		return limit == 0 || drawn < limit
	})
	if err != nil {
		return err
	}
	if err := sheet.Close(); err != nil {
		return fmt.Errorf("n = %d: the count and the enumeration disagree: %w", n, err)
	}
	return nil
}
