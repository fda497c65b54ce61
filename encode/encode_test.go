package encode

import (
	"bytes"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/board"
)

func TestCellSquare(t *testing.T) {
	for n := 1; n <= 9; n++ {
		seen := map[Var]bool{}
		for r := 0; r < n; r++ {
			for c := 0; c < n; c++ {
				v := Cell(n, r, c)
				if v < 1 || int(v) > n*n || seen[v] {
					t.Fatalf("n=%d: Cell(%d,%d) = %d is out of 1..n² or repeated", n, r, c, v)
				}
				seen[v] = true
				if r2, c2, ok := Square(n, v); !ok || r2 != r || c2 != c {
					t.Fatalf("n=%d: Square(%d) = %d,%d,%v; want %d,%d", n, v, r2, c2, ok, r, c)
				}
			}
		}
		for _, v := range []Var{0, Var(n*n + 1)} {
			if _, _, ok := Square(n, v); ok {
				t.Errorf("n=%d: Square(%d) claims a cell", n, v)
			}
		}
	}
	if Cell(8, 2, 5) != 22 {
		t.Errorf("Cell(8, 2, 5) = %d, want 2*8+5+1 = 22", Cell(8, 2, 5))
	}
}

// TestPlacement reads a hand-made model of a 3×3 board: variables 2 and 9
// are the cells (0, 1) and (2, 2); 10 and 12 are auxiliary.
func TestPlacement(t *testing.T) {
	t.Parallel()
	got := Placement(3, []Var{2, 9, 10, 12})
	want := board.Placement{{Row: 0, Col: 1}, {Row: 2, Col: 2}}
	if !slices.Equal(got, want) {
		t.Errorf("Placement(3, [2 9 10 12]) = %v, want %v", got, want)
	}
	if got := Placement(3, []Var{10}); len(got) != 0 {
		t.Errorf("Placement(3, [10]) = %v, want no cell", got)
	}
}

func TestLit(t *testing.T) {
	v := Var(7)
	if v.Pos().Dimacs() != 7 || v.Neg().Dimacs() != -7 || v.Pos().Not() != v.Neg() || v.Neg().Var() != v {
		t.Error("literal arithmetic is wrong")
	}
	if v.Neg().Positive() || !v.Pos().Positive() {
		t.Error("Positive is wrong")
	}
}

func choose2(k int) int { return k * (k - 1) / 2 }

func TestQueensClauseCount(t *testing.T) {
	for n := 1; n <= 12; n++ {
		// rows: one at-least-one clause each; rows and columns: C(n,2)
		// pairs each; each diagonal direction: lines of length 1..n..1.
		want := n + 2*n*choose2(n)
		for dir := 0; dir < 2; dir++ {
			want += choose2(n)
			for l := 1; l < n; l++ {
				want += 2 * choose2(l)
			}
		}
		f := Queens(n)
		if len(f.Clauses) != want || f.Vars != n*n {
			t.Errorf("n=%d: %d clauses over %d vars, want %d over %d", n, len(f.Clauses), f.Vars, want, n*n)
		}
	}
}

// satisfies reports whether the assignment (bit v-1 of bits is variable v)
// satisfies every clause of f.
func satisfies(f *CNF, bits uint64) bool {
	for _, c := range f.Clauses {
		ok := false
		for _, l := range c {
			if (bits>>(l.Var()-1)&1 == 1) == l.Positive() {
				ok = true
				break
			}
		}
		if !ok {
			return false
		}
	}
	return true
}

// isSolution is this test's own check of a placement given as bits.
func isSolution(n int, bits uint64) bool {
	var rows, cols []int
	for i := 0; i < n*n; i++ {
		if bits>>i&1 == 1 {
			rows, cols = append(rows, i/n), append(cols, i%n)
		}
	}
	if len(rows) != n {
		return false
	}
	for i := range rows {
		for j := i + 1; j < len(rows); j++ {
			dr, dc := rows[i]-rows[j], cols[i]-cols[j]
			if dr == 0 || dc == 0 || dr == dc || dr == -dc {
				return false
			}
		}
	}
	return true
}

// TestQueensModelsExhaustive checks every assignment for n = 1..4: it is a
// model of Queens(n) exactly when it is a solution.
func TestQueensModelsExhaustive(t *testing.T) {
	want := []int{1, 0, 0, 2}
	for n := 1; n <= 4; n++ {
		f := Queens(n)
		models := 0
		for bits := uint64(0); bits < 1<<(n*n); bits++ {
			m, s := satisfies(f, bits), isSolution(n, bits)
			if m != s {
				t.Fatalf("n=%d: assignment %b: model %v, solution %v", n, bits, m, s)
			}
			if m {
				models++
			}
		}
		if models != want[n-1] {
			t.Errorf("n=%d: %d models, want %d", n, models, want[n-1])
		}
	}
}

func TestDIMACSRoundTrip(t *testing.T) {
	for n := 1; n <= 8; n++ {
		f := Queens(n)
		var buf bytes.Buffer
		if err := WriteDIMACS(&buf, f); err != nil {
			t.Fatal(err)
		}
		g, err := ReadDIMACS(&buf)
		if err != nil {
			t.Fatalf("n=%d: %v", n, err)
		}
		if g.Vars != f.Vars || fmt.Sprint(g.Clauses) != fmt.Sprint(f.Clauses) || fmt.Sprint(g.Comments) != fmt.Sprint(f.Comments) {
			t.Errorf("n=%d: round trip changed the formula", n)
		}
	}
}

// TestDIMACSGolden compares the DIMACS text of Queens(4) with
// testdata/queens4.cnf. Run with -update to rewrite it.
func TestDIMACSGolden(t *testing.T) {
	var buf bytes.Buffer
	if err := WriteDIMACS(&buf, Queens(4)); err != nil {
		t.Fatal(err)
	}
	golden(t, "testdata/queens4.cnf", buf.Bytes())
}

func TestReadDIMACSErrors(t *testing.T) {
	tests := []struct {
		name, in, want string
	}{
		{"no header", "1 2 0\n", "line 1: clause data \"1 2 0\" before the \"p cnf\" header"},
		{"empty", "", "line 1: no \"p cnf\" header"},
		{"only comments", "c hello\nc again\n", "line 2: no \"p cnf\" header"},
		{"bad header", "p dnf 3 1\n1 0\n", "line 1: header \"p dnf 3 1\" is not of the form \"p cnf VARS CLAUSES\""},
		{"bad var count", "p cnf x 1\n", "line 1: variable count \"x\" is not a non-negative integer"},
		{"negative clause count", "p cnf 3 -1\n", "line 1: clause count \"-1\" is not a non-negative integer"},
		{"huge var count", "p cnf 99999999 0\n", "line 1: variable count 99999999 exceeds the limit of 16777216"},
		{"second header", "p cnf 2 1\np cnf 2 1\n1 0\n", "line 2: second \"p\" header"},
		{"bad token", "p cnf 3 1\n1 two 0\n", "line 2: \"two\" is not an integer literal"},
		{"literal too big", "c x\np cnf 3 2\n1 2 0\n-4 1 0\n", "line 4: literal -4 refers to variable 4, but the header declares 3 variables"},
		{"unterminated", "p cnf 3 2\n1 2 0\n3\n", "line 3: clause is not terminated by 0"},
		{"too few clauses", "p cnf 3 3\n1 2 0\n3 0\n", "line 3: header declares 3 clauses, but the file has 2"},
		{"too many clauses", "p cnf 3 1\n1 2 0\n3 0\n", "line 3: header declares 1 clauses, but the file has more"},
		{"overflowing literal", "p cnf 3 1\n99999999999 0\n", "line 2: \"99999999999\" is not an integer literal"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ReadDIMACS(strings.NewReader(tt.in))
			if err == nil {
				t.Fatalf("accepted %q", tt.in)
			}
			if !IsParseError(err) || err.Error() != tt.want {
				t.Errorf("error %q, want %q", err, tt.want)
			}
		})
	}
}

func TestReadDIMACSAccepts(t *testing.T) {
	in := "c a comment\n\np cnf 4 3\r\n1 -2\n 3 0 -4 0\nc inside\n0\n%\n0\ngarbage after the end\n"
	f, err := ReadDIMACS(strings.NewReader(in))
	if err != nil {
		t.Fatal(err)
	}
	want := "[[1 -2 3] [-4] []]"
	if f.Vars != 4 || fmt.Sprint(f.Clauses) != want {
		t.Errorf("got %d vars, clauses %v; want 4, %s", f.Vars, f.Clauses, want)
	}
}

// TestReadDIMACSByteOrderMark reads files that start with a UTF-8 byte
// order mark, before a comment and before the header; a mark
// anywhere else is still an error.
func TestReadDIMACSByteOrderMark(t *testing.T) {
	for _, in := range []string{"\ufeffp cnf 2 1\n1 -2 0\n", "\ufeffc editor\r\np cnf 2 1\r\n1 -2 0\r\n"} {
		f, err := ReadDIMACS(strings.NewReader(in))
		if err != nil {
			t.Errorf("ReadDIMACS(%q): %v", in, err)
			continue
		}
		if f.Vars != 2 || fmt.Sprint(f.Clauses) != "[[1 -2]]" {
			t.Errorf("ReadDIMACS(%q) = %d vars, %v", in, f.Vars, f.Clauses)
		}
	}
	if _, err := ReadDIMACS(strings.NewReader("p cnf 2 1\n\ufeff1 -2 0\n")); !IsParseError(err) {
		t.Errorf("a byte order mark on line 2: error %v, want a parse error", err)
	}
}

func ExampleQueens() {
	f := Queens(4)
	fmt.Println(f.Vars, "variables,", len(f.Clauses), "clauses")
	fmt.Println("x(1,2) =", Cell(4, 1, 2))
	fmt.Println("first clause:", f.Clauses[0])
	// Output:
	// 16 variables, 80 clauses
	// x(1,2) = 7
	// first clause: [1 2 3 4]
}

func ExampleWriteDIMACS() {
	f := &CNF{Comments: []string{"two variables"}}
	f.Add(Clause{Var(1).Pos(), Var(2).Neg()})
	f.Add(Clause{Var(2).Pos()})
	WriteDIMACS(os.Stdout, f)
	// Output:
	// c two variables
	// p cnf 2 2
	// 1 -2 0
	// 2 0
}
