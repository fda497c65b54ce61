package verify

import (
	"fmt"
	"strings"

	"github.com/nqcheck/nqcheck/compare"
	"github.com/nqcheck/nqcheck/reference"
	"github.com/nqcheck/nqcheck/result"
)

// figs are one witness's board figures, each known or not.
type figs struct {
	total, classes, fix90, fix180 result.Figure
	orbits                        *result.Orbits
	digest                        *result.Digest
}

// complete reports whether the witness has every cube's evidence and
// did not fail.
func (r *run) complete(st *state) bool {
	if st.failed != "" {
		return false
	}
	if st.w.Enumerate != nil {
		return st.cubes == len(r.plan.Cubes)
	}
	return st.figures != nil
}

// figs returns the board figures of st: sums of its evidence, or its
// figures; unknown when the run or the witness is incomplete.
func (r *run) figs(st *state) figs {
	var f figs
	if !r.complete(st) {
		return f
	}
	if st.figures != nil {
		return figs{total: result.Known(st.figures.Total), classes: result.Known(st.figures.Classes),
			fix90: result.Known(st.figures.Fix90), fix180: result.Known(st.figures.Fix180)}
	}
	if s, ok := st.sums[All]; ok {
		d := s.Digest // the digest of all solutions; other sets have none to show
		f.digest = &d
		o := s.Canonical
		f.total, f.classes, f.orbits = result.Known(s.Count), result.Known(o.Classes()), &o
		f.fix90, f.fix180 = result.Known(s.Fix90), result.Known(s.Fix180)
		return f
	}
	if s, ok := st.sums[Canonical]; ok {
		o := s.Canonical
		f.classes, f.orbits = result.Known(s.Count), &o
	}
	if s, ok := st.sums[Fix90]; ok {
		f.fix90 = result.Known(s.Count)
	}
	if s, ok := st.sums[Fix180]; ok {
		f.fix180 = result.Known(s.Count)
	}
	if f.fix90.IsKnown() && f.fix180.IsKnown() && !f.classes.IsKnown() {
		// The classes by Burnside's lemma on the side's total.
		if a := r.sideAll(st.w.Side); a != nil {
			q, _ := r.figs(a).total.Value()
			if c, whole := compare.BurnsideClasses(r.n, int(q), r.fixed(f)); whole {
				f.classes = result.KnownInt(c)
			}
		}
	}
	return f
}

// results returns each witness's result entry.
func (r *run) results(complete bool) []result.Witness {
	out := make([]result.Witness, 0, len(r.ws))
	for _, st := range r.ws {
		w := result.Witness{Name: st.w.Name, Sets: []string{}, Seconds: result.Seconds(st.seconds), Failed: st.failed}
		for _, s := range st.w.Sets {
			w.Sets = append(w.Sets, s.String())
		}
		if complete {
			f := r.figs(st)
			w.Total, w.Classes, w.Fix90, w.Fix180, w.Orbits, w.Digest = f.total, f.classes, f.fix90, f.fix180, f.orbits, f.digest
		}
		out = append(out, w)
	}
	return out
}

// ref returns the reference witness: the first complete one of the All
// set; nil when none is.
func (r *run) ref() *state { return r.sideAll("") }

// sideAll returns the first complete witness of the All set on side (any
// side for ""), else the reference.
func (r *run) sideAll(side string) *state {
	var first *state
	for _, st := range r.ws {
		if _, ok := st.sums[All]; !ok || !r.complete(st) {
			continue
		}
		if st.w.Side == side {
			return st
		}
		if first == nil {
			first = st
		}
	}
	return first
}

func (r *run) fixed(f figs) compare.Fixed {
	a, _ := f.fix90.Value()
	b, _ := f.fix180.Value()
	return compare.Fixed{Fix90: int(a), Fix180: int(b)}
}

func intOf(c result.Figure) int {
	v, _ := c.Value()
	return int(v)
}

// boardChecks runs step 4, in this order: each witness of all solutions
// against the reference (count, classes); each witness of canonical forms
// (classes); Burnside's lemma on the reference's own figures, then on
// each witness of fixed solutions with its side's total and its side's
// classes, and the class split those figures imply against the
// reference's orbits; the counter's figures against the reference; the
// reference table.
func (r *run) boardChecks(expect *reference.Table) error {
	ref := r.ref()
	var rf figs
	if ref != nil {
		rf = r.figs(ref)
	}
	for _, st := range r.ws {
		if ref == nil || st == ref || !r.complete(st) {
			continue
		}
		f := r.figs(st)
		names := ref.w.Name + "/" + st.w.Name
		if _, ok := st.sums[All]; ok {
			c := newCheck("count", names)
			if f.total != rf.total {
				c.fail("%s has %v solutions, %s has %v", ref.w.Name, rf.total, st.w.Name, f.total)
			}
			r.checks.add(c.done())
		}
		if _, ok := st.sums[All]; ok || st.sums[Canonical] != nil {
			c := newCheck("classes", names)
			if f.classes != rf.classes || *f.orbits != *rf.orbits {
				c.fail("%s has %v classes (orbits %s), %s has %v (orbits %s)", ref.w.Name, rf.classes, orbitsText(rf.orbits), st.w.Name, f.classes, orbitsText(f.orbits))
			}
			r.checks.add(c.done())
		}
	}
	if ref != nil {
		r.checks.add(compare.Burnside(r.n, ref.w.Name, intOf(rf.total), r.fixed(rf), ref.w.Name, intOf(rf.classes)))
	}
	for _, st := range r.ws {
		_, has90 := st.sums[Fix90]
		_, has180 := st.sums[Fix180]
		if !has90 || !has180 || !r.complete(st) {
			continue
		}
		a := r.sideAll(st.w.Side)
		if a == nil {
			continue
		}
		af, f := r.figs(a), r.figs(st)
		counter, classes := a.w.Name, af.classes
		for _, c := range r.ws {
			if _, ok := c.sums[Canonical]; ok && c.w.Side == st.w.Side && r.complete(c) {
				counter, classes = c.w.Name, r.figs(c).classes
				break
			}
		}
		r.checks.add(compare.Burnside(r.n, st.w.Name, intOf(af.total), r.fixed(f), counter, intOf(classes)))
		r.checks.add(compare.ClassSplit(r.n, ref.w.Name, orbitsInt(rf.orbits), st.w.Name, intOf(af.total), r.fixed(f)))
	}
	for _, st := range r.ws {
		if st.figures == nil || ref == nil || !r.complete(st) {
			continue
		}
		for _, c := range figureChecks(ref.w.Name, rf, st.w.Name, *st.figures) {
			r.checks.add(c)
		}
	}
	if expect != nil {
		name := "verify"
		if ref != nil {
			name = ref.w.Name
		}
		if c, ok := expectCheck(expect, r.n, name, r.boardFigs()); ok {
			r.checks.add(c)
		}
	}
	return nil
}

// figureChecks compares a counter's figures with those of the reference
// witness: the number of solutions (count), of classes (classes), and the
// solutions fixed by a quarter turn and by a half turn against what the
// reference's orbit sizes imply (fixed). A class of 1 board is fixed by
// both turns, one of 2 boards has both turns in its stabiliser (no
// reflection fixes a solution for n > 1), one of 4 only the half turn; so
// fix90 = 1·ones + 2·twos and fix180 = fix90 + 4·fours.
func figureChecks(refName string, rf figs, name string, c Figures) []result.Check {
	names := refName + "/" + name
	count := newCheck("count", names)
	if rf.total != result.Known(c.Total) {
		count.fail("%s has %v solutions, %s counted %d", refName, rf.total, name, c.Total)
	}
	classes := newCheck("classes", names)
	if rf.classes != result.Known(c.Classes) {
		classes.fail("%s has %v classes, %s counted %d", refName, rf.classes, name, c.Classes)
	}
	fixed := newCheck("fixed", names)
	o := *rf.orbits
	fix90 := o.One + 2*o.Two
	fix180 := fix90 + 4*o.Four
	if fix90 != c.Fix90 || fix180 != c.Fix180 {
		fixed.fail("%s's orbits (%s) give %d solutions fixed by a quarter turn and %d by a half turn, %s counted %d and %d",
			refName, orbitsText(&o), fix90, fix180, name, c.Fix90, c.Fix180)
	}
	return []result.Check{count.done(), classes.done(), fixed.done()}
}

func orbitsInt(o *result.Orbits) compare.Orbits {
	if o == nil {
		return compare.Orbits{}
	}
	return compare.Orbits{Eight: int(o.Eight), Four: int(o.Four), Two: int(o.Two), One: int(o.One)}
}

func orbitsText(o *result.Orbits) string {
	if o == nil {
		return "-"
	}
	return fmt.Sprintf("8:%d 4:%d 2:%d 1:%d", o.Eight, o.Four, o.Two, o.One)
}

// boardFigs returns the board's figures: each from the first witness
// that has it, the reference first.
func (r *run) boardFigs() figs {
	var out figs
	order := []*state{}
	if ref := r.ref(); ref != nil {
		order = append(order, ref)
	}
	order = append(order, r.ws...)
	for _, st := range order {
		f := r.figs(st)
		pick := func(dst *result.Figure, c result.Figure) {
			if !dst.IsKnown() {
				*dst = c
			}
		}
		pick(&out.total, f.total)
		pick(&out.fix90, f.fix90)
		pick(&out.fix180, f.fix180)
		pick(&out.classes, f.classes)
		if out.orbits == nil {
			out.orbits = f.orbits
		}
	}
	return out
}

func (r *run) boardFigures(res *result.Verify) {
	f := r.boardFigs()
	res.Total, res.Classes, res.Fix90, res.Fix180, res.Orbits = f.total, f.classes, f.fix90, f.fix180, f.orbits
}

// expectCheck compares the known board figures with the reference table:
// the check "expect", failing with every difference. ok is false when
// the table is partial and has no value for n.
func expectCheck(ref *reference.Table, n int, name string, f figs) (result.Check, bool) {
	return ExpectCheck(ref, name, reference.KnownRow(n, f.total, f.classes, f.fix90, f.fix180))
}

// ExpectCheck compares the figures got of one board size with the
// reference table ref: the check "expect" on witnesses, failing with
// every difference ("n = 8: A000170 expected 91, got 92; ..."), a size
// that ref has no value for among them. ok is false when ref is partial
// and has no value for got's size: there is nothing to check.
func ExpectCheck(ref *reference.Table, witnesses string, got reference.Row) (result.Check, bool) {
	if ref.Partial && !ref.Covers(got.N) {
		return result.Check{}, false
	}
	diffs := reference.Compare(ref, []reference.Row{got})
	parts := make([]string, len(diffs))
	for i, d := range diffs {
		parts[i] = d.String()
	}
	return result.Check{Name: "expect", Witnesses: witnesses, OK: len(diffs) == 0, Detail: strings.Join(parts, "; ")}, true
}
