//go:build unix

package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/cli"
)

// certBundle writes the certificate bundle of n = 6 (one cube) into a new
// directory and returns it.
func certBundle(t *testing.T) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "cert6")
	var out bytes.Buffer
	if code := run([]string{"verify", "-n", "6", "--witness", "sat", "--certificate", dir}, &out, &out); code != cli.ExitOK {
		t.Fatalf("verify --certificate: exit %d: %s", code, out.String())
	}
	return dir
}

// TestCheckCertificateFiles: a bundle comes from others, so each of its
// files is read only if it is a regular file, and within a bound of what
// it can hold. A file linked to /dev/zero or /dev/urandom, a FIFO, a
// directory, a sparse file of 4 GB and a manifest whose plan is too large
// to read each end check-certificate with exit 2 and a line naming the
// file, at once (before, a link to /dev/zero was read until memory ran
// out, and a FIFO waited for a writer).
func TestCheckCertificateFiles(t *testing.T) {
	t.Parallel()
	orig := certBundle(t)
	names := []string{"manifest.json", "cube-00000.cnf", "cube-00000.drat"}
	for _, name := range names {
		for _, attack := range []struct {
			how  string
			make func(path string) error
			want string
		}{
			{"zero", func(p string) error { return os.Symlink("/dev/zero", p) }, " is a character device, not a regular file"},
			{"urandom", func(p string) error { return os.Symlink("/dev/urandom", p) }, " is a character device, not a regular file"},
			{"fifo", func(p string) error { return syscall.Mkfifo(p, 0o600) }, " is a FIFO, not a regular file"},
			{"directory", func(p string) error { return os.Mkdir(p, 0o700) }, " is a directory, not a regular file"},
			{"sparse", func(p string) error {
				if err := os.WriteFile(p, nil, 0o600); err != nil {
					return err
				}
				return os.Truncate(p, 4<<30) // holes: no disk used
			}, ""},
		} {
			t.Run(name+"/"+attack.how, func(t *testing.T) {
				t.Parallel()
				dir := copyBundle(t, orig)
				path := filepath.Join(dir, name)
				if err := os.Remove(path); err != nil {
					t.Fatal(err)
				}
				if err := attack.make(path); err != nil {
					t.Fatal(err)
				}
				want := path + attack.want
				if attack.how == "sparse" {
					want = path + ": the "
					if name == "manifest.json" {
						// NUL bytes are no manifest: input not read.
						want = "manifest.json: not the JSON of a manifest: at the manifest: invalid character '\\x00' looking for beginning of value"
					}
				}
				checkRun(t, []string{"check-certificate", dir}, cli.ExitUsage, "", want)
			})
		}
	}
}

// TestCheckCertificateBounds: a manifest in the right form but of a plan
// too large to read, a formula longer than its cube's count makes, and a
// proof with a line longer than any clause of n = 6 are refused with exit
// 2, naming the file and the bound.
func TestCheckCertificateBounds(t *testing.T) {
	t.Parallel()
	orig := certBundle(t)
	for _, c := range []struct {
		name, file string
		change     func(data []byte) []byte
		want       string
	}{
		{"plan too large", "manifest.json", func(b []byte) []byte {
			b = bytes.Replace(b, []byte(`"n": 6,`), []byte(`"n": 32,`), 1)
			return bytes.Replace(b, []byte(`"cube_rows": 0,`), []byte(`"cube_rows": 20,`), 1)
		}, "manifest.json: the plan of n = 32, 20 rows has more than 262144 cubes, more than check-certificate reads"},
		{"manifest too long", "manifest.json", func(b []byte) []byte {
			return bytes.Replace(b, []byte(`"prefix": null`), []byte(`"prefix": [`+strings.Repeat("0, ", 500)+`0]`), 1)
		}, "manifest.json: more than 1293 bytes besides whitespace: the manifest of n = 6, 0 rows (1 cube) takes at most that"},
		{"formula too long", "cube-00000.cnf", func(b []byte) []byte {
			return append(b, bytes.Repeat([]byte("1 0\n"), 100)...)
		}, "cube-00000.cnf: the input is larger than 3117 bytes: the formula of n = 6, 0 queens and 4 blocking clauses takes"},
		{"proof line too long", "cube-00000.drat", func(b []byte) []byte {
			return append(bytes.Repeat([]byte("1 "), 100), b...)
		}, "cube-00000.drat: the line is longer than 147 bytes: a proof of n = 6 has lines of at most 147 bytes"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			dir := copyBundle(t, orig)
			path := filepath.Join(dir, c.file)
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, c.change(data), 0o600); err != nil {
				t.Fatal(err)
			}
			checkRun(t, []string{"check-certificate", dir}, cli.ExitUsage, "", c.want)
		})
	}
}

// TestCheckCertificateTimeout: --timeout stops the check with exit 4 and
// a note (before, check-certificate took no --timeout, and a stop was
// exit 1).
func TestCheckCertificateTimeout(t *testing.T) {
	t.Parallel()
	dir := certBundle(t)
	checkRun(t, []string{"check-certificate", "--timeout", "1ns", dir}, cli.ExitIncomplete, "", "nqcheck check-certificate: stopped: timeout after 1ns")
	checkRun(t, []string{"check-certificate", "--timeout", "1h", dir}, cli.ExitOK, "n = 6: 1 cube covers the board (cover proved); 4 solutions certified, fix90 0, fix180 4, 1 class by Burnside's lemma", "")
}

// copyBundle copies the bundle in dir to a new directory.
func copyBundle(t *testing.T, dir string) string {
	t.Helper()
	to := filepath.Join(t.TempDir(), filepath.Base(dir))
	if err := os.CopyFS(to, os.DirFS(dir)); err != nil {
		t.Fatal(err)
	}
	return to
}

// TestCertificateNoLinkOut: verify --certificate DIR refuses a DIR that
// holds a link by the name of a bundle's file, with exit 2 before the
// work, and writes nothing through it (before, a cube-00000.cnf linked to
// ../victim had the formula written over the victim).
func TestCertificateNoLinkOut(t *testing.T) {
	t.Parallel()
	for _, name := range []string{"cube-00000.cnf", "cube-00000.drat", "manifest.json"} {
		root := t.TempDir()
		victim := writeFile(t, root, "victim", "precious")
		dir := filepath.Join(root, "cert")
		if err := os.Mkdir(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.Symlink("../victim", filepath.Join(dir, name)); err != nil {
			t.Fatal(err)
		}
		checkRun(t, []string{"verify", "-n", "6", "--witness", "sat", "--certificate", dir}, cli.ExitUsage, "", "nqcheck verify: --certificate: "+dir+" holds ")
		if data, err := os.ReadFile(victim); err != nil || string(data) != "precious" {
			t.Errorf("%s: the file outside the bundle was written: %q, %v", name, data, err)
		}
	}
}

// TestCheckCertificateOneQueen: the bundle of n = 1 checks (before, its
// formula's header, "p cnf 1 3", was over the line bound of n = 1, and
// the genuine bundle was refused with exit 2).
func TestCheckCertificateOneQueen(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(t.TempDir(), "c1")
	checkRun(t, []string{"verify", "-n", "1", "--certificate", dir}, cli.ExitOK, "all witnesses agree", "")
	checkRun(t, []string{"check-certificate", dir}, cli.ExitOK, "n = 1: 1 cube covers the board (cover proved); 1 solution certified, fix90 1, fix180 1, 1 class by Burnside's lemma", "")
}

// TestCertificateLeftoverFiles: verify --certificate DIR refuses, with
// exit 2 before the work, a DIR holding a file by any name a bundle
// writes besides the cubes' (before, a leftover cover.cnf, fix90.* or
// fix180.* was found only at the end, with exit 1 and an incomplete
// bundle left behind).
func TestCertificateLeftoverFiles(t *testing.T) {
	t.Parallel()
	for _, name := range []string{"cover.cnf", "cover.drat", "fix90.cnf", "fix90.drat", "fix180.cnf", "fix180.drat"} {
		dir := t.TempDir()
		writeFile(t, dir, name, "left over")
		checkRun(t, []string{"verify", "-n", "6", "--witness", "sat", "--certificate", dir}, cli.ExitUsage, "", "nqcheck verify: --certificate: "+dir+" holds "+name+" already")
		if entries, err := os.ReadDir(dir); err != nil || len(entries) != 1 {
			t.Errorf("%s: the directory holds %d files (%v), want the leftover only", name, len(entries), err)
		}
	}
}

// TestCheckCertificateManifestForms: a manifest rewritten by another JSON
// tool (keys sorted, no whitespace) checks as verify wrote it; one that
// is no JSON, or that holds a negative count (its formula one clause
// short, the digests made right), is input not read: exit 2, a line that
// says why, no n (before: "FAIL: n = 0", exit 3, and a panic, exit 1).
func TestCheckCertificateManifestForms(t *testing.T) {
	t.Parallel()
	orig := certBundle(t)
	path := func(dir string) string { return filepath.Join(dir, "manifest.json") }
	data, err := os.ReadFile(path(orig))
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	sorted, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	dir := copyBundle(t, orig)
	writeFile(t, dir, "manifest.json", string(sorted))
	checkRun(t, []string{"check-certificate", dir}, cli.ExitOK, "n = 6: 1 cube covers the board (cover proved); 4 solutions certified", "")

	dir = copyBundle(t, orig)
	writeFile(t, dir, "manifest.json", "format: nqcheck certificate 2\n")
	if stderr := checkRun(t, []string{"check-certificate", dir}, cli.ExitUsage, "", "nqcheck check-certificate: manifest.json: not the JSON of a manifest"); strings.Contains(stderr, "n = ") {
		t.Errorf("an n for a manifest not read: %s", stderr)
	}

	dir = copyBundle(t, orig)
	fix90 := m["fix90"].(map[string]any)
	writeFile(t, dir, "fix90.cnf", "p cnf 36 0\n")
	sum := sha256.Sum256([]byte("p cnf 36 0\n"))
	fix90["solutions"], fix90["cnf_sha256"] = -1, hex.EncodeToString(sum[:])
	if data, err = json.MarshalIndent(m, "", "  "); err != nil {
		t.Fatal(err)
	}
	writeFile(t, dir, "manifest.json", string(data))
	checkRun(t, []string{"check-certificate", dir}, cli.ExitUsage, "", "nqcheck check-certificate: manifest.json: fix90.solutions is -1: a count is never negative")
}
