package main

import (
	"bytes"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/internal/cli"
)

func TestParseP1219Input(t *testing.T) {
	tests := []struct {
		name  string
		input string
		n     int
		err   string // a part of the expected error; empty for none
	}{
		{"plain", "8\n", 8, ""},
		{"no newline", "8", 8, ""},
		{"spaces", "  \t 12 \r\n\n", 12, ""},
		{"smallest", "1", 1, ""},
		{"largest", "32", 32, ""},
		{"empty", "", 0, "empty input"},
		{"blank", " \n\t\n", 0, "empty input"},
		{"word", "eight", 0, `"eight" is not an integer`},
		{"float", "8.0", 0, `"8.0" is not an integer`},
		{"two numbers", "8 9", 0, `extra token "9" after "8"`},
		{"two lines", "8\n9\n", 0, `extra token "9"`},
		{"zero", "0", 0, "n = 0 is outside 1..32"},
		{"negative", "-4", 0, "n = -4 is outside 1..32"},
		{"too big", "33", 0, "n = 33 is outside 1..32"},
		{"huge", "123456789012345678901234567890", 0, "is not an integer"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			n, err := parseP1219Input([]byte(tt.input))
			if tt.err == "" {
				if err != nil || n != tt.n {
					t.Fatalf("parseP1219Input(%q) = %d, %v; want %d", tt.input, n, err, tt.n)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tt.err) {
				t.Fatalf("parseP1219Input(%q) = %d, %v; want an error containing %q", tt.input, n, err, tt.err)
			}
		})
	}
}

// FuzzParseP1219Input checks that the input parser never panics, accepts
// exactly one integer in range, and gives one-line reasons otherwise.
func FuzzParseP1219Input(f *testing.F) {
	for _, seed := range []string{"6\n", "", "  13  ", "0", "33", "x", "6 6", "-1", "+7", "\x00", "1e3"} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		n, err := parseP1219Input(data)
		if err != nil {
			if strings.Contains(err.Error(), "\n") {
				t.Fatalf("error spans lines: %q", err)
			}
			return
		}
		if n < 1 || n > board.MaxN {
			t.Fatalf("accepted n = %d outside 1..%d", n, board.MaxN)
		}
		fields := strings.FieldsFunc(string(data), unicode.IsSpace)
		if len(fields) != 1 {
			t.Fatalf("accepted %q, which has %d tokens", data, len(fields))
		}
		if v, err := strconv.Atoi(fields[0]); err != nil || v != n {
			t.Fatalf("accepted %q as %d", data, n)
		}
	})
}

// TestP1219ExitCodes runs the command on several inputs and checks the
// exit code, the output's line count and its last line (the total).
func TestP1219ExitCodes(t *testing.T) {
	tests := []struct {
		name  string
		input string
		code  int
		lines int
		total string
	}{
		{"n=6", "6", cli.ExitOK, 4, "4"},
		{"n=8", "8\n", cli.ExitOK, 4, "92"},
		{"n=10", "10", cli.ExitOK, 4, "724"},
		{"n=3", "3", cli.ExitOK, 1, "0"},
		{"too long", strings.Repeat(" ", p1219MaxInput) + "6", cli.ExitUsage, 0, ""},
		{"bad", "x", cli.ExitUsage, 0, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			var stdout, stderr bytes.Buffer
			code := env{stdin: strings.NewReader(tt.input), stdout: &stdout, stderr: &stderr}.run([]string{"p1219"})
			if code != tt.code {
				t.Fatalf("exit %d, want %d; stderr %q", code, tt.code, stderr.String())
			}
			if code != cli.ExitOK {
				if strings.Count(stderr.String(), "\n") != 1 || stdout.Len() != 0 {
					t.Errorf("want one stderr line and no stdout, got %q / %q", stderr.String(), stdout.String())
				}
				return
			}
			lines := strings.Split(strings.TrimSuffix(stdout.String(), "\n"), "\n")
			if len(lines) != tt.lines || lines[len(lines)-1] != tt.total {
				t.Errorf("output %q: want %d lines ending with %s", stdout.String(), tt.lines, tt.total)
			}
		})
	}
}
