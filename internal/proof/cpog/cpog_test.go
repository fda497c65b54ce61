package cpog

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"testing"
)

// counts are the published figures (OEIS A000170, A032522, A033148).
var counts = map[string][]int64{
	"q":      {1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200},
	"fix180": {1, 0, 0, 2, 2, 4, 8, 4, 16, 12, 48, 80},
	"fix90":  {1, 0, 0, 2, 2, 0, 0, 0, 0, 0, 0, 8},
}

func formulas(n int) map[string]*Formula {
	return map[string]*Formula{"q": queens(n), "fix180": fixed(n, false), "fix90": fixed(n, true)}
}

func sizes(t testing.TB) int {
	if testing.Short() {
		return 8
	}
	return 10
}

// TestWriteCheck writes the proofs of the three formulas and checks them:
// the count is the published one.
func TestWriteCheck(t *testing.T) {
	for n := 1; n <= sizes(t); n++ {
		for name, f := range formulas(n) {
			sols := solutions(n, f)
			var b bytes.Buffer
			st, err := Write(&b, n, f, &list{sols})
			if err != nil {
				t.Fatalf("%s n = %d: %v", name, n, err)
			}
			res, err := Check(f, &b)
			if err != nil {
				t.Fatalf("%s n = %d: Check: %v", name, n, err)
			}
			want := counts[name][n-1]
			if st.Models != want || res.Count.Int64() != want || int64(len(sols)) != want {
				t.Errorf("%s n = %d: Write found %d, Check counts %v, brute force %d; published %d", name, n, st.Models, res.Count, len(sols), want)
			}
			if res.Nodes != st.Nodes || res.Lemmas != st.Lemmas || int64(b.Cap()) < st.Bytes {
				t.Errorf("%s n = %d: Check read %d nodes, %d lemmas; Write says %+v", name, n, res.Nodes, res.Lemmas, st)
			}
		}
	}
}

// TestWriteList: a list that differs from the formula's models is an
// error that names the model.
func TestWriteList(t *testing.T) {
	f := queens(6)
	sols := solutions(6, f)
	cases := []struct {
		name string
		list [][]int
		want string
	}{
		{"missing", sols[1:], "lacks the model [1 3 5 0 2 4]"},
		{"missing last", sols[:3], "lacks the model [4 2 0 5 3 1]"},
		{"repeated", append(slices.Clone(sols[:2]), sols[1:]...), "has [2 5 1 4 0 3] before [3 0 4 1 5 2]"},
		{"extra at the end", append(slices.Clone(sols), []int{5, 5, 5, 5, 5, 5}), "has [5 5 5 5 5 5], which is not a model"},
		{"not a model", append([][]int{{0, 0, 0, 0, 0, 0}}, sols...), "has [0 0 0 0 0 0] before [1 3 5 0 2 4]"},
	}
	for _, c := range cases {
		_, err := Write(io.Discard, 6, f, &list{c.list})
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want one with %q", c.name, err, c.want)
		}
	}
}

// TestWriteErrors: a formula that is not over a board's cells, or lacks a
// row's clause, or a failed write.
func TestWriteErrors(t *testing.T) {
	f := queens(4)
	if _, err := Write(io.Discard, 5, f, nil); err == nil {
		t.Error("a formula of 16 variables for n = 5 was accepted")
	}
	g := &Formula{Vars: 16, Clauses: f.Clauses[1:]}
	if _, err := Write(io.Discard, 4, g, nil); err == nil || !strings.Contains(err.Error(), "row 0") {
		t.Errorf("a formula without row 0's clause: %v", err)
	}
	h := &Formula{Vars: 16, Clauses: append(slices.Clone(f.Clauses), []int{17})}
	if _, err := Write(io.Discard, 4, h, nil); err == nil || !strings.Contains(err.Error(), "the literal 17") {
		t.Errorf("a literal outside the board: %v", err)
	}
	if _, err := Write(failWriter{}, 8, queens(8), nil); err == nil {
		t.Error("a failed write was not reported")
	}
}

type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, errors.New("disk full") }

// tampered returns the proofs that the checkers must reject, for n: a
// model left out, a model twice, and the true proof with a clause of the
// formula dropped.
func tampered(t *testing.T, n int) map[string]struct {
	f     *Formula
	proof []byte
} {
	f := queens(n)
	out := map[string]struct {
		f     *Formula
		proof []byte
	}{}
	for name, flt := range map[string]fault{"model dropped": {drop: 3}, "model duplicated": {dup: 3}, "non-model added": {extra: 3}} {
		var b bytes.Buffer
		if _, err := write(&b, n, f, nil, flt); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		out[name] = struct {
			f     *Formula
			proof []byte
		}{f, b.Bytes()}
	}
	var b bytes.Buffer
	if _, err := Write(&b, n, f, nil); err != nil {
		t.Fatal(err)
	}
	// Row 0's clause, and the clause of a pair of cells that is the only
	// attack of some placement: without either, the formula has more
	// models.
	for _, drop := range []int{0, loneAttack(n, f)} {
		g := &Formula{Vars: f.Vars, Clauses: slices.Delete(slices.Clone(f.Clauses), drop, drop+1)}
		out[fmt.Sprintf("clause %d dropped", drop+1)] = struct {
			f     *Formula
			proof []byte
		}{g, b.Bytes()}
		// The same clause gone, its ID kept by a copy of its neighbour:
		// a weaker formula under the proof's numbering.
		h := &Formula{Vars: f.Vars, Clauses: slices.Clone(f.Clauses)}
		h.Clauses[drop] = f.Clauses[drop+1]
		out[fmt.Sprintf("clause %d replaced by a copy of another", drop+1)] = struct {
			f     *Formula
			proof []byte
		}{h, b.Bytes()}
	}
	return out
}

// TestTamper: Check rejects each wrong proof, for its own reason: a
// dropped clause shifts the IDs of the proof's clauses; the rest fail
// the step that depends on what was changed.
func TestTamper(t *testing.T) {
	want := map[string]string{
		"model dropped":                           "is satisfied, not unit",
		"model duplicated":                        "not shown exclusive",
		"non-model added":                         "the POG does not imply input clause",
		"clause 1 dropped":                        "the next is",
		"clause 1 replaced by a copy of another":  "hint 1 is not unit",
		"clause 13 dropped":                       "the next is",
		"clause 13 replaced by a copy of another": "the hints end without a conflict",
	}
	cases := tampered(t, 6)
	if len(cases) != len(want) {
		t.Fatalf("%d tampered proofs, %d reasons: the lone attack of n = 6 is no longer clause 13", len(cases), len(want))
	}
	for name, c := range cases {
		res, err := Check(c.f, bytes.NewReader(c.proof))
		if err == nil {
			t.Errorf("%s: accepted, count %v", name, res.Count)
		} else if w, ok := want[name]; !ok || !strings.Contains(err.Error(), w) {
			t.Errorf("%s: rejected with %q; want a reason with %q", name, err, w)
		}
	}
}

// TestCheckRejects: proofs cut short or changed by hand, each rejected
// for its own reason.
func TestCheckRejects(t *testing.T) {
	f := queens(5)
	var b bytes.Buffer
	if _, err := Write(&b, 5, f, nil); err != nil {
		t.Fatal(err)
	}
	proof := b.String()
	lines := strings.Split(strings.TrimSuffix(proof, "\n"), "\n")
	firstP := slices.IndexFunc(lines, func(l string) bool { return strings.Contains(l, " p ") })
	dupKid := slices.Clone(lines)
	fs := strings.Fields(dupKid[firstP])
	dupKid[firstP] = strings.Join(append(fs[:len(fs)-1], fs[3], "0"), " ")
	negKid := slices.Clone(lines)
	secondP := firstP + 1 + slices.IndexFunc(lines[firstP+1:], func(l string) bool { return strings.Contains(l, " p ") })
	gs := strings.Fields(negKid[secondP])
	negKid[secondP] = strings.Join(slices.Insert(gs, 3, "-"+fs[2]), " ")
	cases := []struct{ name, proof, want string }{
		{"without the root's clause", strings.Join(lines[:len(lines)-1], "\n"), "ends without r"},
		{"without r", strings.Replace(proof, "\nr ", "\nc ", 1), "ends without r"},
		{"a hint added", strings.Replace(proof, " 0 ", " 0 1 ", 1), "hint 1"},
		{"an unknown command", proof + "99999 x 1 0\n", "clause ID 99999"},
		{"a product's child a negated node", strings.Join(negKid, "\n"), "a negated node"},
		{"a product's child twice", strings.Join(dupKid, "\n"), "shares a variable"},
	}
	for _, c := range cases {
		if _, err := Check(f, strings.NewReader(c.proof)); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want one with %q", c.name, err, c.want)
		}
	}
}

// loneAttack returns the index in f of the clause of the two cells that
// alone attack each other in some placement of one queen a row and a
// column.
func loneAttack(n int, f *Formula) int {
	perm := make([]int, n)
	for i := range perm {
		perm[i] = i
	}
	for {
		var pairs [][]int
		for a := 0; a < n; a++ {
			for b := a + 1; b < n; b++ {
				if d := perm[b] - perm[a]; d == b-a || d == a-b {
					pairs = append(pairs, []int{-(a*n + perm[a] + 1), -(b*n + perm[b] + 1)})
				}
			}
		}
		if len(pairs) == 1 {
			for i, c := range f.Clauses {
				if slices.Equal(c, pairs[0]) {
					return i
				}
			}
		}
		if !nextPerm(perm) {
			panic("no placement with one attack")
		}
	}
}

func nextPerm(p []int) bool {
	i := len(p) - 2
	for i >= 0 && p[i] >= p[i+1] {
		i--
	}
	if i < 0 {
		return false
	}
	j := len(p) - 1
	for p[j] <= p[i] {
		j--
	}
	p[i], p[j] = p[j], p[i]
	slices.Reverse(p[i+1:])
	return true
}
