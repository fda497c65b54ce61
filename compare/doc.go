// Package compare checks the output of N-Queens witnesses against each other
// without trusting any of them. It imports no solver: it receives each
// witness's boards as placements, in the order the witness produced them.
//
// Invariants: every board is checked here for validity, whatever its source;
// duplicates are counted and reported, never silently removed; a witness
// marked Ordered must produce strictly increasing solutions in lexicographic
// order (numeric per position); every pair of witnesses must agree on the
// count, on the exact set of solutions (compared sorted, element by element)
// and on the symmetry classes. A class is an orbit under the 8 symmetries of
// the square (package board); its canonical form is the lexicographically
// smallest of its images, and its orbit size is 8, 4, 2 or 1.
//
// The symmetry checks (symmetry.go) compare figures that methods found
// independently, as pure arithmetic: "burnside" (the classes equal
// (Q + fix180 + 2·fix90)/8, the reflections fixing no solution for n > 1
// and the single board for n = 1) and "class-split" (the classes by orbit
// size equal those the fixed counts imply: orbit 2 = fix90/2, orbit 4 =
// (fix180 − fix90)/4, orbit 8 = (Q − fix180)/8).
//
// Package verify compares witnesses cube by cube with Valid, Sets and
// Describe (the sets of solutions, canonical forms and fixed solutions of
// each cube); Witnesses compares whole lists of boards at once.
//
// Reports are deterministic: checks come in a fixed order and every detail
// names the first failure in lexicographic or arrival order.
package compare
