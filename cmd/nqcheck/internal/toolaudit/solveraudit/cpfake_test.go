package solveraudit_test

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/toolaudit/cpmodel"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/toolaudit/solveraudit"
)

// fakeModelEnv names the environment variable that turns the test binary
// into a fake constraint or SMT solver: its value is the fault to commit
// (see fakeModelSolver).
const fakeModelEnv = "NQCHECK_FAKE_MODEL"

// fakeModelSolver reads a model of cpmodel's family (from the file named
// by its first argument, else from standard input), takes n, the language
// and the encoding from its header, works out its solutions by
// backtracking (the class leaders for lexleader), and answers as MiniZinc
// prints every solution, or as an SMT solver answers each check-sat with
// the next solution (the k-th after k blocking assertions) and each
// get-value with its values, committing the fault mode names:
//
//	good     every solution
//	drop     every solution but the second
//	repeat   the second solution again in place of the third
//	corrupt  the first solution with the first row's queen moved off the board
//	unsat    unsatisfiable at once
//	reject   a type error (MiniZinc) or an (error ...) answer, exit 1
//	garbage  a line that is no answer, among good output
//	crash    the first solution, then exit 134
//	noplugin a solver that cannot start: an error that does not blame the
//	         model (MiniZinc), or no answer at all (SMT), exit 1
//	miscount MiniZinc's statistics state one solution more than printed
//
// The fake MiniZinc ends with the statistics line nSolutions=K, K the
// solutions printed.
func fakeModelSolver(mode string, args []string, stdin io.Reader, stdout io.Writer) int {
	in, closeIn, err := fakeInput(args, stdin)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer closeIn()
	br := bufio.NewReader(in)
	first, _ := br.ReadString('\n')
	var n int
	var lang, enc string
	if _, err := fmt.Sscanf(strings.TrimLeft(first, "%; "), "nqcheck N-Queens model: n = %d, language %s encoding %s", &n, &lang, &enc); err != nil {
		fmt.Fprintf(os.Stderr, "not a model of the family: %q: %v\n", first, err)
		return 1
	}
	l, _ := cpmodel.ParseLanguage(strings.TrimSuffix(lang, ","))
	e, err := cpmodel.ParseEncoding(l, enc)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	m, _ := cpmodel.Build(n, e)
	var sols []board.Solution
	if mode != "unsat" && mode != "reject" && mode != "noplugin" {
		sols = solveraudit.ModelReference(n, e)
	}
	w := bufio.NewWriter(stdout)
	defer w.Flush()
	if l == cpmodel.MiniZinc {
		return fakeMiniZinc(mode, m, sols, w)
	}
	return fakeSMT(mode, m, sols, br, w)
}

// fakeSolution returns the k-th solution the fault mode gives, and
// whether there is one.
func fakeSolution(mode string, sols []board.Solution, k int) (board.Solution, bool) {
	switch {
	case mode == "drop" && k >= 1:
		k++
	case mode == "repeat" && k == 2:
		k = 1
	}
	if k >= len(sols) {
		return nil, false
	}
	s := sols[k].Clone()
	if mode == "corrupt" && k == 0 {
		s[0] = len(s) + 1
	}
	return s, true
}

func fakeMiniZinc(mode string, m *cpmodel.Model, sols []board.Solution, w *bufio.Writer) int {
	switch mode {
	case "reject":
		fmt.Fprintln(os.Stderr, "Warning: a warning first")
		fmt.Fprintln(os.Stderr, "Error: type error: no function or predicate with this signature found")
		return 1
	case "noplugin":
		fmt.Fprintln(os.Stderr, "Error: plugin loading error: Failed to load plugin libnothing")
		return 1
	}
	if len(sols) == 0 {
		fmt.Fprintln(w, "=====UNSATISFIABLE=====")
		fmt.Fprintln(w, "%%%mzn-stat: nSolutions=0")
		return 0
	}
	k := 0
	for ; ; k++ {
		s, ok := fakeSolution(mode, sols, k)
		if !ok {
			break
		}
		fmt.Fprintf(w, "%s = [%s]\n----------\n", map[cpmodel.Shape]string{cpmodel.Columns: "q", cpmodel.Cells: "x"}[m.Encoding.Shape], strings.Join(fakeValues(m, s, false), ", "))
		if mode == "garbage" && k == 0 {
			fmt.Fprintln(w, "Solution found!")
		}
		if mode == "crash" {
			w.Flush()
			return 134
		}
	}
	fmt.Fprintln(w, "==========")
	if mode == "miscount" {
		k++
	}
	fmt.Fprintf(w, "%%%%%%mzn-stat: nSolutions=%d\n%%%%%%mzn-stat-end\n", k)
	return 0
}

// fakeValues writes s as the model's values: columns, or 0/1 per cell
// (true/false for SMT-LIB), bit-vectors in binary.
func fakeValues(m *cpmodel.Model, s board.Solution, smt bool) []string {
	n := m.N
	var out []string
	if m.Encoding.Shape == cpmodel.Cells {
		for r := 0; r < n; r++ {
			for c := 0; c < n; c++ {
				on := s[r] == c
				switch {
				case smt:
					out = append(out, strconv.FormatBool(on))
				case on:
					out = append(out, "1")
				default:
					out = append(out, "0")
				}
			}
		}
		return out
	}
	for _, c := range s {
		v := strconv.Itoa(c + 1)
		if m.Width > 0 && smt {
			v = fmt.Sprintf("#b%0*b", m.Width, c+1)
		}
		out = append(out, v)
	}
	return out
}

func fakeSMT(mode string, m *cpmodel.Model, sols []board.Solution, in *bufio.Reader, w *bufio.Writer) int {
	base := strings.Count(m.Text, "(assert ")
	asserts, k := 0, 0
	var cur board.Solution
	sc := bufio.NewScanner(in)
	sc.Buffer(nil, 1<<24)
	for sc.Scan() {
		line := sc.Text()
		switch {
		case mode == "noplugin":
			return 1
		case mode == "reject" && strings.HasPrefix(line, "(set-logic"):
			fmt.Fprintln(w, `(error "line 2: logic not supported")`)
			w.Flush()
			return 1
		case strings.HasPrefix(line, "(assert "):
			asserts++
		case line == "(check-sat)":
			k = asserts - base
			s, ok := fakeSolution(mode, sols, k)
			cur = s
			if !ok {
				fmt.Fprintln(w, "unsat")
			} else {
				fmt.Fprintln(w, "sat")
			}
			if mode == "garbage" && k == 0 {
				fmt.Fprintln(w, "Solution found!")
			}
		case strings.HasPrefix(line, "(get-value"):
			if cur == nil {
				fmt.Fprintln(w, `(error "model is not available")`)
				break
			}
			var pairs []string
			for i, v := range fakeValues(m, cur, true) {
				pairs = append(pairs, "("+m.Vars[i]+" "+v+")")
			}
			fmt.Fprintln(w, "("+strings.Join(pairs, " ")+")")
			if mode == "crash" {
				w.Flush()
				return 134
			}
		case line == "(exit)":
			return 0
		}
		w.Flush()
	}
	return 0
}

// fakeModelTool returns the test binary as a fake solver of language l
// committing fault mode; an SMT tool is driven by driver, reading the
// script from a file for Blocking.
func fakeModelTool(t *testing.T, mode string, l cpmodel.Language, driver solveraudit.Driver) solveraudit.Tool {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	var args []string
	if l == cpmodel.MiniZinc || driver == solveraudit.Blocking {
		args = []string{solveraudit.FileArg}
	}
	script := filepath.Join(t.TempDir(), "fake-"+mode)
	body := "#!/bin/sh\n" + fakeModelEnv + "=" + mode + " exec " + strconv.Quote(exe) + " \"$@\"\n"
	if err := os.WriteFile(script, []byte(body), 0o755); err != nil {
		t.Fatal(err)
	}
	return solveraudit.Tool{Name: "fake-" + mode, Driver: driver, Language: l, Path: script, Args: args}
}
