// Package audit checks another program's N-Queens output for one board
// size against a reference: the list of every solution in lexicographic
// order, handed in as a stream so that this package imports no solver.
//
// An audit is a judge and readers. The judge (judge.go, the judge type)
// knows nothing of how an output is written: it takes the solutions the
// readers read, each with its line, and owns validity, distinctness, the
// missing solutions, the order, the symmetry classes, the totals stated
// and every finding. The readers are values in one registry
// (registry.go: notations, one per Format, behind the notation interface)
// and say how a line becomes a solution: Lines (one solution per line,
// columns separated by white space or commas, 0- or 1-based, optionally a
// last line with the total), P1219 (the first three solutions, then the
// total), Coords ("(row col)" pairs, then "The total of N Queen's
// solutions:X"), Board (grids of two symbols), List (bracketed lists as
// Python, JSON, Java, JavaScript, Go and OCaml print them: of
// permutations, board rows or pairs) and Count (a bare number). The judge
// and the screen ask the reader of the format being read; none of them
// tests the format. A new notation is one type in a file of its own and
// one line of the registry.
//
// Where a solution is (segmentation) is kept apart from how it is
// written (decoding). Segmentation: a line, a bracket group at any
// nesting (list.go), a block of rows, blocks side by side (glyph.go,
// screenread.go), objects or pairs one a line gathered into one
// solution. Decoding: integers 0- or 1-based, digit strings, (row, col)
// pairs in any brackets or named by their axis ("col=0; row=1"), chess
// squares, grids whose queen is whatever cell differs from the empty one
// (learnt once), however many characters a cell takes.
//
// Auto reads the output every way side by side (evidence.go): the
// reading detected from the data (a first character "[" means List, then
// the first lines decide, see Auditor.Read), the readings as Lines, Board
// and List, and the glyph reading (boards by their cells), each a whole
// audit of its own; the detected one is kept when it passes or finds the
// output ambiguous, else the one that reads the most distinct valid
// solutions, then the most data lines, replaces it, and a close call is
// noted. Within a reading the evidence of the whole output decides the
// rest: the column base from the first solution that shows it, the board
// symbols from the known queen and empty symbols or the rarer symbol of a
// board, the geometry of rows drawn by position, which sentences and
// bare numbers are numbered headings (headings.go: a counter is a label
// only when the whole sequence counts up with data between) and which
// solution is the picture of the one before (pictures.go). When the data
// cannot decide between readings that give different verdicts, an
// Ambiguous finding says so and names the flag that decides.
//
// The input is read as text first (textin.go): UTF-16 with or without a
// byte order mark, UTF-8 with one, lines ended by a carriage return
// alone or by HTML's "<br>", HTML tables (a line a row, its cells' text
// separated by spaces) and ANSI escape sequences are made plain UTF-8
// lines, and a note says what was changed. Before a format reader sees a line, the screen
// (screen.go) classifies it: data, possibly with a prose prefix or a
// prompt cut off or read from another notation; text (headers, labels,
// prompts, separators, sentences in any encoding), skipped and counted
// (Options.Strict makes each a finding); or a claim: a sentence whose
// words state the total of this n, wherever it stands, in figures, as a
// decimal with a zero fraction or in words (claims.go, words.go), checked
// against Q(n). A number beside it that is a time, a size, a selection
// shown ("the first 5") or a figure compared with ("expected: 92") is no
// claim. An output that lists nothing and states one count is read as a
// count, even in words that are not those of a total ("Find 92
// soluntions"); a table of counts under a header that names its columns
// states the total in its row of size n (counttable.go); one solution
// that words call an example, beside a total of more than one, is a
// count with an example. The order of the solutions is reported, and judged only
// when Options.Order names one; Options.Some accepts a partial listing,
// Options.Classes one solution per symmetry class.
//
// RunProgram runs a program for one size (with a time limit, an output
// cap and its process group killed, through internal/base/child) and audits its
// output while it streams; the command runs it across sizes. OpenInput opens
// the file or standard input an audit reads, so that a read blocked on a
// pipe ends with the run; Input.Keep copies standard input to a temporary
// file as it is read, for a page that shows the findings' lines, and
// Input.Close removes the copy.
//
// Invariants:
//
//   - One notation is inferred from the data and applied uniformly to
//     the whole output: the column base, the board's empty cell, the
//     cells' segmentation and the axes of pairs are fixed by the first
//     data that shows them and never change line by line. A reading is
//     then a bijection applied to every solution, and a bijection keeps a
//     wrong set wrong: a solution missing, doubled or invalid stays so
//     however it is read (TestUniformReading, and the property tests over
//     every reader of the registry).
//   - Every reading is sound on its own: it skips as text only what
//     cannot be a solution in it and checks every solution it reads, so
//     whichever reading is chosen, a wrong output does not pass.
//   - No accusation without a reading: when data-like lines could not be
//     read and none was read as a solution, right or wrong, and no total
//     was stated, the verdict is unreadable (Report.Unreadable names the
//     lines and the flags that decide), with no finding of missing
//     solutions; a program run that failed still fails, as that finding
//     is about the run. A sentence whose total cannot be told is a note.
//   - The set is exact without the reference when its count tells: the
//     solutions read are valid and distinct by construction, so Q(n) of
//     them (counted by Options.Total) are all of them; with Options.Some
//     and no total stated, Q(n) is not counted (Report.Uncounted). The
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
//
// One placement (OnePlacement, RunOne, one.go) is not read by the readers:
// an output that holds one placement of n queens, n up to MaxOne, is
// judged by the linear check of package judge, and its first fault is its
// one finding.
package audit
