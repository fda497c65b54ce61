package board

// Prefixes calls visit with every non-attacking placement of queens on the
// first k rows of an n×n board, in lexicographic order: the prefixes of
// the cubes that split the board's solutions, each solution in exactly
// one. k is capped to 0..n; k = 0 visits the empty prefix once (the whole
// board), n < 1 visits nothing. The slice is reused: visit must copy what
// it keeps. It is the one cube enumeration: verify's plan and sat's cubes
// both take it, so the two splits are the same by construction.
func Prefixes(n, k int, visit func(prefix Solution)) {
	PrefixesWhile(n, k, func(prefix Solution) bool {
		visit(prefix)
		return true
	})
}

// PrefixesWhile is Prefixes until visit returns false: it reports whether
// it visited every prefix. A plan that must stay within a number of cubes
// stops there, however many the rows would make (hundreds of millions at
// n = 32 and 6 rows), and a reader of a plan it is given (a certificate
// bundle's) counts its cubes without enumerating more than it takes.
func PrefixesWhile(n, k int, visit func(prefix Solution) bool) bool {
	if n < 1 {
		return true
	}
	k = min(max(k, 0), n)
	prefix := make(Solution, 0, k)
	var place func() bool
	place = func() bool {
		r := len(prefix)
		if r == k {
			return visit(prefix)
		}
	next:
		for c := 0; c < n; c++ {
			for i, d := range prefix {
				if d == c || d-c == i-r || d-c == r-i {
					continue next
				}
			}
			prefix = append(prefix, c)
			more := place()
			prefix = prefix[:r]
			if !more {
				return false
			}
		}
		return true
	}
	return place()
}
