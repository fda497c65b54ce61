package report

import (
	"github.com/nqcheck/nqcheck/compare"
	"github.com/nqcheck/nqcheck/internal/present/junit"
	"github.com/nqcheck/nqcheck/result"
)

// VerifyJUnit returns the JUnit run of a verify run: one test case per
// size and check; stopped says why it stopped, if it did.
func VerifyJUnit(rep result.Report[result.Verify], stopped string) junit.Run {
	run := junit.Run{Name: "nqcheck verify", Seconds: map[int]float64{}}
	for _, res := range rep.Results {
		run.Reports = append(run.Reports, &compare.Report{N: res.N, Checks: res.Checks})
		run.Seconds[res.N] = res.Seconds
	}
	if in := rep.Interrupted; in != nil {
		run.Interrupted = &junit.Unfinished{N: in.N, Reason: stopped, Seconds: in.Seconds}
	}
	return run
}
