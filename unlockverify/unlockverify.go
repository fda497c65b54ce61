package unlockverify

import (
	"context"
	"fmt"
	"os/exec"
	"slices"
	"time"

	"github.com/nqcheck/nqcheck/encode"
	"github.com/nqcheck/nqcheck/result"
	"github.com/nqcheck/nqcheck/sat"
	"github.com/nqcheck/nqcheck/unlock"
	"github.com/nqcheck/nqcheck/unlockcnf"
)

// Options configure a verification.
type Options struct {
	// Workers is the number of SAT worker processes; below 1 means 1.
	Workers int
	// Start returns the command of one SAT worker (sat.ParallelOptions).
	Start func() (*exec.Cmd, error)
}

// Case verifies the counts of the patterns that contain every segment of
// seen; number is the case's number in the input (0 for none), copied to
// the result. The error is ctx's end, or a failure to run the SAT
// witness's workers at all; a witness's own failure is a failed check.
func Case(ctx context.Context, number int, seen unlock.Set, opt Options) (result.Unlock, error) {
	start := time.Now()
	r := result.Unlock{Case: number, Segments: []string{}, Checks: []result.Check{}}
	for _, s := range seen.Segments() {
		r.Segments = append(r.Segments, s.String())
	}
	t := time.Now()
	dfs := unlock.Count(seen)
	r.Witnesses = append(r.Witnesses, result.UnlockWitness{Name: "dfs", Total: result.Known(dfs.Total()), Seconds: result.RoundSeconds(time.Since(t).Seconds())})
	if err := ctx.Err(); err != nil {
		return r, err
	}
	t = time.Now()
	s, err := satCount(ctx, seen, opt)
	if ctx.Err() != nil {
		return r, ctx.Err()
	}
	w := result.UnlockWitness{Name: "sat", Cubes: s.cubes, Seconds: result.RoundSeconds(time.Since(t).Seconds())}
	if err != nil {
		w.Failed = err.Error()
	} else {
		w.Total = result.Known(s.counts.Total())
	}
	r.Witnesses = append(r.Witnesses, w)
	r.Checks = append(r.Checks, s.checks...)
	if err != nil {
		r.Checks = append(r.Checks, result.Check{Name: "run", Witnesses: "sat", Detail: err.Error()})
	}
	compare(&r, dfs, s.counts, err == nil, seen == 0)
	r.Total = result.Known(dfs.Total())
	r.Seconds = result.RoundSeconds(time.Since(start).Seconds())
	return r, nil
}

// compare fills r's rows, its count checks and its verdict: dfs against
// sat when sat ran, and each against the known figures when known is set.
func compare(r *result.Unlock, dfs, sat unlock.Counts, satRan, known bool) {
	ref := unlock.Known()
	row := func(l int, k, d, s uint64) {
		u := result.UnlockLength{Length: l, DFS: result.Known(d)}
		if known {
			u.Known = result.Known(k)
		}
		if satRan {
			u.SAT = result.Known(s)
		}
		r.Lengths = append(r.Lengths, u)
	}
	for l := unlock.MinLength; l <= unlock.MaxLength; l++ {
		row(l, ref[l], dfs[l], sat[l])
	}
	row(0, unlock.KnownTotal, dfs.Total(), sat.Total())
	agree := func(a, b string, x, y unlock.Counts, xTotal, yTotal uint64) {
		c := result.Check{Name: "count", Witnesses: a + "/" + b, OK: true}
		for l := unlock.MinLength; l <= unlock.MaxLength && c.OK; l++ {
			if x[l] != y[l] {
				c.OK, c.Detail = false, fmt.Sprintf("length %d: %s %d, %s %d", l, a, x[l], b, y[l])
			}
		}
		if c.OK && xTotal != yTotal {
			c.OK, c.Detail = false, fmt.Sprintf("total: %s %d, %s %d", a, xTotal, b, yTotal)
		}
		r.Checks = append(r.Checks, c)
	}
	if satRan {
		agree("dfs", "sat", dfs, sat, dfs.Total(), sat.Total())
	}
	if known {
		// The known total is checked apart from the lengths' sum.
		agree("dfs", "known", dfs, ref, dfs.Total(), unlock.KnownTotal)
		if satRan {
			agree("sat", "known", sat, ref, sat.Total(), unlock.KnownTotal)
		}
	}
	failed := false
	for _, c := range r.Checks {
		failed = failed || !c.OK
	}
	r.Verdict = result.VerdictOf(failed, true)
}

// satRun is what the SAT witness found.
type satRun struct {
	counts unlock.Counts
	cubes  int
	checks []result.Check // valid, cube and distinct
}

// satCount enumerates the models of the path encoding of seen, cube by
// cube in worker processes, and checks each one.
func satCount(ctx context.Context, seen unlock.Set, opt Options) (satRun, error) {
	var pairs [][2]int
	for _, s := range seen.Segments() {
		pairs = append(pairs, [2]int{s.A, s.B})
	}
	var run satRun
	f, err := unlockcnf.Formula(pairs)
	if err != nil {
		return run, err
	}
	cubes := unlockcnf.LengthCubes()
	satCubes := make([]sat.Cube, len(cubes))
	for i, c := range cubes {
		satCubes[i] = sat.Cube{Lits: c.Lits}
	}
	run.cubes = len(cubes)
	ck := checker{seen: seen, cubes: cubes, patterns: map[uint64]bool{}}
	// Blocking the true placement variables alone is exact: a cube fixes
	// the length, so each of its models has that many of them true (and
	// the distinct check would see a model blocked twice).
	popt := sat.ParallelOptions{Options: sat.Options{Mode: sat.Block, Project: unlockcnf.Project}, Workers: opt.Workers, Start: opt.Start}
	_, err = sat.Parallel(ctx, f, satCubes, popt, func(cube int, vars []encode.Var) error {
		ck.model(cube, vars, &run.counts)
		return nil
	})
	run.checks = ck.results()
	return run, err
}

// checker checks the SAT witness's models one by one.
type checker struct {
	seen     unlock.Set
	cubes    []unlockcnf.Cube
	patterns map[uint64]bool // each pattern seen, its points as decimal digits
	// first failure of each check, "" while none
	invalid, outside, repeated string
	where                      [3]string // the cube of each first failure
}

// model checks one model of cube i and counts it under its length when it
// is a valid pattern.
func (ck *checker) model(i int, vars []encode.Var, counts *unlock.Counts) {
	c := ck.cubes[i]
	p, err := unlockcnf.Decode(vars)
	if err == nil && !unlock.Valid(p, ck.seen) {
		err = fmt.Errorf("pattern %v is not one of the problem's (unlock.Valid)", p)
	}
	if err != nil {
		ck.fail(&ck.invalid, 0, c, err.Error())
		return
	}
	if len(p) != c.Length || !slices.Equal(p[:unlockcnf.CubePoints], c.Prefix) {
		ck.fail(&ck.outside, 1, c, fmt.Sprintf("pattern %v lies outside its cube", p))
		return
	}
	var key uint64
	for _, v := range p {
		key = key*10 + uint64(v)
	}
	if ck.patterns[key] {
		ck.fail(&ck.repeated, 2, c, fmt.Sprintf("pattern %v came twice", p))
		return
	}
	ck.patterns[key] = true
	counts[len(p)]++
}

// fail records the first failure of a check.
func (ck *checker) fail(first *string, k int, c unlockcnf.Cube, detail string) {
	if *first == "" {
		*first, ck.where[k] = detail, c.String()
	}
}

// results returns the checks of the models.
func (ck *checker) results() []result.Check {
	out := make([]result.Check, 0, 3)
	for k, c := range []struct{ name, detail string }{{"valid", ck.invalid}, {"cube-member", ck.outside}, {"distinct", ck.repeated}} {
		out = append(out, result.Check{Name: c.name, Witnesses: "sat", OK: c.detail == "", Detail: c.detail, Cube: ck.where[k]})
	}
	return out
}
