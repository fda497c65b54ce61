// Package reference reads tables of published N-Queens figures (sequences
// of the OEIS, the On-Line Encyclopedia of Integer Sequences) and compares
// computed figures with them.
//
// A table is tab-separated text: lines starting with '#' are comments, blank
// lines are skipped, the first other line is the header and every further
// line is a row. The header names a column "n" (the board size) and any of
// the known value columns, in any order: A000170 (solutions), A002562
// (classes under the 8 symmetries of the square), A032522 (solutions fixed
// by the half turn, nqcheck's fix180) and A033148 (solutions fixed by the
// quarter turn, nqcheck's fix90).
// A cell holds a non-negative decimal integer, or nothing when the value is
// not known.
//
// Invariants: Parse accepts a table only when every header name is known and
// given once, every row has as many cells as the header, every cell is a
// number (or empty), every board size lies in 1..board.MaxN and none is
// given twice (a UTF-8 byte order mark before the first line is skipped);
// otherwise it returns
// a *ParseError naming the line and the column. Compare is a pure function:
// it reads its arguments, changes nothing and reports every difference, in
// the order of the computed rows and, within a row, in the order A000170,
// A002562, A032522, A033148.
// A computed value with no reference value is not a difference, but a
// size with no reference value at all is one (the table does not cover it)
// unless the table is Partial.
package reference
