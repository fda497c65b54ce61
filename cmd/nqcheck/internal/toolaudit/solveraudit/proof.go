package solveraudit

import (
	"context"
	"fmt"
	"os"
	"slices"
	"strings"

	"github.com/nqcheck/nqcheck/encode"
	"github.com/nqcheck/nqcheck/internal/proof/drat"
)

// ProofArg stands, in a tool's arguments, for the path of the DRAT proof
// file the tool writes (cadical's second argument). With it, every UNSAT
// answer of the tool is checked from its proof (package drat), and a proof
// that fails is a finding (BadProof).
const ProofArg = "{proof}"

// BadProof: an UNSAT answer whose DRAT proof does not refute the formula
// given (a lemma that does not follow, or no empty clause). The detail
// names the first lemma that fails and its line.
const BadProof Kind = "bad-proof"

// proofPresets gives the arguments that make a preset's program write a
// DRAT proof, appended to its own.
var proofPresets = map[string][]string{"cadical": {ProofArg}}

// WithProof returns tool set to write a DRAT proof of each UNSAT answer
// into a file ProofArg names: a preset that knows how (cadical) gets its
// proof argument; any other tool must hold ProofArg in its arguments
// already.
func WithProof(tool Tool) (Tool, error) {
	if tool.Driver == Internal {
		return tool, fmt.Errorf("%s writes no DRAT proof", tool.Name)
	}
	if slices.ContainsFunc(tool.Args, func(a string) bool { return strings.Contains(a, ProofArg) }) {
		return tool, nil
	}
	extra, ok := proofPresets[tool.Name]
	if !ok || tool.Counter {
		return tool, fmt.Errorf("%s writes no DRAT proof that nqcheck knows of: put %s in its arguments where it takes the proof file", tool.Name, ProofArg)
	}
	tool.Args = append(slices.Clone(tool.Args), extra...)
	return tool, nil
}

// checkProof checks the proof the tool wrote to path for its UNSAT answer
// to f, and adds a BadProof finding when it fails.
func (a *auditor) checkProof(ctx context.Context, f *encode.CNF, path string) error {
	g := &drat.Formula{Vars: f.Vars, Clauses: make([][]int, len(f.Clauses))}
	for i, c := range f.Clauses {
		g.Clauses[i] = make([]int, len(c))
		for j, l := range c {
			g.Clauses[i][j] = l.Dimacs()
		}
	}
	p, err := os.Open(path)
	if err != nil {
		return err
	}
	defer p.Close()
	res, err := drat.Check(ctx, g, p, drat.Options{})
	switch {
	case err == nil:
		a.proofLemmas += res.Lemmas
	case ctx.Err() != nil:
	default:
		a.add(Finding{Kind: BadProof, Detail: fmt.Sprintf("the proof of its UNSAT answer fails: %v", err)})
	}
	return nil
}
