package verify

import (
	"context"
	"errors"
	"fmt"
	"os/exec"
	"slices"
	"strings"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/dfs"
	"github.com/nqcheck/nqcheck/encode"
	"github.com/nqcheck/nqcheck/sat"
)

// Set names what a witness enumerates in each cube.
type Set int

// The sets.
const (
	// All is every solution of the cube.
	All Set = iota
	// Canonical is the solutions of the cube that are the canonical form
	// of their class: one per class, counted in the cube of its
	// canonical form.
	Canonical
	// Fix90 is the solutions of the cube that the quarter turn fixes.
	Fix90
	// Fix180 is the solutions of the cube that the half turn fixes.
	Fix180
)

var setNames = [...]string{"all", "canonical", "fix90", "fix180"}

// String returns the set's name: all, canonical, fix90 or fix180.
func (s Set) String() string {
	if s < 0 || int(s) >= len(setNames) {
		return fmt.Sprintf("Set(%d)", int(s))
	}
	return setNames[s]
}

// Emit receives one board a witness returned: the set it belongs to, the
// position of its cube in the batch given to Enumerate, and the board.
type Emit func(set Set, cube int, p board.Placement)

// Figures are a board size's figures from a witness of figures only.
type Figures struct {
	// Total is the number of solutions.
	Total uint64
	// Classes is the number of classes under the 8 symmetries.
	Classes uint64
	// Fix90 counts the solutions the quarter turn fixes.
	Fix90 uint64
	// Fix180 counts the solutions the half turn fixes.
	Fix180 uint64
}

// Witness is one independent method. A witness of cubes (Enumerate set)
// returns, for each cube, every board of each of its Sets; a witness of
// figures (Figures set) returns a whole board size's figures. Tests
// inject faults by wrapping Enumerate or Figures of a copy.
type Witness struct {
	// Name identifies the witness in results and in --witness.
	Name string
	// Side is "dfs" or "sat": witnesses of one side may share code, the
	// two sides share none. Burnside's lemma is checked on each side's
	// own figures.
	Side string
	// Sets lists the sets Enumerate returns, in order.
	Sets []Set
	// Ordered requires the boards of the All set to come in strictly
	// increasing lexicographic order within each cube.
	Ordered bool
	// Batch is the most cubes the witness would like per Enumerate call
	// (a SAT witness starts its worker processes once per call); 0
	// means 1. The run holds the boards of one batch at a time.
	Batch int
	// Enumerate calls emit with every board of each set in each cube of
	// cubes, in the witness's order. It stops soon after ctx is done and
	// then returns ctx.Err().
	Enumerate func(ctx context.Context, n int, cubes []Cube, emit Emit) error
	// Figures returns the figures of board size n.
	Figures func(ctx context.Context, n int) (Figures, error)
	// Prove, when not nil, is Enumerate that also hands proof, for each
	// cube of the batch, the proof that the cube has no solution beyond
	// the boards of the All set it emitted (see ProofEmit). A run with
	// Options.Certify calls it instead of Enumerate and checks each proof.
	Prove func(ctx context.Context, n int, cubes []Cube, emit Emit, proof ProofEmit) error
	// Refute, when not nil, enumerates every model of a whole formula f
	// (visit gets each one's true variables, ascending) and hands proof
	// the lemmas of the proof that f with the models' blocking clauses is
	// unsatisfiable. A run with Options.Certify refutes with it the
	// formulas of the cover and of the symmetric figures.
	Refute func(ctx context.Context, f *encode.CNF, visit func(trueVars []encode.Var) error, proof func(lemmas [][]encode.Lit) error) error
}

// SATOptions configure the SAT witnesses.
type SATOptions struct {
	// Mode is the enumeration mode: sat.Block (the Solve/AppendClause
	// loop) or sat.Enumerate (gophersat's Enumerate helper), cube by
	// cube either way.
	Mode sat.Mode
	// Workers is the number of worker processes; 0 or 1 enumerates in
	// this process (then no two runs may enumerate at the same time:
	// gophersat keeps package-level state).
	Workers int
	// Start returns the command of one worker process (see sat.Parallel);
	// nil enumerates in this process whatever Workers says.
	Start func() (*exec.Cmd, error)
	// ColumnClauses adds the redundant clauses "each column holds a
	// queen" to every formula in block mode (faster, same models).
	ColumnClauses bool
}

// satBatch is the cubes a SAT witness takes per call: one start of its
// worker processes per batch.
const satBatch = 512

// cubesPerWorker is the fewest cubes worth a worker process.
const cubesPerWorker = 8

// Default returns every witness, in run order: the DFS side's searches of
// every solution (recursive, then iterative), the SAT side's enumeration
// of every model, the DFS symmetric search and the SAT invariance formulas
// for the solutions fixed by the quarter and the half turn, the SAT
// lex-leader formula for one solution per class, and the figures of the
// three counters (the bitmask search, the frontier counter and the join
// counter, which share no search code but the symmetric searches).
func Default(o SATOptions) []Witness {
	return []Witness{
		DFS(),
		DFSIterative(),
		SAT(o),
		DFSSymmetric(),
		SATBurnside(o),
		SATLexLeader(o),
		Count(),
		Frontier(),
		Join(),
	}
}

// Names returns the names of ws, in order.
func Names(ws []Witness) []string {
	out := make([]string, len(ws))
	for i, w := range ws {
		out[i] = w.Name
	}
	return out
}

// Select returns the witnesses of ws named in names (a comma-separated
// list such as "dfs,dfs-iter,count"), in ws's order; "all" or "" selects
// every one. An unknown or repeated name is an error that lists the
// known ones.
func Select(ws []Witness, names string) ([]Witness, error) {
	if names == "" || names == "all" {
		return ws, nil
	}
	want := map[string]bool{}
	for _, name := range strings.Split(names, ",") {
		name = strings.TrimSpace(name)
		if !slices.ContainsFunc(ws, func(w Witness) bool { return w.Name == name }) {
			return nil, fmt.Errorf("unknown witness %q (known: %s)", name, strings.Join(Names(ws), ", "))
		}
		if want[name] {
			return nil, fmt.Errorf("witness %q is given twice", name)
		}
		want[name] = true
	}
	var out []Witness
	for _, w := range ws {
		if want[w.Name] {
			out = append(out, w)
		}
	}
	return out, nil
}

// DFS is the recursive backtracking search (dfs.SolutionsFrom): every
// solution of each cube, in lexicographic order.
func DFS() Witness {
	return Witness{Name: "dfs", Side: "dfs", Sets: []Set{All}, Ordered: true,
		Enumerate: searchCubes(dfs.SolutionsFromContext)}
}

// DFSIterative is the explicit-stack search written apart from DFS
// (dfs.SolutionsIterativeFrom): every solution of each cube, in
// lexicographic order.
func DFSIterative() Witness {
	return Witness{Name: "dfs-iter", Side: "dfs", Sets: []Set{All}, Ordered: true,
		Enumerate: searchCubes(dfs.SolutionsIterativeFromContext)}
}

// searchCubes enumerates cube by cube with search, which stops when ctx
// ends, between two solutions or not.
func searchCubes(search func(ctx context.Context, n int, prefix board.Solution, visit func(board.Solution) bool) (bool, error)) func(context.Context, int, []Cube, Emit) error {
	return func(ctx context.Context, n int, cubes []Cube, emit Emit) error {
		for i, c := range cubes {
			_, err := search(ctx, n, c.Prefix, func(s board.Solution) bool {
				emit(All, i, s.Placement())
				return ctx.Err() == nil
			})
			if err == nil {
				err = ctx.Err()
			}
			if err != nil {
				return err
			}
		}
		return nil
	}
}

// DFSSymmetric is the DFS symmetric search (dfs.FixedSolutionsFrom): the
// solutions of each cube fixed by the quarter turn and by the half turn,
// found by placing whole orbits of queens.
func DFSSymmetric() Witness {
	return Witness{Name: "dfs-symmetric", Side: "dfs", Sets: []Set{Fix90, Fix180},
		Enumerate: func(ctx context.Context, n int, cubes []Cube, emit Emit) error {
			for i, c := range cubes {
				for _, t := range []struct {
					set Set
					g   board.Symmetry
				}{{Fix90, board.Rot90}, {Fix180, board.Rot180}} {
					_, err := dfs.FixedSolutionsFromContext(ctx, n, t.g, c.Prefix, func(s board.Solution) bool {
						emit(t.set, i, s.Placement())
						return ctx.Err() == nil
					})
					if err == nil {
						err = ctx.Err()
					}
					if err != nil {
						return err
					}
				}
			}
			return nil
		}}
}

// Count is the counter (dfs.Count): figures only, for the whole board.
func Count() Witness {
	return Witness{Name: "count", Side: "dfs",
		Figures: func(ctx context.Context, n int) (Figures, error) {
			c, err := dfs.Count(ctx, n, dfs.CountOptions{})
			if err != nil {
				return Figures{}, ownCheck(err)
			}
			return Figures{Total: c.Total, Classes: c.Classes(), Fix90: c.Fix90, Fix180: c.Fix180}, nil
		}}
}

// Frontier is the frontier counter (dfs.FrontierPlan, border
// constellations filled by a search of its own): figures only, for the
// whole board.
func Frontier() Witness {
	return FrontierOf(board.Symmetry.Cell)
}

// ownCheck turns the counter's own failed check (*dfs.CheckError) into an
// *OwnCheckError; any other error is returned as it is.
func ownCheck(err error) error {
	var ce *dfs.CheckError
	if errors.As(err, &ce) {
		return &OwnCheckError{Message: ce.Error()}
	}
	return err
}

// FrontierOf is Frontier with the symmetries' map cell in place of
// board's (dfs.FrontierPlanOf): tests inject a broken symmetry through it.
func FrontierOf(cell dfs.Cells) Witness {
	return Witness{Name: "frontier", Side: "dfs",
		Figures: func(ctx context.Context, n int) (Figures, error) {
			p, err := dfs.FrontierPlanOf(n, cell)
			if err != nil {
				return Figures{}, err
			}
			c, err := dfs.CountPlanned(ctx, p, dfs.CountOptions{})
			if err != nil {
				return Figures{}, ownCheck(err)
			}
			return Figures{Total: c.Total, Classes: c.Classes(), Fix90: c.Fix90, Fix180: c.Fix180}, nil
		}}
}

// Join is the join counter (dfs.CountJoin, top and bottom halves of the
// board matched by their diagonals): figures only, for the whole board.
func Join() Witness {
	return Witness{Name: "join", Side: "dfs",
		Figures: func(ctx context.Context, n int) (Figures, error) {
			c, err := dfs.CountJoin(ctx, n, dfs.CountOptions{})
			if err != nil {
				return Figures{}, err
			}
			return Figures{Total: c.Total, Classes: c.Classes(), Fix90: c.Fix90, Fix180: c.Fix180}, nil
		}}
}

// SAT is the SAT witness: every model of the N-Queens CNF
// (encode.Queens, with the column clauses in block mode when asked), cube
// by cube, in the order the engine returns them.
//
// In block mode it also proves (Witness.Prove): gophersat's certificate
// of each cube's last Unsat, the proof that the cube has no model beyond
// those returned.
func SAT(o SATOptions) Witness {
	w := Witness{Name: "sat", Side: "sat", Sets: []Set{All}, Batch: satBatch,
		Enumerate: func(ctx context.Context, n int, cubes []Cube, emit Emit) error {
			return satCubes(ctx, n, o.formula(n, encode.Queens(n)), cubes, o, func(i int, p board.Placement) { emit(All, i, p) }, nil)
		}}
	if o.Mode == sat.Block {
		w.Prove = func(ctx context.Context, n int, cubes []Cube, emit Emit, proof ProofEmit) error {
			return satCubes(ctx, n, o.formula(n, encode.Queens(n)), cubes, o, func(i int, p board.Placement) { emit(All, i, p) }, proof)
		}
		w.Refute = o.refute
	}
	return w
}

// refute is the SAT witness's Witness.Refute: block mode over the whole
// formula, in one worker process when o has a Start (gophersat keeps
// package-level state, so runs side by side must not share a process),
// else in this process.
func (o SATOptions) refute(ctx context.Context, f *encode.CNF, visit func([]encode.Var) error, proof func([][]encode.Lit) error) error {
	opt := sat.Options{Mode: sat.Block, Project: f.Vars, OnProof: func(_ int, lemmas [][]encode.Lit) error { return proof(lemmas) }}
	if o.Start == nil {
		_, err := sat.Models(ctx, f, opt, visit)
		return err
	}
	_, err := sat.Parallel(ctx, f, []sat.Cube{{}}, sat.ParallelOptions{Options: opt, Workers: 1, Start: o.Start},
		func(_ int, vars []encode.Var) error { return visit(vars) })
	return err
}

// SATBurnside is the SAT side's fixed solutions: the models of the
// N-Queens CNF with the clauses of invariance under the quarter turn and
// under the half turn (encode.Fixed), cube by cube.
func SATBurnside(o SATOptions) Witness {
	return Witness{Name: "sat-burnside", Side: "sat", Sets: []Set{Fix90, Fix180}, Batch: satBatch,
		Enumerate: func(ctx context.Context, n int, cubes []Cube, emit Emit) error {
			for _, t := range []struct {
				set Set
				g   board.Symmetry
			}{{Fix90, board.Rot90}, {Fix180, board.Rot180}} {
				f := o.formula(n, encode.Fixed(n, t.g))
				if err := satCubes(ctx, n, f, cubes, o, func(i int, p board.Placement) { emit(t.set, i, p) }, nil); err != nil {
					return fmt.Errorf("fixed by %v: %w", t.g, err)
				}
			}
			return nil
		}}
}

// SATLexLeader is the SAT side's class representatives: the models of the
// lex-leader CNF (encode.LexLeader, breaking the 7 symmetries other than
// the identity), one per class, cube by cube.
func SATLexLeader(o SATOptions) Witness {
	return Witness{Name: "sat-lexleader", Side: "sat", Sets: []Set{Canonical}, Batch: satBatch,
		Enumerate: func(ctx context.Context, n int, cubes []Cube, emit Emit) error {
			f := o.formula(n, encode.LexLeader(n, encode.NonIdentity))
			return satCubes(ctx, n, f, cubes, o, func(i int, p board.Placement) { emit(Canonical, i, p) }, nil)
		}}
}

// formula returns f with the column clauses added when block mode asks
// for them.
func (o SATOptions) formula(n int, f *encode.CNF) *encode.CNF {
	if o.Mode == sat.Block && o.ColumnClauses {
		encode.ColumnsTo(f, n)
	}
	return f
}

// satCubes enumerates the models of f projected on the placement
// variables in each cube (its prefix's cells as unit clauses), and calls
// emit with the cube's position and the model's placement, in the order
// they arrive. Block mode runs the cubes in worker processes when o asks
// for more than one, else in this process; enumerate mode runs
// gophersat's Enumerate helper on each cube in this process. With proof
// (block mode only), each cube's proof goes to it.
func satCubes(ctx context.Context, n int, f *encode.CNF, cubes []Cube, o SATOptions, emit func(int, board.Placement), proof ProofEmit) error {
	sc := make([]sat.Cube, len(cubes))
	for i, c := range cubes {
		lits := make([]encode.Lit, len(c.Prefix))
		for r, col := range c.Prefix {
			lits[r] = encode.Cell(n, r, col).Pos()
		}
		sc[i] = sat.Cube{Prefix: c.Prefix, Lits: lits}
	}
	visit := func(i int, vars []encode.Var) error {
		emit(i, encode.Placement(n, vars))
		return nil
	}
	if o.Mode == sat.Enumerate {
		for i, c := range sc {
			_, err := sat.Models(ctx, c.Restrict(f), sat.Options{Mode: sat.Enumerate, Project: n * n}, func(vars []encode.Var) error {
				return visit(i, vars)
			})
			if err == nil {
				err = ctx.Err()
			}
			if err != nil {
				return err
			}
		}
		return nil
	}
	opt := sat.Options{Mode: sat.Block, Project: n * n}
	if proof != nil {
		opt.OnProof = func(i int, lemmas [][]encode.Lit) error {
			proof(i, lemmas)
			return nil
		}
	}
	if o.Workers <= 1 || o.Start == nil {
		_, err := sat.Split(ctx, f, sc, opt, visit)
		return err
	}
	workers := min(o.Workers, (len(sc)+cubesPerWorker-1)/cubesPerWorker)
	_, err := sat.Parallel(ctx, f, sc, sat.ParallelOptions{Options: opt, Workers: workers, Start: o.Start}, visit)
	return err
}
