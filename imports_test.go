package nqcheck

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
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
		{"dfs", []string{"encode", "sat", "verify", "internal/cnfaudit"}},
		{"sat", []string{"dfs", "verify", "internal/cnfaudit"}},
		{"encode", []string{"dfs", "sat", "verify", "internal/cnfaudit"}},
		{"compare", []string{"dfs", "sat", "encode", "verify", "internal/cnfaudit"}},
		{"board", []string{"dfs", "sat", "encode", "compare", "internal/cnfaudit"}},
		{"result", []string{"dfs", "sat", "encode", "compare", "verify", "internal/table"}},
		// verify and count are clients of the one plan lifecycle
		// (internal/unitplan), never of each other's runner.
		{"verify", []string{"internal/table", "internal/countplan"}},
		{"internal/render", []string{"dfs", "sat", "encode", "compare", "audit", "verify"}},
		// The pages are assembled from typed results: they know no other
		// audit and no table.
		{"internal/report", []string{"internal/cnfaudit", "internal/solveraudit", "internal/table"}},
		// The listings are the search's solutions, written: no CNF and
		// no engine but dfs.
		{"internal/listing", []string{"encode", "sat", "verify", "internal/cnfaudit", "internal/solveraudit", "internal/table"}},
		// The shared message helpers hold no witness code.
		{"internal/text", []string{"board", "dfs", "sat", "encode", "compare", "internal/cnfaudit"}},
		// The audit's reference is the backtracking search; gophersat is
		// one of the audited tools and comes in from the command.
		{"internal/solveraudit", []string{"sat"}},
		// The constraint and SMT models are text: no CNF, no engine, no
		// reference.
		{"internal/cpmodel", []string{"encode", "dfs", "sat", "compare", "verify", "internal/cnfaudit", "internal/solveraudit"}},
		// Journals and shard files hold any plan's evidence: they know no
		// engine.
		{"internal/unitplan/journal", []string{"dfs", "sat", "encode", "compare", "verify", "internal/countplan", "internal/unitplan", "internal/unitplan/shard"}},
		{"internal/unitplan/shard", []string{"dfs", "sat", "encode", "compare", "verify", "internal/countplan", "internal/unitplan", "internal/unitplan/journal"}},
		// The lifecycle of a plan of units is generic: it knows no engine
		// and none of its clients.
		{"internal/unitplan", []string{"dfs", "sat", "encode", "compare", "verify", "internal/countplan", "internal/table", "audit", "internal/cnfaudit", "internal/solveraudit"}},
		// A run of a counting plan knows the plan only through dfs: no
		// other witness and no verdict.
		{"internal/countplan", []string{"sat", "encode", "compare", "verify", "internal/cnfaudit"}},
		// The command frame parses flags and reports exits; it computes
		// and checks nothing.
		{"internal/cli", []string{"dfs", "sat", "encode", "compare", "verify", "internal/countplan", "audit", "internal/cnfaudit", "internal/solveraudit", "internal/report", "internal/table"}},
		// The proof checker is its own: it shares no code with the
		// solver whose proofs it checks, nor with the encoder of the
		// formulas.
		{"internal/drat", []string{"sat", "encode", "dfs", "compare", "board", "verify", "internal/cnfaudit", "internal/solveraudit", "result"}},
		// The small helpers know no witness and no result.
		{"internal/atomicfile", []string{"board", "result", "dfs", "sat", "encode", "compare"}},
		{"internal/catch", []string{"board", "result", "dfs", "sat", "encode", "compare"}},
		{"internal/pollable", []string{"board", "result", "dfs", "sat", "encode", "compare"}},
		// The pattern lock's two witnesses share no code: the search knows
		// no CNF, the path encoding no search and no engine.
		{"internal/unlock", []string{"encode", "sat", "internal/unlockcnf", "dfs", "verify"}},
		{"internal/unlockcnf", []string{"internal/unlock", "dfs", "sat", "verify"}},
		{"internal/unlockverify", []string{"dfs", "verify", "internal/table"}},
		{"internal/unlock/unlocktest", []string{"internal/unlock", "internal/unlockcnf", "dfs", "encode", "sat"}},
		{"internal/bound", []string{"board", "result", "dfs", "sat", "encode", "compare"}},
	}
	for _, r := range rules {
		if _, ok := deps[r.pkg]; !ok {
			t.Errorf("package %s not found", r.pkg)
			continue
		}
		all := closure(deps, r.pkg)
		for _, f := range r.forbidden {
			if _, ok := deps[f]; !ok {
				t.Errorf("rule of %s: package %s not found; a rule on a name that is no package cannot fail", r.pkg, f)
			}
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

// public is the module's public surface: the packages a Go program
// imports. Everything else lives under internal/ (or is a command).
var public = []string{"audit", "board", "compare", "dfs", "encode", "result", "sat", "verify"}

// TestPublicSurface fails when a library package outside internal/ is
// not one of the public ones, or a public one has no Example.
func TestPublicSurface(t *testing.T) {
	for dir := range projectImports(t) {
		if dir == "." || strings.HasPrefix(dir, "internal/") || strings.HasPrefix(dir, "cmd/") || strings.HasPrefix(dir, "bench/") {
			continue
		}
		if !slices.Contains(public, dir) {
			t.Errorf("package %s is public; publish it on purpose (add it to public) or move it under internal/", dir)
		}
	}
	for _, dir := range public {
		tests, _ := filepath.Glob(filepath.Join(dir, "*_test.go"))
		found := false
		for _, f := range tests {
			b, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			found = found || strings.Contains(string(b), "\nfunc Example")
		}
		if !found {
			t.Errorf("public package %s has no Example", dir)
		}
	}
}
