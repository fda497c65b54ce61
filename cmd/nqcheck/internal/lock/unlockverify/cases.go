package unlockverify

import (
	"context"
	"fmt"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/lock/unlock"
	"github.com/nqcheck/nqcheck/result"
)

// Cases is a cross-check of several sets of seen segments, one result
// per set, in order; a set given again is not counted again.
type Cases struct {
	Sets    []unlock.Set
	Options Options
	// Case checks one set; nil is the package's Case (tests pass their
	// own to inject a disagreement).
	Case func(ctx context.Context, number int, seen unlock.Set, opt Options) (result.Unlock, error)
	// Start is called with the name of each set before its count, and
	// Done after it (a progress line); nil does nothing.
	Start func(name string)
	Done  func()
	// Result is called with each result as it comes; an error of it ends
	// the run with that error.
	Result func(result.Unlock) error
}

// Run checks the sets until ctx ends. It returns the results, whether
// one failed, and, when ctx ended during a count, the name of the set it
// stopped during (the results are then those before it); an error is one
// of a count while ctx lasts, or of Result.
func (cs Cases) Run(ctx context.Context) (results []result.Unlock, failed bool, stoppedDuring string, err error) {
	check := cs.Case
	if check == nil {
		check = Case
	}
	done := map[unlock.Set]result.Unlock{}
	for i, s := range cs.Sets {
		r, ok := done[s]
		if !ok {
			if cs.Start != nil {
				cs.Start(SetName(i))
			}
			r, err = check(ctx, i, s, cs.Options)
			if cs.Done != nil {
				cs.Done()
			}
			if err != nil {
				if ctx.Err() == nil {
					return results, failed, "", err
				}
				return results, failed, SetName(i), nil
			}
			done[s] = r
		}
		r.Case = i
		failed = failed || r.Verdict != result.Pass
		results = append(results, r)
		if cs.Result != nil {
			if err := cs.Result(r); err != nil {
				return results, failed, "", err
			}
		}
	}
	return results, failed, "", nil
}

// SetName names the set of segments checked i-th: the first is the one
// with no segment given, the others the cases of the input.
func SetName(i int) string {
	if i == 0 {
		return "the patterns with no segment given"
	}
	return fmt.Sprintf("case %d", i)
}
