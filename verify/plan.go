package verify

import (
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
	parts := make([]string, len(c.Prefix))
	for i, col := range c.Prefix {
		parts[i] = fmt.Sprint(col)
	}
	return strings.Join(parts, " ")
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

// NewPlan returns the plan of board size n with cubes fixing rows rows;
// a negative rows picks board.CubeRows(n). rows is capped at n.
func NewPlan(n, rows int) Plan {
	if rows < 0 {
		rows = board.CubeRows(n)
	}
	rows = min(rows, max(n, 0))
	p := Plan{N: n, Rows: rows}
	if n < 1 {
		return p
	}
	prefix := make(board.Solution, 0, rows)
	var place func()
	place = func() {
		r := len(prefix)
		if r == rows {
			p.Cubes = append(p.Cubes, Cube{Index: len(p.Cubes), Prefix: prefix.Clone()})
			return
		}
	next:
		for c := 0; c < n; c++ {
			for i, d := range prefix {
				if d == c || d-c == i-r || d-c == r-i {
					continue next
				}
			}
			prefix = append(prefix, c)
			place()
			prefix = prefix[:r]
		}
	}
	place()
	return p
}

// Fingerprint identifies the plan together with the witnesses that run
// on it (by name, in order): the method and its version, n, the rows, the
// cube keys and the witness names, hashed. Evidence of two runs may be
// compared or merged only when their fingerprints are equal.
func (p Plan) Fingerprint(witnesses []string) string {
	h := sha256.New()
	fmt.Fprintf(h, "verify %s v%d n=%d rows=%d cubes=%d\n", Method, MethodVersion, p.N, p.Rows, len(p.Cubes))
	for _, c := range p.Cubes {
		fmt.Fprintf(h, "%s\n", c.Key())
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
	return result.NewPlanID("verify", p.N, planMethod(p.Rows, CubeWitnessNames(ws)), MethodVersion, p.Keys())
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
	p := NewPlan(id.N, rows)
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
