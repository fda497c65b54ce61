package main

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/judge"
)

// The special judge, called as judges call it: a process of its own, its
// arguments in the convention's order, the output on standard input for
// the ICPC format, the verdict read from the exit code, the streams and
// the files.

// proc runs exe (the test binary as nqcheck when exe is "") with args,
// standard input from the file stdin ("" for none) and env added, and
// returns its exit code, standard output and standard error.
func proc(t *testing.T, exe, stdin string, env []string, args ...string) (int, string, string) {
	t.Helper()
	if exe == "" {
		var err error
		if exe, err = os.Executable(); err != nil {
			t.Fatal(err)
		}
		env = append(env, "NQCHECK_MAIN=1")
	}
	cmd := exec.Command(exe, args...)
	cmd.Env = append(os.Environ(), env...)
	if stdin != "" {
		f, err := os.Open(stdin)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		cmd.Stdin = f
	}
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	var exit *exec.ExitError
	if err != nil && !errors.As(err, &exit) {
		t.Fatalf("%s %q: %v", exe, args, err)
	}
	return cmd.ProcessState.ExitCode(), stdout.String(), stderr.String()
}

// judged is one output to judge and the outcome due.
type judged struct {
	name, problem         string
	input, answer, output string
	want                  judge.Outcome
}

// judgedCases are right, wrong, malformed, empty and truncated outputs of
// every problem, and judge-side faults.
func judgedCases() []judged {
	const b4 = ".Q..\n...Q\nQ...\n..Q.\n\n..Q.\nQ...\n...Q\n.Q..\n"
	const p6 = "2 4 6 1 3 5\n3 6 2 5 1 4\n4 1 5 2 6 3\n4\n"
	const uva = "SOLN       COLUMN\n #      1 2 3 4 5 6 7 8\n\n 1      1 5 8 6 3 7 2 4\n 2      1 6 8 3 7 4 2 5\n 3      1 7 4 6 8 2 5 3\n 4      1 7 5 8 2 4 6 3\n"
	const partial = "4\n.Q..\n....\n....\n....\n"
	return []judged{
		{"right", "one", "8\n", "1 5 8 6 3 7 2 4\n", "2 4 6 8 3 1 7 5\n", judge.Accepted},
		{"wrong", "one", "8\n", "", "1 2 3 4 5 6 7 8\n", judge.WrongAnswer},
		{"malformed", "one", "8\n", "", "1 5 8 six 3 7 2 4\n", judge.PresentationError},
		{"empty", "one", "8\n", "", "", judge.PresentationError},
		{"truncated", "one", "8\n", "", "1 5 8 6", judge.PresentationError},
		{"none", "one", "3\n", "-1\n", "-1\n", judge.Accepted},
		{"bad answer", "one", "8\n", "1 2 3 4 5 6 7 8\n", "1 5 8 6 3 7 2 4\n", judge.Fail},
		{"bad input", "one", "0\n", "", "1\n", judge.Fail},
		{"right", "all", "4\n", b4, b4, judge.Accepted},
		{"missing", "all", "4\n", "", ".Q..\n...Q\nQ...\n..Q.\n", judge.WrongAnswer},
		{"malformed", "all", "4\n", "", ".Q..\n...Q\nQ..\n..Q.\n", judge.PresentationError},
		{"truncated", "all", "4\n", "", ".Q..\n...Q\n", judge.PresentationError},
		{"right", "count", "1\n8\n0\n", "1\n92\n", "1\n92\n", judge.Accepted},
		{"wrong", "count", "1\n8\n0\n", "", "1\n90\n", judge.WrongAnswer},
		{"malformed", "count", "8\n", "", "92.0\n", judge.PresentationError},
		{"empty", "count", "8\n", "", "", judge.PresentationError},
		{"truncated", "count", "1\n8\n0\n", "", "1\n", judge.PresentationError},
		{"bad answer", "count", "8\n", "91\n", "92\n", judge.Fail},
		{"right", "p1219", "6\n", p6, p6, judge.Accepted},
		{"wrong", "p1219", "6\n", "", strings.Replace(p6, "4\n", "5\n", 1), judge.WrongAnswer},
		{"truncated", "p1219", "6\n", "", "2 4 6 1 3 5\n", judge.PresentationError},
		{"right", "uva750", "1\n\n1 1\n", uva, uva, judge.Accepted},
		{"spacing", "uva750", "1\n\n1 1\n", "", strings.ReplaceAll(uva, "      ", "  "), judge.PresentationError},
		{"wrong", "uva750", "1\n\n1 1\n", "", strings.Replace(uva, "2 4\n", "4 2\n", 1), judge.WrongAnswer},
		{"right", "complete", partial, "", ".Q..\n...Q\nQ...\n..Q.\n", judge.Accepted},
		{"dropped queen", "complete", partial, "", "..Q.\nQ...\n...Q\n.Q..\n", judge.WrongAnswer},
		{"impossible", "complete", partial, "", "impossible\n", judge.WrongAnswer},
		{"empty", "complete", partial, "", "", judge.PresentationError},
	}
}

// conventionWant is what a convention makes of an outcome.
type conventionWant struct {
	testlib int    // exit code
	icpc    int    // exit code
	cmsExit int    // exit code
	cmsOut  string // standard output
	word    string // testlib's first words on standard error
}

var conventionWants = map[judge.Outcome]conventionWant{
	judge.Accepted:          {0, 42, 0, "1.0\n", "ok "},
	judge.WrongAnswer:       {1, 43, 0, "0.0\n", "wrong answer "},
	judge.PresentationError: {2, 43, 0, "0.0\n", "wrong output format "},
	judge.Fail:              {3, 1, 1, "", "FAIL "},
}

func TestJudgeConventions(t *testing.T) {
	for _, c := range judgedCases() {
		t.Run(c.problem+" "+c.name, func(t *testing.T) {
			dir := t.TempDir()
			in := writeFile(t, dir, "in", c.input)
			ans := writeFile(t, dir, "ans", c.answer)
			out := writeFile(t, dir, "out", c.output)
			checkConventions(t, dir, c.problem, in, ans, out, c.want)
		})
	}
}

// checkConventions judges out with each convention, called as its judges
// call it, and checks the exit code, streams and files against want.
func checkConventions(t *testing.T, dir, problem, in, ans, out string, want judge.Outcome) {
	t.Helper()
	w := conventionWants[want]
	flags := []string{"judge", "--problem", problem, "--convention"}

	code, stdout, stderr := proc(t, "", "", nil, append(flags, "testlib", in, out, ans)...)
	if code != w.testlib || stdout != "" || !strings.HasPrefix(stderr, w.word) || strings.Count(stderr, "\n") != 1 {
		t.Errorf("testlib: exit %d, stdout %q, stderr %q; want exit %d and one line starting %q", code, stdout, stderr, w.testlib, w.word)
	}

	fb := filepath.Join(dir, "feedback")
	if err := os.Mkdir(fb, 0o755); err != nil {
		t.Fatal(err)
	}
	code, stdout, stderr = proc(t, "", out, nil, append(flags, "icpc", in, ans, fb)...)
	judgeMsg, err := os.ReadFile(filepath.Join(fb, "judgemessage.txt"))
	if code != w.icpc || stdout != "" || want != judge.Fail && (err != nil || !strings.HasPrefix(string(judgeMsg), want.String()+": ")) {
		t.Errorf("icpc: exit %d, stdout %q, stderr %q, judgemessage.txt %q (%v); want exit %d", code, stdout, stderr, judgeMsg, err, w.icpc)
	}
	team, err := os.ReadFile(filepath.Join(fb, "teammessage.txt"))
	if wrong := want == judge.WrongAnswer || want == judge.PresentationError; wrong != (err == nil) || wrong && len(team) == 0 {
		t.Errorf("icpc: teammessage.txt %q (%v) for a verdict %v", team, err, want)
	}
	if want == judge.Fail && !strings.HasPrefix(stderr, "FAIL ") {
		t.Errorf("icpc: a failure says %q on stderr", stderr)
	}

	code, stdout, stderr = proc(t, "", "", nil, append(flags, "cms", in, ans, out)...)
	if code != w.cmsExit || stdout != w.cmsOut || stderr == "" || strings.Count(stderr, "\n") != 1 {
		t.Errorf("cms: exit %d, stdout %q, stderr %q; want exit %d, stdout %q and one line on stderr", code, stdout, stderr, w.cmsExit, w.cmsOut)
	}
	if want == judge.Accepted && stderr != "translate:success\n" {
		t.Errorf("cms: accepted with the message %q", stderr)
	}
}

// TestJudgeHuge judges placements of a million queens: right, one
// conflict near the end, truncated.
func TestJudgeHuge(t *testing.T) {
	if testing.Short() {
		t.Skip("writes placements of a million queens")
	}
	const n = 1_000_000
	s, err := judge.Construct(n)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	right := board.AppendColumns(nil, s)
	s[n-1], s[n-3] = s[n-3], s[n-1]
	wrong := board.AppendColumns(nil, s)
	in := writeFile(t, dir, "in", strconv.Itoa(n)+"\n")
	ans := writeFile(t, dir, "ans", string(right))
	for _, c := range []struct {
		name   string
		output []byte
		want   judge.Outcome
	}{
		{"right", right, judge.Accepted},
		{"conflict", wrong, judge.WrongAnswer},
		{"truncated", right[:bytes.LastIndexByte(right[:len(right)/2], ' ')], judge.PresentationError},
	} {
		t.Run(c.name, func(t *testing.T) {
			sub := t.TempDir()
			out := writeFile(t, sub, "out", string(c.output))
			checkConventions(t, sub, "one", in, ans, out, c.want)
		})
	}
}

// TestJudgeCallingFaults: whatever goes wrong in the call is the
// convention's checker failure, never a verdict.
func TestJudgeCallingFaults(t *testing.T) {
	dir := t.TempDir()
	in := writeFile(t, dir, "in", "4\n")
	out := writeFile(t, dir, "out", "2 4 1 3\n")
	missing := filepath.Join(dir, "missing")
	fb := filepath.Join(dir, "fb")
	if err := os.Mkdir(fb, 0o755); err != nil {
		t.Fatal(err)
	}
	report := filepath.Join(dir, "report.txt")
	for _, c := range []struct {
		name   string
		stdin  string
		args   []string
		code   int
		stderr string
	}{
		{"testlib: two files", "", []string{"--convention", "testlib", "--problem", "one", in, out}, 3, "FAIL usage"},
		{"testlib: a missing file", "", []string{"--convention", "testlib", "--problem", "one", in, out, missing}, 3, "FAIL open "},
		{"testlib: an unknown flag", "", []string{"--convention", "testlib", "--problem", "one", "--strict", in, out, out}, 3, "flag provided but not defined"},
		{"testlib: an unknown problem", "", []string{"--convention=testlib", "--problem", "queens", in, out, out}, 3, "unknown problem"},
		{"testlib: no problem", "", []string{"--convention", "testlib", in, out, out}, 3, "give --problem"},
		{"testlib: a report where none can be", "", []string{"--convention", "testlib", "--problem", "one", in, out, out, filepath.Join(missing, "r")}, 3, "FAIL writing the report"},
		{"icpc: no feedback directory", out, []string{"--convention", "icpc", "--problem", "one", in, out, missing}, 1, "FAIL the feedback directory"},
		{"icpc: two arguments", out, []string{"--convention", "icpc", "--problem", "one", in, out}, 1, "FAIL usage"},
		{"icpc: an unknown problem", out, []string{"--convention", "icpc", "--problem", "queens", in, out, fb}, 1, "unknown problem"},
		{"icpc: the output a directory", dir, []string{"--convention", "icpc", "--problem", "one", in, out, fb}, 1, "FAIL reading the output"},
		{"cms: four files", "", []string{"--convention", "cms", "--problem", "one", in, out, out, out}, 1, "FAIL usage"},
		{"cms: the input missing", "", []string{"--convention", "cms", "--problem", "one", missing, out, out}, 1, "FAIL open "},
		{"an unknown convention", "", []string{"--convention", "polygon", "--problem", "one", in, out, out}, 2, "unknown convention"},
		{"a misspelt problem", "", []string{"--convention", "testlib", "--problem", "onee", in, out, out}, 3, `unknown problem "onee"; the problems are all, complete, count, one, p1219, uva750; did you mean one?`},
		{"a misspelt convention", "", []string{"--convention", "icp", "--problem", "one", in, out, out}, 2, "; did you mean icpc?"},
		{"testlib: a report", "", []string{"--convention", "testlib", "--problem", "one", in, out, out, report}, 0, "ok 4 queens"},
		{"icpc: the package's extra arguments", out, []string{"--convention", "icpc", "--problem", "one", in, out, fb, "case_sensitive", "space_change_sensitive"}, 42, ""},
	} {
		code, stdout, stderr := proc(t, "", c.stdin, nil, append([]string{"judge"}, c.args...)...)
		if code != c.code || stdout != "" || !strings.Contains(stderr, c.stderr) {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want exit %d and %q", c.name, code, stdout, stderr, c.code, c.stderr)
		}
	}
	var help bytes.Buffer
	if code := run([]string{"help", "judge"}, &help, &help); code != 0 || !strings.HasSuffix(help.String(), judgeExitCodes) {
		t.Errorf("help judge: exit %d, it does not end with the conventions' exit codes:\n%s", code, help.String())
	}
	// The help's codes are the conventions' (TestJudgeConventions holds
	// conventionWants to the processes' exit codes): each convention's
	// line names its FAIL code and every code of its verdicts.
	helpLines := map[string]string{}
	for _, l := range strings.Split(judgeExitCodes, "\n") {
		if f := strings.Fields(l); len(f) > 1 && strings.HasPrefix(l, "  ") {
			helpLines[f[0]] = l
		}
	}
	for _, cv := range judge.Conventions() {
		l := helpLines[cv.Name()]
		for _, w := range conventionWants {
			code := map[string]int{"testlib": w.testlib, "icpc": w.icpc, "cms": w.cmsExit}[cv.Name()]
			if !strings.Contains(l, " "+strconv.Itoa(code)+" ") {
				t.Errorf("help judge: the line of %s, %q, lacks its exit code %d", cv.Name(), l, code)
			}
		}
		if !strings.Contains(l, fmt.Sprintf(" %d FAIL", cv.FailCode())) {
			t.Errorf("help judge: the line of %s, %q, does not say %d FAIL", cv.Name(), l, cv.FailCode())
		}
	}
	if b, err := os.ReadFile(report); err != nil || string(b) != "ok 4 queens, none attacked\n" {
		t.Errorf("the report: %q, %v", b, err)
	}
	xml := filepath.Join(dir, "report.xml")
	wrongOut := writeFile(t, dir, "wrong", "1 2 3 4\n")
	code, _, _ := proc(t, "", "", nil, "judge", "--convention", "testlib", "--problem", "one", in, wrongOut, out, xml, "-appes")
	b, err := os.ReadFile(xml)
	if code != 1 || err != nil || !strings.Contains(string(b), `<result outcome="wrong-answer">line 1: the queen of row 2`) {
		t.Errorf("-appes: exit %d, report %q (%v)", code, b, err)
	}
}

// TestJudgeExamplePackages runs the checkers of docs/examples/judge as
// their judges would: the ICPC package's output validator on each test
// case's answer (accepted) and on a wrong output, the testlib checker on
// its tests, the CMS task's checker on its outputs.
func TestJudgeExamplePackages(t *testing.T) {
	root := filepath.Join("..", "..", "docs", "examples", "judge")
	env := envWithPath(nqcheckOnPath(t))
	scratch := t.TempDir()
	wrong := writeFile(t, scratch, "wrong", "1 1\n")
	run := func(script, stdin string, args ...string) int {
		code, _, stderr := proc(t, script, stdin, env, args...)
		if code != 0 && code != 42 && code != 43 && code != 1 && code != 2 {
			t.Logf("%s: exit %d: %s", script, code, stderr)
		}
		return code
	}

	icpc := filepath.Join(root, "icpc", "queens")
	if b, err := os.ReadFile(filepath.Join(icpc, "problem.yaml")); err != nil || !strings.Contains(string(b), "validation: custom") {
		t.Errorf("problem.yaml: %q %v", b, err)
	}
	validator := filepath.Join(icpc, "output_validators", "nqcheck", "run")
	ins, _ := filepath.Glob(filepath.Join(icpc, "data", "*", "*.in"))
	if len(ins) < 3 {
		t.Fatalf("the ICPC package has %d test cases", len(ins))
	}
	for _, in := range ins {
		ans := strings.TrimSuffix(in, ".in") + ".ans"
		fb := t.TempDir()
		if code := run(validator, ans, in, ans, fb); code != 42 {
			t.Errorf("%s: its answer: exit %d, want 42", in, code)
		}
		if code := run(validator, wrong, in, ans, fb); code != 43 {
			t.Errorf("%s: a wrong output: exit %d, want 43", in, code)
		}
	}

	checker := filepath.Join(root, "testlib", "check.sh")
	tests := filepath.Join(root, "testlib", "tests")
	if code := run(checker, "", filepath.Join(tests, "01"), filepath.Join(tests, "01.a"), filepath.Join(tests, "01.a")); code != 0 {
		t.Errorf("testlib: the answer: exit %d, want 0", code)
	}
	if code := run(checker, "", filepath.Join(tests, "01"), wrong, filepath.Join(tests, "01.a")); code != 1 {
		t.Errorf("testlib: a wrong output: exit %d, want 1", code)
	}

	cms := filepath.Join(root, "cms", "queens")
	if b, err := os.ReadFile(filepath.Join(cms, "task.yaml")); err != nil || !strings.Contains(string(b), "n_input: 2") {
		t.Errorf("task.yaml: %q %v", b, err)
	}
	for i := range 2 {
		in := filepath.Join(cms, "input", "input"+strconv.Itoa(i)+".txt")
		cor := filepath.Join(cms, "output", "output"+strconv.Itoa(i)+".txt")
		code, stdout, _ := proc(t, filepath.Join(cms, "check", "checker"), "", env, in, cor, cor)
		if code != 0 || stdout != "1.0\n" {
			t.Errorf("cms: case %d: exit %d, score %q", i, code, stdout)
		}
		code, stdout, _ = proc(t, filepath.Join(cms, "check", "checker"), "", env, in, cor, wrong)
		if code != 0 || stdout != "0.0\n" {
			t.Errorf("cms: case %d, a wrong output: exit %d, score %q", i, code, stdout)
		}
	}
}
