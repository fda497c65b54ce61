package dfs

import "github.com/nqcheck/nqcheck/board"

// Solutions calls visit with every solution of the n-queens problem, in
// lexicographic order, until visit returns false. The solution passed to
// visit is reused by the search: clone it to keep it. Solutions reports
// whether the search ran to the end (false when visit stopped it).
func Solutions(n int, visit func(board.Solution) bool) bool {
	return SolutionsFrom(n, nil, visit)
}

type search struct {
	n               int
	cols            board.Solution
	col, diag, anti []bool
	visit           func(board.Solution) bool
	poll            *poller // nil: only visit stops the search
}

func (s *search) place(r int) bool {
	if s.poll.stop() {
		return false
	}
	if r == s.n {
		return s.visit(s.cols)
	}
	for c := 0; c < s.n; c++ {
		d, a := r-c+s.n-1, r+c
		if s.col[c] || s.diag[d] || s.anti[a] {
			continue
		}
		s.cols[r] = c
		s.col[c], s.diag[d], s.anti[a] = true, true, true
		more := s.place(r + 1)
		s.col[c], s.diag[d], s.anti[a] = false, false, false
		if !more {
			return false
		}
	}
	return true
}

// All returns every solution of the n-queens problem in lexicographic order.
// It holds them all in memory; use Solutions to stream.
func All(n int) []board.Solution {
	var out []board.Solution
	Solutions(n, func(s board.Solution) bool {
		out = append(out, s.Clone())
		return true
	})
	return out
}

// First returns the first k solutions of size n in lexicographic order,
// or all of them when there are fewer; nil when k ≤ 0.
func First(n, k int) []board.Solution {
	if k <= 0 {
		return nil
	}
	var out []board.Solution
	SolutionsIterative(n, func(s board.Solution) bool {
		out = append(out, s.Clone())
		return len(out) < k
	})
	return out
}
