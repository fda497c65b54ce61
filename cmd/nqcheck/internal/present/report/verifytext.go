package report

import (
	"fmt"
	"io"
	"strings"

	"github.com/nqcheck/nqcheck/internal/base/text"
	"github.com/nqcheck/nqcheck/result"
)

// VerifyRow is the format of one size's line of verify's text output: n,
// solutions, classes, verdict and time.
const VerifyRow = "%3d  %10s  %8s  %-8s  %.2fs\n"

// textWriter writes to w and keeps the first write error.
type textWriter struct {
	w   io.Writer
	err error
}

func (t *textWriter) printf(format string, a ...any) {
	if t.err == nil {
		_, t.err = fmt.Fprintf(t.w, format, a...)
	}
}

// WriteVerifyHeader writes the header of verify's text output.
func WriteVerifyHeader(w io.Writer) error {
	_, err := fmt.Fprintf(w, "%3s  %10s  %8s  %-8s  %s\n", "n", "solutions", "classes", "verdict", "time")
	return err
}

// WriteVerifySize writes one size's line of verify's text output, the
// lines of its figures, and its failed checks.
func WriteVerifySize(w io.Writer, res result.Verify) error {
	o := &textWriter{w: w}
	// The verdict column says the verdict in the words of the JSON:
	// pass or fail (a size stopped part way is shown only when it failed).
	verdict := string(res.Verdict)
	total := agreed(res.Total, res.Witnesses, func(w result.Witness) result.Figure { return w.Total })
	classes := agreed(res.Classes, res.Witnesses, func(w result.Witness) result.Figure { return w.Classes })
	o.printf(VerifyRow, res.N, total, classes, verdict, res.Seconds)
	if res.Orbits != nil {
		o.printf("     %s\n", classSentence(res.Total, res.Classes, *res.Orbits))
	}
	for _, w := range res.Witnesses {
		switch {
		case w.Failed != "":
			o.printf("     %s: failed: %s\n", w.Name, w.Failed)
		case len(w.Sets) > 0 && w.Sets[0] == "canonical":
			o.printf("     %s: %s, one per class\n", w.Name, countNoun(w.Classes, "model", "models"))
		case len(w.Sets) > 0 && w.Sets[0] == "fix90":
			switch {
			case w.Classes.IsKnown():
				o.printf("     %s: fix90 %v, fix180 %v; Burnside's lemma gives %s\n", w.Name, w.Fix90, w.Fix180, countNoun(w.Classes, "class", "classes"))
			case !res.Total.IsKnown():
				o.printf("     %s: fix90 %v, fix180 %v; no total to apply Burnside's lemma to\n", w.Name, w.Fix90, w.Fix180)
			default:
				o.printf("     %s: fix90 %v, fix180 %v; Burnside's lemma gives no whole number of classes\n", w.Name, w.Fix90, w.Fix180)
			}
		}
	}
	if ct := res.Certificate; ct != nil {
		cubes := countNoun(result.KnownInt(ct.Cubes), "cube", "cubes")
		if ct.Cubes != res.Plan.Cubes {
			cubes = fmt.Sprintf("%d of %d cubes", ct.Cubes, res.Plan.Cubes)
		}
		extras := ""
		if ct.Fix90 != nil && ct.Fix180 != nil {
			extras = fmt.Sprintf("the cover and fix90 %d, fix180 %d too, ", *ct.Fix90, *ct.Fix180)
		}
		o.printf("     certificate: %s with %s certified by proof, %s%s checked in %.2fs\n",
			cubes, countNoun(result.Known(ct.Solutions), "solution", "solutions"), extras, countNoun(result.Known(ct.Lemmas), "lemma", "lemmas"), ct.Seconds)
	}
	for _, c := range res.Checks {
		if !c.OK {
			o.printf("     %s %s: %s\n", c.Name, c.Witnesses, c.Detail)
		}
	}
	return o.err
}

// WriteVerifyEnd writes the end of verify's text output: the line of the
// size interrupted, if any, and the verdict. sizes is the number of sizes
// asked for; stopped says why the run stopped ("timeout after 1s"), if it
// did, and stoppedSeconds how long the size in progress had run.
func WriteVerifyEnd(w io.Writer, rep result.Envelope[result.Verify], sizes int, stopped string, stoppedSeconds float64) error {
	o := &textWriter{w: w}
	verdict := MismatchText(rep.Results)
	in := rep.Interrupted
	switch {
	case in == nil && rep.Verdict == result.Pass:
		o.printf("all witnesses agree\n")
	case in == nil:
		o.printf("MISMATCH: %s\n", verdict)
	default:
		done := 0
		for _, r := range rep.Results {
			if r.Verdict != result.Incomplete && r.N != in.N {
				done++
			}
		}
		if rep.Verdict != result.Fail || len(rep.Results) == 0 || rep.Results[len(rep.Results)-1].N != in.N {
			o.printf(VerifyRow, in.N, "-", "-", string(result.Incomplete), stoppedSeconds)
		}
		switch {
		case len(rep.Results) == 0:
			o.printf("INCOMPLETE: %s during n = %d; no size done\n", stopped, in.N)
		case rep.Verdict == result.Fail:
			o.printf("INCOMPLETE: %s during n = %d; %d of %d sizes done: MISMATCH: %s\n", stopped, in.N, done, sizes, verdict)
		default:
			o.printf("INCOMPLETE: %s during n = %d; %d of %d sizes done: all witnesses agree\n", stopped, in.N, done, sizes)
		}
	}
	return o.err
}

// VerifyText writes verify's text output as the run goes, a size at a
// time, and keeps the first write error: after it nothing more is
// written.
type VerifyText struct {
	w   io.Writer
	err error
}

// NewVerifyText returns the writer of verify's text output to w, with
// the header written.
func NewVerifyText(w io.Writer) *VerifyText {
	return &VerifyText{w: w, err: WriteVerifyHeader(w)}
}

// Size writes one size's lines, as WriteVerifySize.
func (t *VerifyText) Size(res result.Verify) {
	if t.err == nil {
		t.err = WriteVerifySize(t.w, res)
	}
}

// End writes the end of the output, as WriteVerifyEnd, and returns the
// first write error of the whole output.
func (t *VerifyText) End(rep result.Envelope[result.Verify], sizes int, stopped string, stoppedSeconds float64) error {
	if t.err == nil {
		t.err = WriteVerifyEnd(t.w, rep, sizes, stopped, stoppedSeconds)
	}
	return t.err
}

// WriteVerifyMerge writes the text output of a merge of verify's result
// files: the header, the size's lines (a row of unknown figures when the
// merge is incomplete), the verdict, and summary, the line that sums the
// merge up. res is the merge's result, whose verdict is the merge's; st
// is its status.
func WriteVerifyMerge(w io.Writer, res result.Verify, st result.MergeStatus, summary string) error {
	o := &textWriter{w: w}
	if o.err = WriteVerifyHeader(w); o.err != nil {
		return o.err
	}
	if res.Verdict == result.Incomplete {
		o.printf(VerifyRow, res.N, "-", "-", string(result.Incomplete), res.Seconds)
	} else if o.err = WriteVerifySize(w, res); o.err != nil {
		return o.err
	}
	switch {
	case res.Verdict == result.Pass:
		o.printf("all witnesses agree\n")
	case st.Conflicting > 0:
		verb := "conflict"
		if st.Conflicting == 1 {
			verb = "conflicts"
		}
		o.printf("MISMATCH: %d %s %s between files\n", st.Conflicting, text.Plural(st.Conflicting, "cube"), verb)
	case res.Verdict == result.Fail:
		o.printf("MISMATCH: %s\n", MismatchText([]result.Verify{res}))
	default:
		o.printf("INCOMPLETE: %d of %d cubes missing\n", st.Missing, st.Plan.Units)
	}
	o.printf("%s\n", summary)
	return o.err
}

// MismatchText says what failed in results: the witnesses, the reference
// values (the expect check), or both.
func MismatchText(results []result.Verify) string {
	witnesses, expect := false, false
	for _, res := range results {
		for _, c := range res.Checks {
			switch {
			case c.OK:
			case c.Name == "expect":
				expect = true
			default:
				witnesses = true
			}
		}
	}
	switch {
	case expect && witnesses:
		return "the witnesses disagree, and the figures differ from the reference values"
	case expect:
		return "the figures differ from the reference values"
	}
	return "the witnesses disagree"
}

// classSentence says how the classes split by symmetry: "92 solutions, 12
// classes = 11 without symmetry + 1 with 180° symmetry".
func classSentence(total, classes result.Figure, o result.Orbits) string {
	line := fmt.Sprintf("%s, %s", countNoun(total, "solution", "solutions"), countNoun(classes, "class", "classes"))
	var terms []string
	for _, t := range []struct {
		count uint64
		what  string
	}{
		{o.Eight, "without symmetry"},
		{o.Four, "with 180° symmetry"},
		{o.Two, "with 90° symmetry"},
		{o.One, "with every symmetry"},
	} {
		if t.count > 0 {
			terms = append(terms, fmt.Sprintf("%d %s", t.count, t.what))
		}
	}
	if len(terms) > 0 {
		line += " = " + strings.Join(terms, " + ")
	}
	return line
}

// agreed returns the board's figure as the row prints it: "differ" when
// two witnesses gave different known values of it, else the figure ("-"
// when unknown).
func agreed(board result.Figure, ws []result.Witness, of func(result.Witness) result.Figure) string {
	var first result.Figure
	for _, w := range ws {
		v := of(w)
		if !v.IsKnown() {
			continue
		}
		if first.IsKnown() && v != first {
			return "differ"
		}
		if !first.IsKnown() {
			first = v
		}
	}
	return board.String()
}

// countNoun says k with its noun: "1 class", "12 classes", "- classes".
func countNoun(k result.Figure, one, many string) string {
	if v, ok := k.Value(); ok && v == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%v %s", k, many)
}
