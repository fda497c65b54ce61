package audit

import (
	"bufio"
	"bytes"
	"context"
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
	"github.com/nqcheck/nqcheck/internal/text"
)

// Options configure an audit.
type Options struct {
	// Format is the layout of the output; Auto detects it.
	Format Format
	// Base is how the columns are counted; BaseAuto takes what the data
	// shows.
	Base Base
	// Queen is the symbol of a queen in the board format and in lists of
	// board rows; 0 detects it (Q, ♛, 1, X, ... or the symbol that is
	// rarer in a row).
	Queen rune
	// AnyOrder accepts the solutions in any order: no order finding.
	AnyOrder bool
	// MaxFindings caps how many findings Report.Findings keeps: the first
	// ones in line order. 0 keeps none; a negative value keeps them all
	// (memory then grows with the number of findings). Every finding is
	// counted by kind whatever the cap.
	MaxFindings int
	// MaxLine is the longest line accepted, in bytes without the line
	// ending; 0 means DefaultMaxLine. In the list format, which may put a
	// whole listing on one line, it bounds a token instead.
	MaxLine int
	// Total returns Q(n). The P1219 and count formats, and a listing that
	// holds no valid solution, need it; when it is nil the reference is
	// counted.
	Total func(ctx context.Context) (int64, error)
	// mapOnly remembers every solution instead of following the listing
	// against the reference: the tests compare the two ways.
	mapOnly bool
	// Progress, when not nil, is called now and then with the stage of
	// the audit and how many lines (reading) or reference solutions
	// (checking) were done.
	Progress func(stage Stage, done int64)
}

// Stage is a part of an audit, as Options.Progress reports it.
type Stage int

const (
	// Reading is the reading of the output.
	Reading Stage = iota
	// Checking is the walk through the reference, or the count of Q(n).
	Checking
)

// progressEvery is how many lines or reference solutions pass between two
// calls of Options.Progress and two looks at the context.
const progressEvery = 1 << 14

// missingShown is how many missing solutions a report names.
const missingShown = 5

// Report is the outcome of an audit.
type Report struct {
	// N is the board size audited.
	N int
	// Format is the format audited; Detected is true when it was detected.
	Format   Format
	Detected bool
	// Shape says, for the list and board formats, what the input holds:
	// "permutations", "boards", "coords pairs"; empty otherwise.
	Shape string
	// Queen and Empty are the symbols of the boards read; 0 when no board
	// was read.
	Queen, Empty rune
	// Base is how the columns were read: 1 or 0. BaseLine is the line the
	// base was detected from; 0 when no line showed it and the format's
	// base was assumed.
	Base     int
	BaseLine int64
	// Lines is the number of input lines.
	Lines int64
	// Solutions is the number of distinct valid solutions read.
	Solutions int64
	// Expected is Q(n) according to the reference; valid when Complete.
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
	// Complete is false when the audit was stopped before its end: then
	// the findings are those of the part done, and Expected and Missing
	// are not known.
	Complete bool

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

// Add records a finding about the input as a whole (line 0) or about a
// line, such as how the program that wrote it ended; it keeps the cap
// and the order of Options.MaxFindings.
func (r *Report) Add(line int64, k Kind, detail string, maxFindings int) {
	addFinding(r, Finding{Line: line, Kind: k, Detail: detail}, maxFindings)
}

// OutputContext audits the output of another program, read from r, for
// board size n. ref must yield every solution of size n in strictly
// increasing lexicographic order, and may be iterated more than once; the
// solutions it yields may be reused by it, as the audit copies what it
// keeps. When ctx ends before the input is read and checked, it returns
// the report of the part done, Complete false, and no error. It returns a
// *ReadError when r fails, and an error when n is out of range or the
// reference is faulty.
func OutputContext(ctx context.Context, r io.Reader, n int, ref iter.Seq[board.Solution], opt Options) (*Report, error) {
	a, err := New(n, ref, opt)
	if err != nil {
		return nil, err
	}
	err = a.Read(ctx, r)
	switch {
	case ctx.Err() != nil:
		return a.Stopped(), nil
	case err != nil:
		a.Close()
		return nil, err
	}
	rep, err := a.Finish(ctx)
	if rep == nil {
		return nil, err
	}
	return rep, nil
}

// New returns an Auditor for board size n; see OutputContext for ref.
func New(n int, ref iter.Seq[board.Solution], opt Options) (*Auditor, error) {
	if n < 1 || n > board.MaxN {
		return nil, fmt.Errorf("n = %d is outside 1..%d", n, board.MaxN)
	}
	if opt.MaxLine <= 0 {
		opt.MaxLine = DefaultMaxLine
	}
	if opt.Format < Auto || opt.Format > Count {
		return nil, fmt.Errorf("unknown format %v", opt.Format)
	}
	a := &Auditor{
		n:       n,
		opt:     opt,
		ref:     ref,
		rep:     &Report{N: n, Format: opt.Format},
		seen:    map[string]entry{},
		strAsc:  true,
		numDesc: true,
		strDesc: true,
		queen:   opt.Queen,
	}
	return a, nil
}

// bom is the UTF-8 byte order mark, which some editors and runtimes put
// at the start of a file.
var bom = []byte{0xEF, 0xBB, 0xBF}

// Read reads and audits the whole output from r, line by line (or token by
// token in the list format), holding at most one board of it. It returns
// a *ReadError when r fails, and ctx's error when ctx ends first; the
// findings of the part read are kept either way, and Finish reports them.
// Read may be called once.
func (a *Auditor) Read(ctx context.Context, r io.Reader) error {
	if a.readCalled {
		return errors.New("audit: Read called twice")
	}
	a.readCalled = true
	br := bufio.NewReaderSize(r, a.opt.MaxLine+2)
	if b, _ := br.Peek(len(bom)); bytes.Equal(b, bom) {
		br.Discard(len(bom))
	}
	a.ctx = ctx
	if a.rep.Format == Auto {
		f, err := sniff(br)
		if err != nil {
			return err
		}
		if f != Auto {
			a.rep.Format, a.rep.Detected = f, true
		}
	}
	if a.rep.Format == List {
		a.setBase()
		return a.readList(br)
	}
	lr := newLineReader(br, a.opt.MaxLine)
	var ahead []line
	var aheadErr error
	if a.rep.Format == Auto {
		var err error
		ahead, err = a.detect(lr)
		if ahead == nil && err != nil {
			return err
		}
		aheadErr = err
	}
	a.setBase()
	if a.rep.Format == P1219 {
		if err := a.startP1219(); err != nil {
			return err
		}
	}
	for _, l := range ahead {
		a.process(l)
	}
	if aheadErr != nil {
		return aheadErr
	}
	for {
		if lr.no%progressEvery == 0 {
			if err := a.tick(Reading, lr.no); err != nil {
				return err
			}
		}
		l, err := lr.next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return err
		}
		a.process(l)
	}
	return nil
}

// setBase sets the base the columns are read in before any line shows it.
func (a *Auditor) setBase() {
	a.base = a.wantBase()
	if a.base < 0 {
		a.base = a.rep.Format.base()
	}
	a.rep.Base = a.base
}

// wantBase returns the base the format or the options require, or -1
// when the data decides.
func (a *Auditor) wantBase() int {
	switch {
	case a.rep.Format == P1219:
		return 1
	case a.opt.Base == ZeroBased:
		return 0
	case a.opt.Base == OneBased:
		return 1
	case a.rep.Format == Coords:
		return 0
	}
	return -1
}

// tick reports progress and returns the context's error once it ended.
func (a *Auditor) tick(stage Stage, done int64) error {
	if a.opt.Progress != nil {
		a.opt.Progress(stage, done)
	}
	if a.ctx != nil {
		return context.Cause(a.ctx)
	}
	return nil
}

// Finish checks what only the whole input tells (missing solutions, the
// total, the order followed) and returns the report. When ctx ends first,
// or Read was stopped, it returns the report of the part done with
// Complete false, and ctx's error.
func (a *Auditor) Finish(ctx context.Context) (*Report, error) {
	defer a.merge.release()
	a.ctx = ctx
	a.flushPending()
	a.rep.Complete = true
	if err := context.Cause(ctx); err != nil {
		a.rep.Complete = false
		return a.rep, err
	}
	a.finishing = true
	if err := a.finish(); err != nil {
		if ctx.Err() != nil {
			a.rep.Complete = false
			a.rep.Expected, a.rep.Missing = 0, 0
			return a.rep, err
		}
		return nil, err
	}
	return a.rep, nil
}

// Stopped returns the report of the part read, incomplete, for a run that
// ended before Read returned.
func (a *Auditor) Stopped() *Report {
	defer a.merge.release()
	a.flushPending()
	a.rep.Complete = false
	return a.rep
}

// entry is what the audit remembers of a distinct valid solution.
type entry struct {
	line    int64 // where it first appeared
	matched bool  // found in the reference
}

// Auditor audits one output as it is read: New, then Read, then Finish.
type Auditor struct {
	n   int
	opt Options
	ref iter.Seq[board.Solution]
	rep *Report
	ctx context.Context

	readCalled bool

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
	totalText    string // the total as written
	totalNumber  bool   // totalValue holds a number to check against Q(n)
	pendingTotal bool   // Lines: a one-number line that is the total if nothing follows
	p1219Total   []byte // P1219: the total line, checked at the end
	countAt      int64  // Count: the line of the count

	// The board format and lists of rows: the queen's and the empty
	// cell's symbols, and the rows of the board being read.
	queen, empty rune
	grid         gridBuf

	list      *listState
	merge     *merge // the listing followed against the reference
	finishing bool   // Finish is checking what the whole input tells

	// The sizes of the solutions of the wrong size read: other is the
	// size when they all had the same one, -1 when they differ.
	others, other int

	// P1219: the first solutions in lexicographic order, Q(n), and how many
	// solution lines were read.
	first         []board.Solution
	solutionLines int
}

// add records a finding, keeping the first MaxFindings in line order.
func (a *Auditor) add(line int64, k Kind, detail string) {
	addFinding(a.rep, Finding{Line: line, Kind: k, Detail: detail}, a.opt.MaxFindings)
}

// addQueens records a finding about the queens q read on line.
func (a *Auditor) addQueens(line int64, k Kind, detail string, q board.Placement) {
	addFinding(a.rep, Finding{Line: line, Kind: k, Detail: detail, Queens: slices.Clone(q)}, a.opt.MaxFindings)
}

// addFinding counts f and keeps it when the cap keep allows, in line
// order (findings about the whole input last).
func addFinding(rep *Report, f Finding, keep int) {
	rep.counts[f.Kind]++
	if keep == 0 {
		return
	}
	key := func(f Finding) int64 {
		if f.Line == 0 {
			return math.MaxInt64
		}
		return f.Line
	}
	fs := rep.Findings
	// Findings mostly arrive in line order; the few that do not (the total
	// of a listing, checked at the end) are inserted in place.
	i := sort.Search(len(fs), func(i int) bool { return key(fs[i]) > key(f) })
	if keep > 0 && len(fs) >= keep {
		if i >= len(fs) {
			return
		}
		fs = fs[:len(fs)-1]
	}
	rep.Findings = slices.Insert(fs, i, f)
}

// detect reads up to five lines and picks the format of a line-based
// input: coords when the first line that is not blank starts with "(" or
// "The total"; count when the whole input is one number; board when the
// first line is a row of n cells of at most two symbols that is not a
// permutation; p1219 when the input has at most four lines and the last
// one that is not blank holds one token (for n = 1 the answer "1", "1"
// must have exactly two lines); lines otherwise. It returns the lines
// read, to be audited.
func (a *Auditor) detect(lr *lineReader) ([]line, error) {
	var ahead []line
	eof := false
	var readErr error
	for len(ahead) < 5 {
		l, err := lr.next()
		if err == io.EOF {
			eof = true
			break
		}
		if err != nil {
			// Decide from the lines read; the error ends Read after them.
			readErr = err
			break
		}
		l.text = bytes.Clone(l.text)
		ahead = append(ahead, l)
	}
	ahead, err := a.classify(ahead, eof)
	if err != nil {
		return nil, err
	}
	return ahead, readErr
}

// classify picks the format from the first lines read, ahead; eof is
// true when they are the whole input.
func (a *Auditor) classify(ahead []line, eof bool) ([]line, error) {
	a.rep.Detected = true
	a.rep.Format = Lines
	var nonBlank []line
	for _, l := range ahead {
		if l.tooLong || len(bytes.TrimSpace(l.text)) > 0 {
			nonBlank = append(nonBlank, l)
		}
	}
	if len(nonBlank) == 0 || nonBlank[0].tooLong {
		return ahead, nil
	}
	t := bytes.TrimSpace(nonBlank[0].text)
	switch {
	case t[0] == '(' || bytes.HasPrefix(t, coordsTotalPrefix):
		a.rep.Format = Coords
		return ahead, nil
	case eof && len(nonBlank) == 1 && len(splitColumns(t)) == 1:
		if _, ok := number(t); ok {
			a.rep.Format = Count
			if a.n == 1 && string(t) == "0" {
				a.add(nonBlank[0].no, Ambiguous, `"0" reads as a count of 0, which is wrong, or as the one solution written 0-based, which is right; --format count or --format lines decides`)
			}
			return ahead, nil
		}
	}
	if a.isGridRow(t) && a.gridLines(nonBlank) {
		a.rep.Format = Board
		return ahead, nil
	}
	if eof && len(ahead) <= 4 {
		// A P1219 answer: the first min(3, Q(n)) solutions, then the total.
		if err := a.startP1219(); err != nil {
			return nil, err
		}
		last := nonBlank[len(nonBlank)-1]
		one := a.n > 1 || (string(bytes.TrimSpace(nonBlank[0].text)) == "1" && string(bytes.TrimSpace(last.text)) == "1")
		if !last.tooLong && len(splitColumns(last.text)) == 1 && len(nonBlank) == len(a.first)+1 && one {
			a.rep.Format = P1219
		}
		a.first = nil
	}
	return ahead, nil
}

// gridLines reports whether the first lines read are rows of boards: of
// n cells, with two symbols in all (one for n = 1), or a last number (the
// total).
func (a *Auditor) gridLines(lines []line) bool {
	var syms []rune
	for i, l := range lines {
		t := bytes.TrimSpace(l.text)
		cells, ok := gridCells(t, a.n)
		if _, isNum := number(t); !ok && isNum && i == len(lines)-1 {
			break
		}
		if !ok || l.tooLong {
			return false
		}
		for _, c := range cells {
			if !slices.Contains(syms, c) {
				syms = append(syms, c)
			}
		}
	}
	return len(syms) <= 2
}

// isGridRow reports whether text reads as a row of a board that holds one
// queen, and not as a permutation: n cells of two symbols, one of which is
// in one cell only (for n = 1, one cell that is not a number).
func (a *Auditor) isGridRow(text []byte) bool {
	cells, ok := gridCells(text, a.n)
	if !ok {
		return false
	}
	if a.n == 1 {
		_, isNum := number(text)
		return !isNum
	}
	counts := map[rune]int{}
	for _, c := range cells {
		counts[c]++
	}
	if len(counts) != 2 {
		return false
	}
	once := false
	for _, k := range counts {
		once = once || k == 1
	}
	if !once {
		return false
	}
	if vals, _, bad := parseColumns(text); bad < 0 && len(vals) == a.n {
		distinct := map[int]bool{}
		for _, v := range vals {
			distinct[v] = true
		}
		if len(distinct) == a.n {
			return false // a permutation, right or wrong
		}
	}
	return symbolCount(cells) <= 2
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
func (a *Auditor) total() (int64, error) {
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
func (a *Auditor) checkRef(prev, s board.Solution) error {
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
func (a *Auditor) walkRef(visit func(board.Solution)) (int64, error) {
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
func (a *Auditor) process(l line) {
	a.rep.Lines = l.no
	if a.totalSeen {
		what := quote(bytes.TrimSpace(l.text))
		switch {
		case l.tooLong:
			what = fmt.Sprintf("a line of %d bytes", l.length)
		case len(bytes.TrimSpace(l.text)) == 0:
			if a.rep.Format == Count || a.rep.Format == Board {
				return // trailing blank lines after a count or boards
			}
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
		switch a.rep.Format {
		case Board:
			a.boardBlank(l.no)
		case Count:
		default:
			a.add(l.no, BlankLine, "an empty line")
		}
		return
	}
	switch a.rep.Format {
	case Coords:
		a.coordsLine(l.no, text)
	case P1219:
		a.p1219Line(l.no, text)
	case Board:
		a.boardLine(l.no, text)
	case Count:
		a.countLine(l.no, text)
	default:
		a.linesLine(l.no, text)
	}
}

// countLine reads the count format's one line: a bare number.
func (a *Auditor) countLine(no int64, text []byte) {
	if _, ok := number(text); !ok {
		a.add(no, Unparsable, fmt.Sprintf("%s is not a count: want one whole number", quote(firstToken(text))))
		a.totalSeen, a.totalLine = true, no
		return
	}
	a.totalSeen, a.totalLine, a.countAt = true, no, no
	a.totalText = string(text)
	a.totalValue, a.totalNumber = parseTotal(text)
}

// parseTotal reads a total as written; when it does not fit in an int64
// it returns -1, which no count equals, and false: the report then quotes
// it as written.
func parseTotal(text []byte) (int64, bool) {
	v, err := strconv.ParseInt(string(text), 10, 64)
	if err != nil {
		return -1, false
	}
	return v, true
}

// firstToken returns the first white-space separated token of text.
func firstToken(text []byte) []byte {
	if f := bytes.Fields(text); len(f) > 0 {
		return f[0]
	}
	return text
}

func (a *Auditor) coordsLine(no int64, text []byte) {
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
		a.totalText = string(m[2])
		a.totalValue, _ = parseTotal(m[2])
		a.totalNumber = true // checked at the end, against Q(n)
		return
	}
	vals, err := parseCoords(text)
	if err != nil {
		a.add(no, Unparsable, err.Error())
		return
	}
	if len(vals) != 2*a.n {
		a.wrongSize(len(vals) / 2)
		a.add(no, WrongLength, fmt.Sprintf("%d pairs, want %d", len(vals)/2, a.n))
		return
	}
	a.solution(no, string(text), vals, shapePairs)
}

func (a *Auditor) linesLine(no int64, text []byte) {
	vals, toks, bad := parseColumns(text)
	a.flushPendingTotal()
	if bad < 0 && len(vals) == 1 && a.n > 1 {
		// A lone number: the total if it is the last line.
		a.pendingTotal, a.totalLine, a.totalNumber = true, no, true
		a.totalText = string(toks[0])
		a.totalValue, _ = parseTotal(toks[0])
		return
	}
	a.columnsLine(no, vals, toks, bad)
}

// columnsLine audits a solution line of the lines or p1219 format, as
// parseColumns read it.
func (a *Auditor) columnsLine(no int64, vals []int, toks [][]byte, bad int) {
	if bad >= 0 {
		a.add(no, Unparsable, fmt.Sprintf("column %d: %s is not a whole number", bad+1, quote(toks[bad])))
		return
	}
	if len(vals) != a.n {
		a.wrongSize(len(vals))
		a.add(no, WrongLength, fmt.Sprintf("%d columns, want %d", len(vals), a.n))
		return
	}
	a.solution(no, string(bytes.Join(toks, []byte(" "))), vals, shapePerm)
}

// wrongSize notes a solution of k columns, for the hint that the output
// is for another board size.
func (a *Auditor) wrongSize(k int) {
	a.others++
	switch {
	case a.others == 1:
		a.other = k
	case a.other != k:
		a.other = -1
	}
}

// otherSizeHint says, when no solution of size n was read and every one
// read had the same other size, that the output may be for that size.
func (a *Auditor) otherSizeHint() string {
	if a.rep.Solutions > 0 || a.others == 0 || a.other <= 1 {
		return ""
	}
	return fmt.Sprintf("; all %d solutions read are of size %d: is this the output for n = %d?", a.others, a.other, a.other)
}

// flushPendingTotal reports a lone number followed by more lines: not a
// total, but a line with one column.
func (a *Auditor) flushPendingTotal() {
	if a.pendingTotal {
		a.pendingTotal = false
		a.add(a.totalLine, WrongLength, fmt.Sprintf("1 column, want %d (a total must be the last line)", a.n))
	}
}

func (a *Auditor) p1219Line(no int64, text []byte) {
	toks := splitColumns(text)
	if a.solutionLines >= len(a.first) || (len(toks) == 1 && a.n > 1) {
		a.totalSeen, a.totalLine = true, no
		a.p1219Total = bytes.Clone(text) // checked at the end, once Q(n) is known
		return
	}
	a.solutionLines++
	vals, toks, bad := parseColumns(text)
	a.columnsLine(no, vals, toks, bad)
}

// checkP1219Total checks the P1219 answer's total line against q.
func (a *Auditor) checkP1219Total(q int64) {
	text := a.p1219Total
	toks := splitColumns(text)
	no := a.totalLine
	if len(toks) == 0 {
		toks = [][]byte{text} // separators only
	}
	switch _, ok := number(toks[0]); {
	case len(toks) != 1:
		a.add(no, WrongTotal, fmt.Sprintf("%s where the total %d belongs: the answer lists only the first %d solutions", quote(text), q, len(a.first)))
	case !ok:
		a.add(no, WrongTotal, fmt.Sprintf("%s is not a number; the total is %d", quote(toks[0]), q))
	default:
		if v, fits := parseTotal(toks[0]); !fits || v != q {
			a.add(no, WrongTotal, fmt.Sprintf("the total is %d, not %s", q, toks[0]))
		}
	}
}

// The shapes of what a record holds.
const (
	shapePerm  = iota // n columns
	shapePairs        // n (row, col) pairs
	shapeGrid         // n 0-based columns read from a board's rows
)

// solution audits a record of n columns (or n pairs), written as text:
// base, range, validity, duplicates and order.
func (a *Auditor) solution(no int64, text string, vals []int, shape int) {
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
	if err := compare.Valid(a.n, p); err != nil {
		counted := ""
		if base == 0 {
			counted = " (rows and columns counted from 1)"
		}
		a.addQueens(no, Invalid, fmt.Sprintf("%q is not a solution: %v%s", text, err, counted), p)
		return
	}
	s, _ := p.Solution(a.n)
	if a.rep.Format == P1219 || a.opt.mapOnly {
		key := s.Key()
		if e, ok := a.seen[key]; ok {
			a.addQueens(no, Duplicate, fmt.Sprintf("%q was listed first on line %d", text, e.line), p)
			return
		}
		a.seen[key] = entry{line: no}
	} else if dup, first := a.track(no, s); dup {
		a.addQueens(no, Duplicate, a.duplicateDetail(text, first), p)
		return
	}
	a.rep.Solutions++
	if a.rep.Format == P1219 {
		i := a.solutionLines - 1
		if board.Compare(s, a.first[i]) != 0 {
			a.addQueens(no, NotFirstThree, fmt.Sprintf("%q is not the %s solution in lexicographic order; %q is",
				text, ordinal(i+1), a.format(a.first[i])), p)
		}
		return
	}
	if a.prev != nil && !a.opt.AnyOrder {
		c := board.Compare(s, a.prev)
		if c < 0 {
			a.addQueens(no, Order, fmt.Sprintf("%q comes after %q (line %d), which it precedes in lexicographic order",
				text, a.prevText, a.prevLine), p)
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
		if a.rep.Format == Coords {
			what = "coordinates"
		}
		if base == 0 {
			v = 0
		}
		by := fmt.Sprintf("the %s format is %d-based", a.rep.Format, want)
		if a.opt.Base != BaseAuto && a.rep.Format != P1219 {
			by = fmt.Sprintf("--base %d was given", want)
		}
		a.add(no, WrongBase, fmt.Sprintf("the %s are %d-based (this line holds %d); %s; the audit reads them as %d-based",
			what, base, v, by, base))
	}
}

// flushPending ends what the end of the input ends: a board or a list
// left open.
func (a *Auditor) flushPending() {
	if a.rep.Format == Board || a.rep.Format == List {
		a.endBoard(0)
	}
	if a.list != nil {
		a.endList()
	}
}

// finish checks what only the whole input tells: missing solutions, the
// total, the order followed.
func (a *Auditor) finish() error {
	switch a.rep.Format {
	case P1219:
		return a.finishP1219()
	case Count:
		return a.finishCount()
	}
	if a.pendingTotal {
		a.totalSeen = true
	}
	var q int64
	var err error
	if a.merge != nil {
		var missing []board.Solution
		if q, missing, err = a.finishMerge(); err != nil {
			return err
		}
		a.rep.Expected = q
		a.finishListing(q, missing)
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
		a.finishListing(q, missing)
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
	a.finishListing(q, missing)
	return nil
}

// finishListing adds the findings about a listing's total and its missing
// solutions, the first of which are missing.
func (a *Auditor) finishListing(q int64, missing []board.Solution) {
	switch {
	case a.totalSeen && a.totalNumber && a.totalValue != q:
		detail := fmt.Sprintf("the total line says %s, but Q(%d) = %d", a.totalText, a.n, q)
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
		a.add(0, Missing, fmt.Sprintf("%d of the %d solutions %s not listed; %s%s", a.rep.Missing, q, verb, a.listFirst(missing), a.otherSizeHint()))
	}
	a.noteOrder()
}

// finishCount checks a bare count against Q(n).
func (a *Auditor) finishCount() error {
	q, err := a.total()
	if err != nil {
		return err
	}
	a.rep.Expected = q
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
		a.add(0, Ambiguous, fmt.Sprintf("this reads as a P1219 answer, which is right, or as a listing that lacks %d of the %d solutions; --format p1219 or --format lines decides", q-int64(len(a.first)), q))
	}
	return nil
}

// listFirst names the first missing solutions.
func (a *Auditor) listFirst(missing []board.Solution) string {
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
func (a *Auditor) noteOrder() {
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
func (a *Auditor) format(s board.Solution) string {
	var b strings.Builder
	if a.rep.Shape == "boards" {
		q, e := a.queen, a.empty
		if q <= 0 {
			q = 'Q'
		}
		if e <= 0 {
			e = '.'
		}
		for r, c := range s {
			if r > 0 {
				b.WriteByte('/')
			}
			for col := range s {
				if col == c {
					b.WriteRune(q)
				} else {
					b.WriteRune(e)
				}
			}
		}
		return b.String()
	}
	if a.rep.Format == List && a.rep.Shape == "permutations" {
		vals := make([]int, len(s))
		for r, c := range s {
			vals[r] = c + a.base
		}
		return permText(vals)
	}
	for r, c := range s {
		if r > 0 {
			b.WriteByte(' ')
		}
		switch {
		case a.rep.Format == Coords:
			fmt.Fprintf(&b, "(%d %d)", r+a.base, c+a.base)
		case a.rep.Format == List && a.rep.Shape == "coords pairs":
			fmt.Fprintf(&b, "(%d, %d)", r+a.base, c+a.base)
		default:
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

// Describe says what was read: "format lines (detected), columns 1-based
// (detected from line 1)", "format board (detected), queen 'Q', empty
// '.'", "format count (given)".
func (r *Report) Describe() string {
	how := "given"
	if r.Detected {
		how = "detected"
	}
	what := r.Format.String()
	if r.Format == List && r.Shape != "" {
		what += " of " + r.Shape
	}
	switch {
	case r.Format == Count:
		return fmt.Sprintf("format %s (%s)", what, how)
	case r.Shape == "boards" || r.Format == Board:
		s := fmt.Sprintf("format %s (%s)", what, how)
		if r.Queen > 0 {
			s += fmt.Sprintf(", queen %q", r.Queen)
		}
		if r.Empty > 0 {
			s += fmt.Sprintf(", empty %q", r.Empty)
		}
		return s
	}
	baseHow := "assumed: no line showed it; --base decides"
	if r.BaseLine > 0 {
		baseHow = fmt.Sprintf("detected from line %d", r.BaseLine)
	}
	return fmt.Sprintf("format %s (%s), columns %d-based (%s)", what, how, r.Base, baseHow)
}

// WriteText writes r for people: a header with the format and the column
// base, the findings kept, and a summary that counts every finding by kind.
func (r *Report) WriteText(w io.Writer) error {
	var b strings.Builder
	fmt.Fprintf(&b, "audit: n = %d, %s\n", r.N, r.Describe())
	for _, f := range r.Findings {
		fmt.Fprintf(&b, "%s\n", f)
	}
	if more := r.Total() - int64(len(r.Findings)); more > 0 {
		fmt.Fprintf(&b, "... %d more findings not listed (the limit is %d)\n", more, len(r.Findings))
	}
	fmt.Fprintf(&b, "summary: %d %s, %d distinct valid %s", r.Lines, text.Plural(r.Lines, "line"), r.Solutions, text.Plural(r.Solutions, "solution"))
	switch {
	case !r.Complete:
		b.WriteString(", stopped before the end (Q(n) and the missing solutions not known)")
	case r.Format == P1219 || r.Format == Count:
		fmt.Fprintf(&b, ", Q(%d) = %d", r.N, r.Expected)
	default:
		fmt.Fprintf(&b, " of Q(%d) = %d, %d missing", r.N, r.Expected, r.Missing)
	}
	if r.Clean() {
		b.WriteString("; no finding\n")
	} else {
		fmt.Fprintf(&b, "; %d %s\n", r.Total(), text.Plural(r.Total(), "finding"))
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

// IsReadError reports whether err is a *ReadError.
func IsReadError(err error) bool {
	var re *ReadError
	return errors.As(err, &re)
}

// Close releases what the audit holds of the reference; Finish and
// Stopped do it, so Close is only needed when neither is called (after
// an error of Read).
func (a *Auditor) Close() { a.merge.release() }
