package result

// Audit is one audit as audit --json prints it, one per input or, with
// --run, one per board size: a published contract
// (docs/schema/audit.json).
type Audit struct {
	// N is the board size audited.
	N int `json:"n"`
	// Input names the file audited ("-" for standard input); empty with
	// --run.
	Input string `json:"input,omitempty"`
	// Verdict is pass (no finding), fail (a finding) or incomplete
	// (stopped before the end with no finding in the part done).
	Verdict Verdict `json:"verdict"`
	// Complete is false when the audit stopped before its end.
	Complete bool `json:"complete"`
	// Format is the format read; Detected is true when it was detected.
	Format   string `json:"format"`
	Detected bool   `json:"detected"`
	// Shape says what a list or board input holds: "permutations",
	// "boards", "coords pairs"; empty otherwise.
	Shape string `json:"shape,omitempty"`
	// Base is how the columns were read (0 or 1); null for boards and
	// counts.
	Base *int `json:"base"`
	// BaseLine is the line the base was detected from; 0 when assumed.
	BaseLine int64 `json:"base_line"`
	// Queen and Empty are the board symbols read; empty when no board was.
	Queen string `json:"queen,omitempty"`
	Empty string `json:"empty,omitempty"`
	// Lines is the number of lines read.
	Lines int64 `json:"lines"`
	// Solutions is the number of distinct valid solutions read.
	Solutions int64 `json:"solutions"`
	// Expected is Q(n); null when the audit stopped before knowing it.
	Expected Figure `json:"expected"`
	// Missing is how many solutions the output lacks; null when not known.
	Missing Figure `json:"missing"`
	// FindingsTotal counts every finding, listed or not.
	FindingsTotal int64 `json:"findings_total"`
	// Counts counts the findings by kind, in the order of Kinds, kinds
	// with no finding left out.
	Counts []AuditKindCount `json:"counts"`
	// Findings lists the first findings, in line order.
	Findings []AuditFinding `json:"findings"`
	// OrderNote says what order the solutions follow when it is not
	// lexicographic.
	OrderNote string `json:"order_note,omitempty"`
	// DataLines counts the lines read as data; TextLines the text lines
	// skipped (headers, labels, sentences, separators), the first of
	// which is TextExample.
	DataLines   int64    `json:"data_lines"`
	TextLines   int64    `json:"text_lines"`
	TextExample *Excerpt `json:"text_example,omitempty"`
	// Prefixes counts the data lines a prose prefix was cut from, the
	// first of which is PrefixExample.
	Prefixes      int64    `json:"prefixes"`
	PrefixExample *Excerpt `json:"prefix_example,omitempty"`
	// Notations names the notations read besides the format's own:
	// "chess squares", "pairs", "objects", "boards side by side".
	Notations []string `json:"notations"`
	// Claims are the first totals stated in sentences, each checked;
	// ClaimsTotal counts them all.
	Claims      []Claim `json:"claims"`
	ClaimsTotal int64   `json:"claims_total"`
	// Order names the order the solutions follow ("lexicographic",
	// "reversed lexicographic", ..., "none"); empty with fewer than two.
	Order string `json:"order,omitempty"`
	// Classes is the number of symmetry classes, with --classes.
	Classes int64 `json:"classes,omitempty"`
	// Notes say what the audit could not decide and did not check, or
	// how else the input reads.
	Notes []string `json:"notes"`
	// Seconds is the time the audit (with --run, the program's run) took.
	Seconds float64 `json:"seconds"`
	// Run says how the program ended, with --run.
	Run *ProgramRun `json:"run,omitempty"`
}

// Excerpt is a line of the input, quoted.
type Excerpt struct {
	// Line is its 1-based number.
	Line int64 `json:"line"`
	// Text is the line, clipped.
	Text string `json:"text"`
}

// AuditKindCount is the number of findings of one kind.
type AuditKindCount struct {
	// Kind is the kind's ID ("wrong-total").
	Kind string `json:"kind"`
	// Count is the number of findings of the kind.
	Count int64 `json:"count"`
}

// AuditFinding is one finding of an audit.
type AuditFinding struct {
	// Line is the 1-based line; 0 for a finding about the whole input.
	Line int64 `json:"line"`
	// Kind is the kind's ID ("wrong-total").
	Kind string `json:"kind"`
	// Detail says what is wrong.
	Detail string `json:"detail"`
	// Queens are the queens read, as 0-based [row, col] pairs, when the
	// finding is about one solution.
	Queens [][2]int `json:"queens,omitempty"`
}

// ProgramRun says how a run of an audited program ended.
type ProgramRun struct {
	// Args are the program's arguments, the size put in.
	Args []string `json:"args"`
	// ExitCode is its exit status; -1 when a signal ended it.
	ExitCode int `json:"exit_code"`
	// Signal names the signal that ended it, if one did.
	Signal string `json:"signal,omitempty"`
	// TimedOut is true when it was killed at the time limit.
	TimedOut bool `json:"timed_out"`
	// Truncated is true when it was killed at the output cap.
	Truncated bool `json:"truncated"`
	// OutputBytes is how much it printed.
	OutputBytes int64 `json:"output_bytes"`
	// Stderr holds the end of its standard error.
	Stderr string `json:"stderr,omitempty"`
}

// Claim is a total stated in a sentence, checked against Q(n).
type Claim struct {
	// Line is where it was stated.
	Line int64 `json:"line"`
	// Value is the total stated; -1 when too large for any count.
	Value int64 `json:"value"`
	// Classes is true when the sentence counts the symmetry classes
	// ("unique", "fundamental"): it is checked against their number.
	Classes bool `json:"classes,omitempty"`
}
