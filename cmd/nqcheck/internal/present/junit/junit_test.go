package junit

import (
	"bytes"
	"encoding/xml"
	"flag"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/compare"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// The JUnit schema, mirrored for reading a report back.
type junitSuites struct {
	XMLName  xml.Name     `xml:"testsuites"`
	Name     string       `xml:"name,attr"`
	Tests    string       `xml:"tests,attr"`
	Failures string       `xml:"failures,attr"`
	Errors   string       `xml:"errors,attr"`
	Time     string       `xml:"time,attr"`
	Suites   []junitSuite `xml:"testsuite"`
}

type junitSuite struct {
	Name     string      `xml:"name,attr"`
	Tests    string      `xml:"tests,attr"`
	Failures string      `xml:"failures,attr"`
	Errors   string      `xml:"errors,attr"`
	Skipped  string      `xml:"skipped,attr"`
	Time     string      `xml:"time,attr"`
	Cases    []junitCase `xml:"testcase"`
}

type junitCase struct {
	Name      string        `xml:"name,attr"`
	ClassName string        `xml:"classname,attr"`
	Time      string        `xml:"time,attr"`
	Failures  []junitResult `xml:"failure"`
	Errors    []junitResult `xml:"error"`
	Skipped   []junitResult `xml:"skipped"`
}

type junitResult struct {
	Message string `xml:"message,attr"`
	Type    string `xml:"type,attr"`
	Text    string `xml:",chardata"`
}

// sampleChecks are the checks of each size of sampleRun, in report order.
var sampleChecks = []compare.Check{
	{Name: "valid", Witnesses: "dfs"}, {Name: "distinct", Witnesses: "dfs"}, {Name: "order", Witnesses: "dfs"},
	{Name: "valid", Witnesses: "sat"}, {Name: "distinct", Witnesses: "sat"},
	{Name: "count", Witnesses: "dfs/sat"}, {Name: "set", Witnesses: "dfs/sat"}, {Name: "classes", Witnesses: "dfs/sat"},
}

// sampleRun reports n = 4, 5, 6 with the checks of two witnesses; for
// n = 5 the second witness has a board that is not a solution and lacks
// one. The run stops during n = 7.
func sampleRun() Run {
	failed := map[string]string{ // checks that fail for n = 5
		"valid sat":   "1 of 10 boards are not solutions; first: sat board #10 1 2 3 4 5 is not a solution: queens at (row 1, col 1) and (row 2, col 2) attack along a diagonal",
		"set dfs/sat": "first difference: dfs has 1 3 5 2 4, sat lacks it (1 only in dfs, 0 only in sat)",
	}
	var reps []*compare.SizeChecks
	for n := 4; n <= 6; n++ {
		rep := &compare.SizeChecks{N: n}
		for _, c := range sampleChecks {
			c.OK = true
			if detail, ok := failed[CaseName(c)]; ok && n == 5 {
				c.OK, c.Detail = false, detail
			}
			rep.Checks = append(rep.Checks, c)
		}
		reps = append(reps, rep)
	}
	return Run{
		Name:        "nqcheck verify",
		Reports:     reps,
		Seconds:     map[int]float64{4: 0.009, 5: 0.5, 6: 1.25},
		Interrupted: &Unfinished{N: 7, Reason: "interrupted by signal", Seconds: 0.75},
	}
}

func write(t *testing.T, run Run) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := Write(&b, run); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func TestGolden(t *testing.T) {
	tests := []struct {
		name string
		run  Run
	}{
		{"report", sampleRun()},
		{"empty", Run{Name: "nqcheck verify"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := write(t, tt.run)
			golden := filepath.Join("testdata", tt.name+".xml")
			if *update {
				if err := os.WriteFile(golden, got, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run go test -update to create it)", err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("output differs from %s (go test -update rewrites it)\ngot:\n%s\nwant:\n%s", golden, got, want)
			}
		})
	}
}

func atoi(t *testing.T, what, s string) int {
	t.Helper()
	v, err := strconv.Atoi(s)
	if err != nil {
		t.Fatalf("%s = %q is not a number", what, s)
	}
	return v
}

func parseSeconds(t *testing.T, what, s string) float64 {
	t.Helper()
	v, err := strconv.ParseFloat(s, 64)
	if err != nil || v < 0 {
		t.Fatalf("%s = %q is not a time in seconds", what, s)
	}
	return v
}

// TestStructure reads reports back as JUnit and checks their structure and
// counts against the reports they came from.
func TestStructure(t *testing.T) {
	full := sampleRun()
	agree := sampleRun()
	agree.Reports = []*compare.SizeChecks{agree.Reports[0], agree.Reports[2]}
	agree.Interrupted = nil
	tests := []struct {
		name string
		run  Run
	}{
		{"mismatch and interruption", full},
		{"agree", agree},
		{"empty", Run{Name: "nqcheck verify"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var doc junitSuites
			if err := xml.Unmarshal(write(t, tt.run), &doc); err != nil {
				t.Fatalf("not XML: %v", err)
			}
			if len(doc.Suites) != 1 {
				t.Fatalf("%d testsuites, want 1", len(doc.Suites))
			}
			s := doc.Suites[0]
			if s.Name != tt.run.Name || doc.Name != tt.run.Name {
				t.Errorf("names %q, %q; want %q", doc.Name, s.Name, tt.run.Name)
			}
			// Expected testcases, from the reports.
			type want struct {
				class, name, failure string
				failed               bool
			}
			var wants []want
			wantFailures, wantSeconds := 0, 0.0
			for _, rep := range tt.run.Reports {
				wantSeconds += tt.run.Seconds[rep.N]
				for _, c := range rep.Checks {
					wants = append(wants, want{"nqcheck.n" + strconv.Itoa(rep.N), c.Name + " " + c.Witnesses, c.Detail, !c.OK})
					if !c.OK {
						wantFailures++
					}
				}
			}
			wantErrors := 0
			if in := tt.run.Interrupted; in != nil {
				wantErrors = 1
				wantSeconds += in.Seconds
			}
			if len(s.Cases) != len(wants)+wantErrors {
				t.Fatalf("%d testcases, want %d", len(s.Cases), len(wants)+wantErrors)
			}
			failures, errs, sum := 0, 0, 0.0
			for i, c := range s.Cases {
				sum += parseSeconds(t, "testcase time", c.Time)
				failures += len(c.Failures)
				errs += len(c.Errors)
				if len(c.Skipped) > 0 || len(c.Failures) > 1 || len(c.Errors) > 1 {
					t.Errorf("testcase %d %q: %d failures, %d errors, %d skipped", i, c.Name, len(c.Failures), len(c.Errors), len(c.Skipped))
				}
				if i >= len(wants) {
					in := tt.run.Interrupted
					if c.Name != "complete" || c.ClassName != "nqcheck.n"+strconv.Itoa(in.N) || len(c.Errors) != 1 ||
						!strings.Contains(c.Errors[0].Message, in.Reason) {
						t.Errorf("interruption testcase = %+v", c)
					}
					continue
				}
				w := wants[i]
				if c.ClassName != w.class || c.Name != w.name {
					t.Errorf("testcase %d = %s %q, want %s %q", i, c.ClassName, c.Name, w.class, w.name)
				}
				if w.failed != (len(c.Failures) == 1) {
					t.Errorf("testcase %d %q: failures %v, want failed = %v", i, c.Name, c.Failures, w.failed)
				}
				if w.failed && len(c.Failures) == 1 && (c.Failures[0].Message != w.failure || c.Failures[0].Text != w.failure) {
					t.Errorf("testcase %d failure = %+v, want message %q", i, c.Failures[0], w.failure)
				}
			}
			checkCount := func(what, attr string, want int) {
				if got := atoi(t, what, attr); got != want {
					t.Errorf("%s = %d, want %d", what, got, want)
				}
			}
			checkCount("testsuite tests", s.Tests, len(s.Cases))
			checkCount("testsuites tests", doc.Tests, len(s.Cases))
			checkCount("testsuite failures", s.Failures, wantFailures)
			checkCount("testsuites failures", doc.Failures, wantFailures)
			checkCount("counted failure elements", strconv.Itoa(failures), wantFailures)
			checkCount("testsuite errors", s.Errors, wantErrors)
			checkCount("testsuites errors", doc.Errors, wantErrors)
			checkCount("counted error elements", strconv.Itoa(errs), wantErrors)
			checkCount("testsuite skipped", s.Skipped, 0)
			if got := parseSeconds(t, "testsuite time", s.Time); math.Abs(got-wantSeconds) > 0.0005 {
				t.Errorf("testsuite time = %v, want %v", got, wantSeconds)
			}
			if math.Abs(sum-wantSeconds) > 0.0005*float64(len(s.Cases)+1) {
				t.Errorf("testcase times add up to %v, want %v", sum, wantSeconds)
			}
		})
	}
}

// TestMismatchIsReported makes sure the sample holds failures, so that
// the checks above see some.
func TestMismatchIsReported(t *testing.T) {
	failed := 0
	for _, rep := range sampleRun().Reports {
		for _, c := range rep.Checks {
			if !c.OK {
				failed++
				if rep.N != 5 || c.Detail == "" {
					t.Errorf("n = %d: check %s failed with detail %q", rep.N, CaseName(c), c.Detail)
				}
			}
		}
	}
	if failed != 2 {
		t.Fatalf("%d checks of the sample failed, want 2 of n = 5", failed)
	}
}

func TestNames(t *testing.T) {
	tests := []struct {
		name  string
		check compare.Check
		want  string
	}{
		{"pair", compare.Check{Name: "count", Witnesses: "dfs/sat"}, "count dfs/sat"},
		{"one witness", compare.Check{Name: "valid", Witnesses: "sat"}, "valid sat"},
		{"no witness", compare.Check{Name: "expect"}, "expect"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := CaseName(tt.check); got != tt.want {
				t.Errorf("CaseName = %q, want %q", got, tt.want)
			}
		})
	}
	if got := ClassName(8); got != "nqcheck.n8" {
		t.Errorf("ClassName(8) = %q", got)
	}
}
