package audit

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/internal/testkit/integration"
)

// textLines are lines real programs print around their solutions; none
// states a total (those are added with the right value where used).
var textLines = []string{
	"Solution 1:", "No. 3", "-----", "#2", "Arrangement for placing queens", "Enter N:",
	"+---+---+", "====", "Solution No. : 4", "", "Here are the solutions", "Board 2",
}

// writeStyle writes solutions in one of the shapes audit reads.
func writeStyle(style string, sols []board.Solution) []string {
	var out []string
	for i, s := range sols {
		switch style {
		case "lines":
			var f []string
			for _, c := range s {
				f = append(f, fmt.Sprint(c+1))
			}
			out = append(out, strings.Join(f, " "))
		case "labelled":
			var b strings.Builder
			for _, c := range s {
				fmt.Fprintf(&b, " %d", c+1)
			}
			out = append(out, fmt.Sprintf("Solution %d:%s", i+1, b.String()))
		case "chess":
			var f []string
			for r, c := range s {
				f = append(f, fmt.Sprintf("%c%d", 'a'+c, r+1))
			}
			out = append(out, strings.Join(f, " "))
		case "pairs":
			var f []string
			for r, c := range s {
				f = append(f, fmt.Sprintf("%d,%d", r, c))
			}
			out = append(out, strings.Join(f, " "))
		case "boards":
			for _, c := range s {
				out = append(out, strings.Repeat(". ", c)+"Q"+strings.Repeat(" .", len(s)-c-1))
			}
			out = append(out, "")
		case "bordered":
			for _, c := range s {
				out = append(out, "|"+strings.Repeat("_|", c)+"Q|"+strings.Repeat("_|", len(s)-c-1))
			}
		case "checker":
			// Empty squares alternate a space and a dot; a square is one
			// character wide.
			for r, c := range s {
				row := []rune(strings.Repeat(" ", len(s)))
				for k := range row {
					if (r+k)%2 == 1 {
						row[k] = '.'
					}
				}
				row[c] = 'Q'
				out = append(out, string(row))
			}
			out = append(out, "")
		case "filegrid":
			// File letters over squares three wide, rank numbers before
			// the rows, each row ending after its queen.
			letters := ""
			for k := range s {
				letters += "  " + string(rune('a'+k))
			}
			out = append(out, letters)
			for r, c := range s {
				out = append(out, fmt.Sprintf("%d %s#", r+1, strings.Repeat("   ", c)))
			}
			out = append(out, "")
		case "picture":
			// The columns of a solution, then its board.
			out = append(out, writeStyle("lines", []board.Solution{s})...)
			out = append(out, writeStyle("bordered", []board.Solution{s})...)
		case "digits":
			var b strings.Builder
			for _, c := range s {
				fmt.Fprint(&b, c+1)
			}
			out = append(out, b.String())
		case "headed":
			// A numbered heading (its number filled in as it is printed)
			// and a board of O and -.
			out = append(out, "Solutions #")
			for _, c := range s {
				out = append(out, strings.Repeat("-", c)+"O"+strings.Repeat("-", len(s)-c-1))
			}
		}
	}
	return out
}

// auditText audits text for n with the options.
func auditText(t *testing.T, text string, n int, opt Options) *Report {
	t.Helper()
	opt.MaxFindings = -1
	rep, err := OutputContext(context.Background(), strings.NewReader(text), n, slices.Values(reference(n)), opt)
	if err != nil {
		t.Fatal(err)
	}
	return rep
}

func reportText(rep *Report) string {
	var b strings.Builder
	rep.WriteText(&b)
	return b.String()
}

// TestPropertyTextNeverChangesTheVerdict checks, over generated outputs,
// that text lines inserted anywhere into a right output (between the
// solution lines of a listing; between boards) leave it passing, and that
// every change of a solution, and a wrong total stated in words, still
// fails with the finding that names it.
func TestPropertyTextNeverChangesTheVerdict(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(19, 8))
	styles := []string{"lines", "labelled", "chess", "pairs", "boards", "bordered", "checker", "filegrid", "picture", "digits", "headed"}
	// Every style always; the sizes and trials of the whole property
	// with NQCHECK_INTEGRATION=1 (CI), two sizes and one trial otherwise
	// (and in the race detector's run, -short).
	sizes, trials := []int{4, 6}, 1
	if integration.Enabled() && !testing.Short() {
		sizes, trials = []int{4, 5, 6, 8}, 4
	}
	for _, n := range sizes {
		ref := reference(n)
		for _, style := range styles {
			for trial := range trials {
				name := fmt.Sprintf("n=%d/%s/%d", n, style, trial)
				// Text goes between solutions: a board's rows stay together.
				var chunks [][]string
				for _, s := range ref {
					chunks = append(chunks, writeStyle(style, []board.Solution{s}))
				}
				join := func(chunks [][]string, k int) string {
					var lines []string
					for i, c := range chunks {
						for range rng.IntN(k + 1) {
							lines = append(lines, textLines[rng.IntN(len(textLines))])
						}
						for _, l := range c {
							lines = append(lines, strings.Replace(l, "Solutions #", fmt.Sprintf("Solutions %d", i+1), 1))
						}
					}
					lines = append(lines, fmt.Sprintf("Found %d solutions", len(ref)))
					return strings.Join(lines, "\n") + "\n"
				}
				right := join(chunks, 2)
				if rep := auditText(t, right, n, Options{}); !rep.Clean() {
					t.Errorf("%s: right output with text lines: %d findings\n%s\n%s", name, rep.Total(), reportText(rep), right)
					continue
				}
				i := rng.IntN(len(ref))
				mutants := map[string]struct {
					chunks [][]string
					kind   Kind
					total  string
				}{
					"drop": {slices.Delete(slices.Clone(chunks), i, i+1), Missing, ""},
					"dup":  {slices.Insert(slices.Clone(chunks), i, chunks[i]), Duplicate, ""},
					"move": {replace(chunks, i, writeStyle(style, []board.Solution{moved(ref[i])})), Invalid, ""},
				}
				for what, m := range mutants {
					text := join(m.chunks, 1)
					rep := auditText(t, text, n, Options{})
					if rep.Count(m.kind) == 0 && !(what == "drop" && rep.Count(WrongTotal) > 0) {
						t.Errorf("%s %s: no %q finding\n%s", name, what, m.kind, reportText(rep))
					}
					noReadingPasses(t, name+" "+what, text, n)
				}
				wrong := strings.Replace(right, fmt.Sprintf("Found %d solutions", len(ref)), fmt.Sprintf("Found %d solutions", len(ref)+1), 1)
				if rep := auditText(t, wrong, n, Options{}); rep.Count(WrongTotal) != 1 {
					t.Errorf("%s: a wrong total in words: %d wrong total findings\n%s", name, rep.Count(WrongTotal), reportText(rep))
				}
				other := reference(n + 1)
				var oc [][]string
				for _, s := range other {
					oc = append(oc, writeStyle(style, []board.Solution{s}))
				}
				if rep := auditText(t, join(oc, 1), n, Options{}); rep.Clean() {
					t.Errorf("%s: the solutions of n = %d pass\n%s", name, n+1, reportText(rep))
				}
				noReadingPasses(t, name+" other n", join(oc, 1), n)
				noReadingPasses(t, name+" wrong total", wrong, n)
				if rep := auditText(t, join(chunks[:1], 1), n, Options{Some: true}); rep.Count(WrongTotal) != 0 || rep.Total() != 0 {
					// One solution and the right total: --some passes it.
					t.Errorf("%s: --some on one solution: %d findings\n%s", name, rep.Total(), reportText(rep))
				}
			}
		}
	}
}

// noReadingPasses checks that text, a wrong output, fails in every
// reading the audit may choose: each format read alone, and the choice.
func noReadingPasses(t *testing.T, name, text string, n int) {
	t.Helper()
	for _, opt := range everyReading() {
		if rep := auditText(t, text, n, opt); rep.Clean() {
			t.Errorf("%s: a wrong output passes when read as %v (glyph %v)\n%s", name, opt.Format, opt.glyph, reportText(rep))
		}
	}
}

// everyReading returns the options of every reading: each format of the
// registry read alone, the glyph reading, and the choice among them.
func everyReading() []Options {
	out := []Options{{}}
	for f := range notations {
		out = append(out, Options{Format: Format(f), single: true})
	}
	return append(out, Options{Format: Board, single: true, glyph: true})
}

// replace returns chunks with chunk i replaced by c.
func replace(chunks [][]string, i int, c []string) [][]string {
	out := slices.Clone(chunks)
	out[i] = c
	return out
}

// moved returns s with the queen of its first row moved one column.
func moved(s board.Solution) board.Solution {
	m := slices.Clone(s)
	m[0] = (m[0] + 1) % len(m)
	return m
}
