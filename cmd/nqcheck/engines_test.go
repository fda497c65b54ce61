package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/cli"
	"github.com/nqcheck/nqcheck/internal/base/child"
	"github.com/nqcheck/nqcheck/internal/testkit/integration"
	"github.com/nqcheck/nqcheck/result"
)

// nqcheckOnPath writes, in a temporary directory, an executable named
// nqcheck that runs this test binary as nqcheck, and returns the
// directory, to put first on PATH.
func nqcheckOnPath(t *testing.T) string {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	script := fmt.Sprintf("#!/bin/sh\nNQCHECK_MAIN=1 exec %s \"$@\"\n", strconv.Quote(exe))
	if err := os.WriteFile(filepath.Join(dir, "nqcheck"), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	return dir
}

// envWithPath returns the environment with dir first on PATH.
func envWithPath(dir string) []string {
	env := []string{"PATH=" + dir + string(os.PathListSeparator) + os.Getenv("PATH")}
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "PATH=") {
			env = append(env, kv)
		}
	}
	return env
}

// oneMachine returns the JSON result of one count -n n, its seconds
// zeroed, to compare with a merge's.
func oneMachine(t *testing.T, n int) string {
	t.Helper()
	_, rep, _ := countReport(t, "count", "-n", fmt.Sprint(n), "--json")
	r := rep.Results[0]
	r.Seconds = 0
	b, _ := json.Marshal(r)
	return string(b)
}

// mergedResult merges args, checks the figures against the reference
// values, and returns the JSON result, seconds zeroed.
func mergedResult(t *testing.T, args ...string) string {
	t.Helper()
	code, rep, stderr := countReport(t, append([]string{"merge", "--json"}, args...)...)
	if code != cli.ExitOK || !rep.Complete {
		t.Fatalf("merge %q: exit %d, stderr %q", args, code, stderr)
	}
	r := rep.Results[0]
	wantFigures(t, r)
	r.Seconds = 0
	b, _ := json.Marshal(r)
	return string(b)
}

// TestGNUParallel runs the shards of a count through GNU parallel, as
// docs/scale.md shows, merges them and compares with one count.
func TestGNUParallel(t *testing.T) {
	t.Parallel()
	parallel := integration.LookPath(t, "parallel") // Debian package parallel
	var ver bytes.Buffer
	if _, err := child.Run(context.Background(), child.Spec{Path: parallel, Args: []string{"--version"}, Timeout: time.Minute},
		func(r io.Reader) error { _, err := io.Copy(&ver, r); return err }); err != nil || !strings.Contains(ver.String(), "GNU parallel") {
		integration.Unavailable(t, "%s is not GNU parallel: %q", parallel, ver.String())
	}
	bin := nqcheckOnPath(t)
	out := t.TempDir()
	if err := os.Mkdir(filepath.Join(out, "shards"), 0o755); err != nil { // --out makes no directory
		t.Fatal(err)
	}
	const n, k = 10, 8
	var seq strings.Builder
	for i := 0; i < k; i++ {
		fmt.Fprintln(&seq, i)
	}
	res, err := child.Run(context.Background(), child.Spec{
		Path: parallel,
		Args: []string{"--will-cite", "--halt", "now,fail=1", "-j", "2",
			"nqcheck", "count", "-n", fmt.Sprint(n), "--quiet", "--shard", fmt.Sprintf("{}/%d", k),
			"--checkpoint", filepath.Join(out, "checkpoint", "{}"), "--out", filepath.Join(out, "shards", "shard-{}.json")},
		Stdin:   strings.NewReader(seq.String()),
		Env:     envWithPath(bin),
		Timeout: 5 * time.Minute,
	}, func(r io.Reader) error { _, err := io.Copy(io.Discard, r); return err })
	if err != nil || res.ExitCode != 0 {
		t.Fatalf("parallel: %v, %+v, stderr %s", err, res, res.Stderr)
	}
	if got, want := mergedResult(t, filepath.Join(out, "shards")), oneMachine(t, n); got != want {
		t.Errorf("merged %s, one count %s", got, want)
	}
}

// manifest is what the tests read of a Kubernetes Job manifest.
type manifest struct {
	completionMode string
	completions    int
	command, args  []string
	env            map[string]string
	envOrder       []string
}

// readManifest reads the few fields the tests need from a Job manifest
// of deploy/k8s, which keeps them in a form a line reader can take:
// "key: value" lines, command and args as one-line lists of quoted
// strings, env as "- name:" lines each followed by a "value:" line.
func readManifest(t *testing.T, path string) manifest {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	m := manifest{env: map[string]string{}}
	sc := bufio.NewScanner(f)
	name := ""
	for line := 1; sc.Scan(); line++ {
		text := strings.TrimSpace(sc.Text())
		if strings.HasPrefix(text, "#") {
			continue
		}
		key, val, _ := strings.Cut(strings.TrimPrefix(text, "- "), ":")
		val = strings.TrimSpace(val)
		switch key {
		case "completionMode":
			m.completionMode = val
		case "completions":
			if m.completions, err = strconv.Atoi(val); err != nil {
				t.Fatalf("%s:%d: completions %q", path, line, val)
			}
		case "command", "args":
			var list []string
			if err := json.Unmarshal([]byte(val), &list); err != nil {
				t.Fatalf("%s:%d: %s is not a one-line list of quoted strings: %v", path, line, key, err)
			}
			if key == "command" {
				m.command = list
			} else {
				m.args = list
			}
		case "name":
			if strings.HasPrefix(text, "- name:") {
				name = val
			}
		case "value":
			v, err := strconv.Unquote(val)
			if err != nil || name == "" {
				t.Fatalf("%s:%d: value %q is not a quoted string after a name", path, line, val)
			}
			m.env[name] = v
			m.envOrder = append(m.envOrder, name)
			name = ""
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(m.command) != 1 || filepath.Base(m.command[0]) != "nqcheck" {
		t.Fatalf("%s: command %q, want the nqcheck binary alone", path, m.command)
	}
	return m
}

// kubeExpand expands $(NAME) in s with env, as the kubelet does for a
// container's args: a name not in env stays as written, $$ is $.
func kubeExpand(s string, env map[string]string) string {
	re := regexp.MustCompile(`\$\$|\$\(([A-Za-z_][A-Za-z0-9_.-]*)\)`)
	return re.ReplaceAllStringFunc(s, func(m string) string {
		if m == "$$" {
			return "$"
		}
		if v, ok := env[m[2:len(m)-1]]; ok {
			return v
		}
		return m
	})
}

// TestKubernetesIndexedJob runs the command of deploy/k8s/count-job.yaml
// once per completion index, with JOB_COMPLETION_INDEX set as the Job
// controller sets it, then the merge Job's command, and compares with one
// count. The data volume is a temporary directory and n is small.
func TestKubernetesIndexedJob(t *testing.T) {
	t.Parallel()
	job := readManifest(t, "../../deploy/k8s/count-job.yaml")
	merge := readManifest(t, "../../deploy/k8s/merge-job.yaml")
	if job.completionMode != "Indexed" {
		t.Fatalf("completionMode %q, want Indexed", job.completionMode)
	}
	if k, err := strconv.Atoi(job.env["K"]); err != nil || k != job.completions {
		t.Fatalf("env K = %q, completions %d: they must be equal", job.env["K"], job.completions)
	}
	if !strings.Contains(strings.Join(job.args, " "), "$(JOB_COMPLETION_INDEX)") {
		t.Fatalf("args %q do not use JOB_COMPLETION_INDEX", job.args)
	}
	data := t.TempDir()
	const n = 9
	env := map[string]string{}
	for k, v := range job.env {
		env[k] = v
	}
	env["N"], env["DATA"], env["WORKERS"] = fmt.Sprint(n), data, "1"
	runIndex := func(i int) string {
		env["JOB_COMPLETION_INDEX"] = fmt.Sprint(i)
		var args []string
		for _, a := range job.args {
			args = append(args, kubeExpand(a, env))
		}
		var stdout, stderr bytes.Buffer
		if code := run(args, &stdout, &stderr); code != cli.ExitOK {
			t.Fatalf("index %d: %q: exit %d: %s", i, args, code, stderr.String())
		}
		return stderr.String()
	}
	// The initContainer makes the shards' directory, which --out does not.
	raw, err := os.ReadFile("../../deploy/k8s/count-job.yaml")
	if err != nil || !strings.Contains(string(raw), `command: ["mkdir", "-p", "$(DATA)/n$(N)/shards"]`) {
		t.Fatalf("the manifest makes no shards directory before the count: %v", err)
	}
	if err := os.MkdirAll(kubeExpand("$(DATA)/n$(N)/shards", env), 0o755); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < job.completions; i++ {
		runIndex(i)
	}
	// A pod restarted on its index finds its checkpoint.
	shard3 := filepath.Join(data, fmt.Sprintf("n%d", n), "shards", "shard-3.json")
	if err := os.Remove(shard3); err != nil {
		t.Fatalf("the manifest's layout: %v", err)
	}
	if got := runIndex(3); !strings.Contains(got, "units done in") {
		t.Errorf("the rerun of index 3 did not resume: stderr %q", got)
	}

	menv := map[string]string{}
	for k, v := range merge.env {
		menv[k] = v
	}
	menv["N"], menv["DATA"] = fmt.Sprint(n), data
	var margs []string
	for _, a := range merge.args {
		margs = append(margs, kubeExpand(a, menv))
	}
	if len(margs) == 0 || margs[0] != "merge" {
		t.Fatalf("merge args %q", margs)
	}
	if got, want := mergedResult(t, margs[1:]...), oneMachine(t, n); got != want {
		t.Errorf("merged %s, one count %s", got, want)
	}
}

// TestDockerfile checks the promises of deploy/Dockerfile that need no
// container engine: a build stage, a static binary, an empty base, a
// user that is not root.
func TestDockerfile(t *testing.T) {
	t.Parallel()
	b, err := os.ReadFile("../../deploy/Dockerfile")
	if err != nil {
		t.Fatal(err)
	}
	s := string(b)
	for _, want := range []string{"FROM golang:", " AS build", "CGO_ENABLED=0", "FROM scratch", "COPY --from=build", "USER 65532:65532", `ENTRYPOINT ["/usr/local/bin/nqcheck"]`} {
		if !strings.Contains(s, want) {
			t.Errorf("Dockerfile lacks %q", want)
		}
	}
}

// TestSlurmSingleNode starts a private one-node Slurm cluster with
// deploy/slurm/single-node.sh, runs the count's array job and the merge
// job that depends on it (deploy/slurm/submit.sh), and compares the
// merge's result with one count. It runs only with NQCHECK_INTEGRATION=1,
// and fails, saying why, where Slurm cannot run (not installed, not root,
// a daemon that does not start).
func TestSlurmSingleNode(t *testing.T) {
	integration.Only(t, "starts a one-node Slurm cluster")
	if testing.Short() {
		t.Skip("starts slurmctld, slurmd and munged and waits for two jobs: tens of seconds")
	}
	t.Parallel()
	script, err := filepath.Abs("../../deploy/slurm/single-node.sh")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	// munged runs as its own user and must reach its files.
	if err := os.Chmod(filepath.Dir(dir), 0o755); err != nil {
		t.Fatal(err)
	}
	ports := freePorts(t, 2)
	bin := nqcheckOnPath(t)
	const n, k = 9, 4
	env := append(envWithPath(bin), "SLURMCTLD_PORT="+fmt.Sprint(ports[0]), "SLURMD_PORT="+fmt.Sprint(ports[1]), "WAIT=180")
	var out bytes.Buffer
	res, err := child.Run(context.Background(), child.Spec{
		Path:       "sh",
		Args:       []string{script, filepath.Join(dir, "slurm"), fmt.Sprint(n), fmt.Sprint(k)},
		Env:        env,
		Timeout:    4 * time.Minute,
		StderrTail: 4096,
	}, func(r io.Reader) error { _, err := io.Copy(&out, r); return err })
	if err != nil {
		t.Fatal(err)
	}
	if res.ExitCode == 77 {
		integration.Unavailable(t, "Slurm cannot run here: %s", bytes.TrimSpace(res.Stderr))
	}
	if res.ExitCode != 0 {
		t.Fatalf("single-node.sh: %+v\nstdout %s\nstderr %s", res, out.String(), res.Stderr)
	}
	var rep result.Envelope[result.CountResult]
	if err := json.Unmarshal(out.Bytes(), &rep); err != nil || len(rep.Results) != 1 {
		t.Fatalf("merge output %q: %v", out.String(), err)
	}
	r := rep.Results[0]
	wantFigures(t, r)
	r.Seconds = 0
	got, _ := json.Marshal(r)
	if want := oneMachine(t, n); !rep.Complete || rep.Verdict != result.Pass || string(got) != want {
		t.Errorf("Slurm merge: complete %v, verdict %s, %s; one count %s", rep.Complete, rep.Verdict, got, want)
	}
}

// freePorts returns k TCP ports that were free a moment ago.
func freePorts(t *testing.T, k int) []int {
	t.Helper()
	var ports []int
	var ls []net.Listener
	for range k {
		l, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		ls = append(ls, l)
		ports = append(ports, l.Addr().(*net.TCPAddr).Port)
	}
	for _, l := range ls {
		l.Close()
	}
	return ports
}
