package encode

// AtMostOneCNF returns the at-most-one of encoding e (Pairwise,
// SeqCounter, Commander or Product) over the variables 1..k alone, with
// its auxiliaries numbered from k+1, for tests of its exactness.
func AtMostOneCNF(e Encoding, k int) *CNF {
	f := &CNF{Vars: k}
	xs := make([]Var, k)
	for i := range xs {
		xs[i] = Var(i + 1)
	}
	aux := &auxVars{next: Var(k + 1)}
	switch e {
	case SeqCounter:
		seqCounter(f, xs, aux)
	case Commander:
		commander(f, xs, aux)
	case Product:
		product(f, xs, aux)
	default:
		AtMostOne(f, xs)
	}
	f.Vars = max(f.Vars, int(aux.next)-1)
	return f
}
