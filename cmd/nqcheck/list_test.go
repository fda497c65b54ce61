package main

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/compare"
	"github.com/nqcheck/nqcheck/internal/oeis"
)

// TestListFormats lists every board size up to 10 in each format and
// parses the output back: Q(n) solutions, each valid, in strictly
// increasing lexicographic order.
func TestListFormats(t *testing.T) {
	for _, format := range []string{"lines", "coords", "board"} {
		for n := 1; n <= 10; n++ {
			t.Run(fmt.Sprintf("%s/n=%d", format, n), func(t *testing.T) {
				var stdout, stderr bytes.Buffer
				if code := run([]string{"list", "-n", fmt.Sprint(n), "--format", format}, &stdout, &stderr); code != exitOK {
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
			s, err := board.Parse(line)
			if err != nil || len(s) != n {
				t.Fatalf("line %q: %v", line, err)
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
				line = strings.TrimPrefix(line[strings.Index(line, ")")+1:], " ")
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
		{"limit 1", []string{"-n", "8", "--limit", "1"}, 1, "1 5 8 6 3 7 2 4", exitOK, ""},
		{"limit 0 lists all", []string{"-n", "8", "--limit", "0"}, 92, "8 4 1 3 6 2 7 5", exitOK, ""},
		{"limit above Q", []string{"-n", "6", "--limit", "100"}, 4, "5 3 1 6 4 2", exitOK, ""},
		{"coords total counts listed", []string{"-n", "6", "--format", "coords", "--limit", "3"}, 4, "The total of 6 Queen's solutions:3", exitOK, ""},
		{"negative", []string{"-n", "6", "--limit", "-2"}, 0, "", exitUsage, "--limit: -2 is negative"},
		{"bad format", []string{"-n", "6", "--format", "json"}, 0, "", exitUsage, `unknown format "json"`},
		{"bad n", []string{"-n", "0"}, 0, "", exitUsage, "n = 0 is outside 1..32"},
		{"stray", []string{"-n", "6", "7"}, 0, "", exitUsage, `unexpected argument "7"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			code := run(append([]string{"list"}, tt.args...), &stdout, &stderr)
			if code != tt.code || !strings.Contains(stderr.String(), tt.stderr) {
				t.Fatalf("exit %d, stderr %q; want %d, %q", code, stderr.String(), tt.code, tt.stderr)
			}
			if code != exitOK {
				return
			}
			lines := strings.Split(strings.TrimSuffix(stdout.String(), "\n"), "\n")
			if len(lines) != tt.lines || lines[len(lines)-1] != tt.last {
				t.Errorf("%d lines ending %q, want %d ending %q", len(lines), lines[len(lines)-1], tt.lines, tt.last)
			}
		})
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
	if code != exitError || !strings.Contains(stderr.String(), "disk full") {
		t.Fatalf("exit %d, stderr %q; want %d and the write error", code, stderr.String(), exitError)
	}
}

func BenchmarkListLines(b *testing.B) {
	for b.Loop() {
		var out bytes.Buffer
		run([]string{"list", "-n", "12"}, &out, &out)
	}
}
