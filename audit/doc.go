// Package audit checks another program's N-Queens output for one board
// size against a reference: the list of every solution in lexicographic
// order, handed in as a stream so that this package imports no solver.
//
// Formats (Format): Lines (one solution per line, columns separated by
// white space or commas, 0- or 1-based, optionally a last line with the
// total), P1219 (the first three solutions, then the total), Coords
// ("(row col)" pairs, then "The total of N Queen's solutions:X"), Board
// (grids of two symbols), List (bracketed lists as Python, JSON, Java,
// JavaScript and Go print them: of permutations, board rows or pairs) and
// Count (a bare number). Auto reads the output every way side by side
// (evidence.go): the reading detected from the data (a first character
// "[" means List, then the first lines decide, see Auditor.Read) and the
// readings as Lines, Board and List, each a whole audit of its own; the
// detected one is kept when it passes or finds the output ambiguous,
// else the one that reads the most distinct valid solutions, then the
// most data lines, replaces it, and a close call is noted. Within a
// reading the evidence of the whole output decides the rest: the column
// base from the first solution that shows it, the board symbols from the
// known queen and empty symbols or the rarer symbol of a board, the
// geometry of rows drawn by position, which sentences are numbered
// headings (headings.go) and which solution is the picture of the one
// before (pictures.go). When the data cannot decide between readings
// that give different verdicts, an Ambiguous finding says so and names
// the flag that decides.
//
// Before a format reader sees a line, the screen (screen.go) classifies
// it: data, possibly with a prose prefix cut off or read from another
// notation (chess squares, bare "r,c" pairs, objects, bordered, labelled,
// spaced or side-by-side boards); text (headers, labels, prompts,
// separators), skipped and counted (Options.Strict makes each a
// finding); or a claim, a total stated in a sentence, checked against
// Q(n) on its line. The order of the solutions is reported, and judged
// only when Options.Order names one; Options.Some accepts a partial
// listing, Options.Classes one solution per symmetry class.
//
// RunProgram runs a program for one size (with a time limit, an output
// cap and its process group killed, through internal/base/child) and audits its
// output while it streams; Sizes runs it across sizes. OpenInput opens
// the file or standard input an audit reads, so that a read blocked on a
// pipe ends with the run; Input.Keep copies standard input to a temporary
// file as it is read, for a page that shows the findings' lines, and
// Input.Close removes the copy.
//
// Invariants:
//
//   - Every reading is sound on its own: it skips as text only what
//     cannot be a solution in it and checks every solution it reads, so
//     whichever reading is chosen, a wrong output does not pass. The
//     readings share the input (a pipe each) and Q(n) (counted once);
//     those that read as the detected one, or far behind the best, are
//     dropped after a bounded number of lines.
//   - Memory never follows the input. Lines are read through a fixed
//     buffer: a line longer than the limit is a finding and is skipped,
//     never held; in the List format, which may put a whole listing on one
//     line, only a token is bounded and at most one board of an open list
//     is held, and lists nested beyond a depth limit are skipped. A listing
//     in lexicographic order is followed against the reference, pulled one
//     solution at a time: the audit holds one board and the reference
//     solutions skipped (the missing ones), not the listing. From the first
//     solution out of order on, the distinct valid solutions that follow
//     are remembered (at most Q(n) of them). At most the first MaxFindings
//     findings are kept; every finding is counted by kind.
//   - A line the screen cannot read as data is text, never a verdict: it
//     is counted and quoted, and a line of mostly numbers is always data.
//     A sentence whose total cannot be told is a note and checks nothing;
//     an output that holds no data and no claim still lacks its solutions.
//     The screen holds at most one board's worth of boards side by side
//     or of objects, and at most a bounded number of claims and notes.
//   - Each input line (each list, each board) yields at most one finding
//     about its content, the first fault in this order: too long, blank,
//     after the total, unparsable, wrong number of columns, value out of
//     range, invalid placement, duplicate, out of order (or, for P1219, not
//     the expected one of the first three). A base other than the one
//     required (--base, or the P1219 and coords formats' own) is one more
//     finding, on the line that shows it.
//   - Findings are reported in line order; findings about the input as a
//     whole (missing solutions, a missing total, how a program run ended)
//     come last. The output is deterministic: no map order reaches it.
//   - Nothing is trusted: every solution is checked with compare.Valid,
//     and the reference itself must come in strictly increasing
//     lexicographic order, or the audit fails.
//   - An audit stopped by its context keeps the findings of the part read
//     and says it is incomplete; it never reports figures it did not
//     compute.
package audit
