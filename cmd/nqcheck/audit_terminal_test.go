package main

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/cli"
	"github.com/nqcheck/nqcheck/internal/base/pollable/ptytest"
)

// TestAuditTerminal: an audit that reads a terminal says so on standard
// error, with how to end the input, and ends on one Ctrl-D, as p1219 and
// unlock do (it needed two). So does the pattern lock's audit.
func TestAuditTerminal(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	cases := writeFile(t, dir, "cases.txt", "1\n4\n1 2\n2 3\n3 4\n4 5\n")
	for _, tt := range []struct {
		name       string
		args       []string
		typed      string
		hint, want string
	}{
		{"queens", []string{"audit", "-n", "4"}, "2 4 1 3\n3 1 4 2\n",
			"nqcheck audit: reading the output from standard input; end with Ctrl-D\n", "no finding"},
		{"unlock", []string{"audit", "--problem", "unlock", "--input", cases}, "346\n",
			"nqcheck audit: reading the answers from standard input; end with Ctrl-D\n", "every answer is right"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			term, tty := ptytest.Open(t)
			var stdout, stderr bytes.Buffer
			done := make(chan int, 1)
			go func() { done <- (env{stdin: tty, stdout: &stdout, stderr: &stderr}).run(tt.args) }()
			if _, err := term.Write([]byte(tt.typed + "\x04")); err != nil { // then Ctrl-D
				t.Fatal(err)
			}
			var code int
			select {
			case code = <-done:
			case <-time.After(time.Minute): // a bound that only catches a hang
				term.Write([]byte("\x04")) // the second Ctrl-D it waited for
				<-done
				t.Fatal("one Ctrl-D did not end the input")
			}
			if code != cli.ExitOK || stderr.String() != tt.hint || !strings.Contains(stdout.String(), tt.want) {
				t.Errorf("exit %d, stderr %q (want %q), stdout:\n%s", code, stderr.String(), tt.hint, stdout.String())
			}
		})
	}
}
