//go:build unix

package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/cli"
	"github.com/nqcheck/nqcheck/internal/base/child"
	"github.com/nqcheck/nqcheck/internal/oeis"
	"github.com/nqcheck/nqcheck/internal/testkit/integration"
)

// corpusDir holds the corpus: N-Queens programs written in the styles of
// textbooks, tutorials, online judges and interview sites, and their
// manifest.
const corpusDir = "testdata/corpus"

// corpusProgram is one line of the corpus manifest.
type corpusProgram struct {
	file   string   // the source file in corpusDir
	lang   string   // its language: a key of corpusLangs
	stdin  bool     // n is read from standard input, not the first argument
	sizes  []int    // the sizes it is run for
	flags  []string // the audit flags it needs beyond -n
	faults []string // the NQ_FAULT values it honours
}

// corpusFaults are the faults a corpus program can inject into its
// printing (NQ_FAULT), each with the finding kinds that name it: a
// dropped solution is missing (or makes a stated total disagree with the
// listing; in a first-three answer the next solution takes its place), a
// doubled one a duplicate, a moved queen an invalid placement, a total
// one too high a wrong total.
var corpusFaults = map[string][]string{
	"drop":  {"missing", "wrong_count", "wrong_total", "not_first_three"},
	"dup":   {"duplicate"},
	"move":  {"invalid"},
	"total": {"wrong_total", "wrong_count"},
}

// knownGap is a set of right outputs of a corpus program that today's
// audit does not pass. The test fails when such a run passes, so that
// knownFalseAlarms only shrinks. Every injected fault must be named: there
// is no list of missed faults.
type knownGap struct {
	program string // the source file
	sizes   []int  // the sizes concerned; nil means every size
	reason  string // what audit does wrong
}

// knownFalseAlarms are the right outputs that today's audit does not pass.
// A program that reads n on its standard input is also audited with
// audit --run for all its sizes at once, which must pass when none of its
// sizes is listed.
var knownFalseAlarms = []knownGap{
	{program: "py14_counter_pairs.py", sizes: []int{1}, reason: `at n = 1 the counter "1" is read as the one solution, 1-based, so the pair "col=0; row=0" after it is off the board in that base`},
	{program: "py11_total_first.py", sizes: []int{1}, reason: `"1" then "0": at n = 1 both lines are lone numbers, and the base is taken from the first line that shows one, so "1" is read as the 1-based solution and "0" as out of range, not as the total first and the solution 0-based`},
}

// corpusDefault are the programs of the default run, one Go and one awk
// program, cheap to build and run; with NQCHECK_INTEGRATION=1 the test
// runs the whole corpus, which needs the compilers and interpreters of
// corpusLangs.
var corpusDefault = []string{"g04_count_header.go", "awk_queens.awk"}

// readCorpusManifest reads the corpus manifest.
func readCorpusManifest(t *testing.T) []corpusProgram {
	t.Helper()
	f, err := os.Open(filepath.Join(corpusDir, "MANIFEST.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var progs []corpusProgram
	seen := map[string]bool{}
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		text := sc.Text()
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		bad := func(format string, args ...any) {
			t.Fatalf("MANIFEST.tsv:%d: %s", line, fmt.Sprintf(format, args...))
		}
		cols := strings.Split(text, "\t")
		if len(cols) != 6 {
			bad("%d columns, want 6 separated by tabs", len(cols))
		}
		p := corpusProgram{file: cols[0], lang: cols[1], stdin: cols[2] == "stdin"}
		if _, ok := corpusLangs[p.lang]; !ok {
			bad("unknown language %q", p.lang)
		}
		if cols[2] != "arg" && cols[2] != "stdin" {
			bad("input %q: want arg or stdin", cols[2])
		}
		if seen[p.file] {
			bad("%s is listed twice", p.file)
		}
		seen[p.file] = true
		if _, err := os.Stat(filepath.Join(corpusDir, p.file)); err != nil {
			bad("%v", err)
		}
		for _, s := range strings.Split(cols[3], ",") {
			n, err := strconv.Atoi(s)
			if err != nil || n < 1 || n > len(oeis.Q) {
				bad("size %q: want a number from 1 to %d", s, len(oeis.Q))
			}
			p.sizes = append(p.sizes, n)
		}
		if cols[4] != "-" {
			p.flags = strings.Fields(cols[4])
		}
		if cols[5] != "-" {
			for _, fault := range strings.Split(cols[5], ",") {
				if _, ok := corpusFaults[fault]; !ok {
					bad("unknown fault %q", fault)
				}
				p.faults = append(p.faults, fault)
			}
		}
		progs = append(progs, p)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return progs
}

// corpusLang says how to build and run the programs of one language.
type corpusLang struct {
	tools []string // the executables it needs
	// build compiles src (a path relative to corpusDir) into dir, when
	// the language is compiled one file at a time, and returns the
	// command that runs the result; a nil build runs run and src.
	build func(tool []string, src, dir string) (compile, command []string)
	run   []string // the interpreter's arguments before the source file
}

// nativeBuild compiles a C, C++ or Go program into dir.
func nativeBuild(args ...string) func(tool []string, src, dir string) ([]string, []string) {
	return func(tool []string, src, dir string) ([]string, []string) {
		bin := filepath.Join(dir, strings.TrimSuffix(src, filepath.Ext(src)))
		compile := append([]string{tool[0]}, args...)
		return append(compile, "-o", bin, src), []string{bin}
	}
}

// corpusLangs are the languages of the corpus. Java is compiled apart: one
// javac call for every Java file.
var corpusLangs = map[string]corpusLang{
	"c":      {tools: []string{"gcc"}, build: nativeBuild("-O2", "-w")},
	"cpp":    {tools: []string{"g++"}, build: nativeBuild("-O1", "-w")},
	"go":     {tools: []string{"go"}, build: nativeBuild("build")},
	"java":   {tools: []string{"javac", "java"}},
	"python": {tools: []string{"python3"}},
	"js":     {tools: []string{"node"}},
	"awk":    {tools: []string{"awk"}, run: []string{"-f"}},
	"bash":   {tools: []string{"bash"}},
	"perl":   {tools: []string{"perl"}},
}

// find returns the executables of l, or says which one is missing.
func (l corpusLang) find(name string) ([]string, string) {
	var paths []string
	for _, tool := range l.tools {
		// go test puts the go command of its toolchain first in PATH.
		p, err := exec.LookPath(tool)
		if err != nil {
			return nil, fmt.Sprintf("%s programs skipped: %s is not installed", name, tool)
		}
		if tool == "python3" {
			p = pythonExecutable(p)
		}
		paths = append(paths, p)
	}
	return paths, ""
}

// pythonExecutable returns the interpreter that the python3 at path runs:
// a version manager's python3 is a script that starts it, which would
// double the time of each run.
func pythonExecutable(path string) string {
	out, o, err := runCorpusChild([]string{path, "-c", "import sys; print(sys.executable)"}, "", nil, time.Minute)
	exe := strings.TrimSpace(string(out))
	if err != nil || o.ExitCode != 0 || !filepath.IsAbs(exe) {
		return path
	}
	return exe
}

// runCorpusChild runs a command of the corpus harness with a time limit and
// returns its standard output; the process group is killed when it ends.
func runCorpusChild(argv []string, stdin string, env []string, limit time.Duration) ([]byte, child.Outcome, error) {
	var out bytes.Buffer
	spec := child.Spec{Path: argv[0], Args: argv[1:], Dir: corpusDir, Env: env, Timeout: limit, MaxOutput: 8 << 20}
	if stdin != "" {
		spec.Stdin = strings.NewReader(stdin)
	}
	o, err := child.Run(context.Background(), spec, func(r io.Reader) error { _, err := io.Copy(&out, r); return err })
	return out.Bytes(), o, err
}

// buildCorpus compiles the programs that need it, in parallel, into dir
// (the Java programs with one javac call, started first as the longest),
// and returns for each program the command that runs it, or the reason it
// is skipped.
func buildCorpus(t *testing.T, progs []corpusProgram, dir string) (commands map[string][]string, skipped map[string]string) {
	t.Helper()
	commands, skipped = map[string][]string{}, map[string]string{}
	type job struct {
		what string
		argv []string
	}
	var jobs []job
	var javac []string
	tools, missing := map[string][]string{}, map[string]string{}
	for _, p := range progs {
		l := corpusLangs[p.lang]
		if _, ok := tools[p.lang]; !ok && missing[p.lang] == "" {
			tools[p.lang], missing[p.lang] = l.find(p.lang)
		}
		if why := missing[p.lang]; why != "" {
			skipped[p.file] = why
			continue
		}
		tool := tools[p.lang]
		switch {
		case p.lang == "java":
			if javac == nil {
				javac = []string{tool[0], "-nowarn", "-d", dir}
			}
			javac = append(javac, p.file)
			class := strings.TrimSuffix(p.file, ".java")
			commands[p.file] = []string{tool[1], "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-cp", dir, class}
		case l.build != nil:
			argv, cmd := l.build(tool, p.file, dir)
			commands[p.file] = cmd
			jobs = append(jobs, job{p.file, argv})
		default:
			src, err := filepath.Abs(filepath.Join(corpusDir, p.file))
			if err != nil {
				t.Fatal(err)
			}
			commands[p.file] = append(append([]string{tool[0]}, l.run...), src)
		}
	}
	if javac != nil {
		jobs = append([]job{{"the Java programs", javac}}, jobs...)
	}
	var wg sync.WaitGroup
	sem := make(chan struct{}, runtime.NumCPU())
	for _, j := range jobs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			_, o, err := runCorpusChild(j.argv, "", nil, 5*time.Minute)
			if err == nil && o.ExitCode != 0 {
				err = fmt.Errorf("exit %d, signal %q, timed out %v: %s", o.ExitCode, o.Signal, o.TimedOut, o.Stderr)
			}
			if err != nil {
				t.Errorf("building %s: %q: %v", j.what, j.argv, err)
			}
		}()
	}
	wg.Wait()
	return commands, skipped
}

// auditResult is the part of audit's JSON output the corpus test reads.
type auditResult struct {
	Results []struct {
		FindingsTotal int `json:"findings_total"`
		Counts        []struct {
			Kind  string `json:"kind"`
			Count int    `json:"count"`
		} `json:"counts"`
	} `json:"results"`
}

// corpusTally counts the judgements of the corpus test.
type corpusTally struct {
	mu                  sync.Mutex
	right, rightPassing int
	faults, faultsNamed int
	// faultsOne counts the named faults whose output got exactly one
	// finding more than the right output: the fault's one finding.
	faultsOne int
}

// add counts one run: a right output (fault "none") that passed or not, or
// a fault that was named or not.
func (c *corpusTally) add(fault string, ok, one bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if fault == "none" {
		c.right++
		if ok {
			c.rightPassing++
		}
		return
	}
	c.faults++
	if ok {
		c.faultsNamed++
	}
	if ok && one {
		c.faultsOne++
	}
}

// known returns the reason the right output of program for size n is
// listed in gaps, or "".
func known(gaps []knownGap, program string, n int) string {
	for _, g := range gaps {
		if g.program == program && (g.sizes == nil || slices.Contains(g.sizes, n)) {
			return g.reason
		}
	}
	return ""
}

// TestCorpus runs every program of the corpus for each size of its
// manifest line and audits what it prints: a right output must pass with no
// finding (exit 0), and each fault the program injects on request
// (NQ_FAULT) must fail (exit 3) with more findings of the fault's kind than
// the right output of the same size gets. Right outputs
// that today's audit does not pass are listed in knownFalseAlarms with the
// reason; a listed run that passes fails the test, so that the list only
// shrinks. Faults are injected at two sizes of each program (see
// corpusFaultSizes). With -short, each program runs for its sizes up to 6
// (at least one) and its faults for one size. By default only the
// programs of corpusDefault run; with NQCHECK_INTEGRATION=1 every program
// does, and a missing compiler or interpreter fails the test.
func TestCorpus(t *testing.T) {
	all := readCorpusManifest(t)
	checkKnownGaps(t, all)
	progs := all
	if !integration.Enabled() {
		progs = slices.DeleteFunc(slices.Clone(all), func(p corpusProgram) bool { return !slices.Contains(corpusDefault, p.file) })
		if len(progs) != len(corpusDefault) {
			t.Fatalf("corpusDefault %q: %d of them in the manifest", corpusDefault, len(progs))
		}
		t.Logf("%d of the %d programs (%s=1 runs them all)", len(progs), len(all), integration.Env)
	}
	dir := t.TempDir()
	start := time.Now()
	commands, skipped := buildCorpus(t, progs, dir)
	t.Logf("built the corpus in %v", time.Since(start).Round(time.Millisecond))
	if t.Failed() {
		t.FailNow()
	}
	var tally corpusTally
	t.Run("programs", func(t *testing.T) {
		for _, p := range progs {
			t.Run(p.file, func(t *testing.T) {
				t.Parallel()
				if why := skipped[p.file]; why != "" {
					integration.Unavailable(t, "%s", why)
				}
				sizes := corpusSizes(p.sizes, testing.Short())
				faultSizes := corpusFaultSizes(sizes, testing.Short())
				for _, n := range sizes {
					right, rightKinds := runCorpusCase(t, p, commands[p.file], n, "none", nil, nil, &tally)
					if !slices.Contains(faultSizes, n) {
						continue
					}
					for _, fault := range p.faults {
						runCorpusCase(t, p, commands[p.file], n, fault, right, rightKinds, &tally)
					}
				}
				if p.stdin {
					runCorpusJudge(t, p, commands[p.file], sizes)
				}
			})
		}
	})
	t.Logf("right outputs passing: %d of %d; injected faults named: %d of %d, %d of them by exactly one finding more than the right output's",
		tally.rightPassing, tally.right, tally.faultsNamed, tally.faults, tally.faultsOne)
}

// corpusSizes returns the sizes to test: all of them, or with short those up
// to 6 (the smallest one when none is).
func corpusSizes(sizes []int, short bool) []int {
	if !short {
		return sizes
	}
	var few []int
	for _, n := range sizes {
		if n <= 6 {
			few = append(few, n)
		}
	}
	if len(few) == 0 {
		few = []int{slices.Min(sizes)}
	}
	return few
}

// corpusFaultSizes returns the sizes of sizes that the faults are injected
// at: the smallest and the largest with at least two solutions (with
// short, the smallest only), so that a fault leaves something to compare.
func corpusFaultSizes(sizes []int, short bool) []int {
	var some []int
	for _, n := range sizes {
		if oeis.Q[n-1] >= 2 {
			some = append(some, n)
		}
	}
	switch {
	case len(some) <= 1:
		return some
	case short:
		return some[:1]
	}
	return []int{some[0], some[len(some)-1]}
}

// checkKnownGaps fails for a listed gap that names no program of the
// manifest, a size it is not run for, or no reason.
func checkKnownGaps(t *testing.T, progs []corpusProgram) {
	t.Helper()
	byFile := map[string]corpusProgram{}
	for _, p := range progs {
		byFile[p.file] = p
	}
	for _, g := range knownFalseAlarms {
		p, ok := byFile[g.program]
		ok = ok && g.reason != ""
		for _, n := range g.sizes {
			ok = ok && slices.Contains(p.sizes, n)
		}
		if !ok {
			t.Errorf("knownFalseAlarms: %+v: no such program or size in the manifest, or no reason", g)
		}
	}
}

// runCorpusCase runs program p for size n with fault injected ("none":
// not), audits its output and checks the verdict. For a fault, right is
// the program's right output for n, which the faulty one must differ from,
// and rightKinds the number of findings of each kind the audit of the
// right output gave: the fault is named when the audit gives more findings
// of one of the fault's kinds than that. It returns the output and its
// findings by kind.
func runCorpusCase(t *testing.T, p corpusProgram, command []string, n int, fault string, right []byte,
	rightKinds map[string]int, tally *corpusTally) ([]byte, map[string]int) {
	t.Helper()
	environ := slices.DeleteFunc(os.Environ(), func(v string) bool { return strings.HasPrefix(v, "NQ_FAULT=") })
	if fault != "none" {
		environ = append(environ, "NQ_FAULT="+fault)
	}
	argv, stdin := command, ""
	if p.stdin {
		stdin = fmt.Sprintf("%d\n", n)
	} else {
		argv = append(slices.Clone(command), strconv.Itoa(n))
	}
	what := fmt.Sprintf("%s n=%d fault=%s", p.file, n, fault)
	out, o, err := runCorpusChild(argv, stdin, environ, time.Minute)
	if err != nil || o.ExitCode != 0 {
		t.Errorf("%s: the program failed: %v, exit %d, signal %q, timed out %v: %s", what, err, o.ExitCode, o.Signal, o.TimedOut, o.Stderr)
		return out, nil
	}
	if fault != "none" && bytes.Equal(out, right) {
		t.Errorf("%s: the output is the right one: the program does not inject the fault", what)
		return out, nil
	}
	args := append([]string{"audit", "-n", strconv.Itoa(n)}, p.flags...)
	var stdout, stderr bytes.Buffer
	code := env{stdin: bytes.NewReader(out), stdout: &stdout, stderr: &stderr}.run(append(args, "--json"))
	var res auditResult
	kinds := map[string]int{}
	if code == cli.ExitOK || code == cli.ExitMismatch {
		if err := json.Unmarshal(stdout.Bytes(), &res); err != nil || len(res.Results) != 1 {
			t.Errorf("%s: audit --json printed no result: %v\n%s", what, err, stdout.String())
			return out, nil
		}
		for _, c := range res.Results[0].Counts {
			kinds[c.Kind] = c.Count
		}
	}
	var ok bool
	var want, reason string
	if fault == "none" {
		ok = code == cli.ExitOK && res.Results[0].FindingsTotal == 0
		want, reason = "exit 0 and no finding", known(knownFalseAlarms, p.file, n)
	} else {
		ok = code == cli.ExitMismatch && slices.ContainsFunc(corpusFaults[fault], func(k string) bool { return kinds[k] > rightKinds[k] })
		want = fmt.Sprintf("exit 3 and a finding of kind %s that the right output does not get",
			strings.Join(corpusFaults[fault], " or "))
	}
	extra := 0 // the findings the fault added to the right output's
	for k, v := range kinds {
		extra += v - rightKinds[k]
	}
	for k, v := range rightKinds {
		if _, seen := kinds[k]; !seen {
			extra -= v
		}
	}
	tally.add(fault, ok, extra == 1)
	switch {
	case ok && reason != "":
		t.Errorf("%s: judged rightly now (%s), but listed as a known gap (%q): take it off the list", what, want, reason)
	case !ok && reason == "":
		var text bytes.Buffer
		env{stdin: bytes.NewReader(out), stdout: &text, stderr: &text}.run(append(args, "--max-findings", "6"))
		t.Errorf("%s: audit %s: exit %d, want %s; audit says:\n%s\nthe output begins:\n%s",
			what, strings.Join(args[1:], " "), code, want, text.String(), head(out, 12))
	}
	return out, kinds
}

// runCorpusJudge audits a program that reads n on its standard input as a
// judge runs it, with audit --run for all of sizes at once: the audit
// gives it each size and a newline. The run must pass unless a size is
// listed in knownFalseAlarms.
func runCorpusJudge(t *testing.T, p corpusProgram, command []string, sizes []int) {
	t.Helper()
	spec := make([]string, len(sizes))
	var reason string
	for i, n := range sizes {
		spec[i] = strconv.Itoa(n)
		if r := known(knownFalseAlarms, p.file, n); r != "" {
			reason = r
		}
	}
	args := append([]string{"audit", "-n", strings.Join(spec, ","), "--run", "--timeout", "1m", "--no-seconds", "--max-findings", "6"}, p.flags...)
	args = append(append(args, "--"), command...)
	var out bytes.Buffer
	code := env{stdin: strings.NewReader(""), stdout: &out, stderr: &out}.run(args)
	what := fmt.Sprintf("%s: audit %s", p.file, strings.Join(args[1:], " "))
	switch {
	case code == cli.ExitOK && reason != "":
		t.Errorf("%s: passes now, but a size is listed as a known false alarm (%q): take it off the list", what, reason)
	case code != cli.ExitOK && reason == "":
		t.Errorf("%s: exit %d, want 0; audit says:\n%s", what, code, out.String())
	}
}

// head returns the first lines of out.
func head(out []byte, lines int) string {
	s := string(out)
	i := 0
	for k := 0; k < lines; k++ {
		j := strings.IndexByte(s[i:], '\n')
		if j < 0 {
			return s
		}
		i += j + 1
	}
	return s[:i] + "..."
}
