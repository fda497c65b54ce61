package main

import (
	"fmt"
	"io"
	"os"

	"github.com/nqcheck/nqcheck/compare"
	"github.com/nqcheck/nqcheck/junit"
	"github.com/nqcheck/nqcheck/reference"
)

// verifyInterrupted describes the size verify was working on when it
// stopped. Its JSON form is part of verify's output contract.
type verifyInterrupted struct {
	N       int     `json:"n"`
	Reason  string  `json:"reason"`
	Seconds float64 `json:"seconds"`
}

// progressTotal is the number of boards the progress line expects from a
// witness of size n: as many as the first witness gave, or the reference
// count, or 0 (unknown) for the first witness without a reference.
func progressTotal(n int, opt *verifyOptions, done []compare.Witness) int {
	if len(done) > 0 {
		return len(done[0].Boards)
	}
	if opt.expect != nil {
		if v, ok := opt.expect.Lookup(n, reference.Total); ok {
			return int(v)
		}
	}
	return 0
}

// printVerifyEnd prints verify's last text lines: the interrupted size, if
// any, and the verdict.
func printVerifyEnd(w io.Writer, out verifyOutput, sizes int) {
	verdict := mismatchText(out.Results)
	in := out.Interrupted
	if in == nil {
		if out.Agree {
			fmt.Fprintf(w, "all witnesses agree\n")
		} else {
			fmt.Fprintf(w, "MISMATCH: %s\n", verdict)
		}
		return
	}
	fmt.Fprintf(w, verifyRow, in.N, "-", "-", "INCOMPLETE", in.Seconds)
	switch {
	case len(out.Results) == 0:
		fmt.Fprintf(w, "INCOMPLETE: %s during n = %d; no size done\n", in.Reason, in.N)
		return
	case out.Agree:
		verdict = "all witnesses agree"
	default:
		verdict = "MISMATCH: " + verdict
	}
	fmt.Fprintf(w, "INCOMPLETE: %s during n = %d; %d of %d sizes done: %s\n", in.Reason, in.N, len(out.Results), sizes, verdict)
}

// mismatchText says what failed in results: the witnesses, the reference
// values (the expect check), or both.
func mismatchText(results []*verifyResult) string {
	witnesses, expect := false, false
	for _, res := range results {
		for _, f := range res.report.Failures() {
			if f.Name == "expect" {
				expect = true
			} else {
				witnesses = true
			}
		}
	}
	switch {
	case expect && witnesses:
		return "the witnesses disagree, and the figures differ from the reference values"
	case expect:
		return "the figures differ from the reference values"
	}
	return "the witnesses disagree"
}

// writeVerifyJUnit writes the JUnit report of a verify run to f, then
// closes it; nothing when f is nil.
func writeVerifyJUnit(f *os.File, out verifyOutput) error {
	if f == nil {
		return nil
	}
	run := junit.Run{Name: "nqcheck verify", Seconds: map[int]float64{}}
	for _, res := range out.Results {
		run.Reports = append(run.Reports, res.report)
		run.Seconds[res.N] = res.Seconds
	}
	if in := out.Interrupted; in != nil {
		run.Interrupted = &junit.Interruption{N: in.N, Reason: in.Reason, Seconds: in.Seconds}
	}
	err := junit.Write(f, run)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("--junit: %w", err)
	}
	return nil
}
