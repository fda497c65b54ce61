package audit

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
)

// boards4 writes the two solutions for n = 4 with draw, a function of a
// solution's index and columns that returns its lines.
func boards4(draw func(k int, s []int) []string) string {
	var lines []string
	for k, s := range [][]int{{1, 3, 0, 2}, {2, 0, 3, 1}} {
		lines = append(lines, draw(k+1, s)...)
	}
	return strings.Join(lines, "\n") + "\n"
}

// TestShapesOfRealPrograms checks shapes that real programs print, each
// read by a general reader (not one per program), right and wrong.
func TestShapesOfRealPrograms(t *testing.T) {
	t.Parallel()
	checker := func(k int, s []int) []string {
		out := []string{"", fmt.Sprintf("No. %d", k), "----"}
		for r, c := range s {
			row := []rune(" . .")
			if r%2 == 1 {
				row = []rune(". . ")
			}
			row[c] = 'Q'
			out = append(out, string(row))
		}
		return out
	}
	filegrid := func(k int, s []int) []string {
		out := []string{"  a  b  c  d"}
		for r, c := range s {
			out = append(out, fmt.Sprintf("%d %s# ", r+1, strings.Repeat("   ", c)))
		}
		return append(out, "")
	}
	headed := func(k int, s []int) []string {
		out := []string{fmt.Sprintf("Solutions %d", k)}
		for _, c := range s {
			out = append(out, strings.Repeat("-", c)+"O"+strings.Repeat("-", 3-c))
		}
		return out
	}
	pictured := func(k int, s []int) []string {
		out := []string{fmt.Sprintf("%d %d %d %d", s[0]+1, s[1]+1, s[2]+1, s[3]+1)}
		for _, c := range s {
			out = append(out, "|"+strings.Repeat("_|", c)+"Q|"+strings.Repeat("_|", 3-c))
		}
		return out
	}
	bracketed01 := func(k int, s []int) []string {
		out := []string{""}
		for _, c := range s {
			cells := []string{"[0]", "[0]", "[0]", "[0]"}
			cells[c] = "[1]"
			out = append(out, strings.Join(cells, ""))
		}
		return out
	}
	const signatures = "val place : int -> (int * int) list -> bool = <fun>\n- : (int * int) list list =\n"
	axes := func(k int, s []int) []string {
		out := []string{"=========="}
		for r, c := range s {
			out = append(out, fmt.Sprintf("x: %d, y: %d", c, r))
		}
		return out
	}
	tests := []struct {
		name  string
		input string
		want  map[Kind]int64 // nil: passes
	}{
		{"checkerboard by position", boards4(checker), nil},
		{"file letters and squares three wide", boards4(filegrid), nil},
		{"numbered headings are no claims", boards4(headed), nil},
		{"a solution and its board count once", boards4(pictured), nil},
		{"digit strings", "2413\n3142\n", nil},
		{"squares in brackets", "[ ][Q][ ][ ]\n[ ][ ][ ][Q]\n[Q][ ][ ][ ]\n[ ][ ][Q][ ]\n\n[ ][ ][Q][ ]\n[Q][ ][ ][ ]\n[ ][ ][ ][Q]\n[ ][Q][ ][ ]\n", nil},
		{"queens numbered", ".. Q1 .. ..\n.. .. .. Q2\nQ3 .. .. ..\n.. .. Q4 ..\n\n.. .. Q1 ..\nQ2 .. .. ..\n.. .. .. Q3\n.. Q4 .. ..\n", nil},
		{"queens numbered, one moved", ".. Q1 .. ..\n.. .. .. Q2\nQ3 .. .. ..\n.. .. Q4 ..\n\n.. .. Q1 ..\nQ2 .. .. ..\n.. .. .. Q3\nQ4 .. .. ..\n", map[Kind]int64{Invalid: 1, Missing: 1}},
		{"the total first", "2\n2 4 1 3\n3 1 4 2\n", nil},
		{"the wrong total first", "3\n2 4 1 3\n3 1 4 2\n", map[Kind]int64{WrongTotal: 1}},
		{"an arrow table after the listing", "2 4 1 3\n3 1 4 2\n4 -> 2\n5 -> 10\n", nil},
		{"the program's arguments first", "[ '4' ]\n[2,4,1,3]\n[3,1,4,2]\n", nil},
		{"a listing of objects on one line", `[[{"r":0,"c":1},{"r":1,"c":3},{"r":2,"c":0},{"r":3,"c":2}],[{"r":0,"c":2},{"r":1,"c":0},{"r":2,"c":3},{"r":3,"c":1}]]` + "\n", nil},
		{"Python 2 prints a sentence", "('\\nFirst queen is placed in column:', 1, '\\n')\n[2, 4, 1, 3]\n('\\nFirst queen is placed in column:', 2, '\\n')\n[3, 1, 4, 2]\n", nil},
		{"no solution for a part of the search", "('No solution exists for queen placed in column:', 1)\n2 4 1 3\n3 1 4 2\n", nil},
		{"a doubled board after its picture", boards4(pictured) + strings.Join(pictured(3, []int{2, 0, 3, 1})[1:], "\n") + "\n", map[Kind]int64{Duplicate: 1}},
		{"a solution listed again after its pair", "2 4 1 3\n|_|Q|_|_|\n|_|_|_|Q|\n|Q|_|_|_|\n|_|_|Q|_|\n3 1 4 2\n|_|_|Q|_|\n|Q|_|_|_|\n|_|_|_|Q|\n|_|Q|_|_|\n3 1 4 2\n", map[Kind]int64{Duplicate: 1}},
		{"a moved queen on a checkerboard", strings.Replace(boards4(checker), "Q . ", " Q. ", 1), map[Kind]int64{Invalid: 1, Missing: 1}},
		{"pairs named by their axis, one a line", boards4(axes), nil},
		{"pairs named by their axis, one moved", strings.Replace(boards4(axes), "x: 3, y: 1", "x: 3, y: 2", 1), map[Kind]int64{Invalid: 1, Missing: 1}},
		{"a prefix in another encoding", "\xb5\xda1\xb8\xf6\xbd\xe2 2 4 1 3\n\xb5\xda2\xb8\xf6\xbd\xe2 3 1 4 2\n", nil},
		{"a prefix in another encoding, a solution twice", "\xb5\xda1\xb8\xf6\xbd\xe2 2 4 1 3\n\xb5\xda2\xb8\xf6\xbd\xe2 2 4 1 3\n", map[Kind]int64{Duplicate: 1, Missing: 1}},
		{"a count after a prompt with a hint", "Input the size: (4..12) 2\n", nil},
		{"cells of 0 and 1 in brackets", boards4(bracketed01), nil},
		{"the arguments one a line, then 0/1 boards", "[\n  '/bin/node',\n  'queens.js',\n  '4'\n]\n" + strings.ReplaceAll(strings.ReplaceAll(strings.ReplaceAll(boards4(bracketed01), "][", " "), "[", ""), "]", ""), nil},
		{"cells of 0 and 1 in brackets, one moved", strings.Replace(boards4(bracketed01), "[0][0][0][1]", "[0][0][1][0]", 1), map[Kind]int64{Invalid: 1, Missing: 1}},
		{"a list with semicolons after type signatures", signatures + "[[(1, 2); (2, 4); (3, 1); (4, 3)]; [(1, 3); (2, 1); (3, 4); (4, 2)]]\n", nil},
		{"a list with semicolons, a pair wrong", signatures + "[[(1, 2); (2, 4); (3, 1); (4, 3)]; [(1, 3); (2, 1); (3, 4); (4, 1)]]\n", map[Kind]int64{Invalid: 1, Missing: 1}},
		{"a wrong count after a prompt with a hint", "Input the size: (4..12) 3\n", map[Kind]int64{WrongCount: 1}},
	}
	for _, claim := range []string{"Answer: 3", "The answer is 3", "Q(4)=3", "Result = 3", "4-queens: 3", "ans = 3", "Lösungen: 3", "Всего решений: 3", "共有 3 种解法", "Total solutions 3 for boardsize 4"} {
		tests = append(tests, struct {
			name  string
			input string
			want  map[Kind]int64
		}{"a wrong total: " + claim, "2 4 1 3\n3 1 4 2\n" + claim + "\n", map[Kind]int64{WrongTotal: 1}})
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			rep := auditText(t, tt.input, 4, Options{})
			if tt.want == nil {
				if !rep.Clean() {
					t.Errorf("a right output fails:\n%s\n%s", reportText(rep), tt.input)
				}
				return
			}
			for k, c := range tt.want {
				if rep.Count(k) != c {
					t.Errorf("%d findings of kind %v, want %d:\n%s\n%s", rep.Count(k), k, c, reportText(rep), tt.input)
				}
			}
			noReadingPasses(t, tt.name, tt.input, 4)
		})
	}
}

// TestCloseCallNote checks that the summary names the reading that gives
// the other verdict, and the flag that picks it.
func TestCloseCallNote(t *testing.T) {
	t.Parallel()
	rep := auditText(t, "1\n1\n", 1, Options{})
	if !rep.Clean() || rep.Format != P1219 || len(rep.Notes) == 0 || !strings.Contains(rep.Notes[len(rep.Notes)-1], "--format lines") {
		t.Errorf("1, 1 for n = 1: want a P1219 answer with a close-call note naming --format lines:\n%s", reportText(rep))
	}
	// A blank line between: a listing's separator, so a duplicate.
	if rep := auditText(t, "1 \n\n1 \n", 1, Options{}); rep.Count(Duplicate) != 1 {
		t.Errorf("1, blank, 1 for n = 1: %d duplicates, want 1:\n%s", rep.Count(Duplicate), reportText(rep))
	}
}

// TestTextLinesHonourTheContext checks that an input of text lines only,
// which the screen skips, still looks at the context: the read ends
// with the context's end, long before the input does.
func TestTextLinesHonourTheContext(t *testing.T) {
	t.Parallel()
	for _, f := range []Format{Auto, List} {
		ctx, cancel := context.WithCancel(context.Background())
		a, err := New(8, slices.Values(reference(8)), Options{Format: f, Progress: func(Stage, int64) { cancel() }})
		if err != nil {
			t.Fatal(err)
		}
		in := strings.NewReader(strings.Repeat("hello\n", 20*progressEvery))
		if err := a.Read(ctx, in); !errors.Is(err, context.Canceled) {
			t.Errorf("%v: Read of text lines: %v, want the context's end", f, err)
		}
		if rep := a.Stopped(); rep.Complete || rep.Lines >= 20*progressEvery {
			t.Errorf("%v: the report of a stopped read says complete %v, %d lines", f, rep.Complete, rep.Lines)
		}
		cancel()
	}
}

// TestShapesAtAnySize checks shapes whose reading depends on the board
// size: a program's arguments printed one a line before boards that may
// be none (n = 2, 3) or one cell (n = 1), a lone total after the one
// solution of n = 1, a prompt that is a short name asked for, and quoted
// board rows one a line, which are no arguments.
func TestShapesAtAnySize(t *testing.T) {
	t.Parallel()
	args := func(n int) string {
		return fmt.Sprintf("[\n  '/usr/bin/node',\n  '/home/me/queens.js',\n  '%d'\n]\n", n)
	}
	tests := []struct {
		name  string
		n     int
		input string
		want  map[Kind]int64 // nil: passes; else it fails, with these findings among others
	}{
		{"the arguments, then one board of one cell", 1, args(1) + "SOLUTION1\n1 \n", nil},
		{"the arguments and nothing else", 2, args(2), nil},
		{"the arguments and nothing else", 3, args(3), nil},
		{"the arguments, then a board that is none", 2, args(2) + "SOLUTION1\n1 0\n0 1\n", map[Kind]int64{}},
		{"the arguments, then 0/1 boards", 4, args(4) + "SOLUTION1\n0 1 0 0\n0 0 0 1\n1 0 0 0\n0 0 1 0\nSOLUTION2\n0 0 1 0\n1 0 0 0\n0 0 0 1\n0 1 0 0\n", nil},
		{"the solution 0-based, then the total", 1, "0 \n1", nil},
		{"the solution 0-based, then a wrong total", 1, "0\n2\n", map[Kind]int64{WrongTotal: 1}},
		{"the solution twice", 1, "0\n0\n", map[Kind]int64{Duplicate: 1}},
		{"a framed board of one cell, a heading and a total", 1, "1:\n+---+\n|(@)|\n+---+\n\n1 solutions\n", nil},
		{"a box-drawn board of one cell", 1, " Found a solution\n╭─╮\n│O│\n╰─╯\nFound 1 solutions\n", nil},
		{"a framed board of one cell with no queen", 1, "1:\n+---+\n|   |\n+---+\n", map[Kind]int64{}},
		{"a heading alone", 1, "1:\n", map[Kind]int64{Missing: 1}},
		{"a numbered queen after a prompt", 1, "enter the number of queens..:solution-1\nQ1\t\n\npossible solutions..: 1", nil},
		{"boards, one invalid", 3, "+---+\n| Q | 0\n|# #| 1\n|Q# | 2\n+---+\n 012\n", map[Kind]int64{Invalid: 1}},
		{"queens named by axis words with no sign, under headings from 0", 4, "Solution 0\nRow: 0: Column 1\nRow: 1: Column 3\nRow: 2: Column 0\nRow: 3: Column 2\n\nSolution 1\nRow: 0: Column 2\nRow: 1: Column 0\nRow: 2: Column 3\nRow: 3: Column 1\n\n", nil},
		{"queens named by axis words with no sign, one moved", 4, "Solution 0\nRow: 0: Column 1\nRow: 1: Column 3\nRow: 2: Column 0\nRow: 3: Column 2\n\nSolution 1\nRow: 0: Column 2\nRow: 1: Column 0\nRow: 2: Column 3\nRow: 3: Column 0\n\n", map[Kind]int64{Invalid: 1}},
		{"one queen named by axis words, under a heading 0", 1, "Solution 0\nRow: 0: Column 0\n\n", nil},
		{"a count in French, the size named first", 4, "Nombre de solution pour 4 reines = 2 \n", nil},
		{"a wrong count in French", 4, "Nombre de solution pour 4 reines = 3 \n", map[Kind]int64{WrongTotal: 1}},
		{"a count after the size in queens", 1, "possibilities for 1 queens: 1", nil},
		{"a trace of bare numbers, then the total in words", 4, strings.Repeat("0\n", 16) + "Total ways to solve n Queens: 2\n", nil},
		{"a trace of bare numbers, then a wrong total in words", 4, strings.Repeat("0\n", 16) + "Total ways to solve n Queens: 3\n", map[Kind]int64{WrongTotal: 1}},
		{"boards drawn with box-drawing characters", 4, "Found a solution\n╭─┬─┬─┬─╮\n│ │O│ │ │\n├─┼─┼─┼─┤\n│ │ │ │O│\n├─┼─┼─┼─┤\n│O│ │ │ │\n├─┼─┼─┼─┤\n│ │ │O│ │\n╰─┴─┴─┴─╯\nFound a solution\n╭─┬─┬─┬─╮\n│ │ │O│ │\n├─┼─┼─┼─┤\n│O│ │ │ │\n├─┼─┼─┼─┤\n│ │ │ │O│\n├─┼─┼─┼─┤\n│ │O│ │ │\n╰─┴─┴─┴─╯\nFound 2 solutions\n", nil},
		{"boards drawn with box-drawing characters, one twice", 4, "╭─┬─┬─┬─╮\n│ │O│ │ │\n├─┼─┼─┼─┤\n│ │ │ │O│\n├─┼─┼─┼─┤\n│O│ │ │ │\n├─┼─┼─┼─┤\n│ │ │O│ │\n╰─┴─┴─┴─╯\n╭─┬─┬─┬─╮\n│ │O│ │ │\n├─┼─┼─┼─┤\n│ │ │ │O│\n├─┼─┼─┼─┤\n│O│ │ │ │\n├─┼─┼─┼─┤\n│ │ │O│ │\n╰─┴─┴─┴─╯\nFound 2 solutions\n", map[Kind]int64{Duplicate: 1}},
		{"a prompt that is a name asked for", 4, "n? 1: 1, 3, 0, 2\n2: 2, 0, 3, 1\n", nil},
		{"a prompt that is a name asked for, a solution twice", 4, "n? 1: 1, 3, 0, 2\n2: 1, 3, 0, 2\n", map[Kind]int64{Duplicate: 1}},
		{"quoted rows one a line", 4, "[\n  '.Q..',\n  '...Q',\n  'Q...',\n  '..Q.'\n]\n[\n  '..Q.',\n  'Q...',\n  '...Q',\n  '.Q..'\n]\n", nil},
		{"quoted rows one a line, a queen moved", 4, "[\n  '.Q..',\n  '...Q',\n  'Q...',\n  '..Q.'\n]\n[\n  '..Q.',\n  'Q...',\n  '...Q',\n  'Q...'\n]\n", map[Kind]int64{Invalid: 1}},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%s, n = %d", tt.name, tt.n), func(t *testing.T) {
			t.Parallel()
			rep := auditText(t, tt.input, tt.n, Options{})
			if tt.want == nil {
				if !rep.Clean() {
					t.Errorf("a right output fails:\n%s\n%s", reportText(rep), tt.input)
				}
				return
			}
			if rep.Clean() {
				t.Errorf("a wrong output passes:\n%s\n%s", reportText(rep), tt.input)
			}
			for k, c := range tt.want {
				if rep.Count(k) != c {
					t.Errorf("%d findings of kind %v, want %d:\n%s\n%s", rep.Count(k), k, c, reportText(rep), tt.input)
				}
			}
			noReadingPasses(t, tt.name, tt.input, tt.n)
		})
	}
}
