package encode

import "slices"

// Compact returns f with its auxiliary variables, those above keep,
// renumbered keep+1, keep+2, ... in increasing order of their numbers;
// only the auxiliaries that occur in a clause are kept, and variables
// 1..keep keep their numbers. The result's Vars is keep plus the number of
// auxiliaries that occur, so that what is built from it (a solver, a job
// for a worker) follows what the clauses hold, not what f.Vars declares: a
// header may declare millions of variables that no clause uses. The
// renumbering is monotone, so the models projected on 1..keep are those
// of f. The clauses are copied; comments are shared.
func Compact(f *CNF, keep int) *CNF {
	var aux []Var
	for _, c := range f.Clauses {
		for _, l := range c {
			if v := l.Var(); int(v) > keep {
				aux = append(aux, v)
			}
		}
	}
	slices.Sort(aux)
	aux = slices.Compact(aux)
	out := &CNF{Vars: keep + len(aux), Clauses: make([]Clause, len(f.Clauses)), Comments: f.Comments}
	lits := 0
	for _, c := range f.Clauses {
		lits += len(c)
	}
	flat := make([]Lit, 0, lits) // one backing array for every clause
	for i, c := range f.Clauses {
		start := len(flat)
		for _, l := range c {
			v := l.Var()
			if int(v) > keep {
				j, _ := slices.BinarySearch(aux, v)
				v = Var(keep + 1 + j)
			}
			if l.Positive() {
				flat = append(flat, v.Pos())
			} else {
				flat = append(flat, v.Neg())
			}
		}
		out.Clauses[i] = flat[start:len(flat):len(flat)]
	}
	return out
}
