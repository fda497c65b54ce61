package encode

import "slices"

// splitmix is the SplitMix64 generator: a fixed, documented sequence for
// every seed, so that a shuffle is reproducible from its seed on every
// platform and Go version.
type splitmix struct{ state uint64 }

func (s *splitmix) next() uint64 {
	s.state += 0x9e3779b97f4a7c15
	z := s.state
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// below returns a uniform number in 0..k-1 (k > 0), by rejection.
func (s *splitmix) below(k int) int {
	bound := uint64(k)
	limit := -bound % bound // 2⁶⁴ mod k
	for {
		if x := s.next(); x >= limit {
			return int(x % bound)
		}
	}
}

// permute applies a Fisher–Yates shuffle to n elements through swap.
func (s *splitmix) permute(n int, swap func(i, j int)) {
	for i := n - 1; i > 0; i-- {
		swap(i, s.below(i+1))
	}
}

// Shuffle returns a copy of m with its variables renamed by a permutation
// of 1..Vars, its clauses reordered and the literals of each clause
// reordered, all drawn from seed by SplitMix64 in that order. The models
// are those of m with the variables renamed, so the projected model set,
// read through the copy's Show, is m's. The copy's header names the seed;
// the same seed always gives the same formula. Shuffling a shuffled
// member composes the two permutations; the label keeps the last seed.
func (m *Member) Shuffle(seed uint64) *Member {
	rng := &splitmix{state: seed}
	f := m.CNF
	rename := make([]Var, f.Vars+1) // rename[v] is v's new name
	for v := range rename {
		rename[v] = Var(v)
	}
	rng.permute(f.Vars, func(i, j int) { rename[i+1], rename[j+1] = rename[j+1], rename[i+1] })
	out := Remap(f, func(v Var) Var { return rename[v] })
	rng.permute(len(out.Clauses), func(i, j int) { out.Clauses[i], out.Clauses[j] = out.Clauses[j], out.Clauses[i] })
	for _, c := range out.Clauses {
		rng.permute(len(c), func(i, j int) { c[i], c[j] = c[j], c[i] })
	}
	s := &Member{N: m.N, Encoding: m.Encoding, Shuffled: true, Seed: seed, CNF: out, Show: slices.Clone(m.Show)}
	for i, v := range s.Show {
		s.Show[i] = rename[v]
	}
	out.Comments = s.header()
	return s
}
