package encode

// Remap returns a copy of f in which the variable v of every literal
// becomes m(v), the literal's sign kept. m should be a permutation of
// 1..f.Vars: a map that merges two variables changes what the formula says.
// The result's Vars is f.Vars or the largest variable m returns, whichever
// is larger; comments are copied.
func Remap(f *CNF, m func(Var) Var) *CNF {
	out := &CNF{
		Vars:     f.Vars,
		Clauses:  make([]Clause, len(f.Clauses)),
		Comments: append([]string(nil), f.Comments...),
	}
	for i, c := range f.Clauses {
		mc := make(Clause, len(c))
		for j, l := range c {
			v := m(l.Var())
			if int(v) > out.Vars {
				out.Vars = int(v)
			}
			if l.Positive() {
				mc[j] = v.Pos()
			} else {
				mc[j] = v.Neg()
			}
		}
		out.Clauses[i] = mc
	}
	return out
}

// ColumnMajor returns the map from the column-major numbering of the
// placement variables of an n×n board, where the 0-based cell (r, c) is
// c·n + r + 1, to this package's numbering (Cell). Variables above n², the
// auxiliary ones, map to themselves. Use it with Remap to read a CNF
// written column-major.
func ColumnMajor(n int) func(Var) Var {
	return func(v Var) Var {
		// Read row-major, the column-major number v names the transposed
		// cell.
		c, r, ok := Square(n, v)
		if !ok {
			return v
		}
		return Cell(n, r, c)
	}
}
