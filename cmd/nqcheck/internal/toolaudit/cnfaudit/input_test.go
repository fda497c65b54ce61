package cnfaudit

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/encode"
)

// writeCNF writes f in DIMACS to a file of dir and returns its path.
func writeCNF(t *testing.T, dir, name string, f *encode.CNF) string {
	t.Helper()
	var b bytes.Buffer
	if err := encode.WriteDIMACS(&b, f); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, b.Bytes(), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestReadFormula: a CNF is read from a file or from standard input, its
// header line says what was read, and a column-major file is renumbered
// row-major; each way a CNF cannot be read is an *InputError of its kind
// whose message names the input.
func TestReadFormula(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	q5 := encode.Queens(5)
	path := writeCNF(t, dir, "q5.cnf", q5)
	f, err := ReadFormula(path, nil, 5, RowMajor)
	if err != nil {
		t.Fatal(err)
	}
	var head bytes.Buffer
	if err := f.WriteHeader(&head); err != nil {
		t.Fatal(err)
	}
	want := "audit-cnf: n = 5, " + path + ": 25 variables (25 placement, 0 auxiliary), " + strconv.Itoa(len(q5.Clauses)) + " clauses, numbering rowmajor\n"
	if head.String() != want {
		t.Errorf("header %q, want %q", head.String(), want)
	}
	if !slices.EqualFunc(f.CNF.Clauses, q5.Clauses, slices.Equal) {
		t.Error("the clauses read differ from those written")
	}

	cm := encode.Remap(q5, encode.ColumnMajor(5)) // the transposed numbering
	var b bytes.Buffer
	encode.WriteDIMACS(&b, cm)
	f, err = ReadFormula("-", &b, 5, ColMajor)
	if err != nil {
		t.Fatal(err)
	}
	if f.Name != "-" || f.Numbering != ColMajor || !slices.EqualFunc(f.CNF.Clauses, q5.Clauses, slices.Equal) {
		t.Errorf("column-major from standard input: %+v, clauses %v", f, f.CNF.Clauses)
	}

	malformed := filepath.Join(dir, "bad.cnf")
	os.WriteFile(malformed, []byte("p cnf 25 1\n1 x 0\n"), 0o600)
	for _, tc := range []struct {
		path string
		n    int
		kind InputKind
		msg  string
	}{
		{filepath.Join(dir, "nope.cnf"), 5, Unopenable, "cannot read the CNF: open "},
		{malformed, 5, Malformed, malformed + ": malformed DIMACS: line 2: "},
		{dir, 5, Unreadable, "cannot read " + dir + ": "},
		{path, 6, TooFewVars, path + ": the header declares 25 variables, fewer than the 36 placement variables of n = 6"},
	} {
		_, err := ReadFormula(tc.path, nil, tc.n, RowMajor)
		var ie *InputError
		if !errors.As(err, &ie) || !IsInputError(err) || ie.Kind != tc.kind || !strings.HasPrefix(err.Error(), tc.msg) {
			t.Errorf("%s, n = %d: %v, want an input error of kind %d starting %q", tc.path, tc.n, err, tc.kind, tc.msg)
		}
	}
}

// TestReadFormulaShowLine: a shuffled member of the family is read
// through its c p show line, the line's k-th variable as placement
// variable k and the others above n² in their order, so that it decides
// exact, and so with --map colmajor; a show line that does not list n²
// distinct variables of the formula is an input error of kind BadShow.
// Not parallel: it runs gophersat in this process (see TestDecide).
func TestReadFormulaShowLine(t *testing.T) {
	dir := t.TempDir()
	for _, e := range []encode.Encoding{encode.Pairwise, encode.SeqCounter} {
		m, err := encode.Build(5, e)
		if err != nil {
			t.Fatal(err)
		}
		sh := m.Shuffle(3)
		path := writeCNF(t, dir, e.String()+".cnf", sh.CNF)
		for _, num := range []Numbering{RowMajor, ColMajor} {
			f, err := ReadFormula(path, nil, 5, num)
			if err != nil {
				t.Fatal(err)
			}
			var head bytes.Buffer
			f.WriteHeader(&head)
			if !f.Renamed || !strings.HasSuffix(head.String(), "numbering "+string(num)+" after the c p show line's renaming\n") {
				t.Errorf("%s %s: renamed %v, header %q", e, num, f.Renamed, head.String())
			}
			res, err := Decide(context.Background(), f.CNF, 5, Options{})
			if err != nil || !res.Exact() {
				t.Errorf("%s shuffled, %s: %+v, %v; want exact", e, num, res, err)
			}
		}
	}
	plain := writeCNF(t, dir, "plain.cnf", encode.Queens(5)) // its show line is 1..25
	if f, err := ReadFormula(plain, nil, 5, RowMajor); err != nil || f.Renamed || !slices.EqualFunc(f.CNF.Clauses, encode.Queens(5).Clauses, slices.Equal) {
		t.Errorf("unshuffled: %+v, %v", f, err)
	}
	all := make([]string, 25)
	for i := range all {
		all[i] = strconv.Itoa(i + 1)
	}
	for _, tc := range []struct{ show, msg string }{
		{"p show 1 2 3 0", "it lists 3 variables, not the 25 placement variables of n = 5"},
		{"p show " + strings.Join(all[:24], " ") + " 1 0", "it lists variable 1 twice"},
		{"p show " + strings.Join(all[:24], " ") + " 26 0", "variable 26 is above the header's 25"},
		{"p show " + strings.Join(all, " "), "it does not end with 0"},
		{"p show 1 -2 0", `"-2" is not a variable`},
	} {
		q := encode.Queens(5)
		q.Comments = []string{tc.show}
		path := writeCNF(t, dir, "show.cnf", q)
		_, err := ReadFormula(path, nil, 5, RowMajor)
		var ie *InputError
		if !errors.As(err, &ie) || ie.Kind != BadShow || err.Error() != path+": the c p show line: "+tc.msg {
			t.Errorf("%q: %v, want a BadShow error %q", tc.show, err, tc.msg)
		}
	}
}

// TestParseNumbering: the two numberings, and a message that lists them.
func TestParseNumbering(t *testing.T) {
	t.Parallel()
	for _, num := range []Numbering{RowMajor, ColMajor} {
		if got, err := ParseNumbering(string(num)); err != nil || got != num {
			t.Errorf("%s: %v, %v", num, got, err)
		}
	}
	if _, err := ParseNumbering("diagonal"); err == nil || err.Error() != `unknown numbering "diagonal" (want rowmajor or colmajor)` {
		t.Errorf("diagonal: %v", err)
	}
}

// TestWorkersPerCore: Workers below 0 starts one worker per core, as many
// as the cubes are worth.
func TestWorkersPerCore(t *testing.T) {
	t.Parallel()
	res, err := Decide(context.Background(), encode.Queens(8), 8, Options{Workers: -1, CubeRows: 2, Start: startWorker})
	if err != nil || !res.Exact() {
		t.Fatalf("%+v, %v", res, err)
	}
	want := min(runtime.GOMAXPROCS(0), res.Cubes/cubesPerWorker)
	if want <= 1 {
		want = 0 // enumerated in this process
	}
	if res.Workers != want {
		t.Errorf("%d workers started, want %d (GOMAXPROCS %d, %d cubes)", res.Workers, want, runtime.GOMAXPROCS(0), res.Cubes)
	}
}
