// Package table computes and writes tables of N-Queens figures, one row per
// board size.
//
// Computing (row.go, sizes.go): Row runs the witnesses of one size, the
// counter of package dfs for the figures and, by the size's range, a run
// of package verify, an enumeration or the symmetric searches of dfs to
// confirm them; Sizes runs the rows of a list of sizes and holds them to
// reference values. Writing (table.go, output.go): the writers format
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
//	             ("total,classes:count+dfs fix90:dfs"; a JSON object)
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
