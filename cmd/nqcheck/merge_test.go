package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/cli"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/longrun/shard"
	"github.com/nqcheck/nqcheck/dfs"
	"github.com/nqcheck/nqcheck/result"
)

// countShards counts board size n as k shards into dir and returns the
// files' names.
func countShards(t *testing.T, dir string, n, k int) []string {
	t.Helper()
	var paths []string
	if err := os.MkdirAll(dir, 0o755); err != nil { // --out makes no directory
		t.Fatal(err)
	}
	for i := 0; i < k; i++ {
		p := filepath.Join(dir, fmt.Sprintf("shard-%02d.json", i))
		var stdout, stderr bytes.Buffer
		if code := run([]string{"count", "--method", "bitmask", "-n", fmt.Sprint(n), "--shard", fmt.Sprintf("%d/%d", i, k), "--out", p}, &stdout, &stderr); code != cli.ExitOK {
			t.Fatalf("shard %d/%d: exit %d: %s", i, k, code, stderr.String())
		}
		if want := fmt.Sprintf("shard %d/%d of count -n %d (method bitmask v1, ", i, k, n); !strings.HasPrefix(stdout.String(), want) {
			t.Fatalf("stdout %q, want %q...", stdout.String(), want)
		}
		paths = append(paths, p)
	}
	return paths
}

// mergeRun runs merge with args and returns the exit code, stdout and
// stderr.
func mergeRun(args ...string) (int, string, string) {
	var stdout, stderr bytes.Buffer
	code := run(append([]string{"merge"}, args...), &stdout, &stderr)
	return code, stdout.String(), stderr.String()
}

// TestMergeEqualsOneMachine counts sizes 1..10 in shards of several
// counts and checks that merge prints the figures of one count, in the
// same schema.
func TestMergeEqualsOneMachine(t *testing.T) {
	t.Parallel()
	for n := 1; n <= 10; n++ {
		for _, k := range []int{1, 3, 7} {
			t.Run(fmt.Sprintf("n=%d/k=%d", n, k), func(t *testing.T) {
				t.Parallel()
				dir := t.TempDir()
				countShards(t, dir, n, k)
				code, rep, stderr := countReport(t, "merge", "--json", dir)
				if code != cli.ExitOK || stderr != "" {
					t.Fatalf("exit %d, stderr %q", code, stderr)
				}
				if rep.Command != "merge" || !rep.Complete || rep.Verdict != result.Pass || len(rep.Results) != 1 {
					t.Fatalf("report %+v", rep)
				}
				wantFigures(t, rep.Results[0])
				_, one, _ := countReport(t, "count", "--method", "bitmask", "-n", fmt.Sprint(n), "--json")
				a, b := one.Results[0], rep.Results[0]
				a.Seconds, b.Seconds = 0, 0
				if a != b {
					t.Errorf("merge %+v, count %+v", b, a)
				}
			})
		}
	}
}

// TestMergeFindings covers the ways a set of result files can be wrong:
// each gives its exit code and a message that names the file and, where
// one is concerned, the unit.
func TestMergeFindings(t *testing.T) {
	t.Parallel()
	base := t.TempDir()
	good := countShards(t, filepath.Join(base, "good"), 10, 3)
	plan, _ := dfs.BitmaskPlan(10)
	read := func(p string) *shard.File[dfs.UnitCount] {
		f, err := shard.Read[dfs.UnitCount](p)
		if err != nil {
			t.Fatal(err)
		}
		return f
	}
	// firstWith returns the position in f of a unit that found solutions.
	firstWith := func(f *shard.File[dfs.UnitCount]) int {
		for k, u := range f.Units {
			if u.Evidence.Bins != [9]uint64{} {
				return k
			}
		}
		t.Fatal("no unit with solutions")
		return 0
	}
	write := func(name string, data []byte) string { return writeFile(t, base, name, string(data)) }
	raw, err := os.ReadFile(good[1])
	if err != nil {
		t.Fatal(err)
	}

	// A changed number, the checksums left as they were.
	f1 := read(good[1])
	k := firstWith(f1)
	u := f1.Units[k]
	old, _ := json.Marshal(u.Evidence)
	u.Evidence.Bins[0] += 1
	changedJSON, _ := json.Marshal(u.Evidence)
	changed := write("changed.json", bytes.Replace(raw, old, changedJSON, 1))
	if bytes.Equal(raw, bytes.Replace(raw, old, changedJSON, 1)) {
		t.Fatal("the change did not take")
	}

	// The same shard counted again with another result (a faulty
	// machine: its file is sound).
	f1b := read(good[1])
	f1b.Units[k].Evidence.Bins[0] += 1
	conflicting := filepath.Join(base, "again.json")
	if err := shard.Write(conflicting, f1b); err != nil {
		t.Fatal(err)
	}

	// A truncated file.
	cutAt := bytes.Index(raw, []byte(fmt.Sprintf(`{"unit":%d,`, f1.Units[3].Unit)))
	truncated := write("truncated.json", raw[:cutAt+5])

	// A file of another n.
	other := countShards(t, filepath.Join(base, "n9"), 9, 1)[0]

	// Evidence the plan's method never gives, in a sound file.
	fi := read(good[1])
	fi.Units[k].Evidence.Total = 8
	impossible := filepath.Join(base, "impossible.json")
	if err := shard.Write(impossible, fi); err != nil {
		t.Fatal(err)
	}

	// A wrong count that passes the identities: only --expect can tell.
	fw := read(good[1])
	fw.Units[k].Evidence.Bins[0] += 1 // 8 more solutions, 1 more class
	wrong := filepath.Join(base, "wrong.json")
	if err := shard.Write(wrong, fw); err != nil {
		t.Fatal(err)
	}
	ref := writeFile(t, base, "ref.tsv", "n\tA000170\n10\t724\n")

	// One more board of weight 4: the identities fail.
	fb := read(good[1])
	fb.Units[k].Evidence.Bins[2] += 1
	broken := filepath.Join(base, "broken.json")
	if err := shard.Write(broken, fb); err != nil {
		t.Fatal(err)
	}

	key := func(f *shard.File[dfs.UnitCount], k int) string {
		return fmt.Sprintf("unit %d (key %q)", f.Units[k].Unit, f.Units[k].Key)
	}
	tests := []struct {
		name  string
		files []string
		extra []string
		code  int
		want  []string
	}{
		{"all there", good, nil, cli.ExitOK, nil},
		{"changed number", []string{good[0], changed, good[2]}, nil, cli.ExitUsage,
			[]string{changed + ": " + key(f1, k) + ": checksum"}},
		{"missing shard", []string{good[0], good[2]}, nil, cli.ExitIncomplete,
			[]string{fmt.Sprintf("%d of %d units missing, the first unit 1 (key %q); rerun shard 1/3", len(f1.Units), len(plan.Units), plan.Units[1].Key)}},
		{"duplicate with other evidence", []string{good[0], good[1], good[2], conflicting}, nil, cli.ExitMismatch,
			[]string{"conflict: " + key(f1, k) + ": " + good[1] + " has ", conflicting + " has "}},
		{"truncated", []string{good[0], truncated, good[2]}, nil, cli.ExitUsage,
			[]string{truncated + ": " + key(f1, 2) + ": cut short or damaged after this unit"}},
		{"another n", []string{good[0], other, good[2]}, nil, cli.ExitUsage,
			[]string{"stray file: " + other + " holds units of count -n 9 (method bitmask v1", "not of count -n 10 (method bitmask v1", "the plan of 2 of the 3 files; leave it out"}},
		// The stray first: it is named, not the good files.
		{"another n first", []string{other, good[0], good[2]}, nil, cli.ExitUsage,
			[]string{"stray file: " + other + " holds units of count -n 9 (method bitmask v1", "not of count -n 10 (method bitmask v1"}},
		{"impossible evidence", []string{good[0], impossible, good[2]}, nil, cli.ExitMismatch,
			[]string{"impossible evidence: " + impossible + ": " + key(f1, k) + " of the bitmask plan must hold only bins"}},
		{"reference differs", []string{good[0], wrong, good[2]}, []string{"--expect", ref}, cli.ExitMismatch,
			[]string{"expect: n = 10: A000170 expected 724, got 732"}},
		// Resealed: checksums are no authentication, the published
		// values tell (before, exit 0 with a total of 732).
		{"published value differs", []string{good[0], wrong, good[2]}, nil, cli.ExitMismatch,
			[]string{"expect: n = 10: A000170 expected 724, got 732"}},
		{"identity fails", []string{good[0], broken, good[2]}, nil, cli.ExitMismatch,
			[]string{"total − fix180 = 716 is not a multiple of 8"}},
		{"confirmed", append(append([]string(nil), good...), countShards(t, filepath.Join(base, "again"), 10, 2)...), nil, cli.ExitOK, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			code, stdout, stderr := mergeRun(append(tt.extra, tt.files...)...)
			if code != tt.code {
				t.Fatalf("exit %d, want %d\nstdout:\n%s\nstderr:\n%s", code, tt.code, stdout, stderr)
			}
			for _, w := range tt.want {
				if !strings.Contains(stderr, w) {
					t.Errorf("stderr %q does not contain %q", stderr, w)
				}
			}
			if code == cli.ExitOK && (stderr != "" || !strings.Contains(stdout, " 10             724            92       0        12  ")) {
				t.Errorf("stdout %q, stderr %q", stdout, stderr)
			}
		})
	}
}

func TestMergeStatus(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	paths := countShards(t, dir, 9, 4)
	again := countShards(t, t.TempDir(), 9, 1)
	plan, _ := dfs.BitmaskPlan(9)
	code, stdout, stderr := mergeRun("--status", paths[0], paths[1], paths[3], again[0])
	if code != cli.ExitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	want := fmt.Sprintf("files        4\nunits        %d\ndone         %d\nmissing      0\nconfirmed    %d\nconflicting  0\nrerun        -\n",
		len(plan.Units), len(plan.Units), len(plan.Units)-len(shard.Spec{Index: 2, Of: 4}.Units(len(plan.Units))))
	if !strings.HasPrefix(stdout, "plan         count -n 9 (method bitmask v1, ") || !strings.HasSuffix(stdout, want) {
		t.Errorf("status:\n%s\nwant the end\n%s", stdout, want)
	}
	var buf bytes.Buffer
	if code := run([]string{"merge", "--status", "--json", paths[0], paths[2]}, &buf, &bytes.Buffer{}); code != cli.ExitIncomplete {
		t.Fatalf("two of four: exit %d", code)
	}
	var rep result.Envelope[result.MergeStatus]
	if err := json.Unmarshal(buf.Bytes(), &rep); err != nil {
		t.Fatal(err)
	}
	st := rep.Results[0]
	if rep.Complete || st.Files != 2 || st.Missing == 0 || st.Done+st.Missing != len(plan.Units) || fmt.Sprint(st.Rerun) != "[1/4 3/4]" {
		t.Errorf("status %+v", st)
	}
}

func TestMergeUsage(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	paths := countShards(t, dir, 6, 1)
	empty := t.TempDir()
	notShard := writeFile(t, dir, "x.txt", "hello\n")
	for _, tt := range []struct {
		name string
		args []string
		want string
	}{
		{"no files", []string{"merge"}, "give the result files"},
		{"missing file", []string{"merge", filepath.Join(dir, "nope.json")}, "nope.json: no such file"},
		{"empty directory", []string{"merge", empty}, "no *.json result file"},
		{"same file twice", []string{"merge", paths[0], paths[0]}, "is given twice"},
		{"not a shard file", []string{"merge", notShard}, "x.txt: not an nqcheck shard result file"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			checkRun(t, tt.args, cli.ExitUsage, "", tt.want)
		})
	}
}

// TestMergeOtherVersion: a file whose plan has the size and method of
// this nqcheck's but another unit list (an older or newer version) is
// refused, exit 2.
func TestMergeOtherVersion(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	p := countShards(t, dir, 8, 1)[0]
	f, err := shard.Read[dfs.UnitCount](p)
	if err != nil {
		t.Fatal(err)
	}
	keys := make([]string, f.Plan.Units)
	for i := range keys {
		keys[i] = fmt.Sprint("unit ", i)
	}
	f.Plan = result.NewPlanID("count", 8, dfs.BitmaskMethod, dfs.BitmaskVersion, keys)
	if err := shard.Write(p, f); err != nil {
		t.Fatal(err)
	}
	checkRun(t, []string{"merge", p}, cli.ExitUsage, "", p+": the file holds units of count -n 8 (method bitmask v1, 123 units, plan ")
	checkRun(t, []string{"merge", p}, cli.ExitUsage, "", "the files come from another version")
}

// TestStoppedShard: a shard stopped by --timeout writes the units it
// finished, marked incomplete, and exits 4; merge counts them and names
// the shard to rerun.
func TestStoppedShard(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	p := filepath.Join(dir, "shard-0.json")
	var stdout, stderr bytes.Buffer
	if code := run([]string{"count", "--method", "bitmask", "-n", "19", "--shard", "0/2", "--out", p, "--timeout", "5s", "--quiet"}, &stdout, &stderr); code != cli.ExitIncomplete {
		t.Fatalf("exit %d, stderr %q", code, stderr.String())
	}
	if !strings.Contains(stdout.String(), "shard 0/2 of count -n 19 (method bitmask v1, 18600 units, plan f441159c): stopped with ") {
		t.Errorf("stdout %q", stdout.String())
	}
	f, err := shard.Read[dfs.UnitCount](p)
	if err != nil {
		t.Fatal(err)
	}
	if f.Complete || len(f.Units) >= 9300 {
		t.Fatalf("complete %v with %d units", f.Complete, len(f.Units))
	}
	code, out, errs := mergeRun("--status", p)
	if code != cli.ExitIncomplete || !strings.Contains(out, fmt.Sprintf("done         %d\n", len(f.Units))) ||
		!strings.Contains(errs, "rerun shards 0/2 1/2") || !strings.Contains(errs, "1 file of a stopped run") {
		t.Errorf("exit %d\nstdout %s\nstderr %s", code, out, errs)
	}
}

// TestMergeMissingEvidence: a verify shard whose record of one cube lacks
// a witness's evidence (resealed, so the file reads as sound) leaves the
// cube missing: merge names the cube and the witness and exits 4, instead
// of summing that witness over fewer cubes and saying all agree.
func TestMergeMissingEvidence(t *testing.T) {
	t.Parallel()
	paths, _ := verifyShards(t, dfsOnly, t.TempDir(), 8, 2, "--witness", "dfs,dfs-iter")
	checkRun(t, append([]string{"merge"}, paths...), cli.ExitOK, "all witnesses agree", "")
	f, err := shard.Read[result.VerifyCube](paths[1])
	if err != nil {
		t.Fatal(err)
	}
	u := &f.Units[0]
	var kept []result.SetEvidence
	for _, e := range u.Evidence.Evidence {
		if e.Witness != "dfs-iter" {
			kept = append(kept, e)
		}
	}
	u.Evidence.Evidence, u.CRC = kept, ""
	if err := shard.Write(paths[1], f); err != nil {
		t.Fatal(err)
	}
	out := checkRun(t, append([]string{"merge"}, paths...), cli.ExitIncomplete, "", fmt.Sprintf("cube %d (", u.Unit))
	if strings.Contains(out, "all witnesses agree") {
		t.Errorf("merge says all agree:\n%s", out)
	}
	checkRun(t, append([]string{"merge"}, paths...), cli.ExitIncomplete, "", "has no evidence of witness dfs-iter's all set; missing evidence is missing")
}

// TestMergeLinkConfirmsNothing: the same shard file given again through a
// symbolic link, a hard link or as a copy is said to be a duplicate, not
// counted as a file, and confirms no unit.
func TestMergeLinkConfirmsNothing(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	paths := countShards(t, dir, 6, 1)
	soft, hard := filepath.Join(dir, "soft.json"), filepath.Join(dir, "hard.json")
	if err := os.Symlink(paths[0], soft); err != nil {
		t.Fatal(err)
	}
	if err := os.Link(paths[0], hard); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(paths[0])
	if err != nil {
		t.Fatal(err)
	}
	copied := writeFile(t, dir, "copy.json", string(data))
	for _, dup := range []string{soft, hard, copied} {
		code, stdout, stderr := mergeRun("--status", paths[0], dup)
		if code != cli.ExitOK || !strings.Contains(stdout, "files        1\n") || !strings.Contains(stdout, "confirmed    0\n") {
			t.Errorf("%s: exit %d\nstdout:\n%s\nstderr:\n%s", dup, code, stdout, stderr)
		}
		if !strings.Contains(stderr, "duplicate: "+dup+" ") || !strings.Contains(stderr, "confirms nothing") {
			t.Errorf("%s: stderr %q does not say it is a duplicate", dup, stderr)
		}
	}
}

// TestMergeResealedVerifyShard: a verify shard whose cube was changed
// the same way for every witness (8 more solutions, one more class of 8)
// and resealed (its CRC and SHA-256 made right) reads as sound and agrees
// with itself; merge compares the figures with the published values and
// exits 3 (before, n = 8 merged to 100 solutions and 13 classes, exit 0).
func TestMergeResealedVerifyShard(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	paths, _ := verifyShards(t, dfsOnly, dir, 8, 2, "--witness", "dfs,dfs-iter")
	f, err := shard.Read[result.VerifyCube](paths[1])
	if err != nil {
		t.Fatal(err)
	}
	u := &f.Units[0]
	for i := range u.Evidence.Evidence {
		e := &u.Evidence.Evidence[i]
		switch e.Set {
		case "all":
			e.Count += 8
			e.Canonical.Eight++
		case "canonical":
			e.Count++
			e.Canonical.Eight++
		}
	}
	u.CRC = ""
	if err := shard.Write(paths[1], f); err != nil {
		t.Fatal(err)
	}
	checkRun(t, append([]string{"merge"}, paths...), cli.ExitMismatch, "expect dfs: n = 8: A000170 expected 92, got 100; n = 8: A002562 expected 12, got 13", "")
	out := checkRun(t, append([]string{"merge"}, paths...), cli.ExitMismatch, "MISMATCH: the figures differ from the reference values", "")
	if strings.Contains(out, "all witnesses agree") {
		t.Errorf("merge says all agree:\n%s", out)
	}
	// Another reference table replaces the published values.
	ref := writeFile(t, dir, "ref.tsv", "n\tA000170\n8\t100\n")
	checkRun(t, append([]string{"merge", "--expect", ref}, paths...), cli.ExitOK, "8         100        13  pass", "")
}
