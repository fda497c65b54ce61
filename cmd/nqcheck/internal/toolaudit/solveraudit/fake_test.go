package solveraudit_test

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/dfs"
	"github.com/nqcheck/nqcheck/encode"
)

// fakeEnv names the environment variable that turns the test binary into
// a fake solver: its value is the fault to commit (see fakeSolver).
const fakeEnv = "NQCHECK_FAKE_SOLVER"

func TestMain(m *testing.M) {
	if mode := os.Getenv(fakeEnv); mode != "" {
		os.Exit(fakeSolver(mode, os.Args[1:], os.Stdin, os.Stdout))
	}
	if mode := os.Getenv(fakeModelEnv); mode != "" {
		os.Exit(fakeModelSolver(mode, os.Args[1:], os.Stdin, os.Stdout))
	}
	os.Exit(m.Run())
}

// fakeInput returns what a fake tool reads: the file its first argument
// names, or stdin when it has none, and the function that closes it.
func fakeInput(args []string, stdin io.Reader) (io.Reader, func(), error) {
	if len(args) == 0 {
		return stdin, func() {}, nil
	}
	f, err := os.Open(args[0])
	if err != nil {
		return nil, nil, err
	}
	return f, func() { f.Close() }, nil
}

// fakeSolver reads a family member (from the file named by its first
// argument, else from standard input), works out its models without any
// SAT engine (the solutions by backtracking, each extended by unit
// propagation; non-leaders of a lex-leader formula have no extension and
// drop out), skips the models that falsify a clause (blocking clauses
// appended by the blocking loop), and prints them in the competition
// format, committing the fault mode names:
//
//	good      every model, one v line each, then s UNSATISFIABLE, exit 20
//	clasp     clasp's layout: c Answer: k, then v lines of 10 literals
//	drop      every model but the third
//	repeat    the second model twice
//	invalid   a board with two queens on the first row, extended as far as
//	          propagation goes (a full assignment), in place of the first model
//	aux       the first model with one auxiliary value flipped
//	garbage   a line that is no format, among good output
//	unsat     s UNSATISFIABLE only, exit 20
//	mc        s mc Q, the right count, as a counter
//	mc-wrong  s mc Q+1
//	exact     c s exact arb int Q
//	one       the first model only, exit 10 (a one-model solver), or
//	          s UNSATISFIABLE when there is none
//	one-stuck the first model of the formula without blocking clauses,
//	          always (ignores the blocking clauses)
//	crash     the first model, then exit 134
//	partial   every model without the value of the first placement variable
//	placement every model with only the placement variables' values
//	silent    nothing at all, exit 0: no answer
//	exit10    nothing, exit 10: SAT, by the exit status alone
//	unknown   s UNKNOWN only, exit 0
func fakeSolver(mode string, args []string, stdin io.Reader, stdout io.Writer) int {
	in, closeIn, err := fakeInput(args, stdin)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer closeIn()
	cnf, err := encode.ReadDIMACS(in)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	n, show := 0, []encode.Var(nil)
	for _, c := range cnf.Comments {
		if rest, ok := strings.CutPrefix(c, "p show "); ok {
			for _, f := range strings.Fields(rest) {
				if v, _ := strconv.Atoi(f); v > 0 {
					show = append(show, encode.Var(v))
				}
			}
		}
	}
	for n*n < len(show) {
		n++
	}
	w := bufio.NewWriter(stdout)
	defer w.Flush()
	base := cnf
	if mode == "one-stuck" && n > 1 {
		// Drop the blocking clauses, the only ones over all n² cells.
		base = &encode.CNF{Vars: cnf.Vars}
		for _, c := range cnf.Clauses {
			if len(c) != n*n {
				base.Clauses = append(base.Clauses, c)
			}
		}
	}
	prop := encode.NewPropagator(base)
	var models [][]encode.Value
	for _, s := range dfs.All(n) {
		vals := extend(prop, base, show, n, s.Placement())
		if vals != nil && encode.Falsified(base, vals) < 0 {
			models = append(models, vals)
		}
	}
	skip := map[int]bool{}
	switch mode {
	case "partial":
		skip[int(show[0])] = true
	case "placement":
		for v := 1; v <= cnf.Vars; v++ {
			skip[v] = true
		}
		for _, v := range show {
			delete(skip, int(v))
		}
	}
	printModel := func(vals []encode.Value, perLine int) {
		k := 0
		for v := 1; v < len(vals); v++ {
			if skip[v] {
				continue
			}
			if k == 0 {
				w.WriteString("v")
			}
			lit := v
			if vals[v] != encode.True {
				lit = -v
			}
			fmt.Fprintf(w, " %d", lit)
			if k++; perLine > 0 && k == perLine {
				w.WriteString("\n")
				k = 0
			}
		}
		if k == 0 {
			w.WriteString("v")
		}
		w.WriteString(" 0\n")
	}
	switch mode {
	case "silent":
		return 0
	case "exit10":
		return 10
	case "unknown":
		w.WriteString("s UNKNOWN\n")
		return 0
	case "unsat":
		w.WriteString("s UNSATISFIABLE\n")
		return 20
	case "mc", "mc-wrong", "exact":
		q := len(models)
		if mode == "mc-wrong" {
			q++
		}
		w.WriteString("c a model counter\ns SATISFIABLE\n")
		if mode == "exact" {
			fmt.Fprintf(w, "c s type mc\nc s exact arb int %d\n", q)
		} else {
			fmt.Fprintf(w, "s mc %d\n", q)
		}
		return 0
	case "one", "one-stuck":
		if len(args) > 1 {
			// minisat's way: the answer goes to the result file.
			text := "UNSAT\n"
			if len(models) > 0 {
				var b strings.Builder
				b.WriteString("SAT\n")
				for v := 1; v < len(models[0]); v++ {
					if models[0][v] == encode.True {
						fmt.Fprintf(&b, "%d ", v)
					} else {
						fmt.Fprintf(&b, "-%d ", v)
					}
				}
				b.WriteString("0\n")
				text = b.String()
			}
			if err := os.WriteFile(args[1], []byte(text), 0o644); err != nil {
				fmt.Fprintln(os.Stderr, err)
				return 1
			}
			w.WriteString("SATISFIABLE\n")
			return 10
		}
		if len(models) == 0 {
			w.WriteString("s UNSATISFIABLE\n")
			return 20
		}
		w.WriteString("s SATISFIABLE\n")
		printModel(models[0], 0)
		return 10
	case "invalid":
		p := board.Placement{{Row: 0, Col: 0}, {Row: 0, Col: 1}}
		for r := 1; r < n; r++ {
			p = append(p, board.Cell{Row: r, Col: r})
		}
		vals := make([]encode.Value, cnf.Vars+1)
		for _, v := range show {
			vals[v] = encode.False
		}
		for _, c := range p {
			if c.Row < n && c.Col < n {
				vals[show[c.Row*n+c.Col]] = encode.True
			}
		}
		prop.Propagate(vals)
		for v := range vals {
			if vals[v] == encode.Unset {
				vals[v] = encode.False
			}
		}
		if len(models) > 0 {
			models[0] = vals
		} else {
			models = append(models, vals)
		}
	case "aux":
		if len(models) > 0 {
			isShow := map[encode.Var]bool{}
			for _, v := range show {
				isShow[v] = true
			}
			for v := len(models[0]) - 1; v > 0; v-- {
				if !isShow[encode.Var(v)] {
					models[0][v] = -models[0][v]
					break
				}
			}
		}
	}
	for i, m := range models {
		switch {
		case mode == "drop" && i == 2:
			continue
		case mode == "clasp":
			fmt.Fprintf(w, "c Answer: %d\n", i+1)
			printModel(m, 10)
			continue
		}
		w.WriteString("s SATISFIABLE\n")
		printModel(m, 0)
		if mode == "repeat" && i == 1 {
			printModel(m, 0)
		}
		if mode == "garbage" && i == 0 {
			w.WriteString("SOLUTION FOUND!!\n")
		}
		if mode == "crash" {
			w.Flush()
			return 134
		}
	}
	if mode == "clasp" {
		fmt.Fprintf(w, "s SATISFIABLE\nc Models         : %d\n", len(models))
		return 30
	}
	w.WriteString("s UNSATISFIABLE\n")
	return 20
}

// extend returns the full assignment of placement p under the formula
// of prop, or nil when propagation finds a conflict.
func extend(prop *encode.Propagator, f *encode.CNF, show []encode.Var, n int, p board.Placement) []encode.Value {
	vals := make([]encode.Value, f.Vars+1)
	for _, v := range show {
		vals[v] = encode.False
	}
	for _, c := range p {
		vals[show[c.Row*n+c.Col]] = encode.True
	}
	if prop.Propagate(vals) >= 0 {
		return nil
	}
	for v := 1; v < len(vals); v++ {
		if vals[v] == encode.Unset {
			return nil
		}
	}
	return vals
}
