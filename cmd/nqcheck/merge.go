package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/nqcheck/nqcheck/dfs"
	"github.com/nqcheck/nqcheck/internal/cli"
	"github.com/nqcheck/nqcheck/internal/text"
	"github.com/nqcheck/nqcheck/plan"
	"github.com/nqcheck/nqcheck/reference"
	"github.com/nqcheck/nqcheck/report"
	"github.com/nqcheck/nqcheck/result"
	"github.com/nqcheck/nqcheck/shard"
	"github.com/nqcheck/nqcheck/verify"
)

// mergeShowMax is the most conflicts or bad units merge lists one by one.
const mergeShowMax = 10

func runMerge(c *command, args []string) int {
	stdout, stderr := c.Stdout, c.Stderr
	fs := c.FlagSet()
	asJSON := fs.Bool("json", false, "print one JSON object instead of text")
	status := fs.Bool("status", false, "only say how many units are done, missing, confirmed and conflicting, and which shards to rerun")
	expectPath := fs.String("expect", "", "check the figures against the reference table in `FILE` (TSV, such as testdata/oeis.tsv); a difference exits 3")
	if code := c.Parse(fs, args); code >= 0 {
		return code
	}
	if fs.NArg() == 0 {
		return c.Usage("give the result files, or directories holding them (*.json)")
	}
	lr := longRunFlags{expect: *expectPath}
	expect, err := lr.readExpect()
	if err != nil {
		return c.Usage("--expect: %v", err)
	}
	paths, err := shard.Paths(fs.Args())
	if err != nil {
		return c.Usage("%v", err)
	}

	// The first file names the plan and so the evidence type.
	fileID, err := shard.ReadPlan(paths[0])
	if err != nil {
		return c.BadInput("%v", err)
	}
	opt := mergeOptions{asJSON: *asJSON, status: *status, expect: expect}
	switch fileID.Command {
	case "count":
		return mergeCount(c, paths, fileID, opt, stdout, stderr)
	case "verify":
		return mergeVerify(c, paths, fileID, opt, stdout, stderr)
	}
	return c.BadInput("%s: a plan of %q; this version merges count and verify plans only", paths[0], fileID.Command)
}

// mergeOptions are merge's settings.
type mergeOptions struct {
	asJSON, status bool
	expect         *reference.Table
}

// readShards reads the result files of plan id, whose units have keys,
// and merges them with shard.MergeFiles. It says on stderr which units are missing, the first
// of them named, and how many files come from a stopped run. describe,
// when not nil, says what differs in a conflict instead of the two
// evidences in full. The code is −1 to go on, else the exit code of a
// file that cannot be used.
func readShards[E any](c *command, paths []string, id result.PlanID, keys []string, describe func(shard.Conflict) string, stderr io.Writer) (*shard.Merged[E], int) {
	m, incomplete, err := shard.MergeFiles[E](paths, id, keys)
	if err != nil {
		return nil, c.BadInput("%v", err)
	}
	for i, cf := range m.Conflicts {
		if i == mergeShowMax {
			fmt.Fprintf(stderr, "nqcheck merge: ... and %d more conflicts\n", len(m.Conflicts)-i)
			break
		}
		text := cf.String()
		if describe != nil {
			text = describe(cf)
		}
		fmt.Fprintf(stderr, "nqcheck merge: conflict: %s\n", text)
	}
	if m.Status.Missing > 0 {
		first := m.FirstMissing()
		fmt.Fprintf(stderr, "nqcheck merge: %d of %d units missing, the first unit %d (key %q); rerun %s %s\n",
			m.Status.Missing, id.Units, first, keys[first], text.Plural(len(m.Status.Rerun), "shard"), strings.Join(m.Status.Rerun, " "))
	}
	if incomplete > 0 {
		fmt.Fprintf(stderr, "nqcheck merge: %d %s of a stopped run\n", incomplete, text.Plural(incomplete, "file"))
	}
	return m, -1
}

// mergeCount merges the result files of a count plan and prints the
// figures as count does.
func mergeCount(c *command, paths []string, fileID result.PlanID, opt mergeOptions, stdout, stderr io.Writer) int {
	cp, err := plan.CountPlanOf(fileID)
	if err != nil {
		return c.BadInput("%s: %v", paths[0], err)
	}
	id := fileID
	m, code := readShards[dfs.UnitCount](c, paths, id, cp.Keys(), nil, stderr)
	if code >= 0 {
		return code
	}

	// A unit whose evidence the plan's method can never give is a
	// finding, like a conflict.
	bad := m.CheckUnits(cp.CheckUnit, false)
	printImpossible(stderr, bad, "units")
	findings := len(m.Conflicts) > 0 || len(bad) > 0
	missing := m.Status.Missing > 0
	if opt.status {
		return mergeStatusOut(c, m.Status, opt.asJSON, findings, missing, stdout, stderr)
	}

	r := result.CountResult{N: id.N, Seconds: result.RoundSeconds(m.Seconds)}
	if !missing && !findings {
		counts, err := cp.Figures(m.Evidence)
		if err != nil {
			fmt.Fprintf(stderr, "nqcheck merge: %v\n", err)
			findings = true
		} else {
			r = plan.CountResult(counts, m.Seconds)
		}
	}
	if opt.expect != nil && r.Total.IsKnown() {
		for _, d := range reference.Compare(opt.expect, []reference.Row{countRow(r)}) {
			findings = true
			fmt.Fprintf(stderr, "nqcheck merge: expect: %v\n", d)
		}
	}
	rep := result.New[result.CountResult]("merge")
	rep.Complete = !missing
	rep.Verdict = cli.Verdict(findings, rep.Complete)
	rep.Results = append(rep.Results, r)
	if opt.asJSON {
		if err := result.Write(stdout, rep); err != nil {
			return c.Fail(err)
		}
		return cli.Exit(findings, rep.Complete)
	}
	if err := printCountRow(stdout, r, true); err != nil {
		return c.Fail(err)
	}
	_, err = fmt.Fprintf(stdout, "merged %d %s of %v: %d units present, %d confirmed by a second file, %d conflicting, %d missing\n",
		len(paths), text.Plural(len(paths), "file"), id, m.Status.Done, m.Status.Confirmed, m.Status.Conflicting, m.Status.Missing)
	if err != nil {
		return c.Fail(err)
	}
	return cli.Exit(findings, rep.Complete)
}

// badInput reports an unreadable, damaged or foreign input file in one
// line and returns cli.ExitUsage.
func badInput(c *command, stderr io.Writer, format string, a ...any) int {
	fmt.Fprintf(stderr, "nqcheck %s: %s\n", c.Name, fmt.Sprintf(format, a...))
	return cli.ExitUsage
}

// mergeStatusOut prints merge --status's report and returns the exit code:
// 3 with conflicts or impossible units, else 4 with units missing, else 0.
func mergeStatusOut(c *command, st result.MergeStatus, asJSON, findings, missing bool, stdout, stderr io.Writer) int {
	if asJSON {
		rep := result.New[result.MergeStatus]("merge")
		rep.Complete = !missing
		rep.Verdict = cli.Verdict(findings, rep.Complete)
		rep.Results = append(rep.Results, st)
		if err := result.Write(stdout, rep); err != nil {
			return c.Fail(err)
		}
		return cli.Exit(findings, !missing)
	}
	rerun := strings.Join(st.Rerun, " ")
	if rerun == "" {
		rerun = "-"
	}
	_, err := fmt.Fprintf(stdout, "plan         %v\nfingerprint  %s\nfiles        %d\nunits        %d\ndone         %d\nmissing      %d\nconfirmed    %d\nconflicting  %d\nrerun        %s\n",
		st.Plan, st.Plan.Fingerprint, st.Files, st.Plan.Units, st.Done, st.Missing, st.Confirmed, st.Conflicting, rerun)
	if err != nil {
		return c.Fail(err)
	}
	return cli.Exit(findings, !missing)
}

// mergeVerify merges the result files of a verify plan: the cubes'
// records are compared witness by witness (verify.Merge) and the result
// is printed as verify prints it, in the same schema.
func mergeVerify(c *command, paths []string, fileID result.PlanID, opt mergeOptions, stdout, stderr io.Writer) int {
	plan, ws, err := verify.PlanOf(fileID, verify.Default(verify.SATOptions{}))
	if err != nil {
		return c.BadInput("%s: %v", paths[0], err)
	}
	m, code := readShards[result.VerifyCube](c, paths, fileID, plan.Keys(), func(cf shard.Conflict) string {
		return verify.ConflictText(plan, cf)
	}, stderr)
	if code >= 0 {
		return code
	}
	// A record that is not of its cube is a finding, like a conflict.
	bad := m.CheckUnits(plan.CheckRecord, true)
	printImpossible(stderr, bad, "cubes")
	findings := len(m.Conflicts) > 0 || len(bad) > 0
	missing := m.Status.Missing > 0
	if opt.status {
		return mergeStatusOut(c, m.Status, opt.asJSON, findings, missing, stdout, stderr)
	}
	res, err := verify.MergeShards(plan, ws, m, opt.expect)
	if err != nil {
		fmt.Fprintf(stderr, "nqcheck merge: %v\n", err)
		findings = true
	}
	findings = findings || res.Verdict == result.Fail
	rep := result.New[result.Verify]("merge")
	rep.Complete = !missing
	rep.Verdict = cli.Verdict(findings, rep.Complete)
	res.Verdict = rep.Verdict
	rep.Results = append(rep.Results, res)
	if opt.asJSON {
		if err := result.Write(stdout, rep); err != nil {
			return c.Fail(err)
		}
		return cli.Exit(findings, rep.Complete)
	}
	out := &textOut{w: stdout}
	out.header()
	if rep.Verdict == result.Incomplete {
		out.printf(report.VerifyRow, res.N, "-", "-", "INCOMPLETE", res.Seconds)
	} else {
		out.size(res)
	}
	switch {
	case rep.Verdict == result.Pass:
		out.printf("all witnesses agree\n")
	case len(m.Conflicts) > 0:
		verb := "conflict"
		if len(m.Conflicts) == 1 {
			verb = "conflicts"
		}
		out.printf("MISMATCH: %d %s %s between files\n", len(m.Conflicts), text.Plural(len(m.Conflicts), "cube"), verb)
	case rep.Verdict == result.Fail:
		out.printf("MISMATCH: %s\n", report.MismatchText(rep.Results))
	default:
		out.printf("INCOMPLETE: %d of %d cubes missing\n", m.Status.Missing, len(plan.Cubes))
	}
	out.printf("merged %d %s of %v: %d cubes present, %d confirmed by a second file, %d conflicting, %d missing\n",
		len(paths), text.Plural(len(paths), "file"), fileID, m.Status.Done, m.Status.Confirmed, m.Status.Conflicting, m.Status.Missing)
	if out.err != nil {
		return c.Fail(out.err)
	}
	return cli.Exit(findings, rep.Complete)
}

// printImpossible lists the units (or cubes) whose evidence their plan can
// never give, at most mergeShowMax of them.
func printImpossible[B any](stderr io.Writer, bad []B, what string) {
	for i, b := range bad {
		if i == mergeShowMax {
			fmt.Fprintf(stderr, "nqcheck merge: ... and %d more impossible %s\n", len(bad)-i, what)
			return
		}
		fmt.Fprintf(stderr, "nqcheck merge: impossible evidence: %v\n", b)
	}
}
