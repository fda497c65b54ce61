package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/cli"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/toolaudit/cpmodel"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/toolaudit/solveraudit"
	"github.com/nqcheck/nqcheck/internal/testkit/integration"
	"github.com/santhosh-tekuri/jsonschema/v6"
)

// TestAuditSolverModelPresets audits every constraint and SMT preset
// whose program is installed on every model of its language, n = 1..6:
// every model compiles and gets exactly its known solutions. The
// alldifferent model includes only its global's file, which Debian's
// MiniZinc 2.6.4 compiles (it cannot compile the whole globals.mzn), so
// a rejected model fails the test like a wrong answer. A preset whose
// program is absent is skipped (with NQCHECK_INTEGRATION=1 it fails).
func TestAuditSolverModelPresets(t *testing.T) {
	t.Parallel()
	for _, p := range solveraudit.Presets() {
		if p.Tool.Language == cpmodel.DIMACS {
			continue // TestAuditSolverRealSolvers
		}
		t.Run(p.Name, func(t *testing.T) {
			t.Parallel()
			if _, err := exec.LookPath(p.Tool.Path); err != nil {
				integration.Unavailable(t, "%s is not installed (Debian package %s): %v", p.Tool.Path, p.Package, err)
			}
			var out, errOut bytes.Buffer
			code := run([]string{"audit-solver", "-n", "1-6", "--preset", p.Name}, &out, &errOut)
			models := len(cpmodel.Encodings(p.Tool.Language))
			want := fmt.Sprintf("verdict: pass: %d formulas × 1 tool, no finding", 6*models)
			if code != cli.ExitOK || !strings.Contains(out.String(), want) {
				t.Fatalf("exit %d, want %d and %q:\n%s%s", code, cli.ExitOK, want, out.String(), errOut.String())
			}
		})
	}
}

// TestAuditSolverCompareLanguages puts MiniZinc, z3 and cvc5 side by
// side on the same board size: one row per model, a tool's cell "-" in
// the rows of a language it does not read.
func TestAuditSolverCompareLanguages(t *testing.T) {
	t.Parallel()
	for _, p := range []string{"minizinc", "z3", "cvc5"} {
		integration.LookPath(t, p) // Debian package of the same name
	}
	var out, errOut bytes.Buffer
	code := run([]string{"audit-solver", "-n", "6", "--encodings", "pairwise,lexleader,lia,bv", "--compare", "minizinc,z3,cvc5"}, &out, &errOut)
	if code != cli.ExitOK {
		t.Fatalf("exit %d:\n%s%s", code, out.String(), errOut.String())
	}
	want := `audit-solver: minizinc: minizinc --solver gecode --all-solutions --statistics {}
audit-solver: z3: z3 -in
audit-solver: cvc5: cvc5 --incremental --lang smt2
audit-solver: 1 size, 4 encodings, shuffle seeds none, timeout 2m0s per run
n   encoding           expected  minizinc   z3         cvc5
6   minizinc pairwise         4  4 ok       -          -
6   minizinc lexleader        1  1 ok       -          -
6   smtlib lia                4  -          4 ok       4 ok
6   smtlib bv                 4  -          4 ok       4 ok
verdict: pass: 4 formulas × 3 tools, no finding; the tools agree with the known answer and with each other
`
	if out.String() != want {
		t.Errorf("output:\n%s\nwant:\n%s", out.String(), want)
	}
}

// TestAuditSolverModelJSON: the JSON of a model audit validates against
// the published schema, a rejected model included.
func TestAuditSolverModelJSON(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	reject := filepath.Join(dir, "reject.sh")
	if err := os.WriteFile(reject, []byte("echo 'Warning: first' >&2\necho 'Error: type error: no such predicate' >&2\nexit 1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errOut bytes.Buffer
	code := run([]string{"audit-solver", "-n", "4", "--encodings", "alldifferent,board", "--language", "minizinc", "--json", "--", "sh", reject, "{}"}, &out, &errOut)
	if code != cli.ExitMismatch {
		t.Fatalf("exit %d:\n%s%s", code, out.String(), errOut.String())
	}
	sch, err := schemaCompiler(t).Compile("audit-solver.json")
	if err != nil {
		t.Fatal(err)
	}
	text := out.String()
	doc, err := jsonschema.UnmarshalJSON(&out)
	if err != nil {
		t.Fatal(err)
	}
	if err := sch.Validate(doc); err != nil {
		t.Errorf("does not validate: %v\n%s", err, text)
	}
	for _, want := range []string{`"encoding": "minizinc board"`, `"kind": "model-rejected"`, `the tool's first error line: Error: type error: no such predicate`} {
		if !strings.Contains(text, want) {
			t.Errorf("no %s in\n%s", want, text)
		}
	}
}
