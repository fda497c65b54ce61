package cpmodel

import (
	"fmt"
	"strings"
)

// miniZinc writes the MiniZinc model of m's encoding after its header.
func (m *Model) miniZinc(b *strings.Builder) {
	n := m.N
	e := m.Encoding
	if e.Name == "alldifferent" {
		// The global's own file, not globals.mzn: Debian's MiniZinc
		// 2.6.4 cannot compile the whole library (a type error in
		// inverse_fn.mzn), and the model needs one global.
		b.WriteString("include \"all_different.mzn\";\n")
	}
	fmt.Fprintf(b, "int: n = %d;\n", n)
	if e.Shape == Cells {
		for r := 1; r <= n; r++ {
			for c := 1; c <= n; c++ {
				m.Vars = append(m.Vars, fmt.Sprintf("x[%d,%d]", r, c))
			}
		}
		b.WriteString(`array[1..n, 1..n] of var 0..1: x;
constraint forall(r in 1..n)(sum(c in 1..n)(x[r, c]) = 1);
constraint forall(c in 1..n)(sum(r in 1..n)(x[r, c]) = 1);
constraint forall(k in 2..2 * n)(sum(r, c in 1..n where r + c = k)(x[r, c]) <= 1);
constraint forall(k in 1 - n..n - 1)(sum(r, c in 1..n where r - c = k)(x[r, c]) <= 1);
solve satisfy;
output ["x = ", show([x[r, c] | r, c in 1..n]), "\n"];
`)
		return
	}
	for r := 1; r <= n; r++ {
		m.Vars = append(m.Vars, fmt.Sprintf("q[%d]", r))
	}
	b.WriteString("array[1..n] of var 1..n: q;\n")
	switch e.Name {
	case "alldifferent":
		b.WriteString(`constraint all_different(q);
constraint all_different([q[r] + r | r in 1..n]);
constraint all_different([q[r] - r | r in 1..n]);
`)
	default:
		b.WriteString("constraint forall(i, j in 1..n where i < j)(q[i] != q[j] /\\ q[i] + i != q[j] + j /\\ q[i] - i != q[j] - j);\n")
	}
	if e.Classes {
		b.WriteString(`% p[c] is the row of the queen of column c: the inverse of q, defined by it.
array[1..n] of var 1..n: p;
constraint forall(r in 1..n)(p[q[r]] = r);
% a is lexicographically at most b: at the first index where they differ, a is less.
predicate nq_lex_leq(array[int] of var int: a, array[int] of var int: b) =
  forall(i in index_set(a))(forall(j in 1..i - 1)(a[j] = b[j]) -> a[i] <= b[i]);
% q is at most each of its 7 other images under the symmetries of the square.
constraint nq_lex_leq(q, [n + 1 - q[r] | r in 1..n]);
constraint nq_lex_leq(q, [q[n + 1 - r] | r in 1..n]);
constraint nq_lex_leq(q, [n + 1 - q[n + 1 - r] | r in 1..n]);
constraint nq_lex_leq(q, p);
constraint nq_lex_leq(q, [n + 1 - p[r] | r in 1..n]);
constraint nq_lex_leq(q, [p[n + 1 - r] | r in 1..n]);
constraint nq_lex_leq(q, [n + 1 - p[n + 1 - r] | r in 1..n]);
`)
	}
	b.WriteString(`solve satisfy;
output ["q = ", show(q), "\n"];
`)
}
