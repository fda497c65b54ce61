package verify

import (
	"context"
	"fmt"
	"testing"

	"github.com/nqcheck/nqcheck/result"
)

func TestFigureWitnessNames(t *testing.T) {
	t.Parallel()
	if got := FigureWitnessNames(dfsSide()); fmt.Sprint(got) != "[count]" {
		t.Errorf("got %v", got)
	}
	if got := FigureWitnessNames(dfsSide()[:2]); got == nil || len(got) != 0 {
		t.Errorf("got %#v, want an empty list", got)
	}
}

// TestProgressPerBatch: progress is reported once per batch of cubes,
// when its witnesses are done with all of them, not once per cube in the
// burst that judges them (the first cube of a batch of 512 seemed to
// take the whole batch's time: an ETA of 25 minutes for a run of 2 s); a
// cube skipped as done before is reported at once.
func TestProgressPerBatch(t *testing.T) {
	t.Parallel()
	batched := DFS()
	batched.Batch = 16
	var calls [][2]int
	res, err := Run(context.Background(), 8, Options{Witnesses: []Witness{batched, DFSIterative()}, CubeRows: 2,
		Progress: func(done, total int) { calls = append(calls, [2]int{done, total}) }})
	if err != nil || res.Verdict != result.Pass {
		t.Fatalf("%+v, %v", res.Verdict, err)
	}
	if want := "[[16 42] [32 42] [42 42]]"; fmt.Sprint(calls) != want {
		t.Errorf("progress %v, want %s (42 cubes, batches of 16)", calls, want)
	}
	// Again, the first 20 cubes' records given as done before.
	var recs []result.VerifyCube
	ws := []Witness{batched, DFSIterative()}
	if _, err := Run(context.Background(), 8, Options{Witnesses: ws, CubeRows: 2,
		OnCube: func(rec result.VerifyCube) error { recs = append(recs, rec); return nil }}); err != nil {
		t.Fatal(err)
	}
	calls = nil
	_, err = Run(context.Background(), 8, Options{Witnesses: ws, CubeRows: 2,
		Done: func(c Cube) (result.VerifyCube, bool) {
			if c.Index < 20 {
				return recs[c.Index], true
			}
			return result.VerifyCube{}, false
		},
		Progress: func(done, total int) { calls = append(calls, [2]int{done, total}) }})
	var want [][2]int
	for i := 1; i <= 20; i++ {
		want = append(want, [2]int{i, 42})
	}
	want = append(want, [2]int{36, 42}, [2]int{42, 42})
	if err != nil || fmt.Sprint(calls) != fmt.Sprint(want) {
		t.Errorf("resumed: progress %v, %v; want %v", calls, err, want)
	}
}
