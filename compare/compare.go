package compare

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/result"
)

// Witness is what one method produced for one board size.
type Witness struct {
	// Name identifies the witness in reports ("dfs", "sat", ...).
	Name string
	// Ordered requires the boards to come in strictly increasing
	// lexicographic order.
	Ordered bool
	// Boards holds every board the method produced, in its order.
	Boards []board.Placement
}

// Orbits counts symmetry classes by orbit size.
type Orbits struct {
	Eight int `json:"8"` // classes without symmetry
	Four  int `json:"4"` // classes symmetric under the 180° rotation only
	Two   int `json:"2"` // classes symmetric under the 90° rotation
	One   int `json:"1"` // classes fixed by every symmetry (n = 1)
}

// String formats o as "8:11 4:1 2:0 1:0".
func (o Orbits) String() string {
	return fmt.Sprintf("8:%d 4:%d 2:%d 1:%d", o.Eight, o.Four, o.Two, o.One)
}

// Summary describes one witness's boards.
type Summary struct {
	Name string `json:"-"`
	// Count is the number of boards received, duplicates and invalid ones
	// included.
	Count int `json:"count"`
	// Distinct is the number of different boards received.
	Distinct int `json:"distinct"`
	// Duplicates is Count minus Distinct.
	Duplicates int `json:"duplicates"`
	// Invalid is the number of received boards that are not solutions.
	Invalid int `json:"invalid"`
	// Classes is the number of symmetry classes among the distinct valid
	// boards.
	Classes int `json:"classes"`
	// Orbits splits Classes by orbit size.
	Orbits Orbits `json:"orbits"`
}

// Check is the outcome of one check; it is result.Check, so that reports
// carry compare's checks as they are.
type Check = result.Check

// Verdict is the overall outcome of a report.
type Verdict int

const (
	// Agree means every check passed.
	Agree Verdict = iota
	// Mismatch means at least one check failed.
	Mismatch
)

// String returns "agree" or "MISMATCH".
func (v Verdict) String() string {
	if v == Agree {
		return "agree"
	}
	return "MISMATCH"
}

// Report is the result of comparing witnesses for one board size.
type Report struct {
	N         int
	Witnesses []Summary
	Checks    []Check
}

// Verdict returns Agree when every check passed.
func (r *Report) Verdict() Verdict {
	for _, c := range r.Checks {
		if !c.OK {
			return Mismatch
		}
	}
	return Agree
}

// Failures returns the checks that failed, in report order.
func (r *Report) Failures() []Check {
	var out []Check
	for _, c := range r.Checks {
		if !c.OK {
			out = append(out, c)
		}
	}
	return out
}

// Add appends a check to r. Callers use it to add checks of their own,
// such as a comparison with reference values.
func (r *Report) Add(c Check) {
	r.Checks = append(r.Checks, c)
}

// analysis is what Witnesses learns of one witness.
type analysis struct {
	w      Witness
	sum    Summary
	sorted []board.Solution // distinct valid solutions, sorted
	canon  []board.Solution // canonical forms of the classes, sorted
	checks []Check
}

// Witnesses checks each witness on its own (validity, duplicates, order),
// then every pair against each other (count, set, classes), and returns the
// report for board size n.
func Witnesses(n int, ws ...Witness) *Report {
	r := &Report{N: n}
	as := make([]*analysis, len(ws))
	for i, w := range ws {
		as[i] = analyze(n, w)
		r.Witnesses = append(r.Witnesses, as[i].sum)
		r.Checks = append(r.Checks, as[i].checks...)
	}
	for i := 0; i < len(as); i++ {
		for j := i + 1; j < len(as); j++ {
			r.Checks = append(r.Checks, pair(as[i], as[j])...)
		}
	}
	return r
}

func analyze(n int, w Witness) *analysis {
	a := &analysis{w: w, sum: Summary{Name: w.Name, Count: len(w.Boards)}}
	valid := Check{Name: "valid", Witnesses: w.Name, OK: true}
	distinct := Check{Name: "distinct", Witnesses: w.Name, OK: true}
	order := Check{Name: "order", Witnesses: w.Name, OK: true}

	type seen struct {
		first int // arrival index of the first copy
		times int
	}
	byKey := make(map[string]*seen, len(w.Boards))
	var dupKeys []string // keys with more than one copy, by first arrival
	var prev board.Solution
	var solutions []board.Solution
	for i, p := range w.Boards {
		key := placementKey(p)
		if s, ok := byKey[key]; ok {
			s.times++
			if s.times == 2 {
				dupKeys = append(dupKeys, key)
			}
		} else {
			byKey[key] = &seen{first: i, times: 1}
		}
		if err := Valid(n, p); err != nil {
			a.sum.Invalid++
			if valid.OK {
				valid.OK = false
				valid.Detail = fmt.Sprintf("%s board #%d %s is not a solution: %v", w.Name, i+1, Describe(n, p), err)
			}
			continue
		}
		s, _ := p.Solution(n)
		if w.Ordered && prev != nil && order.OK && board.Compare(s, prev) <= 0 {
			order.OK = false
			order.Detail = fmt.Sprintf("%s solution #%d (%v) does not come after #%d (%v) in lexicographic order", w.Name, i+1, s, i, prev)
		}
		prev = s
		if byKey[key].times == 1 {
			solutions = append(solutions, s)
		}
	}
	a.sum.Distinct = len(byKey)
	a.sum.Duplicates = a.sum.Count - a.sum.Distinct
	if valid.OK {
		valid.Detail = ""
	} else {
		valid.Detail = fmt.Sprintf("%d of %d boards are not solutions; first: %s", a.sum.Invalid, a.sum.Count, valid.Detail)
	}
	if len(dupKeys) > 0 {
		distinct.OK = false
		first := byKey[dupKeys[0]]
		distinct.Detail = fmt.Sprintf("%d duplicate boards; first: %s board %s came %d times, first as #%d",
			a.sum.Duplicates, w.Name, Describe(n, w.Boards[first.first]), first.times, first.first+1)
	}
	slices.SortFunc(solutions, board.Compare)
	a.sorted = solutions
	// A class counts once whichever of its members the witness produced.
	classes := map[string]bool{}
	for _, s := range solutions {
		c, orbit := board.Canonical(s)
		if classes[c.Key()] {
			continue
		}
		classes[c.Key()] = true
		a.canon = append(a.canon, c)
		switch orbit {
		case 8:
			a.sum.Orbits.Eight++
		case 4:
			a.sum.Orbits.Four++
		case 2:
			a.sum.Orbits.Two++
		case 1:
			a.sum.Orbits.One++
		}
	}
	slices.SortFunc(a.canon, board.Compare)
	a.sum.Classes = len(a.canon)
	a.checks = []Check{valid, distinct}
	if w.Ordered {
		a.checks = append(a.checks, order)
	}
	return a
}

func pair(a, b *analysis) []Check {
	names := a.w.Name + "/" + b.w.Name
	count := Check{Name: "count", Witnesses: names, OK: a.sum.Count == b.sum.Count}
	if !count.OK {
		count.Detail = fmt.Sprintf("%s has %d boards, %s has %d", a.w.Name, a.sum.Count, b.w.Name, b.sum.Count)
	}
	set := Sets(a.w.Name, a.sorted, b.w.Name, b.sorted)
	classes := Check{Name: "classes", Witnesses: names,
		OK: a.sum.Classes == b.sum.Classes && a.sum.Orbits == b.sum.Orbits}
	if !classes.OK {
		classes.Detail = fmt.Sprintf("%s has %d classes (orbits %v), %s has %d (orbits %v)",
			a.w.Name, a.sum.Classes, a.sum.Orbits, b.w.Name, b.sum.Classes, b.sum.Orbits)
	}
	return []Check{count, set, classes}
}

// Sets compares two sorted lists of distinct solutions element by element.
// On a difference its detail names the first solution, in lexicographic
// order, that one list has and the other lacks, and how many each lacks.
func Sets(nameA string, a []board.Solution, nameB string, b []board.Solution) Check {
	c := Check{Name: "set", Witnesses: nameA + "/" + nameB, OK: true}
	var first string
	onlyA, onlyB := 0, 0
	i, j := 0, 0
	for i < len(a) || j < len(b) {
		var d int
		switch {
		case i == len(a):
			d = 1
		case j == len(b):
			d = -1
		default:
			d = board.Compare(a[i], b[j])
		}
		switch {
		case d == 0:
			i++
			j++
		case d < 0:
			if first == "" {
				first = fmt.Sprintf("%s has %v, %s lacks it", nameA, a[i], nameB)
			}
			onlyA++
			i++
		default:
			if first == "" {
				first = fmt.Sprintf("%s has %v, %s lacks it", nameB, b[j], nameA)
			}
			onlyB++
			j++
		}
	}
	if first != "" {
		c.OK = false
		c.Detail = fmt.Sprintf("first difference: %s (%d only in %s, %d only in %s)", first, onlyA, nameA, onlyB, nameB)
	}
	return c
}

func placementKey(p board.Placement) string {
	b := make([]byte, 0, 6*len(p))
	for _, c := range p {
		b = strconv.AppendInt(b, int64(c.Row), 10)
		b = append(b, ',')
		b = strconv.AppendInt(b, int64(c.Col), 10)
		b = append(b, ';')
	}
	return string(b)
}

// Describe formats p for a report: as a solution's 1-based columns
// ("2 4 1 3") when it has one queen per row, else as its list of cells.
func Describe(n int, p board.Placement) string {
	if s, ok := p.Solution(n); ok {
		return s.String()
	}
	return "[" + p.String() + "]"
}
