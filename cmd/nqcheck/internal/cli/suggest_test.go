package cli

import (
	"fmt"
	"strings"
	"testing"
)

// TestDidYouMean: an unknown flag, or an unknown value of a flag whose
// error lists the known ones, gets the nearest known name, when one is
// near; a name near none gets the message alone.
func TestDidYouMean(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"--nn", "8"}, "nqcheck t: flag provided but not defined: --nn; did you mean -n? (see 'nqcheck help t')\n"},
		{[]string{"--colums", "n"}, "flag provided but not defined: --colums; did you mean --columns?"},
		{[]string{"-timeot", "1s"}, "flag provided but not defined: --timeot; did you mean --timeout?"},
		{[]string{"--format", "boards"}, `--format: unknown format "boards" (want lines, board, coords); did you mean board? (see`},
		{[]string{"--format", "Lines"}, `(want lines, board, coords); did you mean lines? (see`},
		{[]string{"--table", "mdd"}, `--table: unknown table format "mdd" (want md, csv, tsv or json); did you mean md? (see`},
		{[]string{"--witness", "dfss"}, `--witness: unknown witness "dfss" (known: dfs, sat); did you mean dfs? (see`},
		{[]string{"--preset", "cadcal"}, `(want one of cadical, minisat, or minizinc:SOLVER); did you mean cadical? (see`},
		// Nothing near: the message alone.
		{[]string{"--wholly-unknown"}, "nqcheck t: flag provided but not defined: --wholly-unknown (see"},
		{[]string{"--format", "xyzzy"}, `(want lines, board, coords) (see`},
	} {
		c, _, stderr := invocation(Command{Name: "t"})
		fs := c.FlagSet()
		c.Size(fs, "n", "8", "size `N`")
		c.Duration(fs, "timeout", 0, "`DURATION`")
		fs.String("columns", "", "`LIST`")
		for _, f := range []struct{ name, err string }{
			{"format", "unknown format %q (want lines, board, coords)"},
			{"table", "unknown table format %q (want md, csv, tsv or json)"},
			{"witness", "unknown witness %q (known: dfs, sat)"},
			{"preset", "unknown preset %q (want one of cadical, minisat, or minizinc:SOLVER)"},
		} {
			c.Func(fs, f.name, "", "`NAME`", func(s string) error { return fmt.Errorf(f.err, s) })
		}
		if code := c.Parse(fs, tt.args); code != ExitUsage {
			t.Errorf("Parse(%q) = %d, want %d", tt.args, code, ExitUsage)
		}
		if got := stderr.String(); !strings.Contains(got, tt.want) || strings.Count(got, "\n") != 1 {
			t.Errorf("Parse(%q): stderr %q, want one line holding %q", tt.args, got, tt.want)
		}
	}
}

// TestHelpTurnOff: the help of a boolean flag that is true by default
// says how to turn it off.
func TestHelpTurnOff(t *testing.T) {
	t.Parallel()
	c, stdout, _ := invocation(Command{Name: "t"})
	fs := c.FlagSet()
	fs.Bool("column-clauses", true, "add the column clauses")
	fs.Bool("q", true, "quiet")
	fs.Bool("off", false, "off by default")
	if code := c.Parse(fs, []string{"-h"}); code != ExitOK {
		t.Fatalf("exit %d", code)
	}
	help := stdout.String()
	for _, want := range []string{
		"add the column clauses (default true; --column-clauses=false turns it off)\n",
		"quiet (default true; -q=false turns it off)\n",
	} {
		if !strings.Contains(help, want) {
			t.Errorf("help lacks %q:\n%s", want, help)
		}
	}
	if strings.Contains(help, "off by default (default") {
		t.Errorf("a false default is shown:\n%s", help)
	}
}

// FuzzDidYouMean: any message gets back whole, at most with one
// suggestion added, and never a panic.
func FuzzDidYouMean(f *testing.F) {
	f.Add(`--format: unknown format "boards" (want lines, board, coords)`)
	f.Add(`unknown x "\"" (known: a; b or c)`)
	f.Add("flag provided but not defined: --nn")
	f.Add(`unknown "" (want )`)
	c, _, _ := invocation(Command{Name: "t"})
	fs := c.FlagSet()
	c.Size(fs, "n", "8", "size `N`")
	fs.Bool("quiet", false, "quiet")
	f.Fuzz(func(t *testing.T, msg string) {
		got := didYouMean(msg, fs)
		if got == msg {
			return
		}
		i := strings.Index(got, "; did you mean ")
		if i < 0 || strings.Count(got, "; did you mean ") != strings.Count(msg, "; did you mean ")+1 {
			t.Fatalf("didYouMean(%q) = %q", msg, got)
		}
		if rest := got[i:]; msg != got[:i]+rest[strings.Index(rest, "?")+1:] {
			t.Fatalf("didYouMean(%q) = %q: the message is not kept", msg, got)
		}
	})
}

// TestDidYouMeanValue: a name a command looks up itself gets the nearest
// known one, or nothing.
func TestDidYouMeanValue(t *testing.T) {
	t.Parallel()
	known := []string{"all", "complete", "count", "one", "p1219", "uva750"}
	for value, want := range map[string]string{
		"onee":   "; did you mean one?",
		"cuont":  "; did you mean count?",
		"uva75":  "; did you mean uva750?",
		"queens": "",
		"one":    "",
		"":       "",
	} {
		if got := DidYouMean(value, known); got != want {
			t.Errorf("DidYouMean(%q) = %q, want %q", value, got, want)
		}
	}
}
