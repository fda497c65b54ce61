// Package table computes and writes tables of N-Queens figures, one row per
// board size.
//
// Computing (row.go, counters.go, sizes.go): Row runs the witnesses of one
// size: two counters of every figure that share no counting code
// (countplan.Witness; the first's figures are the row's, the second's
// must equal them, unit by unit where the plans share units), run through
// the plan lifecycle or taken from their merged result files, and, by the
// size's range, a run of package verify, an enumeration or the symmetric
// searches of dfs to confirm them; each figure is compared with its
// published value. Sizes runs the rows of a list of sizes and holds them
// to reference values. Writing (table.go, output.go): the writers format
// rows as Markdown, CSV, TSV or JSON and compute nothing. Writers stream:
// the header goes out first, each row as soon as it is given, and Close
// ends the table (JSON's closing bracket). Output is a table command's output in any format: the text
// formats row by row, JSON as one result.Envelope at the end.
//
// The column names are the same in every format, and the same as in the
// JSON output of "nqcheck verify" where both have the figure ("count" and
// "classes"):
//
//	n               board size
//	count           solutions (OEIS A000170)
//	classes         classes under the 8 symmetries of the square (A002562)
//	fix90           solutions unchanged by the quarter turn (A033148)
//	fix180          solutions unchanged by the half turn (A032522)
//	rot90_classes   classes with 90° symmetry (orbit of 2, or 1 for n = 1)
//	rot180_classes  classes with 180° but not 90° symmetry (orbit of 4)
//	asym_classes    classes with no symmetry (orbit of 8)
//	first, last     the lexicographically first and last solutions, 1-based
//	                ("2 4 1 3"); empty (JSON null) when there is none
//	confirmed       for each column, the witnesses that confirmed its value
//	                ("count:dfs+sat classes:dfs+sat"; a JSON object)
//	witnesses       the two counters and their times ("join 0.281s,
//	                frontier 0.672s"; in JSON, each with its plan, code,
//	                files merged and seconds)
//	units           how the counters were compared: unit by unit, or by
//	                their sums where their units differ (a JSON object)
//	oeis            "equal", "differs: COLUMNS", or empty where there is
//	                no published value (JSON "published": figure → bool)
//	seconds         time spent on the row, three decimals (left out when
//	                Options.NoSeconds is set)
//	complete        false for a row whose computation was interrupted
//
// Markdown has no complete column: an interrupted row's n reads
// "12 (incomplete)".
//
// Invariants: output is deterministic for given rows and options (the
// confirmed column lists columns in table order, then other names sorted);
// a row is written in full before WriteRow returns; nothing is written
// after Close.
package table
