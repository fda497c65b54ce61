package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/cli"
	"github.com/nqcheck/nqcheck/internal/base/progress"
	"github.com/nqcheck/nqcheck/internal/base/text"
	"github.com/nqcheck/nqcheck/reference"
	"github.com/nqcheck/nqcheck/verify"
)

// runCheckCertificate re-checks a certificate bundle that verify
// --certificate kept: exit 0 when every proof checks (the cubes', the
// cover's, the symmetric enumerations') and the figures agree with each
// other and with the published values where known, 3 at the first fault, 2 for a bundle it does not read (a file that is no regular
// file, or over its bound; a manifest that is not JSON of a manifest's
// fields, each in its range), 4 when stopped and for the bundle of a run
// that stopped (cube files and no manifest, which is written last).
func runCheckCertificate(c *command, args []string) int {
	fs := c.FlagSet()
	timeout := c.Duration(fs, "timeout", 0, "stop after `DURATION` (such as 90s or 10m) and exit 4; 0 means no limit")
	if code := c.Parse(fs, args); code >= 0 {
		return code
	}
	if fs.NArg() != 1 {
		return c.Usage("give one bundle directory, as verify --certificate DIR wrote it")
	}
	dir := fs.Arg(0)
	if _, err := os.Stat(filepath.Join(dir, verify.ManifestName)); err != nil {
		if k := verify.BundleCubes(dir); k > 0 && errors.Is(err, os.ErrNotExist) {
			if _, err := fmt.Fprintf(c.Stdout, "INCOMPLETE: %s holds the files of %d %s and no manifest: the run that wrote them stopped before its end, and nothing is certified\n", dir, k, text.Plural(k, "cube")); err != nil {
				return c.Fail(err)
			}
			return cli.ExitIncomplete
		}
		return c.BadInput("%s: no certificate bundle: %v", dir, err)
	}
	ctx, stop := c.RunContext(*timeout)
	defer stop()
	pr := progress.ForTerminal(c.Stderr, false) // the time taken, on a terminal
	pr.Start("checking "+dir, "")
	res, err := verify.CheckBundle(ctx, dir)
	pr.Clear()
	if err != nil {
		var bad *verify.BundleInputError
		switch {
		case ctx.Err() != nil:
			c.Note("stopped: %s", cli.StopReason(ctx))
			return cli.ExitIncomplete
		case errors.As(err, &bad):
			return c.BadInput("%v", err)
		}
		which := ""
		if res.N > 0 {
			which = fmt.Sprintf(" n = %d:", res.N)
		}
		if _, werr := fmt.Fprintf(c.Stdout, "FAIL:%s %v\n", which, err); werr != nil {
			return c.Fail(werr)
		}
		return cli.ExitMismatch
	}
	cover := "cubes cover"
	if res.Cubes == 1 {
		cover = "cube covers"
	}
	if _, err := fmt.Fprintf(c.Stdout, "n = %d: %d %s the board (cover proved); %d %s certified, fix90 %d, fix180 %d, %d %s by Burnside's lemma; %d %s checked in %.2fs\n",
		res.N, res.Cubes, cover, res.Solutions, text.Plural(int64(res.Solutions), "solution"), res.Fixed.Fix90, res.Fixed.Fix180,
		res.Classes, classWord(res.Classes), res.Lemmas, text.Plural(int64(res.Lemmas), "lemma"), res.Seconds); err != nil {
		return c.Fail(err)
	}
	if diff := publishedDiff(res); diff != "" {
		if _, err := fmt.Fprintf(c.Stdout, "FAIL: n = %d: %s\n", res.N, diff); err != nil {
			return c.Fail(err)
		}
		return cli.ExitMismatch
	}
	return cli.ExitOK
}

// publishedDiff compares a bundle's certified figures with the published
// values (reference.Published) where they are known; it names the first
// difference, or returns "".
func publishedDiff(res verify.BundleCheck) string {
	known, _ := reference.Published().Row(res.N)
	for _, f := range []struct {
		name, seq string
		got       uint64
	}{{"total", reference.Total, res.Solutions}, {"classes", reference.Classes, res.Classes},
		{"fix180", reference.Fix180, uint64(res.Fixed.Fix180)}, {"fix90", reference.Fix90, uint64(res.Fixed.Fix90)}} {
		if want, ok := known[f.seq]; ok && want != f.got {
			return fmt.Sprintf("the certified %s is %d; the published value (%s) is %d", f.name, f.got, f.seq, want)
		}
	}
	return ""
}

// classWord is "class" or "classes".
func classWord(k uint64) string {
	if k == 1 {
		return "class"
	}
	return "classes"
}
