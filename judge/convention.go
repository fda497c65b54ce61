package judge

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// Convention is one way judges call a checker: the arguments they pass,
// where the program's output comes from, and how the verdict goes back
// (exit code, streams, files), as the convention's specification says.
type Convention interface {
	// Name is the convention's name on the command line ("testlib").
	Name() string
	// Title says in one line which judges call checkers so.
	Title() string
	// Synopsis shows the arguments the judge passes, in order.
	Synopsis() string
	// FailCode is the exit code that says "the checker failed": never
	// one that accepts.
	FailCode() int
	// Run judges with the arguments the judge passed (files and the
	// like, no flags), reads and writes the streams and files the
	// convention names, and returns the exit code. It never panics.
	Run(p Problem, args []string, std Stdio) int
}

// Stdio are a checker's standard streams.
type Stdio struct {
	Stdin          io.Reader
	Stdout, Stderr io.Writer
}

// conventions is the registry, sorted by name.
var conventions = []Convention{cmsConvention{}, icpcConvention{}, testlibConvention{}}

// Conventions returns the conventions, sorted by name.
func Conventions() []Convention { return slices.Clone(conventions) }

// LookupConvention returns the convention named name.
func LookupConvention(name string) (Convention, error) {
	for _, c := range conventions {
		if c.Name() == name {
			return c, nil
		}
	}
	return nil, fmt.Errorf("unknown convention %q; the conventions are %s", name, strings.Join(ConventionNames(), ", "))
}

// ConventionNames returns the conventions' names, sorted.
func ConventionNames() []string {
	names := make([]string, len(conventions))
	for i, c := range conventions {
		names[i] = c.Name()
	}
	return names
}

// judgeFiles opens the files named in, ans and out (out "" reads
// stdin) and judges them for p; a file that cannot be opened is a Fail.
func judgeFiles(p Problem, in, ans, out string, stdin io.Reader) Verdict {
	var files [3]io.Reader
	for i, name := range []string{in, ans, out} {
		if i == 2 && name == "" {
			if stdin == nil {
				return fail("no standard input to read the output from")
			}
			files[i] = stdin
			continue
		}
		f, err := os.Open(name)
		if err != nil {
			return fail("%v", err)
		}
		defer f.Close()
		files[i] = f
	}
	return Judge(p, Files{Input: files[0], Answer: files[1], Output: files[2]})
}

// contestantText is the verdict as a contestant may read it: what
// expected a wrong answer had is left out (it could give the answer away),
// and so is that of a PE when it is the answer (a count, a line of
// solutions); a PE keeps one that only shows the format.
func contestantText(v Verdict) string {
	if v.Outcome == WrongAnswer || v.answer {
		v.Expected = ""
	}
	return v.Text()
}

// guarded runs f and returns its exit code, or failCode after a panic,
// which it reports on std.Stderr: a convention's Run never panics.
func guarded(failCode int, std Stdio, f func() int) (code int) {
	defer func() {
		if r := recover(); r != nil {
			if std.Stderr != nil {
				fmt.Fprintf(std.Stderr, "FAIL internal error of the checker: %s\n", oneLine(fmt.Sprint(r)))
			}
			code = failCode
		}
	}()
	return f()
}

// writeLine writes s and a line feed to w.
func writeLine(w io.Writer, s string) error {
	_, err := io.WriteString(w, s+"\n")
	return err
}

// testlibConvention: testlib checkers (Codeforces, Polygon, and the many
// judges that run them).
type testlibConvention struct{}

func (testlibConvention) Name() string { return "testlib" }
func (testlibConvention) Title() string {
	return "testlib checkers (Codeforces, Polygon, LibreOJ, DMOJ, ...): exit 0 OK, 1 WA, 2 PE, 3 FAIL, the verdict on stderr"
}
func (testlibConvention) Synopsis() string { return "INPUT OUTPUT ANSWER [REPORT [-appes]]" }
func (testlibConvention) FailCode() int    { return 3 }

// testlibWords are the verdict words testlib writes, by outcome.
var testlibWords = map[Outcome]struct{ word, xml string }{
	Accepted:          {"ok", "accepted"},
	WrongAnswer:       {"wrong answer", "wrong-answer"},
	PresentationError: {"wrong output format", "presentation-error"},
	Fail:              {"FAIL", "fail"},
}

// testlibCodes are testlib's exit codes, by outcome.
var testlibCodes = map[Outcome]int{Accepted: 0, WrongAnswer: 1, PresentationError: 2, Fail: 3}

func (t testlibConvention) Run(p Problem, args []string, std Stdio) int {
	return guarded(t.FailCode(), std, func() int { return t.run(p, args, std) })
}

func (t testlibConvention) run(p Problem, args []string, std Stdio) int {
	var v Verdict
	appes := len(args) == 5 && args[4] == "-appes"
	if len(args) < 3 || len(args) > 5 || len(args) == 5 && !appes {
		v = fail("usage: CHECKER %s (got %d arguments)", t.Synopsis(), len(args))
	} else {
		v = judgeFiles(p, args[0], args[2], args[1], nil)
	}
	w := testlibWords[v.Outcome]
	line := w.word + " " + v.Text()
	if len(args) == 4 || appes {
		report := line + "\n"
		if appes {
			report = fmt.Sprintf("<?xml version=\"1.0\" encoding=\"utf-8\"?><result outcome=\"%s\">%s</result>\n", w.xml, xmlEscape(v.Text()))
		}
		if err := os.WriteFile(args[3], []byte(report), 0o644); err != nil {
			v, line = fail("writing the report: %v", err), "FAIL writing the report: "+err.Error()
		}
	}
	if err := writeLine(std.Stderr, line); err != nil {
		return t.FailCode()
	}
	return testlibCodes[v.Outcome]
}

// xmlEscape escapes s for XML text.
func xmlEscape(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;").Replace(s)
}

// icpcConvention: output validators of the ICPC problem package format
// (Kattis problemtools, DOMjudge).
type icpcConvention struct{}

// The ICPC exit codes.
const (
	icpcAccepted = 42
	icpcWrong    = 43
	icpcFail     = 1
)

func (icpcConvention) Name() string { return "icpc" }
func (icpcConvention) Title() string {
	return "output validators of the ICPC problem package format (Kattis, DOMjudge): the output on stdin, exit 42 accepted, 43 wrong, judgemessage.txt in the feedback directory"
}
func (icpcConvention) Synopsis() string { return "INPUT ANSWER FEEDBACK_DIR [ARGS...] < OUTPUT" }
func (icpcConvention) FailCode() int    { return icpcFail }

func (c icpcConvention) Run(p Problem, args []string, std Stdio) int {
	return guarded(c.FailCode(), std, func() int { return c.run(p, args, std) })
}

func (c icpcConvention) run(p Problem, args []string, std Stdio) int {
	if len(args) < 3 {
		writeLine(std.Stderr, fmt.Sprintf("FAIL usage: VALIDATOR %s (got %d arguments)", c.Synopsis(), len(args)))
		return icpcFail
	}
	dir := args[2]
	if fi, err := os.Stat(dir); err != nil || !fi.IsDir() {
		if err == nil {
			err = errors.New("not a directory")
		}
		writeLine(std.Stderr, fmt.Sprintf("FAIL the feedback directory: %v", err))
		return icpcFail
	}
	v := judgeFiles(p, args[0], args[1], "", std.Stdin)
	judge := v.Outcome.String() + ": " + v.Text() + "\n"
	if err := os.WriteFile(filepath.Join(dir, "judgemessage.txt"), []byte(judge), 0o644); err != nil {
		writeLine(std.Stderr, "FAIL writing judgemessage.txt: "+err.Error())
		return icpcFail
	}
	switch v.Outcome {
	case Accepted:
		return icpcAccepted
	case WrongAnswer, PresentationError:
		team := contestantText(v) + "\n"
		if err := os.WriteFile(filepath.Join(dir, "teammessage.txt"), []byte(team), 0o644); err != nil {
			writeLine(std.Stderr, "FAIL writing teammessage.txt: "+err.Error())
			return icpcFail
		}
		return icpcWrong
	}
	writeLine(std.Stderr, "FAIL "+v.Text())
	return icpcFail
}

// cmsConvention: checkers ("comparators") of CMS, the Contest Management
// System of the IOI.
type cmsConvention struct{}

func (cmsConvention) Name() string { return "cms" }
func (cmsConvention) Title() string {
	return "checkers of CMS (IOI): the score 0.0 to 1.0 on stdout, the message on stderr"
}
func (cmsConvention) Synopsis() string { return "INPUT CORRECT_OUTPUT CONTESTANT_OUTPUT" }
func (cmsConvention) FailCode() int    { return 1 }

func (c cmsConvention) Run(p Problem, args []string, std Stdio) int {
	return guarded(c.FailCode(), std, func() int { return c.run(p, args, std) })
}

func (c cmsConvention) run(p Problem, args []string, std Stdio) int {
	var v Verdict
	if len(args) != 3 {
		v = fail("usage: CHECKER %s (got %d arguments)", c.Synopsis(), len(args))
	} else {
		v = judgeFiles(p, args[0], args[1], args[2], nil)
	}
	score, msg := "0.0", contestantText(v)
	switch v.Outcome {
	case Accepted:
		score, msg = "1.0", "translate:success"
	case Fail:
		// No score: CMS takes a checker's failure for what it is.
		writeLine(std.Stderr, "FAIL "+v.Text())
		return c.FailCode()
	}
	if writeLine(std.Stdout, score) != nil || writeLine(std.Stderr, msg) != nil {
		return c.FailCode()
	}
	return 0
}
