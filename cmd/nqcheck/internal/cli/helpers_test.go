package cli

import (
	"bytes"
	"fmt"
	"testing"
)

// testCommand is a command whose output goes to buffers.
func testCommand() (*Command, *bytes.Buffer) {
	var stderr bytes.Buffer
	return &Command{Name: "test", Stdout: &bytes.Buffer{}, Stderr: &stderr}, &stderr
}

// TestFlagParsedBy: the default is parsed at once, a given value replaces it,
// and parse's error is the usage error after the flag's name.
func TestFlagParsedBy(t *testing.T) {
	t.Parallel()
	parse := func(s string) (int, error) {
		if s == "one" {
			return 1, nil
		}
		if s == "two" {
			return 2, nil
		}
		return 0, fmt.Errorf("unknown number %q", s)
	}
	for _, tc := range []struct {
		args   []string
		code   int
		want   int
		stderr string
	}{
		{nil, -1, 1, ""},
		{[]string{"--num", "two"}, -1, 2, ""},
		{[]string{"--num", "three"}, ExitUsage, 0, `nqcheck test: --num: unknown number "three" (see 'nqcheck help test')` + "\n"},
	} {
		c, stderr := testCommand()
		fs := c.FlagSet()
		v := Flag(c, fs, "num", "one", "a `number`", parse)
		if code := c.Parse(fs, tc.args); code != tc.code || stderr.String() != tc.stderr || (code < 0 && *v != tc.want) {
			t.Errorf("%q: exit %d, value %d, stderr %q; want %d, %d, %q", tc.args, code, *v, stderr.String(), tc.code, tc.want, tc.stderr)
		}
	}
	c, _ := testCommand()
	if v := Flag(c, c.FlagSet(), "x", "", "", parse); *v != 0 {
		t.Errorf("no default: %d, want 0", *v)
	}
}

// TestExactlyOne counts the flags given.
func TestExactlyOne(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		set  []bool
		want bool
	}{
		{nil, false}, {[]bool{false, false}, false}, {[]bool{false, true, false}, true}, {[]bool{true, true}, false},
	} {
		if got := ExactlyOne(tc.set...); got != tc.want {
			t.Errorf("ExactlyOne(%v) = %v", tc.set, got)
		}
	}
}
