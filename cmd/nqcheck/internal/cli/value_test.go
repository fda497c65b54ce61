package cli

import (
	"bytes"
	"errors"
	"strconv"
	"testing"
)

// parseColour is a parser for the tests of Flag: "red" or "blue".
func parseColour(s string) (int, error) {
	switch s {
	case "red":
		return 1, nil
	case "blue":
		return 2, nil
	}
	return 0, errors.New(strconv.Quote(s) + " is not a colour")
}

func TestFlag(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name   string
		def    string
		args   []string
		code   int
		want   int
		stderr string
	}{
		{"default", "red", nil, -1, 1, ""},
		{"no default", "", nil, -1, 0, ""},
		{"given", "red", []string{"--colour", "blue"}, -1, 2, ""},
		{"after an argument", "", []string{"x", "--colour=blue"}, -1, 2, ""},
		{"bad", "red", []string{"--colour", "green"}, ExitUsage, 0,
			"nqcheck paint: --colour: \"green\" is not a colour (see 'nqcheck help paint')\n"},
		{"one letter", "red", []string{"-c", "green"}, ExitUsage, 0,
			"nqcheck paint: -c: \"green\" is not a colour (see 'nqcheck help paint')\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			var stdout, stderr bytes.Buffer
			c := &Command{Name: "paint", Stdout: &stdout, Stderr: &stderr}
			fs := c.FlagSet()
			name := "colour"
			if tt.name == "one letter" {
				name = "c"
			}
			v := Flag(c, fs, name, tt.def, "the `colour`", parseColour)
			code := c.Parse(fs, tt.args)
			if code != tt.code || stderr.String() != tt.stderr {
				t.Fatalf("Parse(%q) = %d, stderr %q; want %d, %q", tt.args, code, stderr.String(), tt.code, tt.stderr)
			}
			if code < 0 && *v != tt.want {
				t.Errorf("Parse(%q): value %d, want %d", tt.args, *v, tt.want)
			}
		})
	}
}

// TestFlagBadDefault checks that a default its parser refuses is a
// programming error, found when the flag is defined.
func TestFlagBadDefault(t *testing.T) {
	t.Parallel()
	defer func() {
		if recover() == nil {
			t.Error("a bad default did not panic")
		}
	}()
	c := &Command{Name: "paint"}
	Flag(c, c.FlagSet(), "colour", "green", "the colour", parseColour)
}

// TestOptional checks a flag that may be left out: nil when it is, or
// when it is given empty, the value when it is given, and the parser's
// error otherwise.
func TestOptional(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		args []string
		code int
		want int // 0: nil
	}{
		{nil, -1, 0},
		{[]string{"--colour="}, -1, 0},
		{[]string{"--colour", "blue"}, -1, 2},
		{[]string{"--colour", "green"}, ExitUsage, 0},
	} {
		var stderr bytes.Buffer
		c := &Command{Name: "paint", Stdout: &bytes.Buffer{}, Stderr: &stderr}
		fs := c.FlagSet()
		v := Flag(c, fs, "colour", "", "the `colour`", Optional(parseColour))
		if code := c.Parse(fs, tt.args); code != tt.code {
			t.Fatalf("Parse(%q) = %d, stderr %q; want %d", tt.args, code, stderr.String(), tt.code)
		}
		if tt.code >= 0 {
			continue
		}
		if tt.want == 0 && *v != nil || tt.want != 0 && (*v == nil || **v != tt.want) {
			t.Errorf("Parse(%q): value %v, want %d (0: nil)", tt.args, *v, tt.want)
		}
	}
}
