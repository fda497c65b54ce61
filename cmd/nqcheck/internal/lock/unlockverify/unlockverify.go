package unlockverify

import (
	"context"
	"fmt"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/lock/unlock"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/lock/unlockcnf"
	"github.com/nqcheck/nqcheck/encode"
	"github.com/nqcheck/nqcheck/result"
	"github.com/nqcheck/nqcheck/sat"
)

// Options configure a verification.
type Options struct {
	// Workers is the number of SAT worker processes; below 1 means 1.
	Workers int
	// Start returns the command of one SAT worker (sat.ParallelOptions).
	Start func() (*exec.Cmd, error)
	// From and To bound the lengths the SAT witness enumerates; 0 means
	// unlock.MinLength and unlock.MaxLength. The search counts every
	// length; the figures of the others are null for SAT.
	From, To int
}

// lengths returns the lengths the SAT witness enumerates.
func (o Options) lengths() (from, to int) {
	from, to = o.From, o.To
	if from == 0 {
		from = unlock.MinLength
	}
	if to == 0 {
		to = unlock.MaxLength
	}
	return from, to
}

// ParseLengths parses a length or a range of lengths, "6" or "4-9",
// within unlock.MinLength..unlock.MaxLength.
func ParseLengths(spec string) (from, to int, err error) {
	a, b, isRange := strings.Cut(spec, "-")
	if !isRange {
		b = a
	}
	from, err1 := strconv.Atoi(a)
	to, err2 := strconv.Atoi(b)
	if err1 != nil || err2 != nil || from < unlock.MinLength || to > unlock.MaxLength || from > to {
		return 0, 0, fmt.Errorf("%q is not a length or a range of lengths within %d-%d", spec, unlock.MinLength, unlock.MaxLength)
	}
	return from, to, nil
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
	from, to := opt.lengths()
	whole := from == unlock.MinLength && to == unlock.MaxLength
	w := result.UnlockWitness{Name: "sat", Cubes: s.cubes, Seconds: result.RoundSeconds(time.Since(t).Seconds())}
	if err != nil {
		w.Failed = err.Error()
	} else if whole {
		w.Total = result.Known(s.counts.Total())
	}
	r.Witnesses = append(r.Witnesses, w)
	r.Checks = append(r.Checks, s.checks...)
	if err != nil {
		r.Checks = append(r.Checks, result.Check{Name: "run", Witnesses: "sat", Detail: err.Error()})
	}
	ran := lengthRange{from: from, to: to}
	if err != nil {
		ran = lengthRange{}
	}
	compare(&r, dfs, s.counts, ran, seen == 0)
	r.Total = result.Known(dfs.Total())
	r.Seconds = result.RoundSeconds(time.Since(start).Seconds())
	return r, nil
}

// lengthRange is the lengths the SAT witness enumerated: from..to, none
// when from is 0.
type lengthRange struct{ from, to int }

// has reports whether l is in the range.
func (g lengthRange) has(l int) bool { return g.from != 0 && g.from <= l && l <= g.to }

// whole reports whether the range holds every length.
func (g lengthRange) whole() bool { return g.from == unlock.MinLength && g.to == unlock.MaxLength }

// compare fills r's rows, its count checks and its verdict: dfs against
// sat on the lengths sat enumerated, and each against the known figures
// when known is set. A total is compared only when sat enumerated every
// length; a figure sat did not compute is null.
func compare(r *result.Unlock, dfs, sat unlock.Counts, ran lengthRange, known bool) {
	ref := unlock.Known()
	row := func(l int, k, d, s uint64, satHas bool) {
		u := result.UnlockLength{Length: l, DFS: result.Known(d)}
		if known {
			u.Known = result.Known(k)
		}
		if satHas {
			u.SAT = result.Known(s)
		}
		r.Lengths = append(r.Lengths, u)
	}
	for l := unlock.MinLength; l <= unlock.MaxLength; l++ {
		row(l, ref[l], dfs[l], sat[l], ran.has(l))
	}
	row(0, unlock.KnownTotal, dfs.Total(), sat.Total(), ran.whole())
	agree := func(a, b string, x, y unlock.Counts, g lengthRange, xTotal, yTotal uint64) {
		c := result.Check{Name: "count", Witnesses: a + "/" + b, OK: true}
		for l := g.from; l <= g.to && c.OK; l++ {
			if x[l] != y[l] {
				c.OK, c.Detail = false, fmt.Sprintf("length %d: %s %d, %s %d", l, a, x[l], b, y[l])
			}
		}
		if c.OK && g.whole() && xTotal != yTotal {
			c.OK, c.Detail = false, fmt.Sprintf("total: %s %d, %s %d", a, xTotal, b, yTotal)
		}
		r.Checks = append(r.Checks, c)
	}
	all := lengthRange{unlock.MinLength, unlock.MaxLength}
	if ran.from != 0 {
		agree("dfs", "sat", dfs, sat, ran, dfs.Total(), sat.Total())
	}
	if known {
		// The known total is checked apart from the lengths' sum.
		agree("dfs", "known", dfs, ref, all, dfs.Total(), unlock.KnownTotal)
		if ran.from != 0 {
			agree("sat", "known", sat, ref, ran, sat.Total(), unlock.KnownTotal)
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
	from, to := opt.lengths()
	var cubes []unlockcnf.Cube
	var satCubes []sat.Cube
	for _, c := range unlockcnf.LengthCubes() {
		if from <= c.Length && c.Length <= to {
			cubes = append(cubes, c)
			satCubes = append(satCubes, sat.Cube{Lits: c.Lits})
		}
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
