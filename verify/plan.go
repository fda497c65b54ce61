package verify

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/result"
)

// Method and MethodVersion name the way Plan splits a board size; the
// version changes whenever a cube's key or its evidence would.
const (
	Method        = "prefix-cubes"
	MethodVersion = 1
)

// Cube is one unit of a plan: the solutions whose first len(Prefix) rows
// hold their queens in the 0-based columns of Prefix.
type Cube struct {
	// Index is the cube's position in the plan, from 0.
	Index int
	// Prefix lists the columns of the queens of the first rows; no two
	// of them attack each other.
	Prefix board.Solution
}

// Name names the cube in messages, 1-based: "rows 1-3 = 1 3 5".
func (c Cube) Name() string { return board.PrefixName(c.Prefix) }

// Key is the cube's key in its plan: the 0-based columns of its prefix
// separated by spaces ("0 2 4"), "" for the whole board.
func (c Cube) Key() string {
	b := make([]byte, 0, 3*len(c.Prefix))
	for i, col := range c.Prefix {
		if i > 0 {
			b = append(b, ' ')
		}
		b = strconv.AppendInt(b, int64(col), 10)
	}
	return string(b)
}

// Plan is the fixed, deterministic list of cubes of one board size: one
// cube per non-attacking placement of queens on the first Rows rows, in
// lexicographic order. Every solution lies in exactly one cube.
type Plan struct {
	// N is the board size.
	N int
	// Rows is the number of leading rows each cube fixes.
	Rows int
	// Cubes lists the cubes in plan order.
	Cubes []Cube
}

// MaxCubes is the most cubes a plan may have: a plan is held whole, with
// each cube's record in a run with checkpoints or a shard, so a few
// hundred bytes a cube. The default rows (board.CubeRows) make at most
// 903,532 (n = 21).
const MaxCubes = 1 << 20

// PlanSizeError reports rows that would make more than MaxCubes cubes.
type PlanSizeError struct {
	// N is the board size and Rows the rows asked for.
	N, Rows int
}

// Error names the plan and the bound.
func (e *PlanSizeError) Error() string {
	return fmt.Sprintf("%d rows make more than %d cubes for n = %d: give fewer (the default is %d)", e.Rows, MaxCubes, e.N, board.CubeRows(e.N))
}

// NewPlan returns the plan of board size n with cubes fixing rows rows;
// a negative rows picks board.CubeRows(n). rows is capped at n. Rows
// that would make more than MaxCubes cubes are a *PlanSizeError, found
// before more than MaxCubes are made.
func NewPlan(n, rows int) (Plan, error) {
	return NewPlanContext(context.Background(), n, rows)
}

// planPoll is how many cubes NewPlanContext makes between two looks at
// its context.
const planPoll = 1 << 12

// NewPlanContext is NewPlan, stopped by ctx: its error is ctx.Err() when
// ctx ends while the cubes are made.
func NewPlanContext(ctx context.Context, n, rows int) (Plan, error) {
	if rows < 0 {
		rows = board.CubeRows(n)
	}
	rows = min(rows, max(n, 0))
	p := Plan{N: n, Rows: rows}
	var err error
	// The same enumeration as sat's cubes (board.Prefixes): the split is
	// shared; the witnesses that run on each cube are not.
	board.PrefixesWhile(n, rows, func(prefix board.Solution) bool {
		switch {
		case len(p.Cubes) == MaxCubes:
			err = &PlanSizeError{N: n, Rows: rows}
		case len(p.Cubes)%planPoll == 0:
			err = ctx.Err()
		}
		if err != nil {
			return false
		}
		p.Cubes = append(p.Cubes, Cube{Index: len(p.Cubes), Prefix: prefix.Clone()})
		return true
	})
	if err != nil {
		return Plan{N: n, Rows: rows}, err
	}
	return p, nil
}

// Fingerprint identifies the plan together with the witnesses that run
// on it (by name, in order): the method and its version, n, the rows, the
// cube keys and the witness names, hashed. Evidence of two runs may be
// compared or merged only when their fingerprints are equal.
func (p Plan) Fingerprint(witnesses []string) string {
	h := sha256.New()
	fmt.Fprintf(h, "verify %s v%d n=%d rows=%d cubes=%d\n", Method, MethodVersion, p.N, p.Rows, len(p.Cubes))
	var line []byte
	for _, c := range p.Cubes {
		line = append(append(line[:0], c.Key()...), '\n')
		h.Write(line)
	}
	fmt.Fprintf(h, "witnesses=%s\n", strings.Join(witnesses, ","))
	return fmt.Sprintf("%s-v%d-n%d-%s", Method, MethodVersion, p.N, hex.EncodeToString(h.Sum(nil))[:16])
}

// Keys returns the cubes' keys in plan order.
func (p Plan) Keys() []string {
	keys := make([]string, len(p.Cubes))
	for i, c := range p.Cubes {
		keys[i] = c.Key()
	}
	return keys
}

// ID returns the plan's result.PlanID for journals and shard files, with
// the witnesses of cubes among ws (those with Enumerate), whose evidence
// each cube's record holds: the command "verify", the method
// "prefix-cubes:rows=R:W1,W2,..." at MethodVersion, and the cube keys.
// Witnesses of figures only have no part in a cube's record and so none
// in the ID.
func (p Plan) ID(ws []Witness) result.PlanID {
	return p.idOf(ws, p.Keys())
}

// idOf is ID, with the cubes' keys made (Keys).
func (p Plan) idOf(ws []Witness, keys []string) result.PlanID {
	return result.NewPlanID("verify", p.N, planMethod(p.Rows, CubeWitnessNames(ws)), MethodVersion, keys)
}

func planMethod(rows int, names []string) string {
	return fmt.Sprintf("%s:rows=%d:%s", Method, rows, strings.Join(names, ","))
}

// CubeWitnessNames returns the names of the witnesses of cubes among ws
// (those with Enumerate), in order.
func CubeWitnessNames(ws []Witness) []string {
	names := []string{}
	for _, w := range ws {
		if w.Enumerate != nil {
			names = append(names, w.Name)
		}
	}
	return names
}

// FigureWitnessNames returns the names of the witnesses of figures only
// among ws (those without Enumerate), in order: a shard leaves them out.
func FigureWitnessNames(ws []Witness) []string {
	names := []string{}
	for _, w := range ws {
		if w.Enumerate == nil {
			names = append(names, w.Name)
		}
	}
	return names
}

// CubeWitnesses returns the witnesses of cubes among ws, in order.
func CubeWitnesses(ws []Witness) []Witness {
	var out []Witness
	for _, w := range ws {
		if w.Enumerate != nil {
			out = append(out, w)
		}
	}
	return out
}

// PlanOf rebuilds the plan and the witnesses of id, as Plan.ID made it,
// taking the witnesses by name from all. It fails when id is not a verify
// plan of this version, names a witness all lacks, or does not come out
// equal (a plan of another version of the program).
func PlanOf(id result.PlanID, all []Witness) (Plan, []Witness, error) {
	if id.Command != "verify" {
		return Plan{}, nil, fmt.Errorf("%v is a plan of %q, not of verify", id, id.Command)
	}
	rest, ok := strings.CutPrefix(id.Method, Method+":rows=")
	rowsText, names, ok2 := strings.Cut(rest, ":")
	rows, err := strconv.Atoi(rowsText)
	if !ok || !ok2 || err != nil || rows < 0 {
		return Plan{}, nil, fmt.Errorf("%v: method %q is not %s:rows=R:WITNESSES", id, id.Method, Method)
	}
	if id.Version != MethodVersion {
		return Plan{}, nil, fmt.Errorf("%v: method version %d, this program's is %d", id, id.Version, MethodVersion)
	}
	if id.N < 1 || id.N > board.MaxN {
		return Plan{}, nil, fmt.Errorf("%v: board size %d is outside 1..%d", id, id.N, board.MaxN)
	}
	var ws []Witness
	if names != "" {
		if ws, err = Select(all, names); err != nil {
			return Plan{}, nil, fmt.Errorf("%v: %w", id, err)
		}
	}
	p, err := NewPlan(id.N, rows)
	if err != nil {
		return Plan{}, nil, fmt.Errorf("%v: %w", id, err)
	}
	if got := p.ID(ws); got != id {
		return Plan{}, nil, fmt.Errorf("%v: this program's plan for that size, rows and witnesses is %v: the plan comes from another version", id, got)
	}
	return p, ws, nil
}

// CrossChecks reports whether a run of ws checks one witness against
// another: only a witness of all solutions is compared with the others
// (count, classes, sets, Burnside's lemma, figures), so it takes one of
// those and at least one more witness. A run that cross-checks nothing
// checks each witness only against itself.
func CrossChecks(ws []Witness) bool {
	return len(ws) >= 2 && slices.ContainsFunc(ws, func(w Witness) bool { return slices.Contains(w.Sets, All) })
}

// AllWitnessNames returns the names of the witnesses of all solutions
// among ws, in order.
func AllWitnessNames(ws []Witness) []string {
	var names []string
	for _, w := range ws {
		if slices.Contains(w.Sets, All) {
			names = append(names, w.Name)
		}
	}
	return names
}
