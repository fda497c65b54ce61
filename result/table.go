package result

// TableRow is one row of a reference table: the figures of one board size,
// each confirmed by the witnesses Confirmed names. The figures of an
// interrupted row are null; its Seconds is how long it ran.
type TableRow struct {
	// N is the board size.
	N int `json:"n"`
	// Total is the number of solutions.
	Total Figure `json:"total"`
	// Classes is the number of classes under the 8 symmetries.
	Classes Figure `json:"classes"`
	// Fix90 counts the solutions the quarter turn fixes.
	Fix90 Figure `json:"fix90"`
	// Fix180 counts the solutions the half turn fixes.
	Fix180 Figure `json:"fix180"`
	// Orbits splits Classes by orbit size; null when not computed.
	Orbits *Orbits `json:"orbits"`
	// First is the lexicographically first solution, 1-based columns
	// separated by spaces; null when there is none or it is unknown.
	First *string `json:"first"`
	// Last is the lexicographically last solution, as First.
	Last *string `json:"last"`
	// Confirmed maps a figure's name to the witnesses that confirmed its
	// value, joined by "+" and sorted ("count+dfs+sat").
	Confirmed map[string]string `json:"confirmed"`
	// Seconds is the time spent on the row; absent with --no-seconds.
	Seconds *float64 `json:"seconds,omitempty"`
	// Complete is false for an interrupted row.
	Complete bool `json:"complete"`
}
