package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/cli"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/longrun/shard"
	"github.com/nqcheck/nqcheck/internal/oeis"
	"github.com/nqcheck/nqcheck/result"
	"github.com/nqcheck/nqcheck/verify"
)

// dfsOnly are the DFS side's witnesses, untouched.
var dfsOnly = verifyDeps{context: cli.RunContext, witnesses: dfsWitnesses(func(*verify.Witness) {})}

// verifyRun runs verify with deps and args and returns the exit code,
// stdout and stderr.
func verifyRun(deps verifyDeps, args ...string) (int, string, string) {
	var stdout, stderr bytes.Buffer
	code := verifyWith(&command{Name: "verify", Stdout: &stdout, Stderr: &stderr}, args, deps)
	return code, stdout.String(), stderr.String()
}

// decodeVerify decodes a verify or merge --json report.
func decodeVerify(t *testing.T, out string) result.Envelope[result.Verify] {
	t.Helper()
	var rep result.Envelope[result.Verify]
	dec := json.NewDecoder(strings.NewReader(out))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&rep); err != nil {
		t.Fatalf("decoding %q: %v", out, err)
	}
	return rep
}

// figuresOf returns what two runs of one plan must agree on: the board's
// figures and verdict, and each witness of cubes' figures and digest. It
// fails unless the total and the classes are the published ones.
func figuresOf(t *testing.T, rep result.Envelope[result.Verify]) string {
	t.Helper()
	if len(rep.Results) != 1 {
		t.Fatalf("%d results", len(rep.Results))
	}
	r := rep.Results[0]
	if r.Total != result.KnownInt(oeis.Q[r.N-1]) || r.Classes != result.KnownInt(oeis.Classes[r.N-1]) {
		t.Errorf("n = %d: total %v, classes %v; want %d and %d", r.N, r.Total, r.Classes, oeis.Q[r.N-1], oeis.Classes[r.N-1])
	}
	var b strings.Builder
	fmt.Fprintf(&b, "n=%d %s total=%v classes=%v fix90=%v fix180=%v orbits=%v cubes=%d rows=%d\n", r.N, r.Verdict, r.Total, r.Classes, r.Fix90, r.Fix180, r.Orbits, r.Plan.Cubes, r.Plan.CubeRows)
	for _, w := range r.Witnesses {
		if len(w.Sets) == 0 {
			continue // a witness of figures only has no part in shards
		}
		fmt.Fprintf(&b, "%s %v total=%v classes=%v fix90=%v fix180=%v orbits=%v digest=%v failed=%q\n", w.Name, w.Sets, w.Total, w.Classes, w.Fix90, w.Fix180, w.Orbits, w.Digest, w.Failed)
	}
	for _, c := range r.Checks {
		if !c.OK {
			fmt.Fprintf(&b, "failed %s %s %s: %s\n", c.Name, c.Witnesses, c.Cube, c.Detail)
		}
	}
	return b.String()
}

func TestVerifyCheckpointResume(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	code, one, stderr := verifyRun(dfsOnly, "-n", "9", "--json")
	if code != cli.ExitOK || stderr != "" {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	want := figuresOf(t, decodeVerify(t, one))
	code, first, stderr := verifyRun(dfsOnly, "-n", "9", "--checkpoint", dir, "--json")
	if code != cli.ExitOK || stderr != "" {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if got := figuresOf(t, decodeVerify(t, first)); got != want {
		t.Errorf("with --checkpoint:\n%s\nwithout:\n%s", got, want)
	}
	cubes := len(mustPlan(t, 9, -1).Cubes)
	lines := journalLines(t, filepath.Join(dir, verifyJournal))
	if len(lines) != 1+cubes {
		t.Fatalf("journal of %d lines, want a header and %d cubes", len(lines), cubes)
	}
	code, again, stderr := verifyRun(dfsOnly, "-n", "9", "--checkpoint", dir, "--json")
	if code != cli.ExitOK {
		t.Fatalf("rerun: exit %d: %s", code, stderr)
	}
	rep := decodeVerify(t, again)
	if got := figuresOf(t, rep); got != want {
		t.Errorf("resumed:\n%s\nuninterrupted:\n%s", got, want)
	}
	if rep.Results[0].Plan.Skipped != cubes {
		t.Errorf("skipped %d cubes, want %d", rep.Results[0].Plan.Skipped, cubes)
	}
	if w := fmt.Sprintf("%d of %d cubes done in %s; running the other 0", cubes, cubes, filepath.Join(dir, verifyJournal)); !strings.Contains(stderr, w) {
		t.Errorf("stderr %q does not say %q", stderr, w)
	}
	if l := journalLines(t, filepath.Join(dir, verifyJournal)); len(l) != len(lines) {
		t.Errorf("the rerun added %d lines to a finished journal", len(l)-len(lines))
	}
}

// TestVerifyJournalCutEveryByte cuts the journal of a finished verify at
// every byte offset of its last record, as a kill during that write would,
// and resumes: the same result, only the cut cube run again, and a whole
// journal.
func TestVerifyJournalCutEveryByte(t *testing.T) {
	t.Parallel()
	full := t.TempDir()
	code, out, stderr := verifyRun(dfsOnly, "-n", "7", "--checkpoint", full, "--json")
	if code != cli.ExitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	want := figuresOf(t, decodeVerify(t, out))
	eachJournalCut(t, filepath.Join(full, verifyJournal), func(dir string, cut, done, _ int) {
		code, out, stderr := verifyRun(dfsOnly, "-n", "7", "--checkpoint", dir, "--json")
		if code != cli.ExitOK {
			t.Fatalf("cut at %d: exit %d: %s", cut, code, stderr)
		}
		rep := decodeVerify(t, out)
		if got := figuresOf(t, rep); got != want {
			t.Fatalf("cut at %d:\n%s\nwant:\n%s", cut, got, want)
		}
		if rep.Results[0].Plan.Skipped != done {
			t.Fatalf("cut at %d: %d cubes skipped, want %d", cut, rep.Results[0].Plan.Skipped, done)
		}
	})
}

func TestVerifyJournalOfAnotherPlan(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	if code, _, stderr := verifyRun(dfsOnly, "-n", "8", "--checkpoint", dir); code != cli.ExitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	whose := "holds the plan of verify -n 8 (method prefix-cubes:rows=2:dfs,dfs-iter,dfs-symmetric v1, 42 units"
	tests := []struct {
		name string
		args []string
		not  string
	}{
		{"another n", []string{"-n", "9"}, "not of verify -n 9 (method prefix-cubes:rows=2:dfs,dfs-iter,dfs-symmetric v1, 56 units"},
		{"another witness list", []string{"-n", "8", "--witness", "dfs,dfs-iter"}, "not of verify -n 8 (method prefix-cubes:rows=2:dfs,dfs-iter v1"},
		{"other cube rows", []string{"-n", "8", "--cube-rows", "3"}, "not of verify -n 8 (method prefix-cubes:rows=3:dfs,dfs-iter,dfs-symmetric v1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			code, stdout, stderr := verifyRun(dfsOnly, append(tt.args, "--checkpoint", dir)...)
			if code != cli.ExitUsage {
				t.Fatalf("exit %d, want %d; stderr %q", code, cli.ExitUsage, stderr)
			}
			if !strings.Contains(stderr, whose) || !strings.Contains(stderr, tt.not) || strings.Count(stderr, "\n") != 1 {
				t.Errorf("stderr %q, want one line saying %q and %q", stderr, whose, tt.not)
			}
			if stdout != "" {
				t.Errorf("stdout %q", stdout)
			}
		})
	}
}

// verifyShards runs board size n as k shards into dir with deps and
// returns the files' names and the shards' exit codes.
func verifyShards(t *testing.T, deps verifyDeps, dir string, n, k int, extra ...string) ([]string, []int) {
	t.Helper()
	var paths []string
	var codes []int
	if err := os.MkdirAll(dir, 0o755); err != nil { // --out makes no directory
		t.Fatal(err)
	}
	for i := 0; i < k; i++ {
		p := filepath.Join(dir, fmt.Sprintf("shard-%02d.json", i))
		code, stdout, stderr := verifyRun(deps, append([]string{"-n", fmt.Sprint(n), "--shard", fmt.Sprintf("%d/%d", i, k), "--out", p}, extra...)...)
		if code != cli.ExitOK && code != cli.ExitMismatch {
			t.Fatalf("shard %d/%d: exit %d: %s", i, k, code, stderr)
		}
		if want := fmt.Sprintf("shard %d/%d of verify -n %d (method prefix-cubes:", i, k, n); !strings.HasPrefix(stdout, want) {
			t.Fatalf("stdout %q, want %q...", stdout, want)
		}
		paths = append(paths, p)
		codes = append(codes, code)
	}
	return paths, codes
}

// TestVerifyShardsMergeEqualOneMachine: shards of K = 1 and 3 merged give
// the figures, the witnesses' figures and the verdict of one verify, in
// the same schema; with every witness (the SAT ones too) and with a
// checkpoint under the shard.
func TestVerifyShardsMergeEqualOneMachine(t *testing.T) {
	t.Parallel()
	all := verifyDeps{context: cli.RunContext, witnesses: verify.Default}
	for _, tt := range []struct {
		name  string
		deps  verifyDeps
		sizes []int
		extra []string
	}{
		{"dfs", dfsOnly, []int{6, 7, 8, 9}, nil},
		{"all witnesses", all, []int{6, 8}, nil},
		{"checkpoint", dfsOnly, []int{8}, []string{"--checkpoint", "CKPT"}},
	} {
		for _, n := range tt.sizes {
			for _, k := range []int{1, 3} {
				t.Run(fmt.Sprintf("%s/n=%d/k=%d", tt.name, n, k), func(t *testing.T) {
					t.Parallel()
					dir := t.TempDir()
					extra := append([]string{}, tt.extra...)
					for i := range extra {
						if extra[i] == "CKPT" {
							extra[i] = filepath.Join(dir, "ckpt")
						}
					}
					verifyShards(t, tt.deps, filepath.Join(dir, "out"), n, k, extra...)
					if len(extra) > 0 {
						// Again from the checkpoint: every cube skipped, the same files.
						verifyShards(t, tt.deps, filepath.Join(dir, "out"), n, k, extra...)
					}
					code, out, stderr := mergeRun("--json", "--expect", oeisTable(t), filepath.Join(dir, "out"))
					if code != cli.ExitOK || stderr != "" {
						t.Fatalf("merge: exit %d, stderr %q", code, stderr)
					}
					rep := decodeVerify(t, out)
					if rep.Command != "merge" || !rep.Complete || rep.Verdict != result.Pass {
						t.Fatalf("report %+v", rep)
					}
					code, one, stderr := verifyRun(tt.deps, "-n", fmt.Sprint(n), "--json")
					if code != cli.ExitOK {
						t.Fatalf("verify: exit %d: %s", code, stderr)
					}
					if got, want := figuresOf(t, rep), figuresOf(t, decodeVerify(t, one)); got != want {
						t.Errorf("merge:\n%s\nverify:\n%s", got, want)
					}
				})
			}
		}
	}
}

// editShard rewrites the shard file at path through f and seals it again,
// as a faulty program (not a damaged disk) would write it.
func editShard(t *testing.T, path, to string, f func(*shard.File[result.VerifyCube])) {
	t.Helper()
	file, err := shard.Read[result.VerifyCube](path)
	if err != nil {
		t.Fatal(err)
	}
	f(file)
	if err := shard.Write(to, file); err != nil {
		t.Fatal(err)
	}
}

// withSolutions returns the position in f of a cube with solutions.
func withSolutions(t *testing.T, f *shard.File[result.VerifyCube]) int {
	t.Helper()
	for k, u := range f.Units {
		if u.Evidence.Evidence[0].Count > 0 {
			return k
		}
	}
	t.Fatal("no cube with solutions")
	return 0
}

// TestVerifyMergeFindings: a changed digest, a duplicated shard with other
// evidence, a missing shard, a damaged file and a file of another n give
// their exit codes with the file and the cube named.
func TestVerifyMergeFindings(t *testing.T) {
	t.Parallel()
	base := t.TempDir()
	good, _ := verifyShards(t, dfsOnly, filepath.Join(base, "good"), 8, 3)
	other, _ := verifyShards(t, dfsOnly, filepath.Join(base, "other"), 9, 3)
	plan := mustPlan(t, 8, -1)

	// One cube's dfs-iter digest changed, the file sealed again.
	changed := filepath.Join(base, "changed.json")
	var cubeName string
	editShard(t, good[1], changed, func(f *shard.File[result.VerifyCube]) {
		k := withSolutions(t, f)
		cubeName = plan.Cubes[f.Units[k].Unit].Name()
		for i, e := range f.Units[k].Evidence.Evidence {
			if e.Witness == "dfs-iter" && e.Set == "all" {
				f.Units[k].Evidence.Evidence[i].Digest.Add(board.Solution{0, 4, 7, 5, 2, 6, 1, 3})
			}
		}
	})
	// The same bytes changed without sealing: a damaged file.
	raw, err := os.ReadFile(good[1])
	if err != nil {
		t.Fatal(err)
	}
	damaged := writeFile(t, base, "damaged.json", string(bytes.Replace(raw, []byte(`"count":4,`), []byte(`"count":5,`), 1)))
	if d, _ := os.ReadFile(damaged); bytes.Equal(d, raw) {
		t.Fatal("the damage did not take")
	}
	cut := writeFile(t, base, "cut.json", string(raw[:len(raw)/2]))

	// Two cubes whose every count of all solutions would, summed, wrap.
	wrap := filepath.Join(base, "wrap.json")
	editShard(t, good[1], wrap, func(f *shard.File[result.VerifyCube]) {
		for _, u := range f.Units[:2] {
			for i, e := range u.Evidence.Evidence {
				if e.Set == "all" {
					u.Evidence.Evidence[i].Count = 1 << 63
				}
			}
		}
	})
	wrongTable := writeFile(t, base, "wrong.tsv", "n\tA000170\n8\t91\n")

	tests := []struct {
		name  string
		files []string
		code  int
		want  []string // on stdout or stderr
	}{
		{"changed digest", []string{good[0], changed, good[2]}, cli.ExitMismatch, []string{"evidence dfs/dfs-iter: " + cubeName + ": all set: dfs has", "MISMATCH"}},
		{"duplicate with other evidence", []string{good[0], good[1], changed, good[2]}, cli.ExitMismatch, []string{"conflict: cube ", "(" + cubeName + "): " + good[1] + " and " + changed + " differ: dfs-iter's all set: ", "MISMATCH: 1 cube conflicts between files"}},
		{"duplicate with equal evidence", []string{good[0], good[1], good[2], filepath.Join(base, "good")}, -1, nil},
		{"sum that wraps", []string{good[0], wrap, good[2]}, cli.ExitMismatch, []string{"overflows 64 bits"}},
		{"expect differs", []string{"--expect", wrongTable, good[0], good[1], good[2]}, cli.ExitMismatch, []string{"expect", "expected 91, got 92"}},
		{"missing shard", []string{good[0], good[2]}, cli.ExitIncomplete, []string{"rerun shard 1/3", "INCOMPLETE: 14 of 42 cubes missing"}},
		{"damaged file", []string{good[0], damaged, good[2]}, cli.ExitUsage, []string{damaged, "changed or damaged"}},
		{"cut file", []string{good[0], cut, good[2]}, cli.ExitUsage, []string{cut, "cut short or damaged"}},
		{"another n", []string{good[0], other[1], good[2]}, cli.ExitUsage, []string{other[1], "verify -n 9", "not of verify -n 8"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			code, stdout, stderr := mergeRun(tt.files...)
			if tt.code < 0 {
				// A directory given after its files names them twice.
				if code != cli.ExitUsage || !strings.Contains(stderr, "is given twice") {
					t.Fatalf("exit %d: %s", code, stderr)
				}
				// A copy of a file is the same evidence: it confirms nothing.
				dup := writeFile(t, base, "dup.json", string(raw))
				code, stdout, stderr = mergeRun(good[0], good[1], dup, good[2])
				if code != cli.ExitOK || !strings.Contains(stdout, "0 confirmed by a second file") || !strings.Contains(stderr, dup+" holds the same bytes as "+good[1]) {
					t.Fatalf("exit %d\nstdout:\n%s\nstderr:\n%s", code, stdout, stderr)
				}
				// A second run's file, with its own seconds, confirms.
				again := filepath.Join(base, "again.json")
				editShard(t, good[1], again, func(f *shard.File[result.VerifyCube]) { f.Seconds += 1 })
				code, stdout, stderr = mergeRun(good[0], good[1], again, good[2])
				if code != cli.ExitOK || !strings.Contains(stdout, "14 confirmed by a second file") {
					t.Fatalf("exit %d\nstdout:\n%s\nstderr:\n%s", code, stdout, stderr)
				}
				return
			}
			if code != tt.code {
				t.Fatalf("exit %d, want %d\nstdout:\n%s\nstderr:\n%s", code, tt.code, stdout, stderr)
			}
			for _, w := range tt.want {
				if !strings.Contains(stdout+stderr, w) {
					t.Errorf("output does not say %q\nstdout:\n%s\nstderr:\n%s", w, stdout, stderr)
				}
			}
		})
	}
}

// TestVerifyShardFaultNamedAfterMerge: a witness that loses one solution
// of one cube fails its shard (exit 3) and the merge names that cube.
func TestVerifyShardFaultNamedAfterMerge(t *testing.T) {
	t.Parallel()
	lossy := verifyDeps{context: cli.RunContext, witnesses: dfsWitnesses(func(w *verify.Witness) {
		inner := w.Enumerate
		w.Enumerate = func(ctx context.Context, n int, cubes []verify.Cube, emit verify.Emit) error {
			return inner(ctx, n, cubes, func(set verify.Set, cube int, p board.Placement) {
				if s, _ := p.Solution(n); s.String() != "1 7 5 8 2 4 6 3" {
					emit(set, cube, p)
				}
			})
		}
	})}
	dir := t.TempDir()
	_, codes := verifyShards(t, lossy, dir, 8, 3)
	// rows 1-2 = 1 7 is cube 4 of n = 8's plan: shard 1 of 3.
	if c := mustPlan(t, 8, -1).Cubes[4]; c.Name() != "rows 1-2 = 1 7" {
		t.Fatalf("cube 4 is %s", c.Name())
	}
	if fmt.Sprint(codes) != fmt.Sprint([]int{cli.ExitOK, cli.ExitMismatch, cli.ExitOK}) {
		t.Errorf("shards exit %v, want only shard 1 to fail", codes)
	}
	code, stdout, stderr := mergeRun(dir)
	if code != cli.ExitMismatch {
		t.Fatalf("exit %d\nstdout:\n%s\nstderr:\n%s", code, stdout, stderr)
	}
	for _, w := range []string{"set dfs/dfs-iter: rows 1-2 = 1 7: ", "MISMATCH"} {
		if !strings.Contains(stdout, w) {
			t.Errorf("stdout does not say %q:\n%s", w, stdout)
		}
	}
	code, out, _ := mergeRun("--json", dir)
	rep := decodeVerify(t, out)
	if code != cli.ExitMismatch || rep.Verdict != result.Fail {
		t.Fatalf("--json: exit %d, verdict %s", code, rep.Verdict)
	}
	found := false
	for _, c := range rep.Results[0].Checks {
		found = found || (!c.OK && c.Cube == "rows 1-2 = 1 7")
	}
	if !found {
		t.Errorf("no failed check names the cube: %+v", rep.Results[0].Checks)
	}
}

func TestVerifyScaleFlags(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	out := filepath.Join(dir, "s.json")
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"-n", "8", "--shard", "0/2"}, "--shard needs --out"},
		{[]string{"-n", "8", "--shard", "2/2", "--out", out}, "the index must be in 0..1"},
		{[]string{"-n", "8", "--shard", "0/2", "--out", out, "--json"}, "come from nqcheck merge"},
		{[]string{"-n", "8-9", "--checkpoint", dir}, "take one board size, not 2"},
		{[]string{"-n", "8", "--witness", "count", "--checkpoint", dir}, "need a witness of cubes"},
	} {
		code, _, stderr := verifyRun(dfsOnly, tt.args...)
		if code != cli.ExitUsage || !strings.Contains(stderr, tt.want) {
			t.Errorf("%q: exit %d, stderr %q, want %q", tt.args, code, stderr, tt.want)
		}
	}
}

// TestVerifyStoppedShard: a shard stopped part way (here by its own
// witness, after a few cubes, so no timing is involved) writes the cubes
// it finished, marked incomplete, and exits 4; merge says the file is of
// a stopped run and exits 4; the rerun with the checkpoint finishes the
// shard and the merge passes.
func TestVerifyStoppedShard(t *testing.T) {
	t.Parallel()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	ran := 0
	stopping := verifyDeps{
		context: func(time.Duration) (context.Context, func()) { return ctx, func() {} },
		witnesses: dfsWitnesses(func(w *verify.Witness) {
			inner := w.Enumerate
			w.Enumerate = func(ctx context.Context, n int, cubes []verify.Cube, emit verify.Emit) error {
				if ran++; ran == 5 {
					cancel()
				}
				return inner(ctx, n, cubes, emit)
			}
		})}
	dir := t.TempDir()
	out := filepath.Join(dir, "out", "shard-1.json")
	if err := os.Mkdir(filepath.Dir(out), 0o755); err != nil {
		t.Fatal(err)
	}
	ckpt := filepath.Join(dir, "ckpt")
	code, stdout, stderr := verifyRun(stopping, "-n", "8", "--shard", "1/3", "--out", out, "--checkpoint", ckpt)
	if code != cli.ExitIncomplete || !strings.Contains(stdout, "stopped with 4 of 14 cubes") {
		t.Fatalf("exit %d\nstdout:\n%s\nstderr:\n%s", code, stdout, stderr)
	}
	f, err := shard.Read[result.VerifyCube](out)
	if err != nil {
		t.Fatal(err)
	}
	if f.Complete || len(f.Units) != 4 {
		t.Fatalf("complete %v with %d cubes, want an incomplete file of 4", f.Complete, len(f.Units))
	}
	paths, _ := verifyShards(t, dfsOnly, filepath.Join(dir, "others"), 8, 3)
	code, _, stderr = mergeRun(paths[0], out, paths[2])
	if code != cli.ExitIncomplete || !strings.Contains(stderr, "1 file of a stopped run") || !strings.Contains(stderr, "rerun shard 1/3") {
		t.Fatalf("merge: exit %d: %s", code, stderr)
	}
	code, _, stderr = verifyRun(dfsOnly, "-n", "8", "--shard", "1/3", "--out", out, "--checkpoint", ckpt)
	if code != cli.ExitOK || !strings.Contains(stderr, "4 of 14 cubes done") {
		t.Fatalf("rerun: exit %d: %s", code, stderr)
	}
	if code, stdout, stderr := mergeRun(paths[0], out, paths[2]); code != cli.ExitOK {
		t.Fatalf("merge after the rerun: exit %d\n%s%s", code, stdout, stderr)
	}
}

// TestVerifyMergeSchema: merge --json of verify shards validates against
// verify's published schema, complete, with a mismatch and with cubes
// missing.
func TestVerifyMergeSchema(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	paths, _ := verifyShards(t, dfsOnly, filepath.Join(dir, "good"), 8, 3)
	changed := filepath.Join(dir, "changed.json")
	editShard(t, paths[1], changed, func(f *shard.File[result.VerifyCube]) {
		f.Units[withSolutions(t, f)].Evidence.Evidence[1].Count++
	})
	sch, err := schemaCompiler(t).Compile("verify.json")
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		files []string
		code  int
	}{
		{paths, cli.ExitOK},
		{[]string{paths[0], changed, paths[2]}, cli.ExitMismatch},
		{paths[:2], cli.ExitIncomplete},
	} {
		code, stdout, stderr := mergeRun(append([]string{"--json"}, tt.files...)...)
		if code != tt.code {
			t.Fatalf("%q: exit %d, want %d: %s", tt.files, code, tt.code, stderr)
		}
		doc, err := jsonschema.UnmarshalJSON(strings.NewReader(stdout))
		if err != nil {
			t.Fatal(err)
		}
		if err := sch.Validate(doc); err != nil {
			t.Errorf("%q: %v", tt.files, err)
		}
	}
}

// TestVerifyKillResume kills a checkpointed verify with SIGKILL after a
// few cubes and resumes it: the cubes journaled are skipped and the
// result is the reference's.
func TestVerifyKillResume(t *testing.T) {
	if testing.Short() {
		t.Skip("verifies n = 13 in two processes: seconds")
	}
	t.Parallel()
	dir := t.TempDir()
	path := filepath.Join(dir, verifyJournal)
	args := []string{"verify", "-n", "13", "--witness", "dfs,dfs-iter,dfs-symmetric", "--checkpoint", dir, "--quiet"}
	kept := killWhenJournaled(t, path, args...)
	cubes := len(mustPlan(t, 13, -1).Cubes)
	if kept >= cubes {
		t.Fatalf("the verify finished (%d cubes) before the kill", kept)
	}
	var stdout, stderr bytes.Buffer
	code := run(append(args, "--json", "--expect", oeisTable(t)), &stdout, &stderr)
	if code != cli.ExitOK {
		t.Fatalf("resume: exit %d: %s", code, stderr.String())
	}
	rep := decodeVerify(t, stdout.String())
	if r := rep.Results[0]; r.Total != result.KnownInt(oeis.Q[12]) || r.Classes != result.KnownInt(oeis.Classes[12]) || r.Plan.Skipped != kept {
		t.Errorf("resumed: total %v, classes %v, %d cubes skipped, want %d", r.Total, r.Classes, r.Plan.Skipped, kept)
	}
	if want := fmt.Sprintf("%d of %d cubes done in %s; running the other %d", kept, cubes, path, cubes-kept); !strings.Contains(stderr.String(), want) {
		t.Errorf("stderr %q does not say %q", stderr.String(), want)
	}
	if got := len(journalLines(t, path)) - 1; got != cubes {
		t.Errorf("journal holds %d cubes after the resume, want %d", got, cubes)
	}
}
