// Package dfs finds and counts N-Queens solutions by depth-first
// backtracking. It is a witness independent of the SAT side: it never
// imports package encode or package sat.
//
// Invariant, the search order: queens are placed row by row from row 0, and
// in each row the columns are tried in ascending order, so solutions are
// produced in strictly increasing lexicographic order (numeric per
// position).
//
// Two searches exist, written independently of each other so that each can
// witness against the other. Solutions recurses once per row and keeps
// occupancy in three arrays: columns, diagonals (indexed by r-c+n-1) and
// anti-diagonals (indexed by r+c). SolutionsIterative does not recurse: it
// keeps an explicit stack of rows, each with bit masks of its attacked and
// untried columns. They share no code.
//
// Invariant of Count: every figure it returns is exact or an error; no
// count wraps, and the figures satisfy the orbit identities it checks.
//
// How Count counts every solution once while searching about a quarter of
// the tree a plain search would (a refinement of first-row mirror
// halving). For n ≥ 2 no reflection of the square fixes a solution, so
// the symmetries that fix one are rotations. Every side of the board holds
// exactly one queen; call a half-edge a side together with one of its two
// corners (there are 8), and its distance the number of squares from that
// corner to the side's queen. The 8 symmetries permute the 8 half-edges,
// and only the identity fixes one. Let k(S) be the number of half-edges of
// S at the smallest distance d. Among the 8 images g(S), exactly k(S) put
// a nearest half-edge at the top side's left end, and they form k(S)/|Stab
// S| distinct boards, while the orbit of S has 8/|Stab S| boards. So the
// number of solutions is the sum, over the boards whose top-left half-edge
// is nearest (call them representatives), of 8/k. Count searches only
// representatives: the top queen in column d ≤ (n−1)/2; for d ≥ 1, no
// queen in column 0 or n−1 in rows 1..d−1 and n−d..n−2, and the bottom
// queen in columns d..n−1−d. Rows d and n−1−d and the bottom queen tell k,
// so each solution found is filed in bin k and weighed at the end. The
// search also looks ahead: it drops a partial board as soon as the bottom
// row, or a side column still without a queen, has no square left that
// the rules allow and no queen attacks.
//
// For d = 0 (a queen in the corner) k = 2, and the transposition, which
// keeps the corner, pairs representatives: the queen of row 1 in column c1
// and the queen of column 1 in row r1 swap places, and r1 ≠ c1 (those two
// queens would share an anti-diagonal). Count keeps the half with r1 < c1
// and weighs each board 8.
//
// The counts of solutions fixed by a quarter turn and by a half turn come
// from separate searches that place whole orbits of cells at once; they
// share nothing with the search above.
//
// CountFixedPairs (fixedpairs.go) is a second search for those two
// counts, written apart from the orbit searches: in centred coordinates a
// symmetric solution is a matching of the positive half-values of the
// rows with those of the columns (half turn) or a pairing of them
// (quarter turn), under distinctness rules for the diagonals. It never
// places a queen on a board.
//
// The frontier counter (FrontierPlan) is a second, independent counter of the total, and it
// takes its fixed-point counts from the pairs search: it shares no
// counting code with Count or CountJoin. It files every solution
// under its constellation, the queens on the border of the board (one per
// side), keeps one constellation per symmetry class with the class's size
// as its weight, and fills the interior around each with a bitmask search
// that always branches on the row with the fewest free squares and prunes
// as soon as a row or a column has none left. Its invariant is Count's: the
// figures are exact or an error, every sum and product checked. Each
// constellation is one unit of FrontierPlan.
//
// CountJoin is a third counter of the total (sharing only the orbit
// fixed-point searches with Count). It visits no solution: it lists the top halves
// and the bottom halves of the board, each by the diagonals it shares with
// the other half, built from tables of the quarter boards, and counts the
// pairs that share none in bulk (join.go, joinhalf.go, joinquarter.go,
// joinslice.go). On amd64 with AVX-512 three of its loops run as
// assembly (joinslice_amd64.s); each gives exactly what the Go loop it
// stands for gives, which other CPUs and the purego build tag run.
// Its invariant is Count's too. Each orbit of the top half's
// column sets is one unit of JoinPlanContext up to n = 24; beyond, a unit is a
// group of them, so that no plan has more than 677,296 units.
package dfs
