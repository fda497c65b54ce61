package cpmodel

import (
	"fmt"
	"math/bits"
	"strings"
)

// smtlib writes the SMT-LIB script of m's encoding after its header.
func (m *Model) smtlib(b *strings.Builder) {
	n := m.N
	b.WriteString("(set-option :produce-models true)\n")
	switch m.Encoding.Name {
	case "bool":
		b.WriteString("(set-logic QF_UF)\n")
		for r := 1; r <= n; r++ {
			for c := 1; c <= n; c++ {
				v := fmt.Sprintf("x_%d_%d", r, c)
				m.Vars = append(m.Vars, v)
				fmt.Fprintf(b, "(declare-const %s Bool)\n", v)
			}
		}
		for r := 0; r < n; r++ {
			b.WriteString("(assert (or " + strings.Join(m.Vars[r*n:(r+1)*n], " ") + "))\n")
		}
		for i := 0; i < n*n; i++ {
			for j := i + 1; j < n*n; j++ {
				r1, c1, r2, c2 := i/n, i%n, j/n, j%n
				if r1 == r2 || c1 == c2 || r1-c1 == r2-c2 || r1+c1 == r2+c2 {
					fmt.Fprintf(b, "(assert (not (and %s %s)))\n", m.Vars[i], m.Vars[j])
				}
			}
		}
		return
	case "bv":
		// 2^Width > 2n: the sums q(r)+r stay below 2^Width, and the 2n-1
		// differences q(r)-r stay distinct modulo 2^Width.
		m.Width = bits.Len(uint(2*n)) + 1
		b.WriteString("(set-logic QF_BV)\n")
	default:
		b.WriteString("(set-logic QF_LIA)\n")
	}
	for r := 1; r <= n; r++ {
		v := fmt.Sprintf("q%d", r)
		m.Vars = append(m.Vars, v)
		if m.Width > 0 {
			fmt.Fprintf(b, "(declare-const %s (_ BitVec %d))\n", v, m.Width)
			fmt.Fprintf(b, "(assert (and (bvule %s %s) (bvule %s %s)))\n", m.constant(1), v, v, m.constant(n))
		} else {
			fmt.Fprintf(b, "(declare-const %s Int)\n", v)
			fmt.Fprintf(b, "(assert (and (<= 1 %s) (<= %s %d)))\n", v, v, n)
		}
	}
	if n < 2 {
		return // distinct needs two arguments
	}
	add, sub := "+", "-"
	if m.Width > 0 {
		add, sub = "bvadd", "bvsub"
	}
	sums := make([]string, n)
	diffs := make([]string, n)
	for r := 1; r <= n; r++ {
		sums[r-1] = fmt.Sprintf("(%s q%d %s)", add, r, m.constant(r))
		diffs[r-1] = fmt.Sprintf("(%s q%d %s)", sub, r, m.constant(r))
	}
	b.WriteString("(assert (distinct " + strings.Join(m.Vars, " ") + "))\n")
	b.WriteString("(assert (distinct " + strings.Join(sums, " ") + "))\n")
	b.WriteString("(assert (distinct " + strings.Join(diffs, " ") + "))\n")
}

// constant writes the integer k as a term of the model's sort.
func (m *Model) constant(k int) string {
	if m.Width > 0 {
		return fmt.Sprintf("(_ bv%d %d)", k, m.Width)
	}
	return fmt.Sprint(k)
}

// Query returns the commands that ask an SMT solver for one model: a
// check-sat and GetValue.
func (m *Model) Query() string {
	return "(check-sat)\n" + m.GetValue()
}

// GetValue returns the command that asks for the values of Vars.
func (m *Model) GetValue() string {
	return "(get-value (" + strings.Join(m.Vars, " ") + "))\n"
}

// Block returns the SMT-LIB assertion that excludes the placement whose
// values (in the order of Vars: columns 1..n, or 0/1 per cell) are vals.
func (m *Model) Block(vals []int) string {
	terms := make([]string, len(vals))
	for i, v := range vals {
		switch {
		case m.Encoding.Shape == Cells && v != 0:
			terms[i] = m.Vars[i]
		case m.Encoding.Shape == Cells:
			terms[i] = "(not " + m.Vars[i] + ")"
		default:
			terms[i] = fmt.Sprintf("(= %s %s)", m.Vars[i], m.constant(v))
		}
	}
	if len(terms) == 1 {
		return "(assert (not " + terms[0] + "))\n"
	}
	return "(assert (not (and " + strings.Join(terms, " ") + ")))\n"
}

// Script returns the whole SMT-LIB script that asks for one model beyond
// the placements blocked (each given as Block takes them): the model, the
// blocking assertions, the query and (exit).
func (m *Model) Script(blocked [][]int) string {
	var b strings.Builder
	b.WriteString(m.Text)
	for _, vals := range blocked {
		b.WriteString(m.Block(vals))
	}
	b.WriteString(m.Query())
	b.WriteString("(exit)\n")
	return b.String()
}

// File returns the model as the command model prints it: the MiniZinc
// model, or the SMT-LIB script asking for one model.
func (m *Model) File() string {
	if m.Encoding.Language == SMTLIB {
		return m.Script(nil)
	}
	return m.Text
}
