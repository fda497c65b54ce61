package main

import (
	"context"
	"errors"
	"fmt"
	"os"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/cli"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/toolaudit/solveraudit"
	"github.com/nqcheck/nqcheck/internal/base/bound"
	"github.com/nqcheck/nqcheck/internal/base/progress"
	"github.com/nqcheck/nqcheck/internal/base/text"
	"github.com/nqcheck/nqcheck/internal/proof/drat"
)

// proofFormats are check-proof's --format values.
var proofFormats = map[string]drat.Format{"auto": drat.Auto, "text": drat.Text, "binary": drat.Binary}

// runCheckProof checks a DRAT or DRUP proof of any DIMACS CNF with
// nqcheck's own checker (package drat), forward: exit 0 when it refutes
// the formula, 3 when a lemma fails (named, with its line) or the proof
// ends without the empty clause, 2 for input it does not read (a
// malformed CNF or proof, a file that is not regular), 4 when stopped.
// --lrat OUT writes the proof in LRAT with the hints of the check (for
// cake_lpr), checked again by nqcheck's LRAT checker before it is kept;
// --format lrat checks an LRAT proof instead.
func runCheckProof(c *command, args []string) int {
	fs := c.FlagSet()
	format := fs.String("format", "auto", "the proof's `FORMAT`: auto (binary when it begins as binary DRAT does), text, binary, or lrat (an LRAT proof in text)")
	lrat := fs.String("lrat", "", "write the proof in LRAT, with the hints of the check, to the new file `OUT` (cake_lpr checks it); RUP lemmas only")
	strict := fs.Bool("strict", false, "check as the DRAT format says, not as drat-trim does: a RAT lemma on its first literal only, every deletion done (drat-trim ignores those of clauses that imply a literal), and the empty clause written out")
	timeout := c.Duration(fs, "timeout", 0, "stop after `DURATION` (such as 90s or 10m) and exit 4; 0 means no limit")
	if code := c.Parse(fs, args); code >= 0 {
		return code
	}
	if fs.NArg() != 2 {
		return c.Usage("give a DIMACS CNF and a proof of it")
	}
	cnfPath, proofPath := fs.Arg(0), fs.Arg(1)
	f, ok := proofFormats[*format]
	if !ok && *format != "lrat" {
		return c.Usage("--format %s: want auto, text, binary or lrat", *format)
	}
	if *format == "lrat" && *lrat != "" {
		return c.Usage("--lrat writes LRAT from a DRAT proof; the proof is LRAT already")
	}
	if code := c.SameFiles(cli.Input("the CNF", cnfPath), cli.Input("the proof", proofPath), cli.Output("--lrat", *lrat)); code >= 0 {
		return code
	}
	formula, err := solveraudit.ReadFormula(cnfPath)
	if err != nil {
		return c.BadInput("%v", err)
	}
	proof, err := bound.OpenRegular(proofPath, os.O_RDONLY, 0)
	if err != nil {
		return c.BadInput("%v", err)
	}
	defer proof.Close()
	ctx, stop := c.RunContext(*timeout)
	defer stop()
	opt := drat.Options{Format: f, AnyPivot: !*strict, ImplicitEmpty: !*strict, KeepReasons: !*strict}
	var summary string
	pr := progress.ForTerminal(c.Stderr, false) // the time taken, on a terminal
	pr.Start("checking "+proofPath, "")
	switch {
	case *format == "lrat":
		var res drat.LRATResult
		res, err = drat.CheckLRAT(ctx, formula, proof)
		summary = fmt.Sprintf("%d %s checked by their hints (%d), %d %s", res.Lemmas, text.Plural(res.Lemmas, "lemma"), res.Hints, res.Deletions, text.Plural(res.Deletions, "deletion"))
	case *lrat != "":
		summary, err = solveraudit.CheckToLRAT(ctx, formula, proof, opt, *lrat)
	default:
		var res drat.Result
		res, err = drat.Check(ctx, formula, proof, opt)
		summary = solveraudit.ProofSummary(res)
	}
	pr.Clear()
	return proofVerdict(c, ctx, cnfPath, proofPath, summary, err)
}

// proofVerdict prints the verdict of a proof's check and returns the
// exit code.
func proofVerdict(c *command, ctx context.Context, cnfPath, proofPath, summary string, err error) int {
	var le *drat.LemmaError
	var se *drat.SyntaxError
	var lr *drat.LRATError
	switch {
	case err == nil:
		if _, err := fmt.Fprintf(c.Stdout, "VERIFIED: %s refutes %s: %s\n", proofPath, cnfPath, summary); err != nil {
			return c.Fail(err)
		}
		return cli.ExitOK
	case ctx.Err() != nil:
		c.Note("stopped: %s", cli.StopReason(ctx))
		return cli.ExitIncomplete
	case errors.As(err, &le), errors.Is(err, drat.ErrNoEmptyClause):
		if _, err := fmt.Fprintf(c.Stdout, "REJECTED: %s: %v\n", proofPath, err); err != nil {
			return c.Fail(err)
		}
		return cli.ExitMismatch
	case errors.As(err, &se):
		return c.BadInput("%v", err)
	case errors.As(err, &lr):
		return c.BadInput("%s: %v", proofPath, err)
	}
	return c.BadInput("%v", err)
}
