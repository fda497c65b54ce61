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
	// Witnesses are the two counters of every figure, which share no
	// counting code; the first's figures are the row's. Empty for an
	// interrupted row.
	Witnesses []TableWitness `json:"witnesses"`
	// Units says how the two counters were compared: unit by unit where
	// their plans have units in common, by their sums for the rest; null
	// for an interrupted row.
	Units *UnitComparison `json:"units"`
	// Published maps each figure that has a published value (OEIS, the
	// table of package reference) to whether the row's figure equals it;
	// null when the size has none.
	Published map[string]bool `json:"published"`
	// Seconds is the time spent on the row; absent with --no-seconds.
	Seconds *float64 `json:"seconds,omitempty"`
	// Complete is false for an interrupted row.
	Complete bool `json:"complete"`
}

// TableWitness is one counter of a table row and the evidence it gave.
type TableWitness struct {
	// Name is the counter's (the counting method's) name.
	Name string `json:"name"`
	// Plan identifies the plan it counted, as its result files name it.
	Plan PlanID `json:"plan"`
	// Code names the counting code it ran: its search for the total and
	// its search for the fixed solutions.
	Code []string `json:"code"`
	// Files is the number of result files merged into its figures; 0
	// when the row's run counted them itself.
	Files int `json:"files"`
	// Seconds is the time it took (for merged files, the sum of theirs);
	// absent with --no-seconds.
	Seconds *float64 `json:"seconds,omitempty"`
}

// UnitComparison is how a row's two counters were compared.
type UnitComparison struct {
	// Shared is the number of units the two plans have in common (the
	// same key, the same work): each is compared on its own.
	Shared int `json:"shared"`
	// Confirmed is the number of shared units both counted alike.
	Confirmed int `json:"confirmed"`
	// Conflicts are the keys of the shared units counted differently.
	Conflicts []string `json:"conflicts"`
	// Summed names the figures whose units cannot be mapped onto each
	// other's: those are compared by the plans' sums only.
	Summed []string `json:"summed"`
}
