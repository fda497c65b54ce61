package main

import (
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/present/junit"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/toolaudit/runaudit"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/toolaudit/solveraudit"
	"github.com/nqcheck/nqcheck/compare"
	"github.com/nqcheck/nqcheck/result"
)

// The JUnit runs of the commands that write --junit, all here: each is
// one test case per board size and check (junit.Run), named after the
// command, with the size in progress when the run stopped.

// verifyJUnit returns the JUnit run of a verify run; stopped says why it
// stopped, if it did.
func verifyJUnit(rep result.Envelope[result.Verify], stopped string) junit.Run {
	run := junit.Run{Name: "nqcheck verify", Seconds: map[int]float64{}}
	for _, res := range rep.Results {
		run.Reports = append(run.Reports, &compare.SizeChecks{N: res.N, Checks: res.Checks})
		run.Seconds[res.N] = res.Seconds
	}
	if in := rep.Interrupted; in != nil {
		run.Interrupted = &junit.Unfinished{N: in.N, Reason: stopped, Seconds: in.Seconds}
	}
	return run
}

// auditJUnit returns the JUnit run of audit --run, named after the
// program.
func auditJUnit(r *runaudit.Report, program string) junit.Run {
	run := junit.Run{Name: "nqcheck audit " + program, Reports: r.Reports, Seconds: r.Seconds}
	if s := r.Stopped; s != nil {
		run.Interrupted = &junit.Unfinished{N: s.N, Reason: s.Reason, Seconds: s.Seconds}
	}
	return run
}

// solverJUnit returns the JUnit run of audit-solver; reason says why it
// stopped, when it was interrupted.
func solverJUnit(r *solveraudit.SuiteReport, reason string) junit.Run {
	run := junit.Run{Name: "nqcheck audit-solver", Reports: r.Reports, Seconds: r.Seconds}
	if r.Interrupted && len(r.Reports) > 0 {
		run.Interrupted = &junit.Unfinished{N: r.Reports[len(r.Reports)-1].N, Reason: reason}
	}
	return run
}
