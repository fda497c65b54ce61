package verify

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"math/big"
	"os"
	"path/filepath"
	"slices"
	"sync"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/encode"
	"github.com/nqcheck/nqcheck/internal/base/atomicfile"
	"github.com/nqcheck/nqcheck/internal/proof/cpog"
	"github.com/nqcheck/nqcheck/internal/proof/drat"
)

// CPOG proofs of the three counts Burnside's lemma needs: for each
// formula a DIMACS file and a proof, in the CPOG dialect of cpog-check
// and cake_scpog, that the formula has exactly the models its POG lists.

// CPOGCount is one count proved by WriteCPOG.
type CPOGCount struct {
	// Name is the formula's: "q" (the N-Queens formula, as nqcheck
	// dimacs prints it), "fix180" or "fix90" (encode.Fixed for the half
	// and the quarter turn). Its files are Name.cnf and Name.cpog.
	Name string
	// Models is the count; Nodes and Lemmas the proof's POG nodes and
	// asserted clauses, Bytes its size.
	Models, Nodes, Lemmas, Bytes int64
}

// CPOGCounts are the counts WriteCPOG proved, in the order it wrote them.
type CPOGCounts []CPOGCount

// Summary is the line that says what WriteCPOG wrote for size n into dir
// in secs seconds: "cpog: n = 6: q 4 (q.cpog, 1234 bytes), ...; written
// to DIR in 0.12s".
func (cs CPOGCounts) Summary(n int, dir string, secs float64) string {
	line := fmt.Sprintf("cpog: n = %d:", n)
	for i, k := range cs {
		sep := ","
		if i == 0 {
			sep = ""
		}
		line += fmt.Sprintf("%s %s %d (%s.cpog, %d bytes)", sep, k.Name, k.Models, k.Name, k.Bytes)
	}
	return line + fmt.Sprintf("; written to %s in %.2fs", dir, secs)
}

// cpogFormulas are the formulas of WriteCPOG, in the order it writes them.
var cpogFormulas = []struct {
	name string
	cnf  func(n int) (*encode.CNF, error)
	// cubes has the SAT witness enumerate the formula cube by cube, as
	// verify runs it (the N-Queens formula's models); else it enumerates
	// the whole formula (Witness.Refute).
	cubes bool
}{
	{"q", func(n int) (*encode.CNF, error) {
		m, err := encode.Build(n, encode.Pairwise)
		if err != nil {
			return nil, err
		}
		return m.CNF, nil // the file nqcheck dimacs prints
	}, true},
	{"fix180", func(n int) (*encode.CNF, error) { return encode.Fixed(n, board.Rot180), nil }, false},
	{"fix90", func(n int) (*encode.CNF, error) { return encode.Fixed(n, board.Rot90), nil }, false},
}

// WriteCPOG writes into dir (made if need be; none of its files may be
// there) the CPOG proofs of Q(n), fix180(n) and fix90(n): for each, the
// formula and the proof that its models are exactly those that w (the
// SAT witness, in block mode) enumerates: for Q(n) cube by cube
// (Witness.Enumerate), a batch of cubes at a time, for the others the
// whole formula (Witness.Refute). The proof writer compares them, in
// lexicographic order, with its own search; a model missing or extra is
// an error, and no proof of that formula is kept. Memory follows a batch
// of cubes' models (n bytes each) and the symmetric formulas' models; the
// writer itself holds none. It returns the counts.
func WriteCPOG(ctx context.Context, dir string, n int, w Witness) (CPOGCounts, error) {
	if w.Refute == nil {
		return nil, fmt.Errorf("CPOG proofs need a witness that enumerates whole formulas (%s in block mode); %s does not", SAT(SATOptions{}).Name, w.Name)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	if err := CPOGFree(dir); err != nil {
		return nil, err
	}
	var out []CPOGCount
	for _, f := range cpogFormulas {
		cnf, err := f.cnf(n)
		if err != nil {
			return out, fmt.Errorf("%s: %w", f.name, err)
		}
		var models cpog.Models
		if f.cubes {
			plan, err := NewPlanContext(ctx, n, -1)
			if err != nil {
				return out, err
			}
			models = &cubeModels{ctx: ctx, n: n, w: w, cubes: plan.Cubes}
		} else {
			sorted, err := enumerate(ctx, n, w, cnf)
			if err != nil {
				return out, fmt.Errorf("%s: %w", f.name, err)
			}
			models = &sortedModels{ctx: ctx, ms: sorted}
		}
		formula := &cpog.Formula{Vars: cnf.Vars, Clauses: dimacs(cnf.Clauses)}
		var st cpog.Stats
		err = atomicfile.Create(filepath.Join(dir, f.name+".cpog"), 0o644, func(wr io.Writer) error {
			bw := bufio.NewWriterSize(wr, 1<<16)
			var werr error
			if st, werr = cpog.Write(bw, n, formula, models); werr != nil {
				return werr
			}
			return bw.Flush()
		})
		if err != nil {
			return out, fmt.Errorf("%s.cpog: %w", f.name, err)
		}
		err = atomicfile.Create(filepath.Join(dir, f.name+".cnf"), 0o644, func(wr io.Writer) error {
			return encode.WriteDIMACS(wr, cnf)
		})
		if err != nil {
			return out, fmt.Errorf("%s.cnf: %w", f.name, err)
		}
		out = append(out, CPOGCount{Name: f.name, Models: st.Models, Nodes: st.Nodes, Lemmas: st.Lemmas, Bytes: st.Bytes})
	}
	return out, nil
}

// enumerate returns the models of f that w's Refute finds, as the
// columns of the queens row by row, sorted.
func enumerate(ctx context.Context, n int, w Witness, f *encode.CNF) ([][]byte, error) {
	var models [][]byte
	err := w.Refute(ctx, f, func(vars []encode.Var) error {
		cols, err := columns(n, encode.Placement(n, vars))
		models = append(models, cols)
		return err
	}, func([][]encode.Lit) error { return nil })
	if err != nil {
		return nil, err
	}
	slices.SortFunc(models, slices.Compare)
	return models, nil
}

// cubeModels hands the proof writer the models w's Enumerate finds over
// the cubes of n's plan, a batch of cubes at a time (Witness.Batch), each
// batch sorted: the cubes are prefixes in lexicographic order, so the
// batches follow one another in that order, and memory follows a batch,
// not the number of models.
type cubeModels struct {
	ctx   context.Context
	n     int
	w     Witness
	cubes []Cube
	cur   sortedModels
}

func (m *cubeModels) Next() ([]int, error) {
	for len(m.cur.ms) == 0 && len(m.cubes) > 0 {
		k := min(max(m.w.Batch, 1), len(m.cubes))
		batch := m.cubes[:k]
		m.cubes = m.cubes[k:]
		var mu sync.Mutex
		var models [][]byte
		var bad error
		err := m.w.Enumerate(m.ctx, m.n, batch, func(set Set, _ int, p board.Placement) {
			if set != All {
				return
			}
			cols, err := columns(m.n, p)
			mu.Lock()
			defer mu.Unlock()
			models = append(models, cols)
			if bad == nil {
				bad = err
			}
		})
		if err == nil {
			err = bad
		}
		if err != nil {
			return nil, err
		}
		slices.SortFunc(models, slices.Compare)
		m.cur = sortedModels{ctx: m.ctx, ms: models}
	}
	m.cur.ctx = m.ctx
	return m.cur.Next()
}

// columns returns the queens' columns of a placement of one queen a row.
func columns(n int, p board.Placement) ([]byte, error) {
	s, ok := p.Solution(n)
	if !ok {
		return nil, fmt.Errorf("the SAT witness's model %v is no placement of one queen a row", p)
	}
	cols := make([]byte, n)
	for r, c := range s {
		cols[r] = byte(c)
	}
	return cols, nil
}

// sortedModels hands the models to the proof writer; a stop (ctx) ends
// the writing.
type sortedModels struct {
	ctx context.Context
	ms  [][]byte
}

func (s *sortedModels) Next() ([]int, error) {
	if err := s.ctx.Err(); err != nil {
		return nil, err
	}
	if len(s.ms) == 0 {
		return nil, io.EOF
	}
	m := make([]int, len(s.ms[0]))
	for i, c := range s.ms[0] {
		m[i] = int(c)
	}
	s.ms = s.ms[1:]
	return m, nil
}

// CheckCPOG checks the proofs WriteCPOG wrote into dir with package
// cpog's checker, each against the formula next to it, and returns the
// counts they prove, in WriteCPOG's order.
func CheckCPOG(dir string) ([]*big.Int, error) {
	var out []*big.Int
	for _, f := range cpogFormulas {
		cnf, err := os.Open(filepath.Join(dir, f.name+".cnf"))
		if err != nil {
			return out, err
		}
		formula, err := drat.ReadDIMACS(cnf)
		cnf.Close()
		if err != nil {
			return out, fmt.Errorf("%s.cnf: %w", f.name, err)
		}
		proof, err := os.Open(filepath.Join(dir, f.name+".cpog"))
		if err != nil {
			return out, err
		}
		res, err := cpog.Check(&cpog.Formula{Vars: formula.Vars, Clauses: formula.Clauses}, proof)
		proof.Close()
		if err != nil {
			return out, fmt.Errorf("%s.cpog: %w", f.name, err)
		}
		out = append(out, res.Count)
	}
	return out, nil
}

// CPOGFree returns an *atomicfile.ExistsError (fs.ErrExist) when one of
// WriteCPOG's files is in dir already, else nil.
func CPOGFree(dir string) error {
	for _, f := range cpogFormulas {
		for _, ext := range []string{".cnf", ".cpog"} {
			if _, err := os.Lstat(filepath.Join(dir, f.name+ext)); err == nil {
				return &atomicfile.ExistsError{Path: filepath.Join(dir, f.name+ext)}
			}
		}
	}
	return nil
}
