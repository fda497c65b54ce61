package journal

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/result"
)

// ev is the evidence of the tests' plans.
type ev struct {
	Total uint64 `json:"total"`
}

var testKeys = []string{"fix180", "fix90", "0 2", "0 3", "1 3"}

func testPlan(n int, method string) result.PlanID {
	return result.NewPlanID("count", n, method, 1, testKeys)
}

// write makes a journal of plan holding units 0..k−1 and returns its
// bytes and the offset where its last record starts.
func write(t testing.TB, path string, plan result.PlanID, k int) (data []byte, lastStart int) {
	t.Helper()
	j, recs, err := Open[ev](path, plan, testKeys)
	if err != nil {
		t.Fatal(err)
	}
	if len(recs) != 0 {
		t.Fatalf("new journal holds %d records", len(recs))
	}
	for i := 0; i < k; i++ {
		if i == k-1 {
			st, err := os.Stat(path)
			if err != nil {
				t.Fatal(err)
			}
			lastStart = int(st.Size())
		}
		if err := j.Append(result.UnitRecord[ev]{Unit: i, Key: testKeys[i], Evidence: ev{Total: uint64(10 * i)}}); err != nil {
			t.Fatal(err)
		}
	}
	if err := j.Close(); err != nil {
		t.Fatal(err)
	}
	data, err = os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return data, lastStart
}

func TestRoundTrip(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "ckpt", "count.journal")
	plan := testPlan(8, "bitmask")
	data, _ := write(t, path, plan, 3)
	if n := bytes.Count(data, []byte("\n")); n != 4 {
		t.Fatalf("%d lines, want a header and 3 records:\n%s", n, data)
	}
	j, recs, err := Open[ev](path, plan, testKeys)
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	if len(recs) != 3 || recs[2].Unit != 2 || recs[2].Key != "0 2" || recs[2].Evidence.Total != 20 {
		t.Fatalf("records %+v", recs)
	}
	// A second process (here: a second open) is refused while it is open.
	if _, _, err := Open[ev](path, plan, testKeys); !errors.Is(err, ErrLocked) {
		t.Errorf("second open: %v, want ErrLocked", err)
	}
}

// TestCutLastRecord cuts a journal at every byte offset of its last
// record, as a kill during the write would, and checks that it resumes:
// the units before are kept, the cut one is redone, and the journal ends
// up as if nothing had happened.
func TestCutLastRecord(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	plan := testPlan(8, "bitmask")
	full, lastStart := write(t, filepath.Join(dir, "full.journal"), plan, 4)
	for cut := lastStart; cut <= len(full); cut++ {
		path := filepath.Join(dir, fmt.Sprintf("cut%d.journal", cut))
		if err := os.WriteFile(path, full[:cut], 0o666); err != nil {
			t.Fatal(err)
		}
		j, recs, err := Open[ev](path, plan, testKeys)
		if err != nil {
			t.Fatalf("cut at %d: %v", cut, err)
		}
		want := 3
		if cut == len(full) {
			want = 4
		}
		if len(recs) != want {
			t.Fatalf("cut at %d of %d: %d records, want %d", cut, len(full), len(recs), want)
		}
		for i, r := range recs {
			if r.Unit != i || r.Evidence.Total != uint64(10*i) {
				t.Fatalf("cut at %d: record %d is %+v", cut, i, r)
			}
		}
		if want == 3 {
			if err := j.Append(result.UnitRecord[ev]{Unit: 3, Key: testKeys[3], Evidence: ev{Total: 30}}); err != nil {
				t.Fatal(err)
			}
		}
		if err := j.Close(); err != nil {
			t.Fatal(err)
		}
		got, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, full) {
			t.Fatalf("cut at %d: resumed journal\n%s\nwant\n%s", cut, got, full)
		}
	}
}

// TestTornHeader: a journal cut inside its header starts again.
func TestTornHeader(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	plan := testPlan(8, "bitmask")
	full, _ := write(t, filepath.Join(dir, "full.journal"), plan, 1)
	headerLen := bytes.IndexByte(full, '\n') + 1
	for _, cut := range []int{0, 1, headerLen / 2, headerLen - 1} {
		path := filepath.Join(dir, fmt.Sprintf("h%d.journal", cut))
		if err := os.WriteFile(path, full[:cut], 0o666); err != nil {
			t.Fatal(err)
		}
		j, recs, err := Open[ev](path, plan, testKeys)
		if err != nil || len(recs) != 0 {
			t.Fatalf("cut at %d: %d records, %v", cut, len(recs), err)
		}
		j.Close()
		got, _ := os.ReadFile(path)
		if !bytes.Equal(got, full[:headerLen]) {
			t.Errorf("cut at %d: header rewritten as %q", cut, got)
		}
	}
}

func TestOtherPlanRefused(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	path := filepath.Join(dir, "count.journal")
	write(t, path, testPlan(8, "bitmask"), 2)
	tests := []struct {
		name string
		plan result.PlanID
		want string
	}{
		{"another n", testPlan(9, "bitmask"), "holds the plan of count -n 8 (method bitmask v1, 5 units"},
		{"another method", testPlan(8, "frontier"), "not of count -n 8 (method frontier v1"},
		{"another version", result.NewPlanID("count", 8, "bitmask", 2, testKeys), "not of count -n 8 (method bitmask v2"},
		{"another command", result.NewPlanID("verify", 8, "bitmask", 1, testKeys), "not of verify -n 8"},
	}
	for _, tt := range tests {
		_, _, err := Open[ev](path, tt.plan, testKeys)
		var pe *result.PlanError
		if !errors.As(err, &pe) {
			t.Fatalf("%s: error %v, want a *result.PlanError", tt.name, err)
		}
		if !strings.Contains(err.Error(), tt.want) || !strings.Contains(err.Error(), path) {
			t.Errorf("%s: %q does not name the journal and %q", tt.name, err, tt.want)
		}
	}
	// The same plan with other keys has another fingerprint.
	other := append([]string(nil), testKeys...)
	other[4] = "2 4"
	if _, _, err := Open[ev](path, result.NewPlanID("count", 8, "bitmask", 1, other), other); err == nil {
		t.Error("a plan with other keys was accepted")
	}
}

func TestCorruptLines(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	plan := testPlan(8, "bitmask")
	full, _ := write(t, filepath.Join(dir, "full.journal"), plan, 3)
	lines := strings.SplitAfter(string(full), "\n") // header, 3 records, ""
	rec := func(unit int, key string, total uint64) string {
		r := result.UnitRecord[ev]{Unit: unit, Key: key, Evidence: ev{Total: total}}
		if err := r.Seal(); err != nil {
			t.Fatal(err)
		}
		return fmt.Sprintf(`{"unit":%d,"key":%q,"evidence":{"total":%d},"crc32c":%q}`+"\n", unit, key, total, r.CRC)
	}
	tests := []struct {
		name string
		data string
		want string // "" when it must open
		recs int
	}{
		{"changed number", lines[0] + strings.Replace(lines[1], `"total":0`, `"total":7`, 1) + lines[2] + lines[3], "line 2: unit 0 (key \"fix180\"): checksum", 0},
		{"garbage in the middle", lines[0] + lines[1] + "xyz\n" + lines[3], "line 3: not a record", 0},
		{"garbage last", lines[0] + lines[1] + lines[2] + "xyz\n", "", 2},
		{"unit outside", lines[0] + rec(7, "x", 1) + lines[1], "line 2: unit 7 is outside the plan's 5 units", 0},
		{"wrong key", lines[0] + rec(2, "0 3", 1) + lines[1], `line 2: unit 2 has key "0 3", the plan's is "0 2"`, 0},
		{"repeat equal", lines[0] + lines[1] + lines[2] + lines[1] + lines[3], "", 3},
		{"repeat other", lines[0] + lines[1] + rec(0, "fix180", 5) + lines[2], "line 3: unit 0 (key \"fix180\") journaled again with other evidence", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(dir, strings.ReplaceAll(tt.name, " ", "_")+".journal")
			if err := os.WriteFile(path, []byte(tt.data), 0o666); err != nil {
				t.Fatal(err)
			}
			j, recs, err := Open[ev](path, plan, testKeys)
			if tt.want == "" {
				if err != nil {
					t.Fatal(err)
				}
				j.Close()
				if len(recs) != tt.recs {
					t.Errorf("%d records, want %d", len(recs), tt.recs)
				}
				return
			}
			var ce *CorruptError
			if !errors.As(err, &ce) || !strings.Contains(err.Error(), tt.want) || !strings.Contains(err.Error(), path) {
				t.Errorf("error %v, want a *CorruptError naming the file and %q", err, tt.want)
			}
		})
	}
}

// TestNotJournal: a file at the journal's path that is neither empty nor
// a journal (its first line no journal's header, nor the beginning of one
// cut short) is refused, named with the reason, and left as it is; the
// header of a journal cut short, even one of another plan, starts again.
func TestNotJournal(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	plan := testPlan(8, "bitmask")
	full, _ := write(t, filepath.Join(dir, "full.journal"), plan, 2)
	lines := strings.SplitAfter(string(full), "\n")
	other, _ := write(t, filepath.Join(dir, "other.journal"), testPlan(9, "frontier"), 0)
	tests := []struct {
		name, data string
		refused    bool
	}{
		{"notes", "notes\n", true},
		{"notes without a newline", "notes", true},
		{"a line of JSON", `{"a":1}` + "\n", true},
		{"a damaged header", strings.Replace(lines[0], `"units":5`, `"units":6`, 1), true},
		{"a damaged header before records", "{}\n" + lines[1], true},
		{"one byte", "x", true},
		{"empty", "", false},
		{"a brace", "{", false},
		{"a header cut short", lines[0][:30], false},
		{"another plan's header cut short", string(other[:len(other)-5]), false},
	}
	for _, tt := range tests {
		path := filepath.Join(dir, strings.ReplaceAll(tt.name, " ", "_")+".journal")
		if err := os.WriteFile(path, []byte(tt.data), 0o666); err != nil {
			t.Fatal(err)
		}
		j, recs, err := Open[ev](path, plan, testKeys)
		got, _ := os.ReadFile(path)
		if !tt.refused {
			if err != nil || len(recs) != 0 {
				t.Errorf("%s: %d records, %v; want a journal started again", tt.name, len(recs), err)
			} else {
				j.Close()
			}
			continue
		}
		var ne *NotJournalError
		if !errors.As(err, &ne) || ne.Path != path || !strings.Contains(err.Error(), path+" is not a journal (") {
			t.Errorf("%s: %v, want a *NotJournalError naming %s", tt.name, err, path)
		}
		if string(got) != tt.data {
			t.Errorf("%s: the file now holds %q", tt.name, got)
		}
	}
}

// FuzzOpen appends arbitrary bytes to a sound journal: Open must not
// panic, and whatever it accepts is a record of the plan.
func FuzzOpen(f *testing.F) {
	f.Add([]byte(`{"unit":2,"key":"0 2","evidence":{"total":1},"crc32c":"00000000"}` + "\n"))
	f.Add([]byte("\n\n"))
	f.Add([]byte(`{"unit":1`))
	plan := testPlan(8, "bitmask")
	dir := f.TempDir()
	base, _ := write(f, filepath.Join(dir, "base.journal"), plan, 1)
	f.Fuzz(func(t *testing.T, tail []byte) {
		path := filepath.Join(t.TempDir(), "count.journal")
		if err := os.WriteFile(path, append(append([]byte(nil), base...), tail...), 0o666); err != nil {
			t.Fatal(err)
		}
		j, recs, err := Open[ev](path, plan, testKeys)
		if err != nil {
			return
		}
		defer j.Close()
		for _, r := range recs {
			if r.Unit < 0 || r.Unit >= len(testKeys) || r.Key != testKeys[r.Unit] || r.Check() != nil {
				t.Fatalf("accepted %+v", r)
			}
		}
	})
}
