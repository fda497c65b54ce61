package cpog

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// The checkers written elsewhere, where they are: CPOG_CHECK and
// CAKE_SCPOG name their binaries (bench/certify.sh builds both), or they
// are in PATH as cpog-check and cake_scpog.
func peer(t *testing.T, env, name string) string {
	if p := os.Getenv(env); p != "" {
		return p
	}
	p, err := exec.LookPath(name)
	if err != nil {
		t.Skipf("%s is not set and %s is not in PATH (bench/certify.sh builds it from a copy of its sources)", env, name)
	}
	return p
}

var countLine = regexp.MustCompile(`(?m)^CHECK: Regular model count = (\d+)$`)

// runPeer writes f and proof to files and runs a checker on them; it
// returns its output and whether it accepted.
func runPeer(t *testing.T, bin string, args []string, f *Formula, proof []byte) (string, bool) {
	dir := t.TempDir()
	cnf, cp := filepath.Join(dir, "f.cnf"), filepath.Join(dir, "f.cpog")
	if err := os.WriteFile(cnf, dimacs(f), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(cp, proof, 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(bin, append(args, cnf, cp)...).CombinedOutput()
	if _, ok := err.(*exec.ExitError); err != nil && !ok {
		t.Fatal(err)
	}
	return string(out), err == nil
}

func peerSizes() int {
	if testing.Short() {
		return 8
	}
	return 12
}

// TestCPOGCheck: cpog-check accepts the proofs of the three formulas and
// counts the published figures, and rejects the tampered proofs.
func TestCPOGCheck(t *testing.T) {
	bin := peer(t, "CPOG_CHECK", "cpog-check")
	for n := 1; n <= peerSizes(); n++ {
		for name, f := range formulas(n) {
			var b bytes.Buffer
			if _, err := Write(&b, n, f, nil); err != nil {
				t.Fatal(err)
			}
			out, ok := runPeer(t, bin, []string{"-n", "1"}, f, b.Bytes())
			m := countLine.FindStringSubmatch(out)
			if want := fmt.Sprint(counts[name][n-1]); !ok || m == nil || m[1] != want {
				t.Errorf("%s n = %d: cpog-check says (accepted %v) %q; want the count %s", name, n, ok, out, want)
			}
		}
	}
	for name, c := range tampered(t, 6) {
		out, ok := runPeer(t, bin, []string{"-n", "1"}, c.f, c.proof)
		if ok || countLine.MatchString(out) {
			t.Errorf("%s: cpog-check accepts it: %s", name, out)
		}
		t.Logf("%s: cpog-check: %s", name, lastLine(out))
	}
}

// TestCakeSCPOG: the verified checker accepts the proofs and rejects the
// tampered ones. It prints no count: it proves the POG equivalent to the
// formula, and the POG's count is arithmetic on it.
func TestCakeSCPOG(t *testing.T) {
	bin := peer(t, "CAKE_SCPOG", "cake_scpog")
	top := 8
	if !testing.Short() {
		top = 10
	}
	for n := 1; n <= top; n++ {
		for name, f := range formulas(n) {
			var b bytes.Buffer
			if _, err := Write(&b, n, f, nil); err != nil {
				t.Fatal(err)
			}
			want := "s VERIFIED CPOG REPRESENTATION\n"
			if counts[name][n-1] == 0 {
				want = "s VERIFIED UNSAT\n"
			}
			if out, ok := runPeer(t, bin, nil, f, b.Bytes()); !ok || out != want {
				t.Errorf("%s n = %d: cake_scpog says (accepted %v) %q, want %q", name, n, ok, out, want)
			}
		}
	}
	for name, c := range tampered(t, 6) {
		// cake_scpog exits 0 either way: its verdict is its s line, and a
		// rejection says why.
		out, _ := runPeer(t, bin, nil, c.f, c.proof)
		t.Logf("%s: cake_scpog: %s", name, lastLine(out))
		if strings.Contains(out, "s VERIFIED") || strings.TrimSpace(out) == "" {
			t.Errorf("%s: cake_scpog does not reject it: %q", name, out)
		}
	}
}

func lastLine(s string) string {
	s = strings.TrimRight(s, "\n")
	return s[strings.LastIndexByte(s, '\n')+1:]
}
