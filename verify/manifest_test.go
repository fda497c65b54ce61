package verify

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/board"
)

// rewriteManifest replaces the manifest of the bundle in dir by data.
func rewriteManifest(t testing.TB, dir string, data []byte) {
	t.Helper()
	if err := os.WriteFile(filepath.Join(dir, ManifestName), data, 0o644); err != nil {
		t.Fatal(err)
	}
}

// manifestOf reads the manifest of the bundle in dir as verify wrote it.
func manifestOf(t testing.TB, dir string) ([]byte, Manifest) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(dir, ManifestName))
	if err != nil {
		t.Fatal(err)
	}
	var m Manifest
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	return data, m
}

// TestManifestAnyForm: a manifest rewritten by another JSON tool, the
// same content in another form (compact, keys sorted, tabs, CRLF line
// ends, no newline at the end), checks as verify wrote it (before, every
// form but verify's own was refused: "FAIL: n = 0: manifest.json is not
// in the form verify writes", exit 3).
func TestManifestAnyForm(t *testing.T) {
	t.Parallel()
	orig := certifiedBundle(t, 6)
	data, _ := manifestOf(t, orig)
	var generic map[string]any
	if err := json.Unmarshal(data, &generic); err != nil {
		t.Fatal(err)
	}
	sorted, err := json.Marshal(generic) // a map's keys, sorted
	if err != nil {
		t.Fatal(err)
	}
	var compact, tabs bytes.Buffer
	if err := json.Compact(&compact, data); err != nil {
		t.Fatal(err)
	}
	if err := json.Indent(&tabs, sorted, "\t", "\t"); err != nil {
		t.Fatal(err)
	}
	for name, form := range map[string][]byte{
		"compact":     compact.Bytes(),
		"keys sorted": sorted,
		"tabs":        tabs.Bytes(),
		"CRLF":        bytes.ReplaceAll(data, []byte("\n"), []byte("\r\n")),
		"no newline":  bytes.TrimSuffix(data, []byte("\n")),
		"spaces":      bytes.ReplaceAll(data, []byte(": "), []byte("   :   ")),
	} {
		dir := copyBundle(t, orig)
		rewriteManifest(t, dir, form)
		got, err := CheckBundle(context.Background(), dir)
		if err != nil || got.N != 6 || got.Solutions != 4 || got.Classes != 1 {
			t.Errorf("%s: %+v, %v", name, got, err)
		}
	}
}

// TestManifestNotReadable: a manifest that is no JSON of a manifest's
// fields, each once by its exact name, is input CheckBundle does not
// read (a *BundleInputError, exit 2), and the error says why.
func TestManifestNotReadable(t *testing.T) {
	t.Parallel()
	orig := certifiedBundle(t, 6)
	data, _ := manifestOf(t, orig)
	edit := func(old, new string) []byte {
		if !bytes.Contains(data, []byte(old)) {
			t.Fatalf("the manifest holds no %q", old)
		}
		return bytes.Replace(data, []byte(old), []byte(new), 1)
	}
	for _, c := range []struct {
		name string
		data []byte
		want string
	}{
		{"empty", nil, "manifest.json"},
		{"NUL bytes", make([]byte, 100), "invalid character"},
		{"no object", []byte("[1, 2]\n"), "manifest.json"},
		{"truncated", data[:len(data)/2], "manifest.json"},
		{"a second value", append(bytes.Clone(data), "{}\n"...), "after the manifest"},
		{"n twice", edit(`"n": 6,`, `"n": 6, "n": 7,`), `"n" twice`},
		{"a key in other case", edit(`"total":`, `"Total":`), `"Total"`},
		{"an unknown key", edit(`"total":`, `"extra": 1, "total":`), `"extra"`},
		{"a key missing", edit(`"classes": 1,`, ``), `"classes"`},
		{"null for a count", edit(`"total": 4`, `"total": null`), "total"},
		{"a string for a count", edit(`"total": 4`, `"total": "4"`), "total"},
		{"a count with a fraction", edit(`"total": 4`, `"total": 4.0`), "total"},
		{"a long number", edit(`"total": 4`, `"total": 4`+strings.Repeat("0", 400)), "longer than"},
	} {
		dir := copyBundle(t, orig)
		rewriteManifest(t, dir, c.data)
		res, err := CheckBundle(context.Background(), dir)
		var bad *BundleInputError
		if !errors.As(err, &bad) || !strings.Contains(err.Error(), c.want) || res.N != 0 {
			t.Errorf("%s: %+v, %v (%T), want a *BundleInputError naming %q and no n", c.name, res, err, err, c.want)
		}
	}
}

// TestManifestFieldsValidated: every field of a manifest is checked
// before it is used: a negative count (the formula made one clause short
// to match, its digest recomputed), a wrong format, n or rows, a file
// name out of the directory or a digest that is no SHA-256 in hex is a
// *BundleInputError that names the field, never a panic (before, a
// negative count of fix90 or of a cube panicked: "index out of range").
func TestManifestFieldsValidated(t *testing.T) {
	t.Parallel()
	orig := certifiedBundle(t, 6)
	for _, c := range []struct {
		name, want string
		edit       func(t *testing.T, dir string)
	}{
		{"negative fix90", "fix90.solutions is -1", func(t *testing.T, dir string) {
			dropLastClause(t, dir, "fix90.cnf")
			editManifest(t, dir, func(m *Manifest) {
				m.Fix90.Solutions = -1
				m.Fix90.CNFSHA256 = digest(t, dir, "fix90.cnf")
			})
		}},
		{"negative fix180", "fix180.solutions is -1", func(t *testing.T, dir string) {
			editManifest(t, dir, func(m *Manifest) { m.Fix180.Solutions = -1 })
		}},
		{"negative cube", "cubes[0].solutions is -1", func(t *testing.T, dir string) {
			for range 5 { // the 4 blocking clauses and one of the formula
				dropLastClause(t, dir, "cube-00000.cnf")
			}
			editManifest(t, dir, func(m *Manifest) {
				m.Cubes[0].Solutions = -1
				m.Cubes[0].CNFSHA256 = digest(t, dir, "cube-00000.cnf")
			})
		}},
		{"format", "format", func(t *testing.T, dir string) {
			editManifest(t, dir, func(m *Manifest) { m.Format = "nqcheck certificate 1" })
		}},
		{"n = 0", "n = 0", func(t *testing.T, dir string) {
			editManifest(t, dir, func(m *Manifest) { m.N = 0 })
		}},
		{"n = 33", "n = 33", func(t *testing.T, dir string) {
			editManifest(t, dir, func(m *Manifest) { m.N = 33 })
		}},
		{"negative rows", "-1 rows", func(t *testing.T, dir string) {
			editManifest(t, dir, func(m *Manifest) { m.CubeRows = -1 })
		}},
		{"rows over n", "7 rows", func(t *testing.T, dir string) {
			editManifest(t, dir, func(m *Manifest) { m.CubeRows = 7 })
		}},
		{"a name out of the directory", "cover.proof", func(t *testing.T, dir string) {
			editManifest(t, dir, func(m *Manifest) { m.Cover.Proof = "../cover.drat" })
		}},
		{"a digest in capitals", "cubes[0].cnf_sha256", func(t *testing.T, dir string) {
			editManifest(t, dir, func(m *Manifest) { m.Cubes[0].CNFSHA256 = strings.ToUpper(m.Cubes[0].CNFSHA256) })
		}},
		{"a short digest", "fix180.proof_sha256", func(t *testing.T, dir string) {
			editManifest(t, dir, func(m *Manifest) { m.Fix180.ProofSHA256 = "abc" })
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := copyBundle(t, orig)
			c.edit(t, dir)
			_, err := CheckBundle(context.Background(), dir)
			var bad *BundleInputError
			if !errors.As(err, &bad) || !strings.Contains(err.Error(), c.want) {
				t.Errorf("%v (%T), want a *BundleInputError naming %q", err, err, c.want)
			}
		})
	}
}

// FuzzReadManifest: whatever a manifest file holds, readManifest
// returns without a panic; what it cannot read is a *BundleInputError
// (exit 2); what it reads is the file's content as encoding/json reads
// it, every field in its range, and reads the same once written in
// verify's form.
func FuzzReadManifest(f *testing.F) {
	digest := strings.Repeat("0123456789abcdef", 4)
	file := func(stem string) BundleFile {
		return BundleFile{CNF: stem + ".cnf", CNFSHA256: digest, Proof: stem + ".drat", ProofSHA256: digest}
	}
	m := Manifest{Format: BundleFormat, N: 4, CubeRows: 1, Total: 2, Classes: 1, Cover: file("cover"),
		Fix90: BundleSym{Solutions: 2, BundleFile: file("fix90")}, Fix180: BundleSym{Solutions: 2, BundleFile: file("fix180")}}
	for i := range 4 {
		c := file(cubeStem(i))
		m.Cubes = append(m.Cubes, BundleCube{Index: i, Prefix: []int{i}, Solutions: i % 2, CNF: c.CNF, CNFSHA256: c.CNFSHA256, Proof: c.Proof, ProofSHA256: c.ProofSHA256})
	}
	data, err := encodeManifest(m)
	if err != nil {
		f.Fatal(err)
	}
	f.Add(data)
	var compact bytes.Buffer
	if err := json.Compact(&compact, data); err != nil {
		f.Fatal(err)
	}
	f.Add(compact.Bytes())
	for _, edit := range [][2]string{{`"solutions": 0`, `"solutions": -1`}, {`"n": 4`, `"n": -4`}, {`"cube_rows": 1`, `"cube_rows": 9`},
		{`"prefix": [`, `"prefix": null, "prefix": [`}, {`"total": 2`, `"total": 2e0`}, {`"cnf": "cover.cnf"`, `"cnf": "../cover.cnf"`}} {
		f.Add(bytes.Replace(data, []byte(edit[0]), []byte(edit[1]), 1))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		dir := t.TempDir()
		rewriteManifest(t, dir, data)
		man, err := readManifest(context.Background(), dir)
		if err != nil {
			if !errors.As(err, new(*BundleInputError)) {
				t.Fatalf("%v (%T), not a *BundleInputError", err, err)
			}
			return
		}
		var got Manifest
		if err := json.Unmarshal(data, &got); err != nil || !reflect.DeepEqual(got, man) {
			t.Fatalf("read %+v; encoding/json reads %+v (%v)", man, got, err)
		}
		if err := man.validate(); err != nil || man.N < 1 || man.N > board.MaxN || man.CubeRows < 0 || man.CubeRows > man.N {
			t.Fatalf("read %+v, out of range: %v", man, err)
		}
		again, err := encodeManifest(man)
		if err != nil {
			t.Fatal(err)
		}
		rewriteManifest(t, dir, again)
		if back, err := readManifest(context.Background(), dir); err != nil || !reflect.DeepEqual(back, man) {
			t.Fatalf("in verify's form: %+v, %v", back, err)
		}
	})
}
