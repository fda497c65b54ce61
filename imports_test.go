package nqcheck

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
)

const module = "github.com/nqcheck/nqcheck/"

// projectImports returns, for each package directory of the module, the
// module packages its non-test Go files import.
func projectImports(t *testing.T) map[string][]string {
	t.Helper()
	deps := map[string]map[string]bool{}
	err := filepath.WalkDir(".", func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata") && path != "." {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		dir := filepath.ToSlash(filepath.Dir(path))
		if deps[dir] == nil {
			deps[dir] = map[string]bool{}
		}
		for _, imp := range f.Imports {
			p, _ := strconv.Unquote(imp.Path.Value)
			if strings.HasPrefix(p, module) {
				deps[dir][strings.TrimPrefix(p, module)] = true
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][]string{}
	for dir, set := range deps {
		out[dir] = []string{}
		for p := range set {
			out[dir] = append(out[dir], p)
		}
		sort.Strings(out[dir])
	}
	return out
}

// closure returns every module package that pkg depends on, directly or
// not.
func closure(deps map[string][]string, pkg string) map[string]bool {
	seen := map[string]bool{}
	var walk func(string)
	walk = func(p string) {
		for _, d := range deps[p] {
			if !seen[d] {
				seen[d] = true
				walk(d)
			}
		}
	}
	walk(pkg)
	return seen
}

// TestWitnessIndependence fails when a package imports, directly or
// through another package, what it must not.
func TestWitnessIndependence(t *testing.T) {
	deps := projectImports(t)
	rules := []struct {
		pkg       string
		forbidden []string
	}{
		{"dfs", []string{"encode", "sat", "verify", "cnfaudit"}},
		{"sat", []string{"dfs", "verify", "cnfaudit"}},
		{"encode", []string{"dfs", "sat", "verify", "cnfaudit"}},
		{"compare", []string{"dfs", "sat", "encode", "verify", "cnfaudit"}},
		{"board", []string{"dfs", "sat", "encode", "compare", "cnfaudit"}},
		{"result", []string{"dfs", "sat", "encode", "compare", "verify", "table"}},
		// verify and count are clients of the one plan lifecycle
		// (internal/unitplan), never of each other's runner.
		{"verify", []string{"table", "plan"}},
		{"render", []string{"dfs", "sat", "encode", "compare", "audit", "verify"}},
		// The pages are assembled from typed results: they know no other
		// audit and no table.
		{"report", []string{"cnfaudit", "solveraudit", "table"}},
		// The listings are the search's solutions, written: no CNF and
		// no engine but dfs.
		{"listing", []string{"encode", "sat", "verify", "cnfaudit", "solveraudit", "table"}},
		// The shared message helpers hold no witness code.
		{"internal/text", []string{"board", "dfs", "sat", "encode", "compare", "cnfaudit"}},
		// The audit's reference is the backtracking search; gophersat is
		// one of the audited tools and comes in from the command.
		{"solveraudit", []string{"sat"}},
		// The constraint and SMT models are text: no CNF, no engine, no
		// reference.
		{"cpmodel", []string{"encode", "dfs", "sat", "compare", "verify", "cnfaudit", "solveraudit"}},
		// Journals and shard files hold any plan's evidence: they know no
		// engine.
		{"internal/unitplan/journal", []string{"dfs", "sat", "encode", "compare", "verify", "plan", "internal/unitplan", "internal/unitplan/shard"}},
		{"internal/unitplan/shard", []string{"dfs", "sat", "encode", "compare", "verify", "plan", "internal/unitplan", "internal/unitplan/journal"}},
		// The lifecycle of a plan of units is generic: it knows no engine
		// and none of its clients.
		{"internal/unitplan", []string{"dfs", "sat", "encode", "compare", "verify", "plan", "table", "audit", "cnfaudit", "solveraudit"}},
		// A run of a counting plan knows the plan only through dfs: no
		// other witness and no verdict.
		{"plan", []string{"sat", "encode", "compare", "verify", "cnfaudit"}},
		// The command frame parses flags and reports exits; it computes
		// and checks nothing.
		{"internal/cli", []string{"dfs", "sat", "encode", "compare", "verify", "plan", "audit", "cnfaudit", "solveraudit", "report", "table"}},
		// The proof checker is its own: it shares no code with the
		// solver whose proofs it checks, nor with the encoder of the
		// formulas.
		{"internal/drat", []string{"sat", "encode", "dfs", "compare", "board", "verify", "cnfaudit", "solveraudit", "result"}},
		// The small helpers know no witness and no result.
		{"internal/atomicfile", []string{"board", "result", "dfs", "sat", "encode", "compare"}},
		{"internal/catch", []string{"board", "result", "dfs", "sat", "encode", "compare"}},
		{"internal/pollable", []string{"board", "result", "dfs", "sat", "encode", "compare"}},
		// The pattern lock's two witnesses share no code: the search knows
		// no CNF, the path encoding no search and no engine.
		{"unlock", []string{"encode", "sat", "unlockcnf", "dfs", "verify"}},
		{"unlockcnf", []string{"unlock", "dfs", "sat", "verify"}},
		{"unlockverify", []string{"dfs", "verify", "table"}},
		{"unlock/unlocktest", []string{"unlock", "unlockcnf", "dfs", "encode", "sat"}},
		{"internal/bound", []string{"board", "result", "dfs", "sat", "encode", "compare"}},
	}
	for _, r := range rules {
		if _, ok := deps[r.pkg]; !ok {
			t.Errorf("package %s not found", r.pkg)
			continue
		}
		all := closure(deps, r.pkg)
		for _, f := range r.forbidden {
			if all[f] {
				t.Errorf("%s depends on %s; the witnesses must stay independent", r.pkg, f)
			}
		}
	}
	for dir, imps := range deps {
		for _, p := range imps {
			if strings.HasPrefix(p, "cmd/") {
				t.Errorf("%s imports the command %s", dir, p)
			}
		}
	}
}

// TestGophersatOnlyInSat fails when a package other than sat imports the
// SAT engine.
func TestGophersatOnlyInSat(t *testing.T) {
	err := filepath.WalkDir(".", func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") {
			return err
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		for _, imp := range f.Imports {
			if strings.Contains(imp.Path.Value, "crillab/gophersat") && filepath.ToSlash(filepath.Dir(path)) != "sat" {
				t.Errorf("%s imports gophersat; only package sat may", path)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
