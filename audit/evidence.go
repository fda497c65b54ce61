package audit

import (
	"context"
	"errors"
	"fmt"
	"io"
	"iter"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/nqcheck/nqcheck/internal/base/catch"
	"github.com/nqcheck/nqcheck/internal/base/text"
)

// An output of Auto format is read several ways side by side, each a
// reading: the reading detected from its first lines, and the readings of
// each line-based format the data may be in. Each is a whole audit of its
// own, sound by itself (it skips only lines that are no data in its
// format, and every solution it reads is checked), so any of them may be
// chosen without letting a wrong output pass. The one that explains the
// most of the output as solutions is chosen; see readingScore.

// alternatives are the formats read beside the detected reading.
var alternatives = []Format{Lines, Board, List}

// pruneLines is how many lines every reading has read before the readings
// far behind the best are dropped, so that a long output costs about two
// readings, not all of them.
const pruneLines = 4 * progressEvery

// errDropped ends a reading dropped for being far behind.
var errDropped = errors.New("audit: reading dropped")

// reading is one way an output is read: an audit of its own, fed the
// input through a pipe.
type reading struct {
	a    *Auditor
	in   *blockReader
	err  error // what Read returned
	live bool  // still fed
	// seen is the score published by the reading's own goroutine, and
	// before the one it published before.
	seen, before atomic.Pointer[readingScore]
}

// sameFigures reports whether s and t are the same but for the format.
func (s readingScore) sameFigures(t readingScore) bool {
	s.format = t.format
	return s == t
}

// sameAs reports whether rd has read the lines d read as d did: a score
// of each, published after the same lines, is the same.
func (rd *reading) sameAs(d *reading) bool {
	for _, s := range []*readingScore{rd.seen.Load(), rd.before.Load()} {
		for _, t := range []*readingScore{d.seen.Load(), d.before.Load()} {
			if s != nil && t != nil && s.lines >= pruneLines && s.sameFigures(*t) {
				return true
			}
		}
	}
	return false
}

// readingScore is what a reading explains of an output.
type readingScore struct {
	lines     int64 // lines read
	valid     int64 // distinct valid solutions
	explained int64 // data lines read as part of a solution, right or wrong
	unread    int64 // lines that could not be read in the format
	unparsed  int64 // of them, lines that no rule of the format reads
	findings  int64
	skipped   int64 // lines skipped as text
	ambiguous bool  // the reading found the output ambiguous itself
	clean     bool  // the reading passes the output
	format    Format
}

// unreadKinds are the findings about a line that could not be read.
var unreadKinds = []Kind{Unparsable, LineTooLong, AfterTotal, BlankLine}

// scoreOf measures a report.
func scoreOf(r *Report) readingScore {
	s := readingScore{lines: r.Lines, valid: r.Solutions, findings: r.Total(), skipped: r.TextLines, ambiguous: r.counts[Ambiguous] > 0, clean: r.Clean(), format: r.Format}
	for _, k := range unreadKinds {
		s.unread += r.counts[k]
	}
	s.unparsed = r.counts[Unparsable]
	s.explained = max(0, r.DataLines-s.unread)
	return s
}

// better reports whether s explains the output better than t: more
// distinct valid solutions; then more data lines read as solutions;
// then fewer lines left unread; then fewer findings.
func (s readingScore) better(t readingScore) bool {
	switch {
	case s.valid != t.valid:
		return s.valid > t.valid
	case s.explained != t.explained:
		return s.explained > t.explained
	case s.unread != t.unread:
		return s.unread < t.unread
	}
	return s.findings < t.findings
}

// overrules reports whether s, another reading, replaces the detected
// reading d: it explains more solutions, or as many and clearly more of
// the data (a tenth of it, two lines at least) with fewer lines unread,
// or as many with no line unread, where d left some unparsed, and fewer
// findings, or as many, reading every line and as many data lines, and
// passing the output, where d read every line too but fails it (a row
// of a 0/1 board is a wrong solution only as a line: read as the board
// it is, it is the picture of the solution before).
// A detected reading that passes the output stays (every reading is
// sound, so a pass is right), unless it passed on a stated total alone,
// reading no solution and skipping lines as text, where s reads
// solutions: they are checked. One that
// found the output ambiguous stays too: that is a conclusion about the
// readings themselves.
func (s readingScore) overrules(d readingScore) bool {
	switch {
	case d.clean && d.valid == 0 && d.skipped > 0 && s.valid > 0 && !d.ambiguous:
		return true // the listing the total alone passed is read
	case d.clean || d.ambiguous:
		return false
	case s.valid != d.valid:
		return s.valid > d.valid
	case s.clean && s.unread == 0 && d.unread == 0 && s.explained >= d.explained:
		return true // it passes, reading as much of the data as the detected one, which fails
	case s.unread == 0 && d.unparsed > 0 && s.explained >= d.explained && s.findings < d.findings:
		return true // it reads every line, and the detected one could not
	}
	margin := max(2, (d.explained+d.unread)/10)
	return s.explained >= d.explained+margin && s.unread < d.unread
}

// farBehind reports whether s is so far behind best that the reading can
// be dropped: it reads less than half of the valid solutions best reads,
// and leaves more lines unread or reads less than half as many data
// lines as solutions.
func (s readingScore) farBehind(best readingScore) bool {
	return 2*s.valid < best.valid && (s.unread > best.unread || 2*s.explained < best.explained)
}

// newReadings makes the readings of an output of Auto format: the one
// detected, then one per alternative format.
func newReadings(a *Auditor) []*reading {
	var rs []*reading
	total := a.opt.Total
	if total != nil {
		// Q(n) is counted once, for whichever reading asks first.
		var once sync.Once
		var q int64
		var err error
		total = func(ctx context.Context) (int64, error) {
			once.Do(func() { q, err = a.opt.Total(ctx) })
			return q, err
		}
	}
	for i, f := range append(append([]Format{Auto}, alternatives...), Board) {
		opt := a.opt
		opt.Format, opt.single, opt.Total = f, true, total
		// The last reading reads boards by their cells (glyph.go).
		opt.glyph = i == len(alternatives)+1
		if i > 0 {
			opt.Progress = nil
		}
		sub, err := newAuditor(a.n, a.ref, opt, a.mapOnly)
		if err != nil {
			continue // cannot happen: the options were checked
		}
		rs = append(rs, &reading{a: sub, live: true})
	}
	return rs
}

// readAll feeds the input to every reading side by side and waits until
// they have all ended. It returns the error of the detected reading.
func (a *Auditor) readAll(ctx context.Context, r io.Reader) error {
	var wg sync.WaitGroup
	for _, rd := range a.readings {
		rd.in = newBlockReader()
		rd.a.published = rd
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer rd.in.stop() // a feeder still sending returns
			rd.err = catch.Call("audit: a reading", func() error {
				err := rd.a.Read(ctx, rd.in)
				if err == nil {
					// A reading that ended before the input: the rest is
					// read and dropped, so that the others go on.
					_, err = io.Copy(io.Discard, rd.in)
				}
				return err
			})
		}()
	}
	err := a.feed(ctx, r)
	for _, rd := range a.readings {
		if rd.live {
			rd.in.end(err) // nil: io.EOF
		}
	}
	wg.Wait()
	first := a.readings[0]
	if first.err != nil && !errors.Is(first.err, errDropped) {
		return first.err
	}
	for _, rd := range a.readings {
		if rd.live && rd.err != nil {
			return rd.err
		}
	}
	return nil
}

// feed copies the input to every live reading, dropping the readings far
// behind once they have read enough, and returns the input's error (nil
// at its end), or ctx's once it is done: every reading stops then, at its
// next read, whatever it is reading. The readings share each block read
// (they never write to it) and read them each at its own pace, at most
// blocksAhead blocks behind the feeder.
func (a *Auditor) feed(ctx context.Context, r io.Reader) error {
	for {
		if err := context.Cause(ctx); err != nil {
			return err
		}
		buf := make([]byte, 64<<10)
		k, err := r.Read(buf)
		if k > 0 {
			live := 0
			for _, rd := range a.readings {
				if !rd.live {
					continue
				}
				if !rd.in.send(buf[:k]) {
					rd.live = false // it ended: it reads no more
					continue
				}
				live++
			}
			if live == 0 {
				return nil
			}
			a.prune()
		}
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
	}
}

// blocksAhead is how many blocks of the input a reading may lag behind
// the feeder.
const blocksAhead = 4

// blockReader is the input of one reading: the blocks the feeder sends,
// read in order, then the error it ends them with (io.EOF for nil).
type blockReader struct {
	blocks  chan []byte
	done    chan struct{} // closed when the reading reads no more
	stopped sync.Once
	cur     []byte
	err     error // set before blocks is closed
}

func newBlockReader() *blockReader {
	return &blockReader{blocks: make(chan []byte, blocksAhead), done: make(chan struct{})}
}

// send hands a block to the reading; false when it reads no more.
func (b *blockReader) send(p []byte) bool {
	select {
	case b.blocks <- p:
		return true
	case <-b.done:
		return false
	}
}

// end ends the input with err; nil is its end, io.EOF.
func (b *blockReader) end(err error) {
	if err == nil {
		err = io.EOF
	}
	b.err = err
	close(b.blocks)
}

// stop says that the reading reads no more.
func (b *blockReader) stop() { b.stopped.Do(func() { close(b.done) }) }

// Read reads the blocks in order.
func (b *blockReader) Read(p []byte) (int, error) {
	for len(b.cur) == 0 {
		blk, ok := <-b.blocks
		if !ok {
			return 0, b.err
		}
		b.cur = blk
	}
	k := copy(p, b.cur)
	b.cur = b.cur[k:]
	return k, nil
}

// prune drops the readings that read as the detected one does (the same
// format, once it is detected, or the same score over the same lines past
// pruneLines), and, once every live one has published a score past
// pruneLines, those far behind the best.
func (a *Auditor) prune() {
	detected := a.readings[0].seen.Load()
	for _, rd := range a.readings[1:] {
		s := rd.seen.Load()
		if !rd.live || detected == nil || s == nil || !a.readings[0].live {
			continue
		}
		if s.format == detected.format || rd.sameAs(a.readings[0]) {
			a.drop(rd)
		}
	}
	var best *readingScore
	for _, rd := range a.readings {
		if !rd.live {
			continue
		}
		s := rd.seen.Load()
		if s == nil || s.lines < pruneLines {
			return
		}
		if best == nil || s.better(*best) {
			best = s
		}
	}
	for _, rd := range a.readings[1:] {
		if s := rd.seen.Load(); rd.live && s != best && s.farBehind(*best) {
			a.drop(rd)
		}
	}
}

// drop stops feeding a reading; its audit is not chosen.
func (a *Auditor) drop(rd *reading) {
	rd.live = false
	rd.in.end(errDropped)
}

// publish makes the reading's score so far seen by the feeder.
func (a *Auditor) publish() {
	if a.published != nil {
		s := scoreOf(a.rep)
		a.published.before.Store(a.published.seen.Load())
		a.published.seen.Store(&s)
	}
}

// finishAll finishes every reading that read the whole input, chooses
// the one that explains the output best and returns its report, with a
// note when the runner-up gives another verdict.
func (a *Auditor) finishAll(ctx context.Context) (*Report, error) {
	type done struct {
		rep *Report
		err error
	}
	results := make([]done, len(a.readings))
	// The readings far behind the best are not finished: none of them
	// can be chosen, nor be the runner-up a note names, and finishing
	// one may cost a count of Q(n) or a walk through the reference.
	var top readingScore
	for _, rd := range a.readings {
		if rd.live && rd.err == nil && scoreOf(rd.a.rep).better(top) {
			top = scoreOf(rd.a.rep)
		}
	}
	for _, rd := range a.readings[1:] {
		if rd.live && rd.err == nil && top.valid > 0 && scoreOf(rd.a.rep).farBehind(top) {
			rd.live = false
		}
	}
	var wg sync.WaitGroup
	for i, rd := range a.readings {
		if !rd.live || rd.err != nil {
			rd.a.Close()
			continue
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			var rep *Report
			err := catch.Call("audit: a reading", func() error {
				var err error
				rep, err = rd.a.Finish(ctx)
				return err
			})
			results[i] = done{rep, err}
		}()
	}
	wg.Wait()
	if err := context.Cause(ctx); err != nil {
		return a.stoppedAll(), err
	}
	for _, d := range results {
		if d.err != nil {
			return d.rep, d.err
		}
	}
	best := choose(results[0].rep, func(yield func(*Report) bool) {
		for _, d := range results[1:] {
			if d.rep != nil && !yield(d.rep) {
				return
			}
		}
	})
	if best == nil {
		return nil, errors.New("audit: no reading of the output ended")
	}
	return best, nil
}

// choose returns the report of the reading that explains the output
// best: the detected one, unless another overrules it; with a note when
// the runner-up gives another verdict.
func choose(detected *Report, others iter.Seq[*Report]) *Report {
	var best, second *Report
	consider := func(r *Report) {
		switch {
		case best == nil || scoreOf(r).better(scoreOf(best)):
			best, second = r, best
		case second == nil || scoreOf(r).better(scoreOf(second)):
			second = r
		}
	}
	for r := range others {
		consider(r)
	}
	switch {
	case detected == nil:
	case best == nil || !scoreOf(best).overrules(scoreOf(detected)):
		best, second = detected, best
	default:
		second = detected
	}
	if best == nil {
		return nil
	}
	best.Detected = true
	if second != nil {
		noteRunnerUp(best, second)
	}
	return best
}

// noteRunnerUp says, when the reading second best gives another verdict
// on an output it reads nearly as well, how it reads and which flag
// picks it.
func noteRunnerUp(best, other *Report) {
	b, o := scoreOf(best), scoreOf(other)
	if best.Clean() == other.Clean() || 2*o.valid < b.valid || o.valid == 0 {
		return
	}
	verdict := "passes"
	if !other.Clean() {
		verdict = fmt.Sprintf("fails with %d %s", other.Total(), text.Plural(other.Total(), "finding"))
	}
	flag := "--format " + other.Format.String()
	if slices.ContainsFunc(best.Notes, func(n string) bool { return strings.Contains(n, flag) }) {
		return // a note of the reading's own names the other already
	}
	best.Notes = append(best.Notes, fmt.Sprintf("close call: read as %s, the output holds %s; read as %s (--format %s), it holds %d and %s",
		best.Format, fmt.Sprintf("%d %s", b.valid, text.Plural(b.valid, "distinct valid solution")), other.Format, other.Format, o.valid, verdict))
}

// stoppedAll returns the report of the part read by the reading that
// explains it best, for a run stopped before its end.
func (a *Auditor) stoppedAll() *Report {
	var best *Report
	for _, rd := range a.readings {
		rep := rd.a.Stopped()
		if best == nil || rd.live && scoreOf(rep).better(scoreOf(best)) {
			best = rep
		}
	}
	best.Detected = true
	return best
}
