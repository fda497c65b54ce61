package main

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/cli"
	"github.com/nqcheck/nqcheck/internal/oeis"
)

// oeisTable writes the module's published values (package internal/oeis,
// the one file of them) to a file of the test's own and returns its path.
func oeisTable(t *testing.T) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "oeis.tsv")
	if err := os.WriteFile(path, []byte(oeis.TSV), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// changedTable writes a copy of the reference table with the cell of
// column col (1-based, after n) on the row of n replaced by value, and
// returns its path.
func changedTable(t *testing.T, n, col int, value string) string {
	t.Helper()
	lines := strings.Split(oeis.TSV, "\n")
	changed := false
	for i, line := range lines {
		f := strings.Split(line, "\t")
		if len(f) > col && f[0] == strconv.Itoa(n) {
			f[col] = value
			lines[i] = strings.Join(f, "\t")
			changed = true
		}
	}
	if !changed {
		t.Fatalf("no row for n = %d in the published values", n)
	}
	path := filepath.Join(t.TempDir(), "oeis-changed.tsv")
	if err := os.WriteFile(path, []byte(strings.Join(lines, "\n")), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestVerifyLongRunFlags checks --expect, --timeout, --quiet and --junit
// through run: exit codes and the lines they print.
func TestVerifyLongRunFlags(t *testing.T) {
	tests := []struct {
		name   string
		args   []string
		code   int
		stdout []string // parts of the expected standard output
		stderr string   // a part of the expected standard error
	}{
		{"expect agrees", []string{"verify", "-n", "1-9", "--expect", oeisTable(t)}, cli.ExitOK,
			[]string{"  9         352        46  pass ", "all witnesses agree"}, ""},
		{"expect count differs", []string{"verify", "-n", "7-9", "--expect", changedTable(t, 8, 1, "91")}, cli.ExitMismatch,
			[]string{"  8          92        12  fail", "     expect dfs: n = 8: A000170 expected 91, got 92\n",
				"  9         352        46  pass ", "MISMATCH: the figures differ from the reference values\n"}, ""},
		{"expect classes differ", []string{"verify", "-n", "9", "--expect", changedTable(t, 9, 2, "47")}, cli.ExitMismatch,
			[]string{"expect dfs: n = 9: A002562 expected 47, got 46\n"}, ""},
		{"expect both differ", []string{"verify", "-n", "6", "--expect", writeFile(t, t.TempDir(), "t.tsv", "n\tA002562\tA000170\n6\t2\t5\n")}, cli.ExitMismatch,
			[]string{"expect dfs: n = 6: A000170 expected 5, got 4; n = 6: A002562 expected 2, got 1\n"}, ""},
		{"expect without the size", []string{"verify", "-n", "5-6", "--expect", writeFile(t, t.TempDir(), "t.tsv", "n\tA000170\n5\t10\n")}, cli.ExitMismatch,
			[]string{"     expect dfs: n = 6: the reference table has no value for this size\n"}, ""},
		{"expect-partial without the size", []string{"verify", "-n", "5-6", "--expect-partial", "--expect", writeFile(t, t.TempDir(), "t.tsv", "n\tA000170\n5\t10\n")}, cli.ExitOK,
			[]string{"all witnesses agree"}, ""},
		{"expect fixed counts only", []string{"verify", "-n", "4", "--expect", writeFile(t, t.TempDir(), "t.tsv", "n\tA032522\n4\t2\n")}, cli.ExitOK,
			[]string{"all witnesses agree\n"}, ""},
		{"expect wrong fixed count", []string{"verify", "-n", "4", "--expect", writeFile(t, t.TempDir(), "t.tsv", "n\tA032522\n4\t3\n")}, cli.ExitMismatch,
			[]string{"     expect dfs: n = 4: A032522 expected 3, got 2\n"}, ""},
		{"expect missing file", []string{"verify", "--expect", filepath.Join(t.TempDir(), "none.tsv")}, cli.ExitUsage,
			nil, "--expect: open "},
		{"expect bad cell", []string{"verify", "--expect", writeFile(t, t.TempDir(), "bad.tsv", "n\tA000170\n8\tninety\n")}, cli.ExitUsage,
			nil, `bad.tsv: line 2, column 2 (A000170): "ninety" is not a non-negative integer`},
		{"expect unknown column", []string{"verify", "--expect", writeFile(t, t.TempDir(), "bad.tsv", "n\tsolutions\n")}, cli.ExitUsage,
			nil, `unknown column "solutions"`},
		{"negative timeout", []string{"verify", "--timeout", "-1s"}, cli.ExitUsage, nil, "--timeout: -1s is negative"},
		{"bad timeout", []string{"verify", "--timeout", "soon"}, cli.ExitUsage, nil, `--timeout: "soon" is not a duration`},
		{"timeout at once", []string{"verify", "-n", "8", "--timeout", "1ns"}, cli.ExitIncomplete,
			[]string{"  8           -         -  incomplete  ", "INCOMPLETE: timeout after 1ns during n = 8; no size done\n"},
			"nqcheck verify: stopped during n = 8: timeout after 1ns"},
		{"timeout not reached", []string{"verify", "-n", "1-6", "--timeout", "10m"}, cli.ExitOK, []string{"all witnesses agree"}, ""},
		{"quiet", []string{"verify", "-n", "4", "--quiet"}, cli.ExitOK, []string{"all witnesses agree"}, ""},
		{"junit bad path", []string{"verify", "-n", "4", "--junit", filepath.Join(t.TempDir(), "no", "dir", "r.xml")}, cli.ExitError,
			nil, "no such file or directory"},
		{"help lists exit code 4", []string{"help"}, cli.ExitOK, []string{"  4  incomplete: interrupted"}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			code := run(tt.args, &stdout, &stderr)
			if code != tt.code {
				t.Fatalf("run(%q) = %d, want %d\nstdout:\n%s\nstderr:\n%s", tt.args, code, tt.code, stdout.String(), stderr.String())
			}
			for _, part := range tt.stdout {
				if !strings.Contains(stdout.String(), part) {
					t.Errorf("stdout does not contain %q:\n%s", part, stdout.String())
				}
			}
			if !strings.Contains(stderr.String(), tt.stderr) {
				t.Errorf("stderr %q does not contain %q", stderr.String(), tt.stderr)
			}
			if tt.stderr == "" && stderr.Len() > 0 {
				t.Errorf("unexpected stderr %q", stderr.String())
			}
			if tt.code == cli.ExitUsage && strings.Count(stderr.String(), "\n") != 1 {
				t.Errorf("a usage error must be one line, got %q", stderr.String())
			}
		})
	}
}

// TestVerifyJUnit checks the --junit file against the JSON output of the
// same run: one testcase per check, failures where the checks failed.
func TestVerifyJUnit(t *testing.T) {
	tests := []struct {
		name     string
		extra    []string
		code     int
		failures int
	}{
		{"agree", nil, cli.ExitOK, 0},
		{"expect mismatch", []string{"--expect", changedTable(t, 5, 1, "11")}, cli.ExitMismatch, 1},
		{"enumerate helper duplicates", []string{"--sat=enumerate"}, cli.ExitMismatch, -1}, // -1: as many as the JSON says
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "report.xml")
			args := append([]string{"verify", "-n", "1-6", "--json", "--junit", path}, tt.extra...)
			var stdout, stderr bytes.Buffer
			if code := run(args, &stdout, &stderr); code != tt.code {
				t.Fatalf("exit code %d, want %d; stderr:\n%s", code, tt.code, stderr.String())
			}
			var out struct {
				Complete bool `json:"complete"`
				Results  []struct {
					N      int `json:"n"`
					Checks []struct {
						Name      string `json:"name"`
						Witnesses string `json:"witnesses"`
						OK        bool   `json:"ok"`
						Detail    string `json:"detail"`
					} `json:"checks"`
				} `json:"results"`
			}
			if err := json.Unmarshal(stdout.Bytes(), &out); err != nil {
				t.Fatal(err)
			}
			if !out.Complete {
				t.Errorf("JSON complete = false for a run that ended")
			}
			s := readJUnit(t, path).Suites[0]
			if s.Name != "nqcheck verify" || s.Errors != "0" || s.Tests != strconv.Itoa(len(s.Cases)) {
				t.Errorf("testsuite %q tests=%s errors=%s with %d testcases", s.Name, s.Tests, s.Errors, len(s.Cases))
			}
			i, failed := 0, 0
			for _, res := range out.Results {
				for _, c := range res.Checks {
					if i >= len(s.Cases) {
						t.Fatalf("%d testcases, the JSON has more checks", len(s.Cases))
					}
					tc := s.Cases[i]
					i++
					if tc.ClassName != "nqcheck.n"+strconv.Itoa(res.N) || tc.Name != c.Name+" "+c.Witnesses {
						t.Errorf("testcase %d = %s %q, want n = %d %s %s", i, tc.ClassName, tc.Name, res.N, c.Name, c.Witnesses)
					}
					if c.OK != (tc.Failure == nil) {
						t.Errorf("testcase %s %q: failure %v, check ok %v", tc.ClassName, tc.Name, tc.Failure, c.OK)
					}
					if !c.OK {
						failed++
						if tc.Failure != nil && tc.Failure.Message != c.Detail {
							t.Errorf("failure message %q, want %q", tc.Failure.Message, c.Detail)
						}
					}
				}
			}
			if i != len(s.Cases) {
				t.Errorf("%d testcases, %d checks", len(s.Cases), i)
			}
			if s.Failures != strconv.Itoa(failed) || (tt.failures >= 0 && failed != tt.failures) || (tt.failures < 0 && failed == 0) {
				t.Errorf("failures attribute %s, failed checks %d, want %d", s.Failures, failed, tt.failures)
			}
		})
	}
}

// The JUnit schema, as far as the tests read it: their own mirror, not
// package junit's types, so that a report is read independently of the
// code that wrote it.
type junitDoc struct {
	XMLName xml.Name     `xml:"testsuites"`
	Suites  []junitSuite `xml:"testsuite"`
}

type junitSuite struct {
	Name     string      `xml:"name,attr"`
	Tests    string      `xml:"tests,attr"`
	Failures string      `xml:"failures,attr"`
	Errors   string      `xml:"errors,attr"`
	Time     string      `xml:"time,attr"`
	Cases    []junitCase `xml:"testcase"`
}

type junitCase struct {
	Name      string       `xml:"name,attr"`
	ClassName string       `xml:"classname,attr"`
	Time      string       `xml:"time,attr"`
	Failure   *junitResult `xml:"failure"`
	Error     *junitResult `xml:"error"`
}

type junitResult struct {
	Message string `xml:"message,attr"`
	Text    string `xml:",chardata"`
}

func readJUnit(t *testing.T, path string) junitDoc {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var doc junitDoc
	if err := xml.Unmarshal(data, &doc); err != nil {
		t.Fatalf("%s is not XML: %v\n%s", path, err, data)
	}
	if len(doc.Suites) != 1 {
		t.Fatalf("%d testsuites, want 1", len(doc.Suites))
	}
	return doc
}

// TestRunContext checks the timeout's reason and that stop leaves no
// goroutine behind.
func TestRunContext(t *testing.T) {
	// The first signal.Notify of the process starts a goroutine of
	// package os/signal that lives on; start it before counting, so that
	// the test does not depend on another one having run first.
	_, stop := cli.RunContext(0)
	stop()
	before := runtime.NumGoroutine()
	tests := []struct {
		name    string
		timeout time.Duration
		wait    bool // wait for the context to end by itself
		reason  string
	}{
		{"timeout", 20 * time.Millisecond, true, "timeout after 20ms"},
		{"stopped", time.Hour, false, "cancelled"},
		{"no limit", 0, false, "cancelled"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx, stop := cli.RunContext(tt.timeout)
			if tt.wait {
				select {
				case <-ctx.Done():
				case <-time.After(time.Minute):
					t.Fatal("the timeout did not end the context")
				}
			} else if got := cli.StopReason(ctx); got != "not stopped" {
				t.Errorf("cli.StopReason before the end = %q", got)
			}
			stop()
			if ctx.Err() == nil {
				t.Fatal("stop did not end the context")
			}
			if got := cli.StopReason(ctx); got != tt.reason {
				t.Errorf("cli.StopReason = %q, want %q", got, tt.reason)
			}
		})
	}
	deadline := time.Now().Add(5 * time.Second)
	for runtime.NumGoroutine() > before && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if n := runtime.NumGoroutine(); n > before {
		t.Errorf("%d goroutines after stop, %d before", n, before)
	}
}
