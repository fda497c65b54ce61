package audit

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"iter"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/compare"
)

// Options configure an audit.
type Options struct {
	// Format is the layout of the output; Auto detects it.
	Format Format
	// MaxFindings caps how many findings Report.Findings keeps: the first
	// ones in line order. 0 keeps none; a negative value keeps them all
	// (memory then grows with the number of findings). Every finding is
	// counted by kind whatever the cap.
	MaxFindings int
	// MaxLine is the longest line accepted, in bytes without the line
	// ending; 0 means DefaultMaxLine.
	MaxLine int
	// Total returns Q(n). The P1219 format needs it; when it is nil the
	// reference is counted.
	Total func() (int64, error)
}

// missingShown is how many missing solutions a report names.
const missingShown = 5

// p1219Shown is how many solutions the P1219 answer lists.
const p1219Shown = 3

// Report is the outcome of an audit.
type Report struct {
	// N is the board size audited.
	N int
	// Format is the format audited; Detected is true when it was detected.
	Format   Format
	Detected bool
	// Base is how the columns were read: 1 or 0. BaseLine is the line the
	// base was detected from; 0 when no line showed it and the format's
	// base was assumed.
	Base     int
	BaseLine int64
	// Lines is the number of input lines.
	Lines int64
	// Solutions is the number of distinct valid solutions read.
	Solutions int64
	// Expected is Q(n) according to the reference.
	Expected int64
	// Missing is the number of solutions the output should hold and lacks:
	// in the P1219 format, among the first three.
	Missing int64
	// Findings holds the first findings in line order, at most
	// Options.MaxFindings of them; those about the whole input come last.
	Findings []Finding
	// OrderNote says what order the solutions follow when it is not
	// lexicographic; empty otherwise.
	OrderNote string

	counts [numKinds]int64
}

// Count returns the number of findings of kind k, listed or not.
func (r *Report) Count(k Kind) int64 {
	if k < 0 || k >= numKinds {
		return 0
	}
	return r.counts[k]
}

// Total returns the number of findings of every kind.
func (r *Report) Total() int64 {
	var t int64
	for _, c := range r.counts {
		t += c
	}
	return t
}

// Clean reports whether the audit found nothing.
func (r *Report) Clean() bool { return r.Total() == 0 }

// Output audits the output of another program, read from r, for board size
// n. ref must yield every solution of size n in strictly increasing
// lexicographic order, and may be iterated more than once; the solutions it
// yields may be reused by it, as the audit copies what it keeps. Output
// returns a *ReadError when r fails, and an error when n is out of range or
// the reference is faulty.
func Output(r io.Reader, n int, ref iter.Seq[board.Solution], opt Options) (*Report, error) {
	if n < 1 || n > board.MaxN {
		return nil, fmt.Errorf("n = %d is outside 1..%d", n, board.MaxN)
	}
	if opt.MaxLine <= 0 {
		opt.MaxLine = DefaultMaxLine
	}
	a := &auditor{
		n:       n,
		opt:     opt,
		ref:     ref,
		rep:     &Report{N: n, Format: opt.Format},
		seen:    map[string]entry{},
		strAsc:  true,
		numDesc: true,
		strDesc: true,
	}
	lr := newLineReader(r, opt.MaxLine)
	var ahead []line
	if a.rep.Format == Auto {
		var err error
		if ahead, err = a.detect(lr); err != nil {
			return nil, err
		}
	}
	a.base = a.rep.Format.base()
	a.rep.Base = a.base
	if a.rep.Format == P1219 {
		if err := a.startP1219(); err != nil {
			return nil, err
		}
	}
	for _, l := range ahead {
		a.process(l)
	}
	for {
		l, err := lr.next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, err
		}
		a.process(l)
	}
	if err := a.finish(); err != nil {
		return nil, err
	}
	return a.rep, nil
}

// entry is what the audit remembers of a distinct valid solution.
type entry struct {
	line    int64 // where it first appeared
	matched bool  // found in the reference
}

type auditor struct {
	n   int
	opt Options
	ref iter.Seq[board.Solution]
	rep *Report

	base int

	seen map[string]entry

	// The previous distinct valid solution, for the order checks, and the
	// orders the solutions have followed so far.
	prev                     board.Solution
	prevText                 string
	prevLine                 int64
	strAsc, numDesc, strDesc bool
	orderExample             string

	// The total line.
	totalSeen    bool
	totalLine    int64
	totalValue   int64
	totalNumber  bool // totalValue holds a number to check against Q(n)
	pendingTotal bool // Lines: a one-number line that is the total if nothing follows

	// P1219: the first solutions in lexicographic order, Q(n), and how many
	// solution lines were read.
	first         []board.Solution
	solutionLines int
}

// add records a finding, keeping the first MaxFindings in line order.
func (a *auditor) add(line int64, k Kind, detail string) {
	a.rep.counts[k]++
	f := Finding{Line: line, Kind: k, Detail: detail}
	keep := a.opt.MaxFindings
	if keep == 0 {
		return
	}
	key := func(f Finding) int64 {
		if f.Line == 0 {
			return math.MaxInt64
		}
		return f.Line
	}
	fs := a.rep.Findings
	// Findings mostly arrive in line order; the few that do not (the total
	// of a listing, checked at the end) are inserted in place.
	i := sort.Search(len(fs), func(i int) bool { return key(fs[i]) > key(f) })
	if keep > 0 && len(fs) >= keep {
		if i >= len(fs) {
			return
		}
		fs = fs[:len(fs)-1]
	}
	a.rep.Findings = slices.Insert(fs, i, f)
}

// detect reads up to five lines and picks the format: coords when the
// first line that is not blank starts with "(" or "The total"; p1219 when
// the input has at most four lines and the last one that is not blank holds
// one token (for n = 1 the answer "1", "1" must have exactly two lines);
// lines otherwise. It returns the lines read, to be audited.
func (a *auditor) detect(lr *lineReader) ([]line, error) {
	var ahead []line
	eof := false
	for len(ahead) < 5 {
		l, err := lr.next()
		if err == io.EOF {
			eof = true
			break
		}
		if err != nil {
			return nil, err
		}
		l.text = bytes.Clone(l.text)
		ahead = append(ahead, l)
	}
	a.rep.Detected = true
	a.rep.Format = Lines
	var nonBlank []line
	for _, l := range ahead {
		if l.tooLong || len(bytes.TrimSpace(l.text)) > 0 {
			nonBlank = append(nonBlank, l)
		}
	}
	if len(nonBlank) > 0 && !nonBlank[0].tooLong {
		t := bytes.TrimSpace(nonBlank[0].text)
		if t[0] == '(' || bytes.HasPrefix(t, coordsTotalPrefix) {
			a.rep.Format = Coords
			return ahead, nil
		}
	}
	if eof && len(ahead) <= 4 && len(nonBlank) > 0 {
		last := nonBlank[len(nonBlank)-1]
		if !last.tooLong && len(bytes.Fields(last.text)) == 1 && (a.n > 1 || len(nonBlank) == 2) {
			a.rep.Format = P1219
		}
	}
	return ahead, nil
}

// startP1219 takes the first solutions from the reference and Q(n).
func (a *auditor) startP1219() error {
	var prev board.Solution
	for s := range a.ref {
		if err := a.checkRef(prev, s); err != nil {
			return err
		}
		prev = s.Clone()
		a.first = append(a.first, prev)
		if len(a.first) == p1219Shown {
			break
		}
	}
	if a.opt.Total != nil {
		q, err := a.opt.Total()
		if err != nil {
			return fmt.Errorf("counting the solutions: %w", err)
		}
		a.rep.Expected = q
		return nil
	}
	q, err := a.walkRef(nil)
	a.rep.Expected = q
	return err
}

// checkRef checks that s can follow prev in the reference.
func (a *auditor) checkRef(prev, s board.Solution) error {
	if len(s) != a.n {
		return fmt.Errorf("faulty reference: solution %v has %d columns, want %d", s, len(s), a.n)
	}
	if prev != nil && board.Compare(prev, s) >= 0 {
		return fmt.Errorf("faulty reference: %v does not come after %v in lexicographic order", s, prev)
	}
	return nil
}

// walkRef iterates the whole reference, checks its order, calls visit (if
// not nil) with each solution, and returns how many there are.
func (a *auditor) walkRef(visit func(board.Solution)) (int64, error) {
	var prev board.Solution
	var q int64
	for s := range a.ref {
		if err := a.checkRef(prev, s); err != nil {
			return q, err
		}
		prev = append(prev[:0], s...)
		q++
		if visit != nil {
			visit(s)
		}
	}
	return q, nil
}

// process audits one line.
func (a *auditor) process(l line) {
	a.rep.Lines = l.no
	if a.totalSeen {
		what := quote(bytes.TrimSpace(l.text))
		switch {
		case l.tooLong:
			what = fmt.Sprintf("a line of %d bytes", l.length)
		case len(bytes.TrimSpace(l.text)) == 0:
			what = "an empty line"
		}
		a.add(l.no, AfterTotal, fmt.Sprintf("%s follows the total on line %d", what, a.totalLine))
		return
	}
	if l.tooLong {
		a.add(l.no, LineTooLong, fmt.Sprintf("%d bytes, more than the limit of %d; skipped", l.length, a.opt.MaxLine))
		return
	}
	text := bytes.TrimSpace(l.text)
	if len(text) == 0 {
		a.add(l.no, BlankLine, "an empty line")
		return
	}
	switch a.rep.Format {
	case Coords:
		a.coordsLine(l.no, text)
	case P1219:
		a.p1219Line(l.no, text)
	default:
		a.linesLine(l.no, text)
	}
}

func (a *auditor) coordsLine(no int64, text []byte) {
	if bytes.HasPrefix(text, coordsTotalPrefix) {
		a.totalSeen, a.totalLine, a.totalNumber = true, no, false
		m := totalLine.FindSubmatch(text)
		if m == nil {
			a.add(no, WrongTotal, fmt.Sprintf("%s is not of the form \"The total of %d Queen's solutions:X\"", quote(text), a.n))
			return
		}
		if nn, err := strconv.Atoi(string(m[1])); err != nil || nn != a.n {
			a.add(no, WrongTotal, fmt.Sprintf("the total line names board size %s, the audit is for n = %d", m[1], a.n))
			return
		}
		v, err := strconv.ParseInt(string(m[2]), 10, 64)
		if err != nil {
			v = math.MaxInt64
		}
		a.totalValue, a.totalNumber = v, true // checked at the end, against Q(n)
		return
	}
	vals, err := parseCoords(text)
	if err != nil {
		a.add(no, Unparsable, err.Error())
		return
	}
	if len(vals) != 2*a.n {
		a.add(no, WrongLength, fmt.Sprintf("%d pairs, want %d", len(vals)/2, a.n))
		return
	}
	a.solution(no, string(text), vals, true)
}

func (a *auditor) linesLine(no int64, text []byte) {
	vals, toks, bad := parseColumns(text)
	a.flushPendingTotal()
	if bad < 0 && len(vals) == 1 && a.n > 1 {
		// A lone number: the total if it is the last line.
		a.pendingTotal, a.totalLine, a.totalValue, a.totalNumber = true, no, int64(vals[0]), true
		return
	}
	a.columnsLine(no, vals, toks, bad)
}

// columnsLine audits a solution line of the lines or p1219 format, as
// parseColumns read it.
func (a *auditor) columnsLine(no int64, vals []int, toks [][]byte, bad int) {
	if bad >= 0 {
		a.add(no, Unparsable, fmt.Sprintf("column %d: %s is not a whole number", bad+1, quote(toks[bad])))
		return
	}
	if len(vals) != a.n {
		a.add(no, WrongLength, fmt.Sprintf("%d columns, want %d", len(vals), a.n))
		return
	}
	a.solution(no, string(bytes.Join(toks, []byte(" "))), vals, false)
}

// flushPendingTotal reports a lone number followed by more lines: not a
// total, but a line with one column.
func (a *auditor) flushPendingTotal() {
	if a.pendingTotal {
		a.pendingTotal = false
		a.add(a.totalLine, WrongLength, fmt.Sprintf("1 column, want %d (a total must be the last line)", a.n))
	}
}

func (a *auditor) p1219Line(no int64, text []byte) {
	toks := bytes.Fields(text)
	if a.solutionLines >= len(a.first) || (len(toks) == 1 && a.n > 1) {
		a.totalSeen, a.totalLine = true, no
		q := a.rep.Expected
		switch v, ok := number(toks[0]); {
		case len(toks) != 1:
			a.add(no, WrongTotal, fmt.Sprintf("%s where the total %d belongs: the answer lists only the first %d solutions", quote(text), q, len(a.first)))
		case !ok:
			a.add(no, WrongTotal, fmt.Sprintf("%s is not a number; the total is %d", quote(toks[0]), q))
		case int64(v) != q:
			a.add(no, WrongTotal, fmt.Sprintf("the total is %d, not %s", q, toks[0]))
		}
		return
	}
	a.solutionLines++
	vals, toks, bad := parseColumns(text)
	a.columnsLine(no, vals, toks, bad)
}

// solution audits a line of n columns (or n pairs when coords is true),
// written as text: base, range, validity, duplicates and order.
func (a *auditor) solution(no int64, text string, vals []int, coords bool) {
	if a.rep.BaseLine == 0 {
		a.detectBase(no, vals)
	}
	lo, hi := a.base, a.base+a.n-1
	for i, v := range vals {
		if v >= lo && v <= hi {
			continue
		}
		what := fmt.Sprintf("column %d", i+1)
		if coords {
			what = fmt.Sprintf("the %s of pair %d", [2]string{"row", "column"}[i%2], i/2+1)
		}
		a.add(no, OutOfRange, fmt.Sprintf("%s is %s, outside %d..%d", what, valueText(v), lo, hi))
		return
	}
	p := make(board.Placement, 0, a.n)
	if coords {
		for i := 0; i < len(vals); i += 2 {
			p = append(p, board.Cell{Row: vals[i] - a.base, Col: vals[i+1] - a.base})
		}
		slices.SortFunc(p, func(x, y board.Cell) int {
			if x.Row != y.Row {
				return x.Row - y.Row
			}
			return x.Col - y.Col
		})
	} else {
		for r, v := range vals {
			p = append(p, board.Cell{Row: r, Col: v - a.base})
		}
	}
	if err := compare.Valid(a.n, p); err != nil {
		counted := ""
		if a.base == 0 {
			counted = " (rows and columns counted from 1)"
		}
		a.add(no, Invalid, fmt.Sprintf("%q is not a solution: %v%s", text, err, counted))
		return
	}
	s, _ := p.Solution(a.n)
	key := s.Key()
	if e, ok := a.seen[key]; ok {
		a.add(no, Duplicate, fmt.Sprintf("%q was listed first on line %d", text, e.line))
		return
	}
	a.seen[key] = entry{line: no}
	a.rep.Solutions++
	if a.rep.Format == P1219 {
		i := a.solutionLines - 1
		if board.Compare(s, a.first[i]) != 0 {
			a.add(no, NotFirstThree, fmt.Sprintf("%q is not the %s solution in lexicographic order; %q is",
				text, ordinal(i+1), a.format(a.first[i])))
		}
		return
	}
	if a.prev != nil {
		c := board.Compare(s, a.prev)
		if c < 0 {
			a.add(no, Order, fmt.Sprintf("%q comes after %q (line %d), which it precedes in lexicographic order",
				text, a.prevText, a.prevLine))
			if a.orderExample == "" {
				x, y := distinguish(a.prevText, text)
				a.orderExample = fmt.Sprintf("%q precedes %q", x, y)
			}
		}
		a.numDesc = a.numDesc && c < 0
		a.strAsc = a.strAsc && text > a.prevText
		a.strDesc = a.strDesc && text < a.prevText
	}
	a.prev, a.prevText, a.prevLine = s, text, no
}

// detectBase learns the column base from a line of n columns (or pairs):
// one that holds 0 and not n is 0-based, one that holds n and not 0 is
// 1-based. A base other than the format's is a finding.
func (a *auditor) detectBase(no int64, vals []int) {
	has0, hasN := slices.Contains(vals, 0), slices.Contains(vals, a.n)
	var base int
	switch {
	case has0 && !hasN:
		base = 0
	case hasN && !has0:
		base = 1
	default:
		return
	}
	a.base, a.rep.Base, a.rep.BaseLine = base, base, no
	if want := a.rep.Format.base(); base != want {
		what, v := "columns", a.n
		if a.rep.Format == Coords {
			what = "coordinates"
		}
		if base == 0 {
			v = 0
		}
		a.add(no, WrongBase, fmt.Sprintf("the %s are %d-based (this line holds %d); the %s format is %d-based; the audit reads them as %d-based",
			what, base, v, a.rep.Format, want, base))
	}
}

// finish checks what only the whole input tells: missing solutions, the
// total, the order followed.
func (a *auditor) finish() error {
	if a.rep.Format == P1219 {
		a.finishP1219()
		return nil
	}
	var missing []board.Solution
	q, err := a.walkRef(func(s board.Solution) {
		key := s.Key()
		if e, ok := a.seen[key]; ok {
			e.matched = true
			a.seen[key] = e
			return
		}
		a.rep.Missing++
		if len(missing) < missingShown {
			missing = append(missing, s.Clone())
		}
	})
	if err != nil {
		return err
	}
	a.rep.Expected = q
	var unknown []int64
	for _, e := range a.seen {
		if !e.matched {
			unknown = append(unknown, e.line)
		}
	}
	slices.Sort(unknown)
	for _, line := range unknown {
		a.add(line, NotInReference, "a valid solution that the reference does not list")
	}
	if a.pendingTotal {
		a.totalSeen = true
	}
	switch {
	case a.totalSeen && a.totalNumber && a.totalValue != q:
		detail := fmt.Sprintf("the total line says %d, but Q(%d) = %d", a.totalValue, a.n, q)
		if a.totalValue == a.rep.Solutions && q != a.rep.Solutions {
			detail += fmt.Sprintf(" (it counts the %d solutions listed)", a.rep.Solutions)
		}
		a.add(a.totalLine, WrongTotal, detail)
	case !a.totalSeen && a.rep.Format == Coords:
		a.add(0, NoTotal, fmt.Sprintf("no line \"The total of %d Queen's solutions:%d\"", a.n, q))
	}
	if a.rep.Missing > 0 {
		verb := "are"
		if a.rep.Missing == 1 {
			verb = "is"
		}
		a.add(0, Missing, fmt.Sprintf("%d of the %d solutions %s not listed; %s", a.rep.Missing, q, verb, a.listFirst(missing)))
	}
	a.noteOrder()
	return nil
}

func (a *auditor) finishP1219() {
	want := len(a.first)
	if a.solutionLines < want {
		var missing []board.Solution
		for _, s := range a.first {
			if _, ok := a.seen[s.Key()]; !ok {
				missing = append(missing, s)
			}
		}
		a.rep.Missing = int64(len(missing))
		a.add(0, Missing, fmt.Sprintf("%d %s, want %d; %s", a.solutionLines, plural(int64(a.solutionLines), "solution line"), want, a.listFirst(missing)))
	}
	if !a.totalSeen {
		a.add(0, NoTotal, fmt.Sprintf("no total line: the answer ends with Q(%d) = %d", a.n, a.rep.Expected))
	}
}

// listFirst names the first missing solutions.
func (a *auditor) listFirst(missing []board.Solution) string {
	if len(missing) == 0 {
		return "none of them is absent: some lines hold other solutions"
	}
	parts := make([]string, len(missing))
	for i, s := range missing {
		parts[i] = strconv.Quote(a.format(s))
	}
	label := "missing"
	if int64(len(missing)) < a.rep.Missing {
		label = fmt.Sprintf("the first %d missing in lexicographic order", len(missing))
	}
	return label + ": " + strings.Join(parts, ", ")
}

// noteOrder says what order the solutions follow when it is not
// lexicographic, and adds it to the first order finding when it is kept.
// Order findings arrive in line order and the cap drops the last findings
// in line order, so the first one kept, if any, is the first one found.
func (a *auditor) noteOrder() {
	if a.rep.counts[Order] == 0 {
		return
	}
	var note string
	switch {
	case a.strAsc:
		note = "the lines are sorted as strings instead, so that " + a.orderExample
	case a.numDesc:
		note = "the solutions come in decreasing lexicographic order"
	case a.strDesc:
		note = "the lines are sorted as strings in decreasing order"
	default:
		note = "the solutions follow no recognised order (lexicographic or string, increasing or decreasing)"
	}
	a.rep.OrderNote = note
	if i := slices.IndexFunc(a.rep.Findings, func(f Finding) bool { return f.Kind == Order }); i >= 0 {
		a.rep.Findings[i].Detail += "; " + note
	}
}

// format writes s as the audited output would, in the base detected.
func (a *auditor) format(s board.Solution) string {
	var b strings.Builder
	for r, c := range s {
		if r > 0 {
			b.WriteByte(' ')
		}
		if a.rep.Format == Coords {
			fmt.Fprintf(&b, "(%d %d)", r+a.base, c+a.base)
		} else {
			b.WriteString(strconv.Itoa(c + a.base))
		}
	}
	return b.String()
}

// distinguish shortens two solution lines to their first differing token,
// marking the cut with "...": "1 10 ..." and "1 2 ...".
func distinguish(x, y string) (string, string) {
	xs, ys := strings.Fields(x), strings.Fields(y)
	i := 0
	for i < len(xs) && i < len(ys) && xs[i] == ys[i] {
		i++
	}
	cut := func(fs []string) string {
		if i+1 >= len(fs) {
			return strings.Join(fs, " ")
		}
		return strings.Join(fs[:i+1], " ") + " ..."
	}
	return cut(xs), cut(ys)
}

func valueText(v int) string {
	switch v {
	case math.MaxInt:
		return "a number too large"
	case math.MinInt:
		return "a number too small"
	}
	return strconv.Itoa(v)
}

func ordinal(i int) string {
	switch i {
	case 1:
		return "1st"
	case 2:
		return "2nd"
	case 3:
		return "3rd"
	}
	return strconv.Itoa(i) + "th"
}

// WriteText writes r for people: a header with the format and the column
// base, the findings kept, and a summary that counts every finding by kind.
func (r *Report) WriteText(w io.Writer) error {
	var b strings.Builder
	how := "given"
	if r.Detected {
		how = "detected"
	}
	baseHow := "assumed: no line showed it"
	if r.BaseLine > 0 {
		baseHow = fmt.Sprintf("detected from line %d", r.BaseLine)
	}
	fmt.Fprintf(&b, "audit: n = %d, format %s (%s), columns %d-based (%s)\n", r.N, r.Format, how, r.Base, baseHow)
	for _, f := range r.Findings {
		fmt.Fprintf(&b, "%s\n", f)
	}
	if more := r.Total() - int64(len(r.Findings)); more > 0 {
		fmt.Fprintf(&b, "... %d more findings not listed (the limit is %d)\n", more, len(r.Findings))
	}
	fmt.Fprintf(&b, "summary: %d %s, %d distinct valid %s", r.Lines, plural(r.Lines, "line"), r.Solutions, plural(r.Solutions, "solution"))
	if r.Format == P1219 {
		fmt.Fprintf(&b, ", Q(%d) = %d", r.N, r.Expected)
	} else {
		fmt.Fprintf(&b, " of Q(%d) = %d, %d missing", r.N, r.Expected, r.Missing)
	}
	if r.Clean() {
		b.WriteString("; no finding\n")
	} else {
		fmt.Fprintf(&b, "; %d %s\n", r.Total(), plural(r.Total(), "finding"))
		for _, k := range Kinds() {
			if c := r.Count(k); c > 0 {
				fmt.Fprintf(&b, "  %-38s %d\n", k.String()+":", c)
			}
		}
		if r.OrderNote != "" {
			fmt.Fprintf(&b, "order: %s\n", r.OrderNote)
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func plural(n int64, word string) string {
	if n == 1 {
		return word
	}
	return word + "s"
}

// IsReadError reports whether err is a *ReadError.
func IsReadError(err error) bool {
	var re *ReadError
	return errors.As(err, &re)
}
