package solveraudit

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/dfs"
	"github.com/nqcheck/nqcheck/encode"
	"github.com/nqcheck/nqcheck/result"
)

func TestGivenQueens(t *testing.T) {
	t.Parallel()
	for n := 1; n <= 12; n++ {
		for i := range 5 {
			q := givenQueens(n, i)
			if !slices.Equal(q, givenQueens(n, i)) {
				t.Fatalf("n = %d, #%d: not reproducible", n, i)
			}
			if len(q) != max(1, n/3) || attacking(q) {
				t.Errorf("n = %d, #%d: %v", n, i, q)
			}
			for j, c := range q {
				if c.Row < 0 || c.Row >= n || c.Col < 0 || c.Col >= n || (j > 0 && q[j-1].Row >= c.Row) {
					t.Errorf("n = %d, #%d: %v", n, i, q)
				}
			}
		}
	}
}

// TestCompletionMembers: the reference of a completion member is the
// solutions holding its queens, counted here by a search of the cells;
// over n = 6..9 some members are satisfiable and some are not.
func TestCompletionMembers(t *testing.T) {
	t.Parallel()
	sat, unsat := 0, 0
	for n := 6; n <= 9; n++ {
		base, err := encode.Build(n, encode.Pairwise)
		if err != nil {
			t.Fatal(err)
		}
		for i := range 6 {
			given := givenQueens(n, i)
			m, want := completion(base, Reference(n, encode.Pairwise), given)
			count := 0
			dfs.Solutions(n, func(s board.Solution) bool {
				holds := true
				for _, q := range given {
					holds = holds && s[q.Row] == q.Col
				}
				if holds {
					count++
				}
				return true
			})
			if len(want) != count {
				t.Errorf("n = %d, given %v: %d solutions, the search counts %d", n, given, len(want), count)
			}
			if len(m.CNF.Clauses) != len(base.CNF.Clauses)+len(given) || len(base.CNF.Clauses) == len(m.CNF.Clauses) {
				t.Errorf("n = %d: %d clauses from %d", n, len(m.CNF.Clauses), len(base.CNF.Clauses))
			}
			if count == 0 {
				unsat++
			} else {
				sat++
			}
		}
	}
	if sat == 0 || unsat == 0 {
		t.Errorf("%d satisfiable and %d unsatisfiable members: want both", sat, unsat)
	}
}

// givenTool is an internal tool that prints the solutions holding the
// queens the formula's unit clauses give.
func givenTool() Tool {
	return Tool{Name: "given", Driver: Internal, Enumerate: func(ctx context.Context, f *encode.CNF, visit func([]encode.Var) error) error {
		n := 0
		for n*n < f.Vars {
			n++
		}
		units := map[encode.Var]bool{}
		for _, c := range f.Clauses {
			if len(c) == 1 && c[0].Positive() {
				units[c[0].Var()] = true
			}
		}
		var err error
		dfs.Solutions(n, func(s board.Solution) bool {
			vars := make([]encode.Var, n)
			held := 0
			for r, c := range s {
				vars[r] = encode.Cell(n, r, c)
				if units[vars[r]] {
					held++
				}
			}
			if held == len(units) {
				err = visit(vars)
			}
			return err == nil
		})
		return err
	}}
}

// TestCompletionSuite: a tool that keeps to the given queens passes the
// completion members; one that ignores them fails there, the finding
// naming the member by its queens.
func TestCompletionSuite(t *testing.T) {
	t.Parallel()
	suite := Suite{Sizes: []int{6, 7}, Encodings: []encode.Encoding{encode.Pairwise}, Tools: []Tool{givenTool(), solutionsTool()}, Completions: 3}
	var out strings.Builder
	rep, err := suite.Run(context.Background(), &out)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Formulas != 8 || rep.FailedTools["given"] != 0 || rep.FailedTools["dfs"] != 6 || rep.Verdict() != result.Fail {
		t.Fatalf("formulas %d, failed %v\n%s", rep.Formulas, rep.FailedTools, out.String())
	}
	if !strings.Contains(out.String(), "6   pairwise given (3,5) (4,2)        1  1 ok") ||
		!strings.Contains(out.String(), "! dfs: n=6 pairwise given (3,5) (4,2) invalid-model") {
		t.Errorf("table:\n%s", out.String())
	}
}
