package sat

import (
	"context"
	"fmt"

	"github.com/crillab/gophersat/solver"

	"github.com/nqcheck/nqcheck/encode"
	"github.com/nqcheck/nqcheck/internal/base/catch"
)

// Mode selects how models are enumerated.
type Mode int

const (
	// Block enumerates with the Solve / Model / AppendClause loop.
	Block Mode = iota
	// Enumerate uses gophersat's Solver.Enumerate helper.
	Enumerate
)

// String returns the mode's name as the command line spells it.
func (m Mode) String() string {
	switch m {
	case Block:
		return "block"
	case Enumerate:
		return "enumerate"
	}
	return fmt.Sprintf("Mode(%d)", int(m))
}

// ParseMode returns the mode named s ("block" or "enumerate").
func ParseMode(s string) (Mode, error) {
	switch s {
	case "block":
		return Block, nil
	case "enumerate":
		return Enumerate, nil
	}
	return 0, fmt.Errorf("unknown SAT mode %q (want block or enumerate)", s)
}

// Options configure an enumeration.
type Options struct {
	// Mode selects the enumeration method.
	Mode Mode
	// Project is the number of leading variables (1..Project) that models
	// are projected on; 0 means all of the formula's variables.
	Project int
	// Exact makes the Block loop block the whole projected assignment (its
	// true and its false variables). By default it blocks only the true
	// projected variables, which is exact for any formula whose models all
	// have the same number of true projected variables, as Queens's do.
	Exact bool
	// OnProof, when not nil, asks Block mode for the proof of each
	// enumeration's final Unsat: gophersat's RUP certificate (Solver.
	// Certified) over the whole loop, its lemmas in the formula's
	// variables (a cube's simplified formula's mapped back), ended by
	// the empty clause. It is called once per cube, after the cube's last
	// model, with the cube's index (0 for Models), and an error it
	// returns stops the enumeration. The proof refutes the formula plus
	// the cube's literals as unit clauses plus one blocking clause per
	// model (its true projected variables negated, and with Exact its
	// false ones too): with those clauses the caller builds from the
	// models, a proof checker confirms that no other model exists.
	// Enumerate mode writes no proof: setting OnProof there is an error.
	OnProof func(cube int, lemmas [][]encode.Lit) error
}

// projection returns the number of leading variables that the models of a
// formula over vars variables are projected on.
func (o Options) projection(vars int) int {
	if o.Project <= 0 || o.Project > vars {
		return vars
	}
	return o.Project
}

// Stats describe an enumeration.
type Stats struct {
	// Models counts the models handed to visit.
	Models int
	// Solves counts calls to the engine's Solve (Block mode only): one
	// per model and the last, Unsat, one; 0 for a cube that the
	// propagation of its literals decided alone (then Models is 0 or 1;
	// see cubeFormula).
	Solves int
}

// Models enumerates the models of f and calls visit with each one's true
// projected variables, in ascending order, as the engine returns them. The
// slice is visit's to keep. Enumeration stops at the engine's Unsat, when
// visit returns an error (returned as is), or when ctx is done (checked
// between models; in Enumerate mode the engine's helper cannot be stopped,
// so its remaining models are drained and dropped). A panic in the engine,
// in its helper goroutine or in visit is an error holding a *catch.Panic.
func Models(ctx context.Context, f *encode.CNF, opt Options, visit func(trueVars []encode.Var) error) (Stats, error) {
	var proof []string
	st, err := models(ctx, dimacsClauses(f.Clauses), f.Vars, opt, visit, &proof)
	if err == nil && opt.OnProof != nil {
		err = deliver(opt, 0, proof, nil)
	}
	return st, err
}

// deliver parses a certificate and hands it to opt.OnProof.
func deliver(opt Options, cube int, proof []string, back func(int) int) error {
	ls, err := lemmas(proof, back)
	if err != nil {
		return err
	}
	return opt.OnProof(cube, ls)
}

// models is Models on clauses already in gophersat's input form, so that
// a caller enumerating many restrictions of one formula (Split, Serve)
// converts its clauses once. clauses is only read. When opt.OnProof is
// set, *proof receives gophersat's certificate lines (in the variables of
// clauses), else it is left alone.
func models(ctx context.Context, clauses [][]int, vars int, opt Options, visit func(trueVars []encode.Var) error, proof *[]string) (st Stats, err error) {
	if err := ctx.Err(); err != nil {
		return st, err
	}
	if opt.OnProof != nil && opt.Mode != Block {
		return st, fmt.Errorf("gophersat writes a proof in block mode only, not %v", opt.Mode)
	}
	project := opt.projection(vars)
	// A panic in visit is an error too, and not the engine's: in
	// Enumerate mode the loop must go on draining the helper, which would
	// stay blocked on its next model.
	caller := visit
	visit = func(trueVars []encode.Var) error {
		return catch.Call("visiting a model", func() error { return caller(trueVars) })
	}
	err = catch.Call("gophersat", func() error {
		s := solver.New(solver.ParseSliceNb(clauses, vars))
		if opt.OnProof != nil {
			cert := certify(s)
			defer func() { *proof = cert.finish() }()
		}
		var err error
		switch opt.Mode {
		case Block:
			st, err = blockLoop(ctx, s, project, opt.Exact, visit)
		case Enumerate:
			st, err = enumerate(ctx, s, project, visit)
		default:
			err = fmt.Errorf("unknown SAT mode %v", opt.Mode)
		}
		return err
	})
	return st, err
}

// dimacsClauses returns cs as slices of DIMACS literals, gophersat's input
// form.
func dimacsClauses(cs []encode.Clause) [][]int {
	n := 0
	for _, c := range cs {
		n += len(c)
	}
	flat := make([]int, 0, n) // one backing array for all clauses
	out := make([][]int, len(cs))
	for i, c := range cs {
		start := len(flat)
		for _, l := range c {
			flat = append(flat, l.Dimacs())
		}
		out[i] = flat[start:len(flat):len(flat)]
	}
	return out
}

func project(model []bool, k int) []encode.Var {
	var out []encode.Var
	for i := 0; i < k && i < len(model); i++ {
		if model[i] {
			out = append(out, encode.Var(i+1))
		}
	}
	return out
}

func blockLoop(ctx context.Context, s *solver.Solver, k int, exact bool, visit func([]encode.Var) error) (Stats, error) {
	var st Stats
	for {
		if err := ctx.Err(); err != nil {
			return st, err
		}
		st.Solves++
		if s.Solve() != solver.Sat {
			return st, nil
		}
		model := s.Model()
		vars := project(model, k)
		st.Models++
		if err := visit(vars); err != nil {
			return st, err
		}
		var lits []solver.Lit
		for i := 0; i < k && i < len(model); i++ {
			switch {
			case model[i]:
				lits = append(lits, solver.IntToLit(int32(-(i + 1))))
			case exact:
				lits = append(lits, solver.IntToLit(int32(i+1)))
			}
		}
		if len(lits) == 0 {
			// The blocking clause is empty: it blocks every model left.
			return st, nil
		}
		s.AppendClause(solver.NewClause(lits))
	}
}

func enumerate(ctx context.Context, s *solver.Solver, k int, visit func([]encode.Var) error) (Stats, error) {
	var st Stats
	models := make(chan []bool)
	done := make(chan struct{})
	var panicked error
	go func() {
		defer close(done)
		panicked = catch.Call("gophersat", func() error { s.Enumerate(models, nil); return nil })
	}()
	var err error
	for m := range models {
		if err != nil {
			continue // drain: the helper cannot be stopped
		}
		if err = ctx.Err(); err != nil {
			continue
		}
		st.Models++
		err = visit(project(m, k))
	}
	<-done
	if panicked != nil && err == nil {
		err = panicked
	}
	return st, err
}
