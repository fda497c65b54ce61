// Package audit checks another program's N-Queens output for one board
// size against a reference: the list of every solution in lexicographic
// order, handed in as a stream so that this package imports no solver.
//
// Three layouts are understood: Lines (one solution per line, 1-based
// columns separated by white space, optionally a last line with the total),
// P1219 (the classic task's answer: the first three solutions in
// lexicographic order, then the total) and Coords (0-based "(row col)"
// pairs, then "The total of N Queen's solutions:X"). Auto picks one from
// the first lines.
//
// Invariants:
//
//   - Memory is bounded by the reference set, never by the input. Lines are
//     read through a fixed buffer: a line longer than the limit is a finding
//     and is skipped, never held. Only distinct valid solutions are
//     remembered (there are at most Q(n) of them), and at most the first
//     MaxFindings findings are kept; every finding is counted by kind.
//   - Each input line yields at most one finding about its content, the
//     first fault in this order: too long, blank, after the total,
//     unparsable, wrong number of columns, value out of range, invalid
//     placement, duplicate, out of order (or, for P1219, not the expected
//     one of the first three). The column base (0 or 1) is detected from
//     the first line that shows it and, when it differs from the format's,
//     is one more finding on that line.
//   - Findings are reported in line order; findings about the input as a
//     whole (missing solutions, a missing total) come last. The output is
//     deterministic: no map order reaches it.
//   - Nothing is trusted: every line is checked with compare.Valid, and the
//     reference itself must come in strictly increasing lexicographic
//     order, or Output fails.
package audit
