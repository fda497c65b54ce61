package cli

import (
	"errors"
	"strings"
	"testing"
)

// TestFunc: the default is set at once, a value given is set, and a value
// refused is the usage error naming the flag and saying why.
func TestFunc(t *testing.T) {
	t.Parallel()
	tests := []struct {
		args   []string
		code   int
		got    string
		stderr string
	}{
		{nil, -1, "red", ""},
		{[]string{"--colour", "blue"}, -1, "blue", ""},
		{[]string{"--colour", "green"}, ExitUsage, "", `nqcheck paint: --colour: "green" is not red or blue (see 'nqcheck help paint')` + "\n"},
	}
	for _, tc := range tests {
		var stdout, stderr strings.Builder
		c := &Command{Name: "paint", Stdout: &stdout, Stderr: &stderr}
		fs := c.FlagSet()
		got := ""
		c.Func(fs, "colour", "red", "the `COLOUR`", func(v string) error {
			if v != "red" && v != "blue" {
				return errors.New(`"` + v + `" is not red or blue`)
			}
			got = v
			return nil
		})
		if code := c.Parse(fs, tc.args); code != tc.code || stderr.String() != tc.stderr || (tc.code < 0 && got != tc.got) {
			t.Errorf("%q: code %d, value %q, stderr %q; want %d, %q, %q", tc.args, code, got, stderr.String(), tc.code, tc.got, tc.stderr)
		}
	}
}
