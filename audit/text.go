package audit

import (
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/internal/base/text"
)

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
	tr := a.nota().traits()
	if tr.tokens && a.rep.Shape == "permutations" {
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
		case tr.coords:
			fmt.Fprintf(&b, "(%d %d)", r+a.base, c+a.base)
		case tr.tokens && a.rep.Shape == "coords pairs":
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
	tr := notationOf(r.Format).traits()
	if tr.tokens && r.Shape != "" {
		what += " of " + r.Shape
	}
	switch {
	case tr.count:
		return fmt.Sprintf("format %s (%s)", what, how)
	case r.Shape == "boards" || tr.grid:
		s := fmt.Sprintf("format %s (%s)", what, how)
		if r.Queen > 0 {
			s += fmt.Sprintf(", queen %q", r.Queen)
		}
		if r.Empty > 0 {
			s += fmt.Sprintf(", empty %q", r.Empty)
		}
		return s
	}
	if r.BaseLine == 0 && r.DataLines == 0 {
		// Nothing was read as a solution: no base to speak of.
		if r.ClaimsTotal > 0 {
			return fmt.Sprintf("format %s (%s), a total stated in words, no listing", what, how)
		}
		return fmt.Sprintf("format %s (%s), no solution listed", what, how)
	}
	if r.BaseLine == 0 && len(r.Notations) > 0 {
		return fmt.Sprintf("format %s (%s), solutions written as %s", what, how, strings.Join(r.Notations, ", "))
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
	if r.Unreadable != "" {
		fmt.Fprintf(&b, "unreadable: %s\n", r.Unreadable)
	}
	fmt.Fprintf(&b, "summary: %d %s, %d distinct valid %s", r.Lines, text.Plural(r.Lines, "line"), r.Solutions, text.Plural(r.Solutions, "solution"))
	switch {
	case !r.Complete:
		b.WriteString(", stopped before the end (Q(n) and the missing solutions not known)")
	case r.Uncounted:
		b.WriteString(" (--some: Q(n) not counted, as no total was stated)")
	case r.Classes > 0:
		fmt.Fprintf(&b, ", one per symmetry class: %d classes (Q(%d) = %d), %d missing", r.Classes, r.N, r.Expected, r.Missing)
	case notationOf(r.Format).traits().prefix || notationOf(r.Format).traits().count:
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
	if s := r.ReadSummary(); s != "" {
		fmt.Fprintf(&b, "read: %s\n", s)
	}
	for _, n := range r.Notes {
		fmt.Fprintf(&b, "note: %s\n", n)
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
func (a *Auditor) Close() {
	a.merge.release()
	for _, rd := range a.readings {
		rd.a.Close()
	}
}

// ReadSummary says what was read besides the solutions of the format:
// the notations, the claims, the prefixes cut and the text lines
// skipped; empty when there was nothing else.
func (r *Report) ReadSummary() string {
	var parts []string
	if len(r.Notations) > 0 {
		parts = append(parts, "solutions written as "+strings.Join(r.Notations, ", "))
	}
	if r.ClaimsTotal > 0 {
		var cs []string
		for _, c := range r.Claims {
			cs = append(cs, fmt.Sprintf("%d (line %d)", c.Value, c.Line))
		}
		s := fmt.Sprintf("%d %s stated in words: %s", r.ClaimsTotal, text.Plural(r.ClaimsTotal, "total"), strings.Join(cs, ", "))
		if int64(len(r.Claims)) < r.ClaimsTotal {
			s += ", ..."
		}
		parts = append(parts, s)
	}
	if r.Prefixes > 0 {
		parts = append(parts, fmt.Sprintf("cut a prefix off %d data %s, such as %q (line %d)", r.Prefixes, text.Plural(r.Prefixes, "line"), r.Prefix, r.PrefixLine))
	}
	if r.TextLines > 0 {
		parts = append(parts, fmt.Sprintf("skipped %d text %s, such as %q (line %d)", r.TextLines, text.Plural(r.TextLines, "line"), r.TextExample, r.TextLine))
	}
	if r.Order != "" && r.Order != "lexicographic" && !r.orderJudged {
		parts = append(parts, "order "+r.Order+" (--order judges it)")
	}
	return strings.Join(parts, "; ")
}
