package unlock

// Count returns the number of valid patterns of each length that contain
// every segment of seen, by a depth-first search over the points.
func Count(seen Set) Counts {
	var c Counts
	if seen.Len() > MaxLength-1 {
		return c // a pattern has at most MaxLength-1 segments
	}
	s := search{seen: seen, counts: &c}
	for p := 1; p <= Points; p++ {
		s.walk(p, 1, 1<<p, 0)
	}
	return c
}

// search is the state of one Count.
type search struct {
	seen   Set
	counts *Counts
}

// walk extends a pattern of length points ending at last, whose points
// are the bits of used and whose segments of seen are have.
func (s *search) walk(last, length int, used uint16, have Set) {
	if length >= MinLength && have == s.seen {
		s.counts[length]++
	}
	// Each segment still missing needs a stroke of its own.
	if length == MaxLength || (s.seen&^have).Len() > MaxLength-length {
		return
	}
	for p := 1; p <= Points; p++ {
		if used&(1<<p) != 0 {
			continue
		}
		if m := over[last][p]; m != 0 && used&(1<<m) == 0 {
			continue
		}
		h := have
		if seg := (Segment{min(last, p), max(last, p)}); s.seen.Has(seg) {
			h = h.Add(seg)
		}
		s.walk(p, length+1, used|1<<p, h)
	}
}

// Answers returns the answer of each case: the number of patterns of any
// length from MinLength to MaxLength that contain every segment of the
// case. It lists the segments of every pattern once, by a search of its
// own, then counts for each case the patterns whose segments include the
// case's, so that a case costs a pass over a list and not a search; cases
// with the same set are counted once.
func Answers(cases []Set) []uint64 {
	out := make([]uint64, len(cases))
	if len(cases) == 0 {
		return out
	}
	all := patternSets()
	memo := map[Set]uint64{}
	for i, c := range cases {
		n, ok := memo[c]
		if !ok {
			for _, p := range all {
				if p&c == c {
					n++
				}
			}
			memo[c] = n
		}
		out[i] = n
	}
	return out
}

// patternSets returns the set of segments of each valid pattern.
func patternSets() []Set {
	out := make([]Set, 0, KnownTotal)
	var walk func(last, length int, used uint16, have Set)
	walk = func(last, length int, used uint16, have Set) {
		if length >= MinLength {
			out = append(out, have)
		}
		for p := 1; p <= Points && length < MaxLength; p++ {
			if m := over[last][p]; used&(1<<p) != 0 || (m != 0 && used&(1<<m) == 0) {
				continue
			}
			walk(p, length+1, used|1<<p, have.Add(Segment{min(last, p), max(last, p)}))
		}
	}
	for p := 1; p <= Points; p++ {
		walk(p, 1, 1<<p, 0)
	}
	return out
}
