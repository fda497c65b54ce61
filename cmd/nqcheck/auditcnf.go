package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/compare"
	"github.com/nqcheck/nqcheck/dfs"
	"github.com/nqcheck/nqcheck/encode"
	"github.com/nqcheck/nqcheck/sat"
)

func runAuditCNF(c *command, args []string, stdout, stderr io.Writer) int {
	fs := c.flagSet()
	nflag := fs.String("n", "", "board size the CNF encodes, 1 to 32 (required)")
	mapping := fs.String("map", "rowmajor", "numbering of the placement variables 1..n²: rowmajor (cell (r,c) is r·n+c+1, 0-based) "+
		"or colmajor (c·n+r+1); variables above n² are auxiliary and projected away")
	if code := c.parse(fs, args, stdout, stderr); code >= 0 {
		return code
	}
	if *nflag == "" {
		return c.usageError(stderr, "-n is required: the board size the CNF encodes")
	}
	n, err := parseSize(*nflag)
	if err != nil {
		return c.usageError(stderr, "-n: %v", err)
	}
	if *mapping != "rowmajor" && *mapping != "colmajor" {
		return c.usageError(stderr, "--map: unknown numbering %q (want rowmajor or colmajor)", *mapping)
	}
	switch fs.NArg() {
	case 0:
		return c.usageError(stderr, "no CNF file given")
	case 1:
	default:
		return c.usageError(stderr, "unexpected argument %q: audit-cnf reads one file", fs.Arg(1))
	}
	path := fs.Arg(0)
	in := c.stdin
	if path != "-" {
		f, err := os.Open(path)
		if err != nil {
			fmt.Fprintf(stderr, "nqcheck audit-cnf: cannot read the CNF: %v\n", err)
			return exitUsage
		}
		defer f.Close()
		in = f
	}
	cnf, err := encode.ReadDIMACS(in)
	if err != nil {
		if encode.IsParseError(err) {
			fmt.Fprintf(stderr, "nqcheck audit-cnf: %s: malformed DIMACS: %v\n", path, err)
		} else {
			fmt.Fprintf(stderr, "nqcheck audit-cnf: cannot read %s: %v\n", path, err)
		}
		return exitUsage
	}
	if cnf.Vars < n*n {
		fmt.Fprintf(stderr, "nqcheck audit-cnf: %s: the header declares %d variables, fewer than the %d placement variables of n = %d\n",
			path, cnf.Vars, n*n, n)
		return exitUsage
	}
	if n >= satSlowFrom {
		fmt.Fprintf(stderr, "nqcheck audit-cnf: warning: SAT enumeration for n = %d will take very long\n", n)
	}
	fmt.Fprintf(stdout, "audit-cnf: n = %d, %s: %d variables (%d placement, %d auxiliary), %d clauses, numbering %s\n",
		n, path, cnf.Vars, n*n, cnf.Vars-n*n, len(cnf.Clauses), *mapping)
	if *mapping == "colmajor" {
		cnf = encode.Remap(cnf, encode.ColumnMajor(n))
	}
	res, err := auditCNF(context.Background(), cnf, n)
	if err != nil {
		return c.fail(stderr, err)
	}
	res.write(stdout)
	if !res.exact() {
		return exitMismatch
	}
	return exitOK
}

// cnfAudit is what audit-cnf learns of a CNF for board size n.
type cnfAudit struct {
	n int
	q int // Q(n), from the recursive search

	// From the enumeration of the CNF's projected models.
	models   int  // distinct projected models seen
	complete bool // every model was enumerated: models is the exact count
	invalid  int  // invalid placements among them
	firstBad board.Placement
	firstErr error
	repeated int              // projections the engine returned twice (it should not)
	allowed  []board.Solution // the solutions the CNF allows; all of them once auditCNF returns

	// (b): the solutions against the placements the CNF allows.
	excluded compare.Check
}

// errEnough stops an enumeration that has decided what it had to.
var errEnough = errors.New("enough models")

// auditCNF decides whether cnf, over placement variables 1..n² (row-major)
// and any auxiliary ones, is an exact N-Queens encoding:
//
//	(a) every projected model is a valid placement,
//	(b) every solution extends to a model,
//	(c) the number of distinct projected models is Q(n).
//
// It enumerates the projected models (each blocked whole, as auxiliary
// variables exist) and checks each with compare.Valid; it stops once it has
// seen more than Q(n), which decides (c) and, since at most Q(n) of them
// can be valid, has found an invalid one. In that case the valid
// placements the CNF allows are enumerated again from the CNF conjoined
// with the N-Queens clauses, whose every model is still checked with
// compare.Valid. The valid placements are compared with the recursive
// search's solutions (compare.Sets) for (b).
func auditCNF(ctx context.Context, cnf *encode.CNF, n int) (*cnfAudit, error) {
	sols := dfs.All(n)
	a := &cnfAudit{n: n, q: len(sols)}
	opt := sat.Options{Mode: sat.Block, Project: n * n, Exact: true}
	seen := map[string]bool{}
	_, err := sat.Models(ctx, cnf, opt, func(vars []encode.Var) error {
		k := varsKey(vars)
		if seen[k] {
			a.repeated++
			return nil
		}
		seen[k] = true
		a.models++
		p := decode(n, vars)
		if err := compare.Valid(n, p); err != nil {
			a.invalid++
			if a.firstBad == nil {
				a.firstBad, a.firstErr = p, err
			}
		} else {
			s, _ := p.Solution(n)
			a.allowed = append(a.allowed, s)
		}
		if a.models > a.q {
			return errEnough
		}
		return nil
	})
	switch {
	case err == nil:
		a.complete = true
	case errors.Is(err, errEnough):
	default:
		return nil, err
	}
	if !a.complete {
		// The enumeration stopped early: list the valid placements the CNF
		// allows from the CNF conjoined with the N-Queens clauses.
		both := &encode.CNF{Vars: cnf.Vars, Clauses: slices.Clone(cnf.Clauses)}
		encode.QueensTo(both, n)
		a.allowed = nil
		_, err := sat.Models(ctx, both, opt, func(vars []encode.Var) error {
			p := decode(n, vars)
			if err := compare.Valid(n, p); err != nil {
				return fmt.Errorf("internal error: a model of the CNF and the N-Queens clauses is not a solution: %s: %v",
					compare.Describe(n, p), err)
			}
			s, _ := p.Solution(n)
			a.allowed = append(a.allowed, s)
			if len(a.allowed) > a.q {
				return fmt.Errorf("internal error: the CNF and the N-Queens clauses have more than Q(%d) = %d models", n, a.q)
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	slices.SortFunc(a.allowed, board.Compare)
	a.excluded = compare.Sets("solutions", sols, "cnf", a.allowed)
	return a, nil
}

// varsKey identifies a projected model.
func varsKey(vars []encode.Var) string {
	var b strings.Builder
	for _, v := range vars {
		fmt.Fprintf(&b, "%d,", v)
	}
	return b.String()
}

func (a *cnfAudit) soundOK() bool    { return a.invalid == 0 }
func (a *cnfAudit) completeOK() bool { return a.excluded.OK }
func (a *cnfAudit) countOK() bool    { return a.complete && a.models == a.q }

func (a *cnfAudit) exact() bool {
	return a.soundOK() && a.completeOK() && a.countOK() && a.repeated == 0
}

// write prints the three checks and the verdict.
func (a *cnfAudit) write(w io.Writer) {
	if a.soundOK() {
		fmt.Fprintf(w, "(a) every model is a valid placement: yes\n")
	} else {
		count := fmt.Sprintf("%d invalid %s", a.invalid, pluralWord(a.invalid, "placement"))
		if !a.complete {
			count = "at least " + count
		}
		fmt.Fprintf(w, "(a) every model is a valid placement: NO, %s; the CNF allows %s: %v\n",
			count, compare.Describe(a.n, a.firstBad), a.firstErr)
	}
	if a.completeOK() {
		fmt.Fprintf(w, "(b) every solution extends to a model: yes, all %d\n", a.q)
	} else {
		missing := a.q - len(a.allowed)
		fmt.Fprintf(w, "(b) every solution extends to a model: NO, the CNF excludes %d of the %d solutions; %s\n",
			missing, a.q, a.excluded.Detail)
	}
	switch {
	case a.countOK():
		fmt.Fprintf(w, "(c) distinct projected models: %d = Q(%d)\n", a.models, a.n)
	case a.complete:
		fmt.Fprintf(w, "(c) distinct projected models: %d, but Q(%d) = %d\n", a.models, a.n, a.q)
	default:
		fmt.Fprintf(w, "(c) distinct projected models: more than Q(%d) = %d (enumeration stopped at %d)\n", a.n, a.q, a.models)
	}
	if a.repeated > 0 {
		fmt.Fprintf(w, "the SAT engine returned %d projected models twice despite blocking them\n", a.repeated)
	}
	if a.exact() {
		fmt.Fprintf(w, "verdict: an exact N-Queens encoding\n")
	} else {
		fmt.Fprintf(w, "verdict: NOT an exact N-Queens encoding\n")
	}
}

func pluralWord(n int, word string) string {
	if n == 1 {
		return word
	}
	return word + "s"
}
