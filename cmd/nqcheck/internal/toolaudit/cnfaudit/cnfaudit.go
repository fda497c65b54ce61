package cnfaudit

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"runtime"
	"slices"
	"strings"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/compare"
	"github.com/nqcheck/nqcheck/dfs"
	"github.com/nqcheck/nqcheck/encode"
	"github.com/nqcheck/nqcheck/internal/base/text"
	"github.com/nqcheck/nqcheck/sat"
)

// Options configure Decide.
type Options struct {
	// Workers is the number of SAT worker processes; 0 or 1 enumerates
	// the cubes in this process, below 0 means one per core
	// (runtime.GOMAXPROCS). Fewer are started when there are few cubes.
	Workers int
	// CubeRows is the number of leading rows each cube fixes; below 0
	// means board.CubeRows(n), the depth verify splits at.
	CubeRows int
	// Start returns the command of one worker (see sat.ParallelOptions);
	// needed unless Workers is 0 or 1.
	Start func() (*exec.Cmd, error)
	// Progress, when not nil, is called with the models seen so far and
	// the number expected, Q(n).
	Progress func(done, total int)
}

// cubesPerWorker is the fewest cubes worth a worker process.
const cubesPerWorker = 8

// Result is what Decide learns of a formula for board size n.
type Result struct {
	// N is the board size; Q the number of its solutions, Q(n).
	N, Q int
	// Cubes is the number of cubes the assignments were split into, the
	// residual formula not counted; Workers the worker processes started
	// (0: in this process).
	Cubes, Workers int

	// Models counts the distinct projected models seen; Enumerated is
	// true when every model was enumerated, so that Models is exact. An
	// enumeration stops once Models exceeds Q.
	Models     int
	Enumerated bool
	// Invalid counts the invalid placements among the models: exactly
	// when Enumerated, else at least this many exist.
	Invalid int
	// Example is an invalid placement the formula allows and ExampleErr
	// why it is invalid; nil when none was found.
	Example    board.Placement
	ExampleErr error
	// Repeated counts projected models the engine returned more than
	// once (it should not); known when Enumerated.
	Repeated int
	// Allowed lists the solutions the formula allows, sorted; all of
	// them unless Stopped.
	Allowed []board.Solution
	// Excluded compares the solutions with Allowed: (b).
	Excluded compare.Check

	// Stopped is why the run ended before the decision (the context's
	// cause); nil when it was decided.
	Stopped error
}

// Sound reports (a): no invalid placement was found.
func (r *Result) Sound() bool { return r.Invalid == 0 }

// Complete reports (b): every solution extends to a model.
func (r *Result) Complete() bool { return r.Stopped == nil && r.Excluded.OK }

// CountOK reports (c): the distinct projected models are exactly Q(n).
func (r *Result) CountOK() bool { return r.Enumerated && r.Models == r.Q }

// Exact reports whether the formula was found to be an exact encoding.
func (r *Result) Exact() bool {
	return r.Stopped == nil && r.Sound() && r.Complete() && r.CountOK() && r.Repeated == 0
}

// NotExact reports whether the formula was shown not to be exact: a
// finding that stands even when the run stopped early.
func (r *Result) NotExact() bool {
	return r.Invalid > 0 || r.Models > r.Q || (r.Stopped == nil && !r.Exact())
}

// errEnough stops an enumeration that has decided what it had to.
var errEnough = errors.New("enough models")

// Decide decides whether f, over placement variables 1..n² and auxiliary
// ones, is an exact N-Queens encoding for board size n. f.Vars must be at
// least n². When ctx ends first, Decide returns what it saw so far with
// Stopped set and a nil error; an error is a failure of the engine or of
// a worker.
func Decide(ctx context.Context, f *encode.CNF, n int, opt Options) (*Result, error) {
	if f.Vars < n*n {
		return nil, fmt.Errorf("the formula has %d variables, fewer than the %d placement variables of n = %d", f.Vars, n*n, n)
	}
	f = encode.Compact(f, n*n)
	sols := dfs.All(n)
	r := &Result{N: n, Q: len(sols)}
	k := opt.CubeRows
	if k < 0 {
		k = board.CubeRows(n)
	}
	split := sat.QueensCubes(n, k)
	cubes := make([]sat.Cube, len(split))
	for i, c := range split {
		cubes[i] = sat.Cube{Prefix: c.Prefix, Lits: oneHot(n, c.Prefix)}
	}
	r.Cubes = len(cubes)
	enum := &enumeration{n: n, q: r.Q, opt: opt, r: r, seen: map[string]bool{}}

	// Phase 1: every projected model of f, the residual first.
	err := enum.residual(ctx, f, cubes, k)
	if err == nil {
		err = enum.run(ctx, f, cubes, enum.visit)
	}
	switch {
	case err == nil:
		r.Enumerated = true
		r.Allowed = enum.valid
		r.seeInvalid(enum.invalid)
	case errors.Is(err, errEnough):
		// More than Q(n) distinct models: at most |Allowed| of them are
		// valid, so at least Models-|Allowed| are not (below).
	case ctx.Err() != nil:
		return r.stop(ctx, enum), nil
	default:
		return nil, err
	}

	if !r.Enumerated {
		// Phase 2: the solutions f allows, from f conjoined with the
		// N-Queens clauses, whose models are still checked.
		both := &encode.CNF{Vars: f.Vars, Clauses: slices.Clone(f.Clauses)}
		encode.QueensTo(both, n)
		var allowed []board.Solution
		err := enum.run(ctx, both, sat.QueensCubes(n, k), func(_ int, vars []encode.Var) error {
			p := encode.Placement(n, vars)
			if err := compare.Valid(n, p); err != nil {
				return fmt.Errorf("internal error: a model of the CNF and the N-Queens clauses is not a solution: %s: %v",
					compare.Describe(n, p), err)
			}
			s, _ := p.Solution(n)
			allowed = append(allowed, s)
			if len(allowed) > r.Q {
				return fmt.Errorf("internal error: the CNF and the N-Queens clauses have more than Q(%d) = %d models", n, r.Q)
			}
			enum.progress(len(allowed))
			return nil
		})
		if ctx.Err() != nil {
			return r.stop(ctx, enum), nil
		}
		if err != nil {
			return nil, err
		}
		slices.SortFunc(allowed, board.Compare) // the example's formula must not depend on the workers' order
		r.Allowed = allowed
		r.Invalid = r.Models - len(allowed)
		if r.Example, err = example(ctx, both.Vars, f, allowed, n); err != nil {
			if ctx.Err() != nil {
				return r.stop(ctx, enum), nil
			}
			return nil, err
		}
		r.ExampleErr = compare.Valid(n, r.Example)
	}
	slices.SortFunc(r.Allowed, board.Compare)
	r.Excluded = compare.Sets("solutions", sols, "cnf", r.Allowed)
	return r, nil
}

// stop fills in what an enumeration stopped by ctx saw.
func (r *Result) stop(ctx context.Context, enum *enumeration) *Result {
	r.Stopped = context.Cause(ctx)
	if !r.Enumerated {
		r.seeInvalid(enum.invalid)
	}
	return r
}

// seeInvalid records the invalid placements an enumeration saw: their
// number in Invalid, the least of them (whatever order the workers
// answered in) in Example and why it is invalid in ExampleErr; it leaves
// the last two nil when none was seen.
func (r *Result) seeInvalid(invalid []board.Placement) {
	r.Invalid = len(invalid)
	if len(invalid) > 0 {
		r.Example = slices.MinFunc(invalid, comparePlacements)
		r.ExampleErr = compare.Valid(r.N, r.Example)
	}
}

// enumeration is the state of phase 1.
type enumeration struct {
	n, q    int
	opt     Options
	r       *Result
	seen    map[string]bool
	valid   []board.Solution
	invalid []board.Placement
}

// visit takes one projected model of phase 1.
func (e *enumeration) visit(_ int, vars []encode.Var) error {
	k := varsKey(vars)
	if e.seen[k] {
		e.r.Repeated++
		return nil
	}
	e.seen[k] = true
	e.r.Models++
	p := encode.Placement(e.n, vars)
	if err := compare.Valid(e.n, p); err != nil {
		e.invalid = append(e.invalid, p)
	} else {
		s, _ := p.Solution(e.n)
		e.valid = append(e.valid, s)
	}
	e.progress(e.r.Models)
	if e.r.Models > e.q {
		return errEnough
	}
	return nil
}

func (e *enumeration) progress(done int) {
	if e.opt.Progress != nil {
		e.opt.Progress(done, e.q)
	}
}

// options are the enumeration options: models projected on the placement
// variables, each blocked whole (true and false variables), as auxiliary
// variables exist.
func options(n int) sat.Options {
	return sat.Options{Mode: sat.Block, Project: n * n, Exact: true}
}

// residual enumerates, in this process, the models of f whose first k
// rows are none of the cubes: f with one clause per cube that excludes it.
// With k = 0 the one cube is every assignment, and there is no residual.
func (e *enumeration) residual(ctx context.Context, f *encode.CNF, cubes []sat.Cube, k int) error {
	if k == 0 {
		return nil
	}
	g := &encode.CNF{Vars: f.Vars, Clauses: slices.Clone(f.Clauses)}
	for _, c := range cubes {
		not := make(encode.Clause, len(c.Lits))
		for i, l := range c.Lits {
			not[i] = l.Not()
		}
		g.Add(not)
	}
	_, err := sat.Models(ctx, g, options(e.n), func(vars []encode.Var) error {
		return e.visit(-1, vars)
	})
	return err
}

// run enumerates the models of f cube by cube, in worker processes when
// Options ask for more than one, else in this process.
func (e *enumeration) run(ctx context.Context, f *encode.CNF, cubes []sat.Cube, visit func(int, []encode.Var) error) error {
	workers := e.opt.Workers
	if workers < 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	workers = min(workers, len(cubes)/cubesPerWorker)
	if workers <= 1 || e.opt.Start == nil {
		_, err := sat.Split(ctx, f, cubes, options(e.n), visit)
		if ctx.Err() != nil {
			return ctx.Err()
		}
		return err
	}
	e.r.Workers = max(e.r.Workers, workers)
	_, err := sat.Parallel(ctx, f, cubes, sat.ParallelOptions{Options: options(e.n), Workers: workers, Start: e.opt.Start}, visit)
	return err
}

// example returns an invalid placement f allows, as the first model of
// one solve in this process of f with every allowed solution blocked (its
// whole assignment of the placement variables): a choice that does not
// depend on the order in which workers answered.
func example(ctx context.Context, vars int, f *encode.CNF, allowed []board.Solution, n int) (board.Placement, error) {
	g := &encode.CNF{Vars: vars, Clauses: slices.Clone(f.Clauses)}
	for _, s := range allowed {
		block := make(encode.Clause, 0, n*n)
		for r := 0; r < n; r++ {
			for c := 0; c < n; c++ {
				if s[r] == c {
					block = append(block, encode.Cell(n, r, c).Neg())
				} else {
					block = append(block, encode.Cell(n, r, c).Pos())
				}
			}
		}
		g.Add(block)
	}
	var p board.Placement
	_, err := sat.Models(ctx, g, options(n), func(vars []encode.Var) error {
		p = encode.Placement(n, vars)
		return errEnough
	})
	switch {
	case errors.Is(err, errEnough):
	case err != nil:
		return nil, err
	default:
		return nil, fmt.Errorf("internal error: the CNF has more than Q(%d) distinct models, but none besides the %d solutions it allows", n, len(allowed))
	}
	if compare.Valid(n, p) == nil {
		return nil, fmt.Errorf("internal error: with the solutions it allows blocked, the CNF still has the solution %s", compare.Describe(n, p))
	}
	return p, nil
}

// oneHot returns the literals that put the queens of rows 0..len(prefix)-1
// in the columns of prefix and leave every other cell of those rows
// empty.
func oneHot(n int, prefix []int) []encode.Lit {
	lits := make([]encode.Lit, 0, len(prefix)*n)
	for r, col := range prefix {
		for c := 0; c < n; c++ {
			if c == col {
				lits = append(lits, encode.Cell(n, r, c).Pos())
			} else {
				lits = append(lits, encode.Cell(n, r, c).Neg())
			}
		}
	}
	return lits
}

// varsKey identifies a projected model.
func varsKey(vars []encode.Var) string {
	var b strings.Builder
	for _, v := range vars {
		fmt.Fprintf(&b, "%d,", v)
	}
	return b.String()
}

// comparePlacements orders placements cell by cell, (row, column), a
// proper prefix first.
func comparePlacements(a, b board.Placement) int {
	for i := 0; i < len(a) && i < len(b); i++ {
		if a[i] != b[i] {
			if a[i].Row != b[i].Row {
				return a[i].Row - b[i].Row
			}
			return a[i].Col - b[i].Col
		}
	}
	return len(a) - len(b)
}

// WriteText prints the three checks and the verdict, one line each.
func (r *Result) WriteText(w io.Writer) error {
	var b strings.Builder
	switch {
	case r.Sound() && r.Enumerated:
		fmt.Fprintf(&b, "(a) every model is a valid placement: yes\n")
	case r.Sound():
		fmt.Fprintf(&b, "(a) every model is a valid placement: not decided, %d %s seen, all valid\n", r.Models, text.Plural(r.Models, "model"))
	default:
		count := fmt.Sprintf("%d invalid %s", r.Invalid, text.Plural(r.Invalid, "placement"))
		if !r.Enumerated {
			count = "at least " + count
		}
		fmt.Fprintf(&b, "(a) every model is a valid placement: NO, %s; the CNF allows %s: %v\n",
			count, compare.Describe(r.N, r.Example), r.ExampleErr)
	}
	switch {
	case r.Stopped != nil:
		fmt.Fprintf(&b, "(b) every solution extends to a model: not decided\n")
	case r.Complete():
		fmt.Fprintf(&b, "(b) every solution extends to a model: yes, all %d\n", r.Q)
	default:
		fmt.Fprintf(&b, "(b) every solution extends to a model: NO, the CNF excludes %d of the %d solutions; %s\n",
			r.Q-len(r.Allowed), r.Q, r.Excluded.Detail)
	}
	switch {
	case r.CountOK():
		fmt.Fprintf(&b, "(c) distinct projected models: %d = Q(%d)\n", r.Models, r.N)
	case r.Enumerated:
		fmt.Fprintf(&b, "(c) distinct projected models: %d, but Q(%d) = %d\n", r.Models, r.N, r.Q)
	case r.Models > r.Q:
		fmt.Fprintf(&b, "(c) distinct projected models: more than Q(%d) = %d (enumeration stopped at %d)\n", r.N, r.Q, r.Models)
	default:
		fmt.Fprintf(&b, "(c) distinct projected models: not decided, %d so far, Q(%d) = %d\n", r.Models, r.N, r.Q)
	}
	if r.Repeated > 0 && r.Enumerated {
		fmt.Fprintf(&b, "the SAT engine returned %d projected models twice despite blocking them\n", r.Repeated)
	}
	switch {
	case r.Exact():
		fmt.Fprintf(&b, "verdict: an exact N-Queens encoding\n")
	case r.NotExact():
		fmt.Fprintf(&b, "verdict: NOT an exact N-Queens encoding\n")
	default:
		fmt.Fprintf(&b, "verdict: incomplete, stopped before the decision: %v\n", r.Stopped)
	}
	_, err := io.WriteString(w, b.String())
	return err
}
