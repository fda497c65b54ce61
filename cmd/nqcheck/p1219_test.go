package main

import (
	"bytes"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/audit"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/cli"
)

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
		{"too long", strings.Repeat(" ", audit.P1219MaxInput) + "6", cli.ExitUsage, 0, ""},
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

// TestSlowWarningAsDocumented: the size from which p1219 and count warn
// that a count takes long is the one docs/programs.md and docs/count.md
// name (programs.md said n = 18 when the warning came from n = 19).
func TestSlowWarningAsDocumented(t *testing.T) {
	t.Parallel()
	for file, sentence := range map[string]string{
		"programs.md": "From n = %d\non, p1219 warns that it will take long",
		"count.md":    "count warns on standard error from n = %d on",
	} {
		b, err := os.ReadFile("../../docs/" + file)
		if err != nil {
			t.Fatal(err)
		}
		text := strings.Join(strings.Fields(string(b)), " ")
		if want := strings.Join(strings.Fields(fmt.Sprintf(sentence, countSlowFrom)), " "); !strings.Contains(text, want) {
			t.Errorf("docs/%s does not say %q", file, want)
		}
	}
}
