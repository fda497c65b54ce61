package sat

import (
	"os"
	"slices"
	"testing"
)

// TestSelfCommand checks the command of a worker that is this executable:
// its path, its arguments and the entries added to the environment.
func TestSelfCommand(t *testing.T) {
	t.Parallel()
	cmd, err := SelfCommand([]string{"serve", "-x"}, "A_WORKER=1", "B_WORKER=2")
	if err != nil {
		t.Fatal(err)
	}
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	if cmd.Path != exe || !slices.Equal(cmd.Args[1:], []string{"serve", "-x"}) {
		t.Errorf("command %s %q, want %s [serve -x]", cmd.Path, cmd.Args[1:], exe)
	}
	if n := len(cmd.Env); n < 2 || !slices.Equal(cmd.Env[n-2:], []string{"A_WORKER=1", "B_WORKER=2"}) {
		t.Errorf("environment ends %q, want the two entries added", cmd.Env)
	}
	if len(cmd.Env) != len(os.Environ())+2 {
		t.Errorf("environment has %d entries, want this process's %d and 2", len(cmd.Env), len(os.Environ()))
	}
}
