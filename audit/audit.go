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

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/result"
)

// Options configure an audit.
type Options struct {
	// Format is the layout of the output; Auto reads it every way and
	// keeps the reading that explains it best.
	Format Format
	// Base is how the columns are counted; BaseAuto takes what the data
	// shows.
	Base Base
	// Queen is the symbol of a queen in the board format and in lists of
	// board rows; 0 detects it (Q, ♛, 1, X, ... or the symbol that is
	// rarer in a row).
	Queen rune
	// AnyOrder accepts the solutions in any order: no order finding. It
	// is the default: an order is only judged when Order names one.
	AnyOrder bool
	// Order names the order the solutions must follow ("lex",
	// "reversed", "by-columns", "string"); a deviation is a finding.
	// Empty: the order followed is reported, not judged.
	Order string
	// Some accepts a partial listing: every solution shown must be valid
	// and distinct, none needs to be missing.
	Some bool
	// Classes expects one solution per symmetry class: two of one class
	// are a finding, and so is a class with none.
	Classes bool
	// Strict makes every text line (header, label, sentence, blank line)
	// a finding.
	Strict bool
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
	// single reads the output one way: the one detected, or the Format
	// given; Auto without it reads every way side by side (evidence.go).
	single bool
	// glyph reads the output as boards by their cells (glyph.go), one of
	// the readings of an output of Auto format.
	glyph bool
	// endlessStops makes a line or token over MaxSkipped a finding that
	// ends the reading, not an error: a program run for one size may
	// print one (RunProgram), and the other sizes are still audited.
	endlessStops bool
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
	// Expected is Q(n) according to the reference; valid when Complete
	// and not Uncounted.
	Expected int64
	// Uncounted is true when a partial listing (Options.Some) stated no
	// total, so that Q(n) was not needed and not counted: Expected and
	// Missing are then not known.
	Uncounted bool
	// Missing is the number of solutions the output should hold and lacks:
	// in the P1219 format, among the first three.
	Missing int64
	// Findings holds the first findings in line order, at most
	// Options.MaxFindings of them; those about the whole input come last.
	Findings []Finding
	// OrderNote says what order the solutions follow when it is not
	// lexicographic; empty otherwise.
	OrderNote string
	// TextLines counts the text lines skipped (headers, labels,
	// sentences, separators); TextLine and TextExample give the first.
	TextLines   int64
	TextLine    int64
	TextExample string
	// Prefixes counts the data lines a prose prefix was cut from;
	// PrefixLine and Prefix give the first.
	Prefixes   int64
	PrefixLine int64
	Prefix     string
	// Notations names the notations read besides the format's own:
	// "chess squares", "pairs", "objects", "boards side by side".
	Notations []string
	// Claims holds the first totals stated in sentences, ClaimsTotal
	// counts them all; each is checked against Q(n).
	Claims      []result.Claim
	ClaimsTotal int64
	// DataLines counts the lines read as data.
	DataLines int64
	// Notes say what the audit could not decide and did not check, or how
	// else the input reads.
	Notes []string
	// Order names the order the solutions follow: "lexicographic",
	// "reversed", "by columns", "string", "none" (empty when fewer than
	// two solutions were read).
	Order string
	// Classes is the number of symmetry classes, with --classes.
	Classes int64
	// Complete is false when the audit was stopped before its end: then
	// the findings are those of the part done, and Expected and Missing
	// are not known.
	Complete bool

	// Unreadable, when not empty, says that no reading explains the
	// data-like lines of the input: which lines, and the flags that would
	// decide. The verdict is then unreadable, not a finding about the
	// answer.
	Unreadable string

	counts      [numKinds]int64
	orderJudged bool // --order named the order: the findings say the rest
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
	return outputContext(ctx, r, n, ref, opt, false)
}

// outputContext is OutputContext; mapOnly is newAuditor's.
func outputContext(ctx context.Context, r io.Reader, n int, ref iter.Seq[board.Solution], opt Options, mapOnly bool) (*Report, error) {
	a, err := newAuditor(n, ref, opt, mapOnly)
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
	return newAuditor(n, ref, opt, false)
}

// newAuditor is New; with mapOnly the audit remembers every solution
// instead of following the listing against the reference, and so do the
// readings it runs side by side: the tests compare the two ways.
func newAuditor(n int, ref iter.Seq[board.Solution], opt Options, mapOnly bool) (*Auditor, error) {
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
		judge: judge{
			n:       n,
			opt:     opt,
			ref:     ref,
			rep:     &Report{N: n, Format: opt.Format, orderJudged: opt.Order != ""},
			seen:    map[string]entry{},
			mapOnly: mapOnly,
		},
		queen: opt.Queen,
	}
	a.judge.publish, a.judge.write = a.publish, a.format
	for i := range a.following {
		a.following[i] = true
	}
	if _, err := ParseOrder(opt.Order); err != nil {
		return nil, err
	}
	if notationOf(opt.Format).traits().detects && !opt.single {
		a.readings = newReadings(a)
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
	if a.published == nil {
		// The input as text (textin.go), once: the readings of an output
		// of Auto format share it.
		a.in = newTextIn(r)
		a.dump = newDumpIn(a.in) // PHP's dumps as lists (phpdump.go)
		r = a.dump
	}
	if a.readings != nil {
		return a.readAll(ctx, r)
	}
	br := bufio.NewReaderSize(r, a.opt.MaxLine+2)
	if b, _ := br.Peek(len(bom)); bytes.Equal(b, bom) {
		br.Discard(len(bom))
	}
	a.ctx = ctx
	if a.opt.glyph {
		a.setBase()
		lr := newLineReader(br, a.opt.MaxLine)
		lr.stop = a.opt.endlessStops
		return a.readGlyph(lr)
	}
	if a.nota().traits().detects {
		f, err := sniff(br)
		if err != nil {
			return err
		}
		if f != Auto {
			a.rep.Format, a.rep.Detected = f, true
		}
	}
	if a.nota().traits().tokens {
		a.setBase()
		return a.readList(br, 1)
	}
	lr := newLineReader(br, a.opt.MaxLine)
	lr.stop = a.opt.endlessStops
	defer func() { a.rep.Lines = max(a.rep.Lines, lr.no) }()
	var ahead []line
	var aheadErr error
	if a.nota().traits().detects {
		var err error
		ahead, err = a.detect(lr)
		if ahead == nil && err != nil {
			return err
		}
		aheadErr = err
		if a.nota().traits().tokens {
			// The list reader reads on from the first list, its line
			// replayed.
			a.setBase()
			l := ahead[0]
			return a.readList(bufio.NewReader(io.MultiReader(bytes.NewReader(append(l.text, '\n')), lr.br)), l.no)
		}
	}
	a.setBase()
	if err := a.nota().start(a); err != nil {
		return err
	}
	for _, l := range ahead {
		a.process(l)
	}
	if aheadErr != nil {
		return aheadErr
	}
	for {
		l, err := a.nextLine(lr) // looks at the context now and then
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
		a.base = a.nota().traits().assumed
	}
	a.rep.Base = a.base
}

// wantBase returns the base the format or the options require, or -1
// when the data decides.
func (a *Auditor) wantBase() int {
	switch {
	case a.nota().forcedBase() >= 0:
		return a.nota().forcedBase()
	case a.opt.Base == ZeroBased:
		return 0
	case a.opt.Base == OneBased:
		return 1
	}
	return notationOf(a.opt.Format).givenBase()
}

// tick reports progress and returns the context's error once it ended.
func (a *judge) tick(stage Stage, done int64) error {
	if stage == Reading && a.publish != nil {
		a.publish()
	}
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
	rep, err := a.finishRead(ctx)
	a.inputNotes(rep)
	return rep, err
}

// inputNotes adds to rep what the reading of the input as text changed.
func (a *Auditor) inputNotes(rep *Report) {
	if rep == nil || a.in == nil {
		return
	}
	notes := a.in.notes()
	if n := a.dump.note(); n != "" {
		notes = append(notes, n)
	}
	for _, n := range notes {
		if len(rep.Notes) < maxNotes {
			rep.Notes = append(rep.Notes, n)
		}
	}
}

// finishRead is Finish, but for the notes about the input as text.
func (a *Auditor) finishRead(ctx context.Context) (*Report, error) {
	if a.readings != nil {
		return a.finishAll(ctx)
	}
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
	if a.readings != nil {
		rep := a.stoppedAll()
		a.inputNotes(rep)
		return rep
	}
	defer a.inputNotes(a.rep)
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
// It is the judge (judge.go), which owns everything that is not reading,
// fed by the reader of the format (registry.go) with the state below.
type Auditor struct {
	judge

	readCalled bool
	in         *textIn // the input as text; nil in a reading of Auto format
	dump       *dumpIn // the text with PHP's dumps as lists; nil with in

	// The readings of an output of Auto format, read side by side; nil
	// in a reading itself. published is where a reading shows the feeder
	// its score so far.
	readings  []*reading
	published *reading

	base int

	pendingTotal bool // Lines: a one-number line that is the total if nothing follows
	// header is a line of the columns' numbers in order ("0 1 2 3"),
	// held: the header of the board that may follow, else a solution.
	header     *line
	p1219Total []byte // P1219: the total line, checked at the end
	countAt    int64  // Count: the line of the count

	// The board format and lists of rows: the queen's and the empty
	// cell's symbols, and the rows of the board being read.
	queen, empty rune
	grid         gridBuf

	list *listState

	// The screen of the lines, and the templates of the claims
	// (headings.go).
	scr            screenState
	templates      []template
	pendingHeading string // the template of a claim that may be a lone heading

	// The previous valid record, which a picture may follow
	// (pictures.go); drawn is true while a board is audited.
	last    lastRecord
	drawn   bool
	latent  latentCount
	records int64 // the solutions read, right or wrong
	// pendingRecords is records when the pending lone number was read.
	pendingRecords int64
	glyph          glyphState
	partNone       bool // a text line said a part of the search has no solution
	exampleSaid    bool // a text line said a solution shown is an example (exampleCue)
	trace          traceState

	// P1219: the first solutions in lexicographic order, and how many
	// solution lines were read.
	first         []board.Solution
	solutionLines int
}

// add records a finding, keeping the first MaxFindings in line order.
func (a *judge) add(line int64, k Kind, detail string) {
	if k == Unparsable && len(a.unread) < unreadShown {
		a.unread = append(a.unread, line)
	}
	addFinding(a.rep, Finding{Line: line, Kind: k, Detail: detail}, a.opt.MaxFindings)
}

// addQueens records a finding about the queens q read on line.
func (a *judge) addQueens(line int64, k Kind, detail string, q board.Placement) {
	addFinding(a.rep, Finding{Line: line, Kind: k, Detail: detail, Queens: slices.Clone(q)}, a.opt.MaxFindings)
}

// keeps reports whether a finding on line no would be kept, under the
// cap of Options.MaxFindings.
func (a *judge) keeps(no int64) bool {
	keep, fs := a.opt.MaxFindings, a.rep.Findings
	switch {
	case keep < 0 || len(fs) < keep:
		return true
	case keep == 0:
		return false
	}
	return no > 0 && fs[len(fs)-1].Line > no
}

// addFinding counts f and keeps it when the cap keep allows, in line
// order, the findings about the whole input last: first those about how
// the program that wrote it ended (a crash explains what follows), then
// the others.
func addFinding(rep *Report, f Finding, keep int) {
	rep.counts[f.Kind]++
	if keep == 0 {
		return
	}
	key := func(f Finding) int64 {
		switch {
		case f.Line > 0:
			return f.Line
		case f.Kind.aboutRun():
			return math.MaxInt64 - 1
		}
		return math.MaxInt64
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
