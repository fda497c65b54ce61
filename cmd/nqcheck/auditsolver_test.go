package main

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/cli"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/toolaudit/cpmodel"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/toolaudit/solveraudit"
	"github.com/nqcheck/nqcheck/internal/base/child/childtest"
	"github.com/nqcheck/nqcheck/internal/testkit/integration"
)

// dropOne is a fake solver for n = 4 (pairwise, unshuffled) that prints
// one of the two solutions.
const dropOne = `cat > /dev/null
echo "s SATISFIABLE"
echo "v -1 2 -3 -4 -5 -6 -7 8 9 -10 -11 -12 -13 -14 15 -16 0"
exit 10
`

// TestAuditSolverJSONSchema checks audit-solver's --json output, with and
// without findings, against docs/schema/audit-solver.json, and that
// the schema lists every field of the Go types (a field added to Case or
// Finding without the schema fails here through additionalProperties).
func TestAuditSolverJSONSchema(t *testing.T) {
	t.Parallel()
	b, err := os.ReadFile(filepath.Join(schemaDir, "audit-solver.json"))
	if err != nil {
		t.Fatal(err)
	}
	var schema map[string]any
	if err := json.Unmarshal(b, &schema); err != nil {
		t.Fatal(err)
	}
	sch, err := schemaCompiler(t).Compile("audit-solver.json")
	if err != nil {
		t.Fatal(err)
	}
	drop := writeScript(t, t.TempDir(), "drop.sh", dropOne)
	for _, tt := range []struct {
		args []string
		code int
	}{
		{[]string{"-n", "4", "--encodings", "pairwise", "--seeds", "none", "--json", "--", drop}, cli.ExitMismatch},
		{[]string{"-n", "4,5", "--encodings", "product", "--seeds", "2", "--json", "--preset", "gophersat"}, cli.ExitOK},
	} {
		args := tt.args
		var out, errOut bytes.Buffer
		code := run(append([]string{"audit-solver"}, args...), &out, &errOut)
		if code != tt.code {
			t.Fatalf("%v: exit %d, want %d: %s", args, code, tt.code, errOut.String())
		}
		v, err := jsonschema.UnmarshalJSON(bytes.NewReader(out.Bytes()))
		if err != nil {
			t.Fatalf("%v: %v\n%s", args, err, out.String())
		}
		if err := sch.Validate(v); err != nil {
			t.Errorf("%v: %v\n%s", args, err, out.String())
		}
		if code == cli.ExitMismatch && !strings.Contains(out.String(), `"kind": "missing"`) {
			t.Errorf("%v: no missing finding in\n%s", args, out.String())
		}
	}
	// Every kind the package defines is in the schema's enum.
	enum := schema["$defs"].(map[string]any)["kind"].(map[string]any)["enum"].([]any)
	for _, k := range []solveraudit.Kind{solveraudit.Invalid, solveraudit.AuxInconsistent, solveraudit.Partial, solveraudit.Duplicate,
		solveraudit.Missing, solveraudit.WrongCount, solveraudit.UnsatClaimed, solveraudit.SatClaimed, solveraudit.Unreadable,
		solveraudit.Crash, solveraudit.Timeout, solveraudit.OutputCap} {
		if !slices.Contains(enum, any(string(k))) {
			t.Errorf("kind %s is not in the schema", k)
		}
	}
}

// TestAuditSolverJUnit checks the JUnit report: one test case per board
// size, formula and tool, the failing one holding the finding.
func TestAuditSolverJUnit(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	drop := writeScript(t, dir, "drop.sh", dropOne)
	file := filepath.Join(dir, "report.xml")
	var out, errOut bytes.Buffer
	code := run([]string{"audit-solver", "-n", "4", "--encodings", "pairwise,seqcounter", "--seeds", "5", "--junit", file, "--", drop}, &out, &errOut)
	if code != cli.ExitMismatch {
		t.Fatalf("exit %d, want 3: %s%s", code, out.String(), errOut.String())
	}
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Tests    int `xml:"tests,attr"`
		Failures int `xml:"failures,attr"`
		Suite    struct {
			Cases []struct {
				Name      string `xml:"name,attr"`
				ClassName string `xml:"classname,attr"`
				Failure   *struct {
					Message string `xml:"message,attr"`
				} `xml:"failure"`
			} `xml:"testcase"`
		} `xml:"testsuite"`
	}
	if err := xml.Unmarshal(b, &doc); err != nil {
		t.Fatal(err)
	}
	// pairwise fails (a solution missing); the other three formulas' files
	// have other variables, so the fixed model of the fake is invalid or
	// partial there: every case fails, each with its own finding.
	var names []string
	for _, c := range doc.Suite.Cases {
		names = append(names, c.ClassName+" "+c.Name)
		if c.Failure == nil || !strings.Contains(c.Failure.Message, "drop.sh: n=4 ") {
			t.Errorf("case %s: failure %+v", c.Name, c.Failure)
		}
	}
	want := []string{"nqcheck.n4 pairwise drop.sh", "nqcheck.n4 pairwise shuffle 5 drop.sh", "nqcheck.n4 seqcounter drop.sh", "nqcheck.n4 seqcounter shuffle 5 drop.sh"}
	if !slices.Equal(names, want) || doc.Tests != 4 || doc.Failures != 4 {
		t.Fatalf("cases %q (tests %d, failures %d), want %q", names, doc.Tests, doc.Failures, want)
	}
}

// TestAuditSolverHang runs a solver that hangs with a child: audit-solver
// kills both at --timeout, reports the timeout and exits 4.
func TestAuditSolverHang(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	pidFile := filepath.Join(dir, "pid")
	hang := writeScript(t, dir, "hang.sh", "sleep 300 &\necho $! > "+strconv.Quote(pidFile)+"\necho 'c thinking'\nsleep 300\n")
	var out, errOut bytes.Buffer
	code := run([]string{"audit-solver", "-n", "5", "--encodings", "pairwise", "--seeds", "none", "--timeout", "300ms", "--", hang}, &out, &errOut)
	if code != cli.ExitIncomplete {
		t.Fatalf("exit %d, want 4: %s%s", code, out.String(), errOut.String())
	}
	if !strings.Contains(out.String(), "timeout (output line 1): killed after 300ms") || !strings.Contains(out.String(), "1 stopped at a limit") {
		t.Errorf("output:\n%s", out.String())
	}
	childtest.WaitGone(t, childtest.ReadPID(t, pidFile))
}

// TestAuditSolverRealSolvers audits every preset whose program is
// installed on the whole family, n = 1..8 (with -short 1..6, and 1..5 for
// the blocking-loop presets), unshuffled and with one seed: no
// finding. The presets of external programs run only with
// NQCHECK_INTEGRATION=1, and then a missing program fails the test; the
// built-in gophersat always runs.
func TestAuditSolverRealSolvers(t *testing.T) {
	t.Parallel()
	for _, p := range solveraudit.Presets() {
		if p.Tool.Language != cpmodel.DIMACS {
			continue // TestAuditSolverModelPresets
		}
		t.Run(p.Name, func(t *testing.T) {
			t.Parallel()
			if p.Tool.Driver != solveraudit.Internal {
				integration.Only(t, "runs a SAT solver "+p.Tool.Path+" on 96 formulas")
				if _, err := exec.LookPath(p.Tool.Path); err != nil {
					integration.Unavailable(t, "%s is not installed (Debian package %s): %v", p.Tool.Path, p.Package, err)
				}
			}
			hi := 8
			if testing.Short() {
				hi = 6
				if p.Tool.Driver == solveraudit.Blocking {
					hi = 5
				}
			}
			args := []string{"audit-solver", "-n", "1-" + strconv.Itoa(hi), "--seeds", "11", "--preset", p.Name}
			formulas := hi * 12
			if testing.Short() && p.Tool.Driver == solveraudit.Internal {
				// One worker process per formula, slow under the race
				// detector: two encodings, unshuffled.
				args = append(args, "--encodings", "seqcounter,lexleader", "--seeds", "none")
				formulas = hi * 2
			}
			var out, errOut bytes.Buffer
			code := run(args, &out, &errOut)
			if code != cli.ExitOK {
				t.Fatalf("exit %d:\n%s%s", code, out.String(), errOut.String())
			}
			if !strings.Contains(out.String(), fmt.Sprintf("verdict: pass: %d formulas × 1 tool, no finding", formulas)) {
				t.Fatalf("output:\n%s", out.String())
			}
		})
	}
}

// TestAuditSolverCompare runs gophersat and clasp side by side.
func TestAuditSolverCompare(t *testing.T) {
	t.Parallel()
	integration.LookPath(t, "clasp") // Debian package clasp
	var out, errOut bytes.Buffer
	code := run([]string{"audit-solver", "-n", "5,6", "--encodings", "commander", "--compare", "gophersat,clasp"}, &out, &errOut)
	if code != cli.ExitOK {
		t.Fatalf("exit %d:\n%s%s", code, out.String(), errOut.String())
	}
	for _, want := range []string{
		"n   encoding            expected  gophersat  clasp\n",
		"5   commander shuffle 1       10  10 ok      10 ok\n",
		"verdict: pass: 4 formulas × 2 tools, no finding; the tools agree with the known answer and with each other\n",
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("no %q in\n%s", want, out.String())
		}
	}
}

// TestAuditSolverSilentTool: a tool that prints nothing and exits 0 gives
// no answer, a finding ("unreadable") on every size, n = 2 and 3 included,
// with the formula in a file or on standard input, with a proof file in
// its arguments, one run or the blocking loop (before, n = 2 and 3 were
// "0 ok": no model, as the formula has none).
func TestAuditSolverSilentTool(t *testing.T) {
	t.Parallel()
	silent := writeScript(t, t.TempDir(), "silent.sh", "cat > /dev/null\nexit 0\n")
	for _, args := range [][]string{
		{"--", silent},
		{"--", silent, "{}"},
		{"--proof", "--", silent, "{}", "{proof}"},
		{"--blocking", "--", silent, "{}"},
	} {
		var stdout, stderr bytes.Buffer
		if code := run(append([]string{"audit-solver", "-n", "2,3,4", "--encodings", "pairwise", "--seeds", "none"}, args...), &stdout, &stderr); code != cli.ExitMismatch {
			t.Errorf("%q: exit %d, want 3\n%s%s", args, code, stdout.String(), stderr.String())
		}
		for _, n := range []string{"2", "3", "4"} {
			if want := "! silent.sh: n=" + n + " pairwise unreadable: "; !strings.Contains(stdout.String(), want) {
				t.Errorf("%q: no %q in\n%s", args, want, stdout.String())
			}
		}
	}
}
