// Package table computes and writes tables of N-Queens figures, one row per
// board size.
//
// Computing (row.go, counters.go, sizes.go): Row runs the witnesses of one
// size: two counters of every figure that share no counting code
// (countplan.Counter; the first's figures are the row's, the second's
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
// The column names are the same in every format, and the same as the
// keys of the JSON output of "nqcheck verify" where both have the figure
// ("total" and "classes"). The text formats write these columns, in this
// order:
//
//	n            board size
//	total        solutions (OEIS A000170)
//	classes      classes under the 8 symmetries of the square (A002562)
//	fix90        solutions unchanged by the quarter turn (A033148)
//	fix180       solutions unchanged by the half turn (A032522)
//	orbits_8     classes of 8 solutions: no symmetry
//	orbits_4     classes of 4 solutions: 180° but not 90° symmetry
//	orbits_2     classes of 2 solutions: 90° symmetry
//	orbits_1     classes of 1 solution (n = 1 only)
//	first, last  the lexicographically first and last solutions, 1-based
//	             ("2 4 1 3"); empty (JSON null) when there is none
//	confirmed    for each column, the witnesses that confirmed its value
//	             ("total,classes:join+frontier"; a JSON object)
//	witnesses    the two counters and their times ("join 0.281s,
//	             frontier 0.672s"; in JSON, each with its plan, code,
//	             files merged and seconds)
//	units        how the counters were compared: unit by unit, or by
//	             their sums where their units differ (a JSON object)
//	oeis         "equal", "differs: COLUMNS", or empty where there is
//	             no published value (JSON "published": figure → bool)
//	seconds      time spent on the row, three decimals (left out when
//	             Options.NoSeconds is set)
//	complete     false for a row whose computation was interrupted
//	note         why fields of a CSV or TSV row are empty: an interrupted
//	             row's figures, a size with no solution's first and last
//
// Markdown has no complete and no note column: an interrupted row's n
// reads "12 (incomplete)" and its empty fields read "-". JSON has no
// note, and holds the four orbits_ figures in one object, orbits, keyed
// "8", "4", "2" and "1".
//
// Invariants: output is deterministic for given rows and options (the
// confirmed column lists columns in table order, then other names sorted);
// a row is written in full before WriteRow returns; nothing is written
// after Close.
package table
