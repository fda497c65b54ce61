package nqcheck

import (
	"go/parser"
	"go/token"
	"os"
	"os/exec"
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
		{"dfs", []string{"encode", "sat", "verify", "cmd/nqcheck/internal/toolaudit/cnfaudit"}},
		{"sat", []string{"dfs", "verify", "cmd/nqcheck/internal/toolaudit/cnfaudit"}},
		{"encode", []string{"dfs", "sat", "verify", "cmd/nqcheck/internal/toolaudit/cnfaudit"}},
		{"compare", []string{"dfs", "sat", "encode", "verify", "cmd/nqcheck/internal/toolaudit/cnfaudit"}},
		// The special judge's answers come from the search and the
		// published values: no CNF, no SAT, no verdict of the cross-check.
		{"judge", []string{"encode", "sat", "verify", "compare", "audit"}},
		{"board", []string{"dfs", "sat", "encode", "compare", "cmd/nqcheck/internal/toolaudit/cnfaudit"}},
		{"result", []string{"dfs", "sat", "encode", "compare", "verify", "cmd/nqcheck/internal/longrun/table"}},
		// verify and count are clients of the one plan lifecycle
		// (cmd/nqcheck/internal/longrun/unitplan), never of each other's runner.
		{"verify", []string{"cmd/nqcheck/internal/longrun/table", "cmd/nqcheck/internal/longrun/countplan"}},
		{"cmd/nqcheck/internal/present/render", []string{"dfs", "sat", "encode", "compare", "audit", "verify"}},
		// The pages are assembled from typed results: they know no other
		// audit and no table.
		{"cmd/nqcheck/internal/present/report", []string{"cmd/nqcheck/internal/toolaudit/cnfaudit", "cmd/nqcheck/internal/toolaudit/solveraudit", "cmd/nqcheck/internal/longrun/table"}},
		// The listings are the search's solutions, written: no CNF and
		// no engine but dfs.
		{"cmd/nqcheck/internal/present/listing", []string{"encode", "sat", "verify", "cmd/nqcheck/internal/toolaudit/cnfaudit", "cmd/nqcheck/internal/toolaudit/solveraudit", "cmd/nqcheck/internal/longrun/table"}},
		// The audit's reference is the backtracking search; gophersat is
		// one of the audited tools and comes in from the command.
		{"cmd/nqcheck/internal/toolaudit/solveraudit", []string{"sat"}},
		// The constraint and SMT models are text: no CNF, no engine, no
		// reference.
		{"cmd/nqcheck/internal/toolaudit/cpmodel", []string{"encode", "dfs", "sat", "compare", "verify", "cmd/nqcheck/internal/toolaudit/cnfaudit", "cmd/nqcheck/internal/toolaudit/solveraudit"}},
		// Journals and shard files hold any plan's evidence: they know no
		// engine.
		{"cmd/nqcheck/internal/longrun/journal", []string{"dfs", "sat", "encode", "compare", "verify", "cmd/nqcheck/internal/longrun/countplan", "cmd/nqcheck/internal/longrun/unitplan", "cmd/nqcheck/internal/longrun/shard"}},
		{"cmd/nqcheck/internal/longrun/shard", []string{"dfs", "sat", "encode", "compare", "verify", "cmd/nqcheck/internal/longrun/countplan", "cmd/nqcheck/internal/longrun/unitplan", "cmd/nqcheck/internal/longrun/journal"}},
		// The lifecycle of a plan of units is generic: it knows no engine
		// and none of its clients.
		{"cmd/nqcheck/internal/longrun/unitplan", []string{"dfs", "sat", "encode", "compare", "verify", "cmd/nqcheck/internal/longrun/countplan", "cmd/nqcheck/internal/longrun/table", "audit", "cmd/nqcheck/internal/toolaudit/cnfaudit", "cmd/nqcheck/internal/toolaudit/solveraudit"}},
		// A run of a counting plan knows the plan only through dfs: no
		// other witness and no verdict.
		{"cmd/nqcheck/internal/longrun/countplan", []string{"sat", "encode", "compare", "verify", "cmd/nqcheck/internal/toolaudit/cnfaudit"}},
		// The proof checker is its own: it shares no code with the
		// solver whose proofs it checks, nor with the encoder of the
		// formulas.
		{"internal/proof/drat", []string{"sat", "encode", "dfs", "compare", "board", "verify", "cmd/nqcheck/internal/toolaudit/cnfaudit", "cmd/nqcheck/internal/toolaudit/solveraudit", "result"}},
		// The CPOG writer does its own propagation and search: no engine,
		// no encoder, no board.
		{"internal/proof/cpog", []string{"sat", "encode", "dfs", "compare", "board", "verify", "internal/proof/drat", "result"}},
		// The pattern lock's two witnesses share no code: the search knows
		// no CNF, the path encoding no search and no engine.
		{"cmd/nqcheck/internal/lock/unlock", []string{"encode", "sat", "cmd/nqcheck/internal/lock/unlockcnf", "dfs", "verify"}},
		{"cmd/nqcheck/internal/lock/unlockcnf", []string{"cmd/nqcheck/internal/lock/unlock", "dfs", "sat", "verify"}},
		{"cmd/nqcheck/internal/lock/unlockverify", []string{"dfs", "verify", "cmd/nqcheck/internal/longrun/table"}},
		{"cmd/nqcheck/internal/lock/unlocktest", []string{"cmd/nqcheck/internal/lock/unlock", "cmd/nqcheck/internal/lock/unlockcnf", "dfs", "encode", "sat"}},
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
			if strings.HasPrefix(p, "cmd/") && !strings.HasPrefix(dir, "cmd/") {
				t.Errorf("%s imports the command %s", dir, p)
			}
		}
	}
}

// folderRules are the import rules of the folders of internal/ and of
// cmd/nqcheck/internal/: each package in a folder may import the packages
// of its folder and those under the prefixes of may, nothing else of the
// module. Each folder's doc.go states its rule in words. The floors
// (TestFloors) hold besides: internal/ imports nothing above it.
var folderRules = []struct {
	folder string
	may    []string
}{
	{"internal/base", nil},
	{"internal/proof", nil},
	{"internal/oeis", nil},
	{"internal/testkit", nil},
	{"cmd/nqcheck/internal/cli", []string{"board", "result", "internal/base"}},
	{"cmd/nqcheck/internal/longrun", []string{"board", "compare", "dfs", "verify", "reference", "result", "internal/base"}},
	{"cmd/nqcheck/internal/toolaudit", []string{"audit", "board", "compare", "dfs", "encode", "sat", "result", "internal/base", "internal/proof", "cmd/nqcheck/internal/longrun/unitplan"}},
	{"cmd/nqcheck/internal/lock", []string{"encode", "sat", "result", "internal/base"}},
	{"cmd/nqcheck/internal/present", []string{"board", "compare", "dfs", "audit", "verify", "reference", "result", "internal/base", "cmd/nqcheck/internal/longrun/countplan"}},
}

// floor is the storey of a package of the module: 0 for the machinery
// under internal/, 1 for the public packages, 2 for the applications
// only the command uses (cmd/nqcheck/internal/...), 3 for the command
// and the bench programs. ok is false for a package of no floor.
func floor(p string) (f int, ok bool) {
	switch {
	case within(p, "internal"):
		return 0, true
	case slices.Contains(public, p):
		return 1, true
	case within(p, "cmd/nqcheck/internal"):
		return 2, true
	case p == "cmd/nqcheck" || within(p, "bench"):
		return 3, true
	}
	return 0, false
}

// TestFloors fails when an import runs back up: a package imports one of
// a higher floor (internal/ a public package, a public package an
// application of the command), or a package has no floor.
func TestFloors(t *testing.T) {
	for dir, imps := range projectImports(t) {
		if dir == "." {
			continue
		}
		from, ok := floor(dir)
		if !ok {
			t.Errorf("package %s is on no floor (internal/, public, cmd/nqcheck/internal/, cmd/nqcheck, bench/)", dir)
			continue
		}
		for _, p := range imps {
			if to, _ := floor(p); to > from {
				t.Errorf("%s (floor %d) imports %s (floor %d): an arrow running back up", dir, from, p, to)
			}
		}
	}
}

// TestFloorsFail checks that TestFloors' rule can fail: machinery that
// imports a public package, or a public package that imports an
// application, is above its floor.
func TestFloorsFail(t *testing.T) {
	for _, c := range [][2]string{{"internal/base/text", "result"}, {"verify", "cmd/nqcheck/internal/longrun/table"}, {"result", "cmd/nqcheck"}} {
		from, _ := floor(c[0])
		to, _ := floor(c[1])
		if to <= from {
			t.Errorf("%s importing %s is not seen as an arrow running up", c[0], c[1])
		}
	}
}

// within reports that package p is the package dir or under it.
func within(p, dir string) bool { return p == dir || strings.HasPrefix(p, dir+"/") }

// TestFolderRules fails when a package imports what its folder's rule
// does not allow, when a folder of internal/ or cmd/nqcheck/internal/ has
// no rule or no doc.go stating it, when either has more than 8 folders,
// or when a package outside internal/testkit imports a test helper in its
// non-test files.
func TestFolderRules(t *testing.T) {
	deps := projectImports(t)
	var folders []string
	for _, root := range []string{"internal", "cmd/nqcheck/internal"} {
		entries, err := os.ReadDir(root)
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		for _, e := range entries {
			if e.IsDir() {
				folders = append(folders, root+"/"+e.Name())
				n++
			}
		}
		if n > 8 {
			t.Errorf("%s/ has %d folders; group them by role, 8 at most", root, n)
		}
	}
	ruled := map[string]bool{}
	for _, r := range folderRules {
		ruled[r.folder] = true
		b, err := os.ReadFile(r.folder + "/doc.go")
		if err != nil || !strings.Contains(string(b), "// Rule: ") {
			t.Errorf("%s has no doc.go stating its rule (a line \"// Rule: \"): %v", r.folder, err)
		}
		found := false
		for dir, imps := range deps {
			if !within(dir, r.folder) {
				continue
			}
			found = true
			for _, p := range imps {
				ok := within(p, r.folder)
				for _, m := range r.may {
					ok = ok || within(p, m)
				}
				if !ok {
					t.Errorf("%s imports %s; the rule of %s allows its own packages and %v", dir, p, r.folder, r.may)
				}
			}
		}
		if !found {
			t.Errorf("rule of %s: no package there; a rule on nothing cannot fail", r.folder)
		}
	}
	for _, f := range folders {
		if !ruled[f] {
			t.Errorf("folder %s has no import rule in folderRules", f)
		}
	}
	for dir, imps := range deps {
		for _, p := range imps {
			if within(p, "internal/testkit") && !within(dir, "internal/testkit") {
				t.Errorf("%s imports the test helper %s in a non-test file", dir, p)
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
var public = []string{"audit", "board", "compare", "dfs", "encode", "judge", "reference", "result", "sat", "verify"}

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

// TestPackageMap fails when the map of packages in doc.go misses a
// package of `go list ./...` or names a path under internal/ or cmd/
// that is no package.
func TestPackageMap(t *testing.T) {
	b, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	named := map[string]bool{}
	for _, w := range strings.FieldsFunc(string(b), func(r rune) bool {
		return !(r == '/' || r == '_' || r >= 'a' && r <= 'z' || r >= '0' && r <= '9')
	}) {
		named[strings.Trim(w, "/")] = true
	}
	out, err := exec.Command("go", "list", "./...").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	pkgs := map[string]bool{}
	for _, p := range strings.Fields(string(out)) {
		p = strings.TrimPrefix(strings.TrimPrefix(p, strings.TrimSuffix(module, "/")), "/")
		if p == "" {
			continue
		}
		pkgs[p] = true
		if !named[p] {
			t.Errorf("doc.go does not name package %s", p)
		}
	}
	for w := range named {
		if (strings.HasPrefix(w, "internal/") || strings.HasPrefix(w, "cmd/")) && !pkgs[w] {
			t.Errorf("doc.go names %s, which is no package", w)
		}
	}
}

// TestDevelopmentFolders fails when the table of folders in
// docs/development.md differs from folderRules: a folder missing, one
// too many, or another list of what it may import.
func TestDevelopmentFolders(t *testing.T) {
	b, err := os.ReadFile("docs/development.md")
	if err != nil {
		t.Fatal(err)
	}
	rows := map[string]string{}
	for _, line := range strings.Split(string(b), "\n") {
		cells := strings.Split(line, " | ")
		if len(cells) != 3 || !strings.HasPrefix(cells[0], "| `") {
			continue
		}
		folder := strings.Trim(strings.TrimPrefix(cells[0], "| "), "`")
		rows[folder] = strings.TrimSuffix(cells[2], " |")
	}
	for _, r := range folderRules {
		want := "nothing"
		if len(r.may) > 0 {
			want = "`" + strings.Join(r.may, "`, `") + "`"
		}
		got, ok := rows[r.folder]
		if !ok {
			t.Errorf("docs/development.md has no row of %s", r.folder)
		} else if got != want {
			t.Errorf("docs/development.md: %s may import %s; the rule says %s", r.folder, got, want)
		}
		delete(rows, r.folder)
	}
	for f := range rows {
		t.Errorf("docs/development.md has a row of %s, which has no rule", f)
	}
}
