package unlockverify

import (
	"bufio"
	"fmt"
	"io"
	"strings"

	"github.com/nqcheck/nqcheck/result"
)

// WriteText writes r as text: a heading naming the set of segments, a
// row per length and one of totals with the known figure and each
// witness's, what the SAT witness's models passed, and each failed check.
func WriteText(w io.Writer, r result.Unlock) error {
	bw := bufio.NewWriter(w)
	segs := "no segment given"
	if len(r.Segments) > 0 {
		segs = "segments " + strings.Join(r.Segments, " ")
	}
	if r.Case > 0 {
		fmt.Fprintf(bw, "case %d: %s\n", r.Case, segs)
	} else {
		fmt.Fprintf(bw, "%s\n", segs)
	}
	fmt.Fprintf(bw, "  %6s  %8s  %8s  %8s\n", "length", "known", "dfs", "sat")
	for _, l := range r.Lengths {
		name := "total"
		if l.Length > 0 {
			name = fmt.Sprint(l.Length)
		}
		fmt.Fprintf(bw, "  %6s  %8s  %8s  %8s\n", name, figure(l.Known), figure(l.DFS), figure(l.SAT))
	}
	for _, wit := range r.Witnesses {
		if wit.Name == "sat" && wit.Failed == "" {
			fmt.Fprintf(bw, "  sat: %d cubes; each model decoded, a valid pattern, in its cube, new\n", wit.Cubes)
		}
	}
	for _, c := range r.Checks {
		if !c.OK {
			where := ""
			if c.Cube != "" {
				where = " (cube " + c.Cube + ")"
			}
			fmt.Fprintf(bw, "  FAILED %s %s: %s%s\n", c.Name, c.Witnesses, c.Detail, where)
		}
	}
	return bw.Flush()
}

// figure returns a figure, or "-" when there is none.
func figure(c result.Figure) string {
	if v, ok := c.Value(); ok {
		return fmt.Sprint(v)
	}
	return "-"
}
