package audit

import (
	"context"
	"fmt"
	"iter"
	"slices"
	"strconv"
	"strings"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/compare"
	"github.com/nqcheck/nqcheck/internal/base/text"
)

// judge is the format-agnostic part of an audit: it takes the solutions
// the readers read and owns validity, distinctness, the missing
// solutions, the order, the symmetry classes, the totals and every
// finding. Nothing in it depends on how the output is written.
type judge struct {
	n   int
	opt Options
	// mapOnly remembers every solution instead of following the listing
	// against the reference (newAuditor).
	mapOnly bool
	ref     iter.Seq[board.Solution]
	rep     *Report
	ctx     context.Context

	seen map[string]entry

	// The previous distinct valid solution, for the order checks, and the
	// orders the solutions have followed so far.
	prev         board.Solution
	prevText     string
	prevLine     int64
	following    [numOrders]bool // the orders followed so far
	orderExample string

	// The total stated by the format's own total line.
	totalSeen   bool
	totalLine   int64
	totalValue  int64
	totalText   string // the total as written
	totalNumber bool   // totalValue holds a number to check against Q(n)

	merge     *merge // the listing followed against the reference
	finishing bool   // Finish is checking what the whole input tells

	// The sizes of the solutions of the wrong size read: other is the
	// size when they all had the same one, -1 when they differ.
	others, other int

	// The totals stated in sentences, to check against Q(n).
	claimCheck    []claimAt
	claimsDropped bool

	// The symmetry classes of the solutions read (their canonical keys
	// and first lines): all of them with --classes, else while few
	// solutions were read; classOverflow when no longer kept.
	classKeys     map[string]int64
	classOverflow bool

	// The first lines no reading could read as data (unparsable).
	unread []int64
	// numText are the first text lines that hold a number and are no
	// solution's heading, numTexts how many there were.
	numText  []int64
	numTexts int64
	// textTemplates are the words of the text lines with numbers read,
	// each with its first line, 0 once another line repeated them.
	textTemplates map[string]int64

	// Q(n), once counted.
	q     int64
	known bool

	// What the judge asks of the reading: to publish its score now and
	// then, and to write a solution as the output writes them.
	publish func()
	write   func(board.Solution) string
}

// startP1219 takes the first solutions from the reference.
func (a *Auditor) startP1219() error {
	var prev board.Solution
	for s := range a.ref {
		if err := a.checkRef(prev, s); err != nil {
			return err
		}
		prev = s.Clone()
		a.first = append(a.first, prev)
		if len(a.first) == P1219Shown {
			break
		}
	}
	return nil
}

// total returns Q(n), from Options.Total or by walking the reference.
func (a *judge) total() (int64, error) {
	if a.known {
		return a.q, nil
	}
	if a.opt.Total != nil {
		ctx := a.ctx
		if ctx == nil {
			ctx = context.Background()
		}
		if a.opt.Progress != nil {
			a.opt.Progress(Checking, 0)
		}
		q, err := a.opt.Total(ctx)
		if err != nil {
			return 0, fmt.Errorf("counting the solutions: %w", err)
		}
		return q, nil
	}
	return a.walkRef(nil)
}

// checkRef checks that s can follow prev in the reference.
func (a *judge) checkRef(prev, s board.Solution) error {
	if len(s) != a.n {
		return fmt.Errorf("faulty reference: solution %v has %d columns, want %d", s, len(s), a.n)
	}
	if prev != nil && board.Compare(prev, s) >= 0 {
		return fmt.Errorf("faulty reference: %v does not come after %v in lexicographic order", s, prev)
	}
	return nil
}

// walkRef iterates the whole reference, checks its order, calls visit (if
// not nil) with each solution, and returns how many there are. It stops
// with the context's error when the context ends.
func (a *judge) walkRef(visit func(board.Solution)) (int64, error) {
	var prev board.Solution
	var q int64
	var err error
	for s := range a.ref {
		if err = a.checkRef(prev, s); err != nil {
			return q, err
		}
		prev = append(prev[:0], s...)
		q++
		if visit != nil {
			visit(s)
		}
		if q%progressEvery == 0 {
			if err = a.tick(Checking, q); err != nil {
				return q, err
			}
		}
	}
	return q, nil
}

// process audits one line.

// The shapes of what a record holds.
const (
	shapePerm  = iota // n columns
	shapePairs        // n (row, col) pairs
	shapeGrid         // n 0-based columns read from a board's rows
)

// solution audits a record of n columns (or n pairs), written as text:
// base, range, validity, duplicates and order.
func (a *Auditor) solution(no int64, text string, vals []int, shape int) {
	if shape == shapePairs {
		a.tracePlaced(vals)
	}
	if shape != shapeGrid && a.rep.BaseLine == 0 {
		a.detectBase(no, vals)
	}
	base := a.base
	if shape == shapeGrid {
		base = 0
	}
	lo, hi := base, base+a.n-1
	for i, v := range vals {
		if v >= lo && v <= hi {
			continue
		}
		what := fmt.Sprintf("column %d", i+1)
		if shape == shapePairs {
			what = fmt.Sprintf("the %s of pair %d", [2]string{"row", "column"}[i%2], i/2+1)
		}
		a.add(no, OutOfRange, fmt.Sprintf("%s is %s, outside %d..%d", what, valueText(v), lo, hi))
		return
	}
	p := make(board.Placement, 0, a.n)
	if shape == shapePairs {
		for i := 0; i < len(vals); i += 2 {
			p = append(p, board.Cell{Row: vals[i] - base, Col: vals[i+1] - base})
		}
		slices.SortFunc(p, func(x, y board.Cell) int {
			if x.Row != y.Row {
				return x.Row - y.Row
			}
			return x.Col - y.Col
		})
	} else {
		for r, v := range vals {
			p = append(p, board.Cell{Row: r, Col: v - base})
		}
	}
	a.placement(no, text, p, base)
}

// placement audits the queens p read on line no as text: validity,
// duplicates and order.
func (a *Auditor) placement(no int64, text string, p board.Placement, base int) {
	a.records++
	if err := compare.Valid(a.n, p); err != nil {
		counted := ""
		if base == 0 {
			counted = " (rows and columns counted from 1)"
		}
		a.addQueens(no, Invalid, fmt.Sprintf("%q is not a solution: %v%s", text, err, counted), p)
		a.last.sol = nil
		return
	}
	s, _ := p.Solution(a.n)
	if !a.nota().traits().prefix && a.picture(s, a.drawn, no) {
		return
	}
	if a.classOf(no, text, s, p) {
		return
	}
	if a.opt.Classes {
		// Checked by class: the listing is not followed against the reference.
	} else if a.nota().traits().prefix || a.mapOnly || a.opt.Some {
		// A partial listing is not followed against the reference: the
		// solutions it shows may lie anywhere in it.
		key := s.Key()
		if e, ok := a.seen[key]; ok {
			a.addQueens(no, Duplicate, fmt.Sprintf("%q was listed first on line %d", text, e.line), p)
			return
		}
		a.seen[key] = entry{line: no}
	} else if dup, first := a.track(no, s); dup {
		if !a.keeps(no) {
			a.rep.counts[Duplicate]++ // counted, not kept: no detail to write
			return
		}
		a.addQueens(no, Duplicate, a.duplicateDetail(text, first), p)
		return
	}
	a.rep.Solutions++
	if a.nota().traits().prefix {
		i := a.solutionLines - 1
		if board.Compare(s, a.first[i]) != 0 {
			a.addQueens(no, NotFirstThree, fmt.Sprintf("%q is not the %s solution in lexicographic order; %q is",
				text, ordinal(i+1), a.format(a.first[i])), p)
		}
		return
	}
	if a.prev != nil {
		a.followOrder(no, text, s, p)
	}
	a.prev, a.prevText, a.prevLine = s.Clone(), text, no
}

// detectBase learns the column base from a line of n columns (or pairs):
// one that holds 0 and not n is 0-based, one that holds n and not 0 is
// 1-based. A base other than the one required is a finding.
func (a *Auditor) detectBase(no int64, vals []int) {
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
	if want := a.wantBase(); want >= 0 && base != want {
		what, v := "columns", a.n
		if a.nota().traits().coords {
			what = "coordinates"
		}
		if base == 0 {
			v = 0
		}
		by := fmt.Sprintf("the %s format is %d-based", a.rep.Format, want)
		if a.opt.Base != BaseAuto && a.nota().forcedBase() < 0 {
			by = fmt.Sprintf("--base %d was given", want)
		}
		a.add(no, WrongBase, fmt.Sprintf("the %s are %d-based (this line holds %d); %s; the audit reads them as %d-based",
			what, base, v, by, base))
	}
}

// flushPending ends what the end of the input ends: a board or a list
// left open.
func (a *Auditor) flushPending() {
	if a.nota().traits().endsBoard || len(a.grid.rows) > 0 {
		a.endBoard(0) // a board begun in a listing too: cut short
	}
	if a.list != nil {
		a.endList()
	}
}

// finish checks what only the whole input tells: missing solutions, the
// total, the order followed.
func (a *Auditor) finish() error { return a.nota().finish(a) }

// finishListing checks what only the whole input tells of a listing:
// missing solutions, the total, the order followed.
func (a *Auditor) finishListing() error {
	a.flushHeader()
	a.dropBareNumbers()
	if a.pendingTotal {
		a.totalSeen = true
	}
	if a.opt.Classes {
		return a.finishClasses()
	}
	if done, err := a.finishCounted(); done || err != nil {
		return err
	}
	var q int64
	var err error
	if a.merge != nil {
		var missing []board.Solution
		if q, missing, err = a.finishMerge(); err != nil {
			return err
		}
		a.rep.Expected = q
		a.listingEnd(q, missing)
		return nil
	}
	if len(a.seen) == 0 {
		// Nothing to match: every solution is missing. Count them (fast,
		// with the counter when there is one) and name the first few.
		if q, err = a.total(); err != nil {
			return err
		}
		a.rep.Missing = q
		a.rep.Expected = q
		var missing []board.Solution
		for s := range a.ref {
			if len(missing) == missingShown {
				break
			}
			missing = append(missing, s.Clone())
		}
		a.listingEnd(q, missing)
		return nil
	}
	var missing []board.Solution
	q, err = a.walkRef(func(s board.Solution) {
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
	a.notInReference()
	a.listingEnd(q, missing)
	return nil
}

// listingEnd adds the findings about a listing's total and its missing
// solutions, the first of which are missing.
func (a *Auditor) listingEnd(q int64, missing []board.Solution) {
	a.traceAlone()
	if a.unreadable(q) {
		a.rep.Unreadable = a.unreadableText()
		return
	}
	switch {
	case a.totalSeen && a.totalNumber && a.totalValue != q:
		detail := fmt.Sprintf("the total line says %s, but Q(%d) = %d", a.totalText, a.n, q)
		if a.totalValue == a.rep.Solutions && q != a.rep.Solutions {
			detail += fmt.Sprintf(" (it counts the %d solutions listed)", a.rep.Solutions)
		}
		a.add(a.totalLine, WrongTotal, detail)
	case !a.totalSeen && notationOf(a.opt.Format).traits().coords:
		a.add(0, NoTotal, fmt.Sprintf("no line \"The total of %d Queen's solutions:%d\"", a.n, q))
	}
	a.latentClaim()
	if a.checkClaims(q) && a.onlyClaims() {
		a.rep.Missing = 0 // a right count, stated in words
	}
	if v, ok := a.countWithExample(); ok {
		a.rep.Missing = 0
		a.note(fmt.Sprintf("read as a count with an example: one solution is shown, and the total stated (%d) is judged; --some checks the solution alone", v))
	}
	if hint := a.otherSizeHint(); hint != "" {
		a.note(strings.TrimPrefix(hint, "; "))
	}
	if a.rep.Missing > 0 && !a.opt.Some && !a.onlyClaims() {
		verb := "are"
		if a.rep.Missing == 1 {
			verb = "is"
		}
		a.add(0, Missing, fmt.Sprintf("%d of the %d solutions %s not listed; %s%s%s", a.rep.Missing, q, verb, a.listFirst(missing), a.otherSizeHint(), a.partialHint(q)))
	}
	a.noteOrder()
}

// countWithExample reports whether the output is a count with an
// example: it shows one solution, says in words that it is one of them
// ("One of the solutions:", "Example:"), and states a total of more than
// one (a claim in words, or the total line). The total is the answer,
// judged as a count's is; the solution shown is checked as every
// solution is. It returns the total. Without the words, one solution and
// a total are a listing that lacks the others.
func (a *Auditor) countWithExample() (int64, bool) {
	if a.rep.Solutions != 1 || a.rep.Missing == 0 || a.opt.Some || !a.exampleSaid {
		return 0, false
	}
	for _, c := range a.claimCheck {
		if !c.classes && c.value > 1 {
			return c.value, true
		}
	}
	if a.totalSeen && a.totalNumber && a.totalValue > 1 {
		return a.totalValue, true
	}
	return 0, false
}

// finishCount checks a bare count against Q(n).
func (a *Auditor) finishCount() error {
	q, err := a.total()
	if err != nil {
		return err
	}
	a.rep.Expected = q
	a.checkClaims(q)
	switch {
	case a.countAt == 0 && a.totalSeen:
		// The line was not a number: reported already.
	case a.countAt == 0:
		a.add(0, WrongCount, fmt.Sprintf("no count: the input is empty; Q(%d) = %d", a.n, q))
	case !a.totalNumber || a.totalValue != q:
		a.add(a.countAt, WrongCount, fmt.Sprintf("the count is %s, but Q(%d) = %d", a.totalText, a.n, q))
	}
	return nil
}

func (a *Auditor) finishP1219() error {
	q, err := a.total()
	if err != nil {
		return err
	}
	a.rep.Expected = q
	if a.p1219Total != nil {
		a.checkP1219Total(q)
	}
	a.checkClaims(q)
	want := len(a.first)
	if a.solutionLines < want {
		var missing []board.Solution
		for _, s := range a.first {
			if _, ok := a.seen[s.Key()]; !ok {
				missing = append(missing, s)
			}
		}
		a.rep.Missing = int64(len(missing))
		a.add(0, Missing, fmt.Sprintf("%d %s, want %d; %s", a.solutionLines, text.Plural(int64(a.solutionLines), "solution line"), want, a.listFirst(missing)))
	}
	if !a.totalSeen {
		a.add(0, NoTotal, fmt.Sprintf("no total line: the answer ends with Q(%d) = %d", a.n, q))
	}
	if a.rep.Detected && a.rep.Clean() && int64(len(a.first)) < q {
		a.note(fmt.Sprintf("read as a P1219 answer (the first %d solutions in lexicographic order, then the total); --format lines reads it as a listing that lacks %d of the %d solutions", len(a.first), q-int64(len(a.first)), q))
	}
	return nil
}

// listFirst names the first missing solutions.
func (a *judge) listFirst(missing []board.Solution) string {
	if len(missing) == 0 {
		return "none of them is absent: some lines hold other solutions"
	}
	parts := make([]string, len(missing))
	for i, s := range missing {
		parts[i] = strconv.Quote(a.write(s))
	}
	label := "missing"
	if int64(len(missing)) < a.rep.Missing {
		label = fmt.Sprintf("the first %d missing in lexicographic order", len(missing))
	}
	return label + ": " + strings.Join(parts, ", ")
}

// finishCounted ends a listing without the reference when its count
// tells all: the solutions read are valid and distinct by construction,
// so when there are Q(n) of them the set is exact, and with --some no
// solution needs to be named missing. It needs Options.Total (a counter
// faster than the reference); done is false when it does not apply.
func (a *Auditor) finishCounted() (done bool, err error) {
	if a.opt.Total == nil || a.mapOnly || a.list != nil && len(a.list.stack) > 0 {
		return false, nil
	}
	if !a.opt.Some && (a.rep.Solutions == 0 || a.rep.Count(Duplicate) > 0 || a.rep.Count(Invalid) > 0) {
		return false, nil // the reference names what is missing
	}
	if a.opt.Some && a.rep.Solutions > 0 && len(a.claimCheck) == 0 && !a.totalSeen && a.latent.lines == 0 {
		// Every solution shown is valid and distinct, and no total is
		// stated: Q(n) is not needed, and not counted.
		a.merge.release()
		a.rep.Uncounted = true
		a.noteOrder()
		return true, nil
	}
	q, err := a.total()
	if err != nil {
		return true, err
	}
	if !a.opt.Some && a.rep.Solutions != q {
		a.known, a.q = true, q
		return false, nil
	}
	a.merge.release()
	a.rep.Expected, a.rep.Missing = q, q-a.rep.Solutions
	a.listingEnd(q, nil)
	return true, nil
}

// unreadShown is how many of the lines no reading explains an unreadable
// verdict names.
const unreadShown = 5

// unreadable reports whether no reading explains the data-like lines of
// the input: some could not be read as data, none was read as a solution
// (right or wrong), and no total was stated. The audit then accuses the
// answer of nothing (no missing solutions): it says what it could not
// read and the flags that would decide.
//
// Lines of text that hold numbers among the same words (not solutions'
// headings) are data-like too, when the size has solutions: "queen put
// on 3" a line, in a notation no reader knows, is no missing solution
// either.
func (a *judge) unreadable(q int64) bool {
	c := &a.rep.counts
	if a.rep.Solutions > 0 || len(a.claimCheck) > 0 || a.totalSeen || c[Unparsable] == 0 && (q == 0 || len(a.numText) < 2) {
		return false
	}
	for k, n := range c {
		switch Kind(k) {
		case Unparsable, Missing, TextLine, BlankLine:
		default:
			if n > 0 {
				return false
			}
		}
	}
	return true
}

// unreadableText names the lines no reading explains and the flags that
// decide.
func (a *judge) unreadableText() string {
	var lines []string
	unread, all := a.unread, a.rep.counts[Unparsable]
	if len(unread) == 0 {
		unread, all = a.numText, a.numTexts // text lines holding numbers
	}
	for _, l := range unread {
		lines = append(lines, strconv.FormatInt(l, 10))
	}
	what := "line " + strings.Join(lines, ", ")
	if len(lines) > 1 {
		what = "lines " + strings.Join(lines, ", ")
	}
	if more := all - int64(len(lines)); more > 0 {
		what += fmt.Sprintf(" and %d more", more)
	}
	return fmt.Sprintf("no reading explains %s as solutions, and none was read; --format names the notation (lines, board, list, coords, count), --queen and --empty a board's symbols, --base the column base", what)
}
