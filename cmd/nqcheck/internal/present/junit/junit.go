package junit

import (
	"encoding/xml"
	"fmt"
	"io"
	"strconv"

	"github.com/nqcheck/nqcheck/compare"
)

// Run is one run of nqcheck: the input of Write.
type Run struct {
	// Name names the testsuite, such as "nqcheck verify".
	Name string
	// Reports holds one report per board size, in run order.
	Reports []*compare.SizeChecks
	// Seconds maps a board size to the time spent on it.
	Seconds map[int]float64
	// Interrupted, when not nil, describes the board size the run was
	// working on when it stopped.
	Interrupted *Unfinished
}

// Unfinished describes a board size whose checks did not finish.
type Unfinished struct {
	// N is the board size.
	N int
	// Reason says why the run stopped, such as "timeout after 1s".
	Reason string
	// Seconds is the time spent on N before the stop.
	Seconds float64
}

// ClassName returns the classname of board size n's testcases:
// "nqcheck.n8".
func ClassName(n int) string {
	return "nqcheck.n" + strconv.Itoa(n)
}

// CaseName returns the name of the testcase of check c: its name and its
// witnesses, "count dfs/sat".
func CaseName(c compare.Check) string {
	if c.Witnesses == "" {
		return c.Name
	}
	return c.Name + " " + c.Witnesses
}

// The XML elements, as the JUnit schema names them.
type xmlSuites struct {
	XMLName  xml.Name   `xml:"testsuites"`
	Name     string     `xml:"name,attr"`
	Tests    int        `xml:"tests,attr"`
	Failures int        `xml:"failures,attr"`
	Errors   int        `xml:"errors,attr"`
	Time     string     `xml:"time,attr"`
	Suites   []xmlSuite `xml:"testsuite"`
}

type xmlSuite struct {
	Name     string    `xml:"name,attr"`
	Tests    int       `xml:"tests,attr"`
	Failures int       `xml:"failures,attr"`
	Errors   int       `xml:"errors,attr"`
	Skipped  int       `xml:"skipped,attr"`
	Time     string    `xml:"time,attr"`
	Cases    []xmlCase `xml:"testcase"`
}

type xmlCase struct {
	Name      string     `xml:"name,attr"`
	ClassName string     `xml:"classname,attr"`
	Time      string     `xml:"time,attr"`
	Failure   *xmlResult `xml:"failure,omitempty"`
	Error     *xmlResult `xml:"error,omitempty"`
}

type xmlResult struct {
	Message string `xml:"message,attr"`
	Type    string `xml:"type,attr"`
	Text    string `xml:",chardata"`
}

func seconds(s float64) string {
	return strconv.FormatFloat(s, 'f', 3, 64)
}

// Write writes run as a JUnit XML document to w.
func Write(w io.Writer, run Run) error {
	suite := xmlSuite{Name: run.Name}
	total := 0.0
	for _, rep := range run.Reports {
		secs := run.Seconds[rep.N]
		total += secs
		share := 0.0
		if len(rep.Checks) > 0 {
			share = secs / float64(len(rep.Checks))
		}
		for _, c := range rep.Checks {
			tc := xmlCase{Name: CaseName(c), ClassName: ClassName(rep.N), Time: seconds(share)}
			if !c.OK {
				tc.Failure = &xmlResult{Message: c.Detail, Type: c.Name, Text: c.Detail}
				suite.Failures++
			}
			suite.Cases = append(suite.Cases, tc)
		}
	}
	if in := run.Interrupted; in != nil {
		total += in.Seconds
		msg := fmt.Sprintf("n = %d did not finish: %s", in.N, in.Reason)
		suite.Cases = append(suite.Cases, xmlCase{Name: "complete", ClassName: ClassName(in.N), Time: seconds(in.Seconds),
			Error: &xmlResult{Message: msg, Type: "incomplete", Text: msg}})
		suite.Errors++
	}
	suite.Tests = len(suite.Cases)
	suite.Time = seconds(total)
	doc := xmlSuites{Name: run.Name, Tests: suite.Tests, Failures: suite.Failures, Errors: suite.Errors,
		Time: suite.Time, Suites: []xmlSuite{suite}}
	out, err := xml.MarshalIndent(doc, "", "  ")
	if err != nil {
		return err
	}
	if _, err := io.WriteString(w, xml.Header); err != nil {
		return err
	}
	out = append(out, '\n')
	_, err = w.Write(out)
	return err
}
