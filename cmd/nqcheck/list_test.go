package main

import (
	"bytes"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/cli"
	"github.com/nqcheck/nqcheck/compare"
	"github.com/nqcheck/nqcheck/internal/oeis"
	"github.com/nqcheck/nqcheck/judge"
)

// TestListFormats lists every board size up to 10 in each format and
// parses the output back: Q(n) solutions, each valid, in strictly
// increasing lexicographic order.
func TestListFormats(t *testing.T) {
	for _, format := range []string{"lines", "coords", "board"} {
		for n := 1; n <= 10; n++ {
			t.Run(fmt.Sprintf("%s/n=%d", format, n), func(t *testing.T) {
				var stdout, stderr bytes.Buffer
				if code := run([]string{"list", "-n", fmt.Sprint(n), "--format", format}, &stdout, &stderr); code != cli.ExitOK {
					t.Fatalf("exit %d: %s", code, stderr.String())
				}
				sols := parseListing(t, format, n, stdout.String())
				if len(sols) != oeis.Q[n-1] {
					t.Fatalf("%d solutions, want Q(%d) = %d", len(sols), n, oeis.Q[n-1])
				}
				for i, s := range sols {
					if err := compare.Valid(n, s.Placement()); err != nil {
						t.Fatalf("solution #%d %v: %v", i+1, s, err)
					}
					if i > 0 && board.Compare(sols[i-1], s) >= 0 {
						t.Fatalf("solution #%d %v does not come after %v", i+1, s, sols[i-1])
					}
				}
			})
		}
	}
}

// parseListing reads list's output back, independently of the audit
// package.
func parseListing(t *testing.T, format string, n int, out string) []board.Solution {
	t.Helper()
	var sols []board.Solution
	switch format {
	case "lines":
		for _, line := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
			if line == "" {
				continue
			}
			fields := strings.Fields(line)
			s := make(board.Solution, len(fields))
			for i, f := range fields {
				c, err := strconv.Atoi(f)
				if err != nil || c < 1 || c > n {
					t.Fatalf("line %q: column %q", line, f)
				}
				s[i] = c - 1
			}
			if len(s) != n {
				t.Fatalf("line %q: %d columns, want %d", line, len(s), n)
			}
			sols = append(sols, s)
		}
	case "coords":
		lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
		last := lines[len(lines)-1]
		for _, line := range lines[:len(lines)-1] {
			s := make(board.Solution, n)
			for r := range n {
				var row, col int
				if _, err := fmt.Sscanf(line, "(%d %d)", &row, &col); err != nil || row != r {
					t.Fatalf("line %q: pair %d: %v", line, r, err)
				}
				s[r] = col
				line = line[strings.Index(line, ")")+1:] // nothing between pairs
			}
			if line != "" {
				t.Fatalf("text left over: %q", line)
			}
			sols = append(sols, s)
		}
		if want := fmt.Sprintf("The total of %d Queen's solutions:%d", n, len(sols)); last != want {
			t.Fatalf("last line %q, want %q", last, want)
		}
	case "board":
		if out == "" {
			return nil
		}
		for _, grid := range strings.Split(strings.TrimSuffix(out, "\n"), "\n\n") {
			rows := strings.Split(grid, "\n")
			if len(rows) != n {
				t.Fatalf("board of %d rows: %q", len(rows), grid)
			}
			s := make(board.Solution, n)
			for r, row := range rows {
				if len(row) != n || strings.Count(row, "Q") != 1 || strings.Count(row, ".") != n-1 {
					t.Fatalf("row %q", row)
				}
				s[r] = strings.IndexByte(row, 'Q')
			}
			sols = append(sols, s)
		}
	}
	return sols
}

func TestListLimit(t *testing.T) {
	tests := []struct {
		name   string
		args   []string
		lines  int
		last   string
		code   int
		stderr string
	}{
		{"limit 1", []string{"-n", "8", "--limit", "1"}, 1, "1 5 8 6 3 7 2 4", cli.ExitOK, ""},
		{"limit 0 lists all", []string{"-n", "8", "--limit", "0"}, 92, "8 4 1 3 6 2 7 5", cli.ExitOK, ""},
		{"limit above Q", []string{"-n", "6", "--limit", "100"}, 4, "5 3 1 6 4 2", cli.ExitOK, ""},
		{"coords total counts listed", []string{"-n", "6", "--format", "coords", "--limit", "3"}, 4, "The total of 6 Queen's solutions:3", cli.ExitOK, ""},
		{"negative", []string{"-n", "6", "--limit", "-2"}, 0, "", cli.ExitUsage, "--limit: -2 is negative"},
		{"bad format", []string{"-n", "6", "--format", "json"}, 0, "", cli.ExitUsage, `unknown format "json"`},
		{"bad n", []string{"-n", "0"}, 0, "", cli.ExitUsage, "n = 0 is outside 1..32"},
		{"stray", []string{"-n", "6", "7"}, 0, "", cli.ExitUsage, `unexpected argument "7"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			code := run(append([]string{"list"}, tt.args...), &stdout, &stderr)
			if code != tt.code || !strings.Contains(stderr.String(), tt.stderr) {
				t.Fatalf("exit %d, stderr %q; want %d, %q", code, stderr.String(), tt.code, tt.stderr)
			}
			if code != cli.ExitOK {
				return
			}
			lines := strings.Split(strings.TrimSuffix(stdout.String(), "\n"), "\n")
			if len(lines) != tt.lines || lines[len(lines)-1] != tt.last {
				t.Errorf("%d lines ending %q, want %d ending %q", len(lines), lines[len(lines)-1], tt.lines, tt.last)
			}
		})
	}
}

// TestListCoordsAsTheTextbook checks the coords format byte for byte: the
// pairs with nothing between them, one solution per line, then the total
// line, as the classic textbook program prints them (no space
// between the pairs), and that audit reads it back clean.
func TestListCoordsAsTheTextbook(t *testing.T) {
	var stdout, stderr bytes.Buffer
	if code := run([]string{"list", "-n", "4", "--format", "coords"}, &stdout, &stderr); code != cli.ExitOK {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	const want = "(0 1)(1 3)(2 0)(3 2)\n(0 2)(1 0)(2 3)(3 1)\nThe total of 4 Queen's solutions:2\n"
	if stdout.String() != want {
		t.Fatalf("list -n 4 --format coords printed\n%s\nwant\n%s", stdout.String(), want)
	}
	for _, format := range []string{"coords", "auto"} {
		var out, errs bytes.Buffer
		code := env{stdin: strings.NewReader(want), stdout: &out, stderr: &errs}.run([]string{"audit", "-n", "4", "--format", format})
		if code != cli.ExitOK || !strings.Contains(out.String(), "format coords") {
			t.Errorf("audit --format %s of the coords listing: exit %d\n%s%s", format, code, out.String(), errs.String())
		}
	}
}

// failingWriter accepts limit bytes, then fails.
type failingWriter struct{ limit int }

var errDiskFull = errors.New("disk full")

func (w *failingWriter) Write(p []byte) (int, error) {
	if len(p) > w.limit {
		n := w.limit
		w.limit = 0
		return n, errDiskFull
	}
	w.limit -= len(p)
	return len(p), nil
}

// TestListWriteError checks that a failing output stops the listing and
// exits 1 with the error.
func TestListWriteError(t *testing.T) {
	var stderr bytes.Buffer
	code := run([]string{"list", "-n", "12"}, &failingWriter{limit: 1000}, &stderr)
	if code != cli.ExitError || !strings.Contains(stderr.String(), "disk full") {
		t.Fatalf("exit %d, stderr %q; want %d and the write error", code, stderr.String(), cli.ExitError)
	}
}

func BenchmarkListLines(b *testing.B) {
	for b.Loop() {
		var out bytes.Buffer
		run([]string{"list", "-n", "12"}, &out, &out)
	}
}

// TestListOne checks list --one: for every n from 1 to 12 the placement
// passes audit --some (the audit's own check, not the judge's, which
// enumerates the solutions), to 32 the test's own quadratic check, for
// sizes of every residue mod 6 up to 2·10^6 a linear check of the test's
// own (list checks with package judge's before it prints); the sizes
// without a placement and the flags it does not take are usage errors.
func TestListOne(t *testing.T) {
	for n := 1; n <= board.MaxN; n++ {
		var stdout, stderr bytes.Buffer
		code := run([]string{"list", "-n", strconv.Itoa(n), "--one"}, &stdout, &stderr)
		if n == 2 || n == 3 {
			if code != cli.ExitUsage || !strings.Contains(stderr.String(), "no placement of") {
				t.Errorf("n = %d: exit %d, stderr %q", n, code, stderr.String())
			}
			continue
		}
		if code != cli.ExitOK || strings.Count(stdout.String(), "\n") != 1 {
			t.Fatalf("n = %d: exit %d, stdout %q, stderr %q", n, code, stdout.String(), stderr.String())
		}
		var s board.Solution
		for _, f := range strings.Fields(stdout.String()) {
			c, err := strconv.Atoi(f)
			if err != nil {
				t.Fatal(err)
			}
			s = append(s, c-1)
		}
		for i := range s {
			for j := range i {
				if s[i] == s[j] || s[i]-s[j] == i-j || s[j]-s[i] == i-j || s[i] < 0 || s[i] >= n {
					t.Fatalf("n = %d: %q: rows %d and %d attack", n, stdout.String(), j+1, i+1)
				}
			}
		}
		if len(s) != n {
			t.Fatalf("n = %d: %q", n, stdout.String())
		}
		if n > 12 {
			continue
		}
		listing := writeFile(t, t.TempDir(), "one.txt", stdout.String())
		var aout, aerr bytes.Buffer
		if code := run([]string{"audit", "-n", strconv.Itoa(n), "--some", listing}, &aout, &aerr); code != cli.ExitOK {
			t.Errorf("n = %d: audit --some of %q: exit %d\n%s%s", n, stdout.String(), code, aout.String(), aerr.String())
		}
	}
	for _, n := range []int{999_996, 999_997, 999_998, 999_999, 1_000_000, 1_000_001, judge.MaxPlacement} {
		var stdout, stderr bytes.Buffer
		if code := run([]string{"list", "-n", strconv.Itoa(n), "--one"}, &stdout, &stderr); code != cli.ExitOK {
			t.Fatalf("n = %d: exit %d: %s", n, code, stderr.String())
		}
		if err := placementOK(n, stdout.String()); err != "" {
			t.Errorf("n = %d: %s", n, err)
		}
	}
	var stdout, stderr bytes.Buffer
	if code := run([]string{"list", "-n", "4", "--one", "--format", "board"}, &stdout, &stderr); code != cli.ExitOK || stdout.String() != ".Q..\n...Q\nQ...\n..Q.\n" {
		t.Errorf("--format board: exit %d, %q", code, stdout.String())
	}
	for _, c := range []struct {
		args   []string
		stderr string
	}{
		{[]string{"-n", "8", "--one", "--format", "svg"}, "--one prints --format lines or board"},
		{[]string{"-n", "1001", "--one", "--format", "board"}, "up to n = 1000"},
		{[]string{"-n", "8", "--one", "--limit", "1"}, "--limit does not apply"},
		{[]string{"-n", "8", "--one", "--classes"}, "not with --one"},
		{[]string{"-n", "33"}, "n = 33 is outside 1..32"},
		{[]string{"-n", strconv.Itoa(judge.MaxPlacement + 1), "--one"}, "is outside"},
	} {
		stdout.Reset()
		stderr.Reset()
		if code := run(append([]string{"list"}, c.args...), &stdout, &stderr); code != cli.ExitUsage || !strings.Contains(stderr.String(), c.stderr) || stdout.Len() > 0 {
			t.Errorf("%q: exit %d, stderr %q; want a usage error holding %q", c.args, code, stderr.String(), c.stderr)
		}
	}
}

// placementOK is the test's own linear check of a placement printed as
// 1-based columns, written apart from package judge's Checker: n
// columns, each on the board, no column, diagonal or anti-diagonal used
// twice. It returns what is wrong, or "".
func placementOK(n int, text string) string {
	fields := strings.Fields(text)
	if len(fields) != n {
		return fmt.Sprintf("%d columns, want %d", len(fields), n)
	}
	col := make([]bool, n)
	diag := make([]bool, 2*n)
	anti := make([]bool, 2*n)
	for r, f := range fields {
		c, err := strconv.Atoi(f)
		if err != nil || c < 1 || c > n {
			return fmt.Sprintf("row %d: column %q", r+1, f)
		}
		c--
		if col[c] || diag[r-c+n] || anti[r+c] {
			return fmt.Sprintf("row %d (column %d) attacks an earlier queen", r+1, c+1)
		}
		col[c], diag[r-c+n], anti[r+c] = true, true, true
	}
	return ""
}
