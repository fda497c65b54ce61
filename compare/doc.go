// Package compare holds the checks that compare the output of N-Queens
// witnesses without trusting any of them. It imports no solver: it receives
// boards as placements and figures as numbers.
//
// Invariants: Valid checks a board for validity whatever its source, and
// names its first fault; Sets compares two sorted lists of distinct
// solutions element by element, never by count alone, and names the first
// solution, in lexicographic order, that one has and the other lacks. A
// class is an orbit under the 8 symmetries of the square (package board);
// its canonical form is the lexicographically smallest of its images, and
// its orbit size is 8, 4, 2 or 1 (Orbits).
//
// The symmetry checks (symmetry.go) compare figures that methods found
// independently, as pure arithmetic: "burnside" (the classes equal
// (Q + fix180 + 2·fix90)/8, the reflections fixing no solution for n > 1
// and the single board for n = 1) and "class-split" (the classes by orbit
// size equal those the fixed counts imply: orbit 2 = fix90/2, orbit 4 =
// (fix180 − fix90)/4, orbit 8 = (Q − fix180)/8). Confirm compares one
// figure across witnesses.
//
// Package verify compares witnesses cube by cube with Valid, Sets and
// Describe (the sets of solutions, canonical forms and fixed solutions of
// each cube); package table confirms its figures with the symmetry checks
// and Confirm. A SizeChecks carries one board size's checks to package junit.
//
// Every check is a pure function of its arguments, and deterministic: its
// detail names the first failure in a fixed order (row order for Valid,
// lexicographic order for Sets, sorted names for Confirm).
package compare
