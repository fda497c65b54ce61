package main

import (
	"io"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/cli"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/longrun/countplan"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/longrun/shard"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/longrun/verifyplan"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/present/report"
	"github.com/nqcheck/nqcheck/reference"
	"github.com/nqcheck/nqcheck/result"
	"github.com/nqcheck/nqcheck/verify"
)

func runMerge(c *command, args []string) int {
	fs := c.FlagSet()
	asJSON := fs.Bool("json", false, "print one JSON object instead of text")
	status := fs.Bool("status", false, "only say how many units are done, missing, confirmed and conflicting, and which shards to rerun")
	var lr longRunFlags
	lr.addExpect(c, fs, "check the figures against the reference table in `FILE` (TSV, such as docs/examples/oeis.tsv) instead of the published values (n ≤ 27), which a merge checks without it; a difference exits 3")
	if code := c.Parse(fs, args); code >= 0 {
		return code
	}
	if fs.NArg() == 0 {
		return c.Usage("give the result files, or directories holding them (*.json)")
	}
	if lr.expect == nil {
		// A result file's checksums tell damage, not a forger: a file
		// changed and resealed reads as sound. The figures are compared
		// with the published values where they are known, as
		// check-certificate does.
		lr.expect = reference.Published()
	}
	return c.Held(func() int { return mergeFiles(c, fs.Args(), *status, *asJSON, lr.expect) })
}

// mergeFiles checks and adds up the result files named by args (files or
// directories) and prints the merge, or only its status.
func mergeFiles(c *command, args []string, status, asJSON bool, expect *reference.Table) int {
	paths, err := shard.Paths(args)
	if err != nil {
		return c.Usage("%v", err)
	}
	// The plan most files name is the merge's, and so the evidence type;
	// a file of another plan is a stray, named.
	id, err := shard.CommonPlan(paths)
	if err != nil {
		return c.BadInput("%v", err)
	}
	switch id.Command {
	case "count":
		m, err := countplan.MergeFiles(paths, id)
		if err != nil {
			return c.BadInput("%v", err)
		}
		return showMerge(c, status, asJSON, m.Gathered, func() result.CountResult { return m.Result(expect) }, m.WriteText)
	case "verify":
		m, err := verifyplan.MergeFiles(paths, id, verify.Default(verify.SATOptions{}))
		if err != nil {
			return c.BadInput("%v", err)
		}
		return showMerge(c, status, asJSON, m.Gathered, func() result.Verify { return m.Result(expect) },
			func(w io.Writer, r result.Verify) error { return report.WriteVerifyMerge(w, r, m.Status, m.Summary()) })
	}
	return c.BadInput("%s: a plan of %q; this version merges count and verify plans only", paths[0], id.Command)
}

// showMerge prints the notes of merge g and its status (--status), or
// else its result, which figures makes (adding to the notes and findings)
// and text writes, as JSON or as text. It returns the exit code: 3 with a
// finding, else 4 with units missing, else 0.
func showMerge[E, R any](c *command, status, asJSON bool, g *shard.Gathered[E], figures func() R, text func(io.Writer, R) error) int {
	var res any = g.Status
	write := func(w io.Writer) error { return shard.WriteStatus(w, g.Status) }
	if !status {
		r := figures()
		res, write = r, func(w io.Writer) error { return text(w, r) }
	}
	for _, line := range g.Notes {
		c.Note("%s", line)
	}
	if asJSON {
		rep := result.New[any]("merge")
		rep.Complete, rep.Verdict, rep.Results = g.Complete(), cli.Verdict(g.Findings, g.Complete()), []any{res}
		write = func(w io.Writer) error { return result.Write(w, rep) }
	}
	if err := write(c.Stdout); err != nil {
		return c.Fail(err)
	}
	return cli.Exit(g.Findings, g.Complete())
}
