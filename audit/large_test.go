package audit

import (
	"context"
	"iter"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/board"
)

// countingRef yields sols and counts the solutions it yields.
func countingRef(sols []board.Solution, yielded *int) iter.Seq[board.Solution] {
	return func(yield func(board.Solution) bool) {
		for _, s := range sols {
			*yielded++
			if !yield(s) {
				return
			}
		}
	}
}

// TestNoReferenceWhenTheCountTells checks that a listing is judged
// without walking the reference when its count tells all: --some on a
// solution with no total stated counts nothing and walks nothing; a
// listing of Q(n) distinct valid solutions in any order is exact from
// Options.Total alone; a listing that lacks one still names it.
func TestNoReferenceWhenTheCountTells(t *testing.T) {
	t.Parallel()
	ref := reference(8)
	total := func(counted *int) func(context.Context) (int64, error) {
		return func(context.Context) (int64, error) { *counted++; return 92, nil }
	}
	var yielded, counted int
	rep, err := OutputContext(context.Background(), strings.NewReader(listing8()[40]+"\n"), 8, countingRef(ref, &yielded), Options{Some: true, Total: total(&counted)})
	if err != nil || !rep.Clean() || !rep.Uncounted || counted != 0 || yielded > P1219Shown+1 {
		t.Errorf("--some, one solution: err %v, uncounted %v, counted %d times, %d reference solutions walked\n%s", err, rep.Uncounted, counted, yielded, reportText(rep))
	}
	if r := rep.Result(0); r.Expected.IsKnown() || r.Missing.IsKnown() {
		t.Errorf("--some, one solution: expected and missing are given, not counted: %+v %+v", r.Expected, r.Missing)
	}
	if rep := auditText(t, listing8()[40]+"\nTotal: 92\n", 8, Options{Some: true}); !rep.Clean() || rep.Uncounted || rep.Expected != 92 {
		t.Errorf("--some with a total: want it checked against Q(8)\n%s", reportText(rep))
	}
	// Reversed: no lexicographic walk follows it.
	lines := listing8()
	for i, j := 0, len(lines)-1; i < j; i, j = i+1, j-1 {
		lines[i], lines[j] = lines[j], lines[i]
	}
	yielded, counted = 0, 0
	rep, err = OutputContext(context.Background(), strings.NewReader(strings.Join(lines, "\n")+"\n"), 8, countingRef(ref, &yielded), Options{Total: total(&counted), Format: Lines, MaxFindings: -1})
	if err != nil || !rep.Clean() || rep.Expected != 92 || yielded > len(ref) {
		t.Errorf("a full listing reversed: err %v, %d reference solutions walked\n%s", err, yielded, reportText(rep))
	}
	yielded = 0
	rep, err = OutputContext(context.Background(), strings.NewReader(strings.Join(lines[1:], "\n")+"\n"), 8, countingRef(ref, &yielded), Options{Total: total(&counted), Format: Lines, MaxFindings: -1})
	if err != nil || rep.Count(Missing) != 1 || len(rep.Findings) == 0 || !strings.Contains(rep.Findings[len(rep.Findings)-1].Detail, lines[0]) {
		t.Errorf("a listing that lacks one: err %v\n%s", err, reportText(rep))
	}
}
