package verify

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/compare"
	"github.com/nqcheck/nqcheck/encode"
	"github.com/nqcheck/nqcheck/internal/base/atomicfile"
	"github.com/nqcheck/nqcheck/internal/base/text"
	"github.com/nqcheck/nqcheck/internal/proof/drat"
	"github.com/nqcheck/nqcheck/result"
)

// BundleFormat is the format line of a certificate bundle's manifest.
const BundleFormat = "nqcheck certificate 2"

// ManifestName is the name of a bundle's manifest in its directory.
const ManifestName = "manifest.json"

// Manifest lists a certificate bundle: one board size's figures, the
// cover's formula and proof, the two symmetric enumerations, and the
// cubes, each with its formula and its proof, by file name and SHA-256
// digest.
type Manifest struct {
	// Format is BundleFormat.
	Format string `json:"format"`
	// N is the board size.
	N int `json:"n"`
	// CubeRows is the number of rows each cube fixes.
	CubeRows int `json:"cube_rows"`
	// Total is the number of solutions: the sum of the cubes' counts.
	Total uint64 `json:"total"`
	// Classes is the number of classes under the 8 symmetries, by
	// Burnside's lemma from Total, Fix90 and Fix180.
	Classes uint64 `json:"classes"`
	// Cover holds the formula "a placement of the first CubeRows rows
	// in no cube" (the N-Queens clauses on those rows' variables, then
	// one clause per cube, in plan order, excluding its queens) and its
	// refutation.
	Cover BundleFile `json:"cover"`
	// Fix90 and Fix180 are the enumerations of the solutions fixed by
	// the quarter and the half turn.
	Fix90  BundleSym `json:"fix90"`
	Fix180 BundleSym `json:"fix180"`
	// Cubes lists the cubes kept, in plan order.
	Cubes []BundleCube `json:"cubes"`
}

// BundleFile is a formula of a bundle and its proof, in DRAT text.
type BundleFile struct {
	// CNF names the formula's file in the bundle's directory.
	CNF string `json:"cnf"`
	// CNFSHA256 is the file's SHA-256 digest, in hex.
	CNFSHA256 string `json:"cnf_sha256"`
	// Proof names the proof's file.
	Proof string `json:"proof"`
	// ProofSHA256 is its SHA-256 digest, in hex.
	ProofSHA256 string `json:"proof_sha256"`
}

// BundleSym is a symmetric enumeration of a bundle: its CNF is
// encode.Fixed's formula for the rotation, then one blocking clause per
// solution the rotation fixes; its proof refutes it.
type BundleSym struct {
	// Solutions is the number of blocking clauses: the certified count.
	Solutions int `json:"solutions"`
	BundleFile
}

// BundleCube is one cube of a bundle. Its CNF, in DIMACS, is the N-Queens
// formula with the column clauses (encode.Queens, encode.ColumnsTo), then
// the cube's queens as unit clauses, then one blocking clause per
// solution (its n queens, negated); its proof, in DRAT text, refutes it.
type BundleCube struct {
	// Index is the cube's position in the plan.
	Index int `json:"index"`
	// Prefix lists the 0-based columns of the queens of its first rows.
	Prefix []int `json:"prefix"`
	// Solutions is the number of blocking clauses: the cube's count.
	Solutions int `json:"solutions"`
	// CNF names the formula's file in the bundle's directory.
	CNF string `json:"cnf"`
	// CNFSHA256 is the file's SHA-256 digest, in hex.
	CNFSHA256 string `json:"cnf_sha256"`
	// Proof names the proof's file.
	Proof string `json:"proof"`
	// ProofSHA256 is its SHA-256 digest, in hex.
	ProofSHA256 string `json:"proof_sha256"`
}

// Bundle writes a certificate bundle into a directory as a run certifies
// its cubes (Options.Bundle): each cube's files when its proof is checked,
// the manifest at Close, last, and only once every cube of the plan is in:
// a bundle with a manifest is complete, one without is a stopped run's.
type Bundle struct {
	dir    string
	man    Manifest
	cubes  int // the plan's, once the run has started
	extras int // the cover and the enumerations written
	err    error
}

// BundleExistsError reports a directory that holds a certificate bundle
// already, complete (with its manifest) or a stopped run's (cube files
// only): a bundle is never written over, nor added to.
type BundleExistsError struct {
	// Dir is the directory; Cubes the number of cubes whose files it
	// holds, when it has no manifest.
	Dir   string
	Cubes int
	// Complete reports a manifest.
	Complete bool
	// First names a file of the bundle found there: the manifest, or the
	// first cube file.
	First string
}

// Is makes a *BundleExistsError fs.ErrExist (errors.Is).
func (e *BundleExistsError) Is(target error) bool { return target == fs.ErrExist }

// Error says which bundle it is and how to go on.
func (e *BundleExistsError) Error() string {
	if e.Complete {
		return fmt.Sprintf("%s holds a certificate bundle already: give another directory", e.Dir)
	}
	return fmt.Sprintf("%s holds an incomplete certificate bundle (the files of %d %s and no manifest; %s is one), left by a run that stopped: it is not resumed; remove it, or give another directory", e.Dir, e.Cubes, text.Plural(e.Cubes, "cube"), e.First)
}

// BundleCubes returns the number of cubes whose files (cube-NNNNN.cnf,
// cube-NNNNN.drat) dir holds, manifest or not.
func BundleCubes(dir string) int {
	names, _ := filepath.Glob(filepath.Join(dir, "cube-[0-9]*.*"))
	cubes := map[string]bool{}
	for _, name := range names {
		if ext := filepath.Ext(name); ext == ".cnf" || ext == ".drat" {
			cubes[strings.TrimSuffix(filepath.Base(name), ext)] = true
		}
	}
	return len(cubes)
}

// CreateBundle makes directory dir for a bundle; a dir that holds a
// bundle already, complete or not, is a *BundleExistsError, and so is
// a manifest's link by its name (a bundle is never overwritten). Each
// file of the bundle is created new (createNew, atomicfile.Create): a
// file or a link in its place is an error that names it, and no link is
// followed out of dir.
func CreateBundle(dir string) (*Bundle, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	if _, err := os.Lstat(filepath.Join(dir, ManifestName)); err == nil {
		return nil, &BundleExistsError{Dir: dir, Complete: true, First: ManifestName}
	}
	if k := BundleCubes(dir); k > 0 {
		names, _ := filepath.Glob(filepath.Join(dir, "cube-[0-9]*.*"))
		return nil, &BundleExistsError{Dir: dir, Cubes: k, First: filepath.Base(names[0])}
	}
	if err := noBundleFiles(dir); err != nil {
		return nil, err
	}
	return &Bundle{dir: dir, man: Manifest{Format: BundleFormat, Cubes: []BundleCube{}}}, nil
}

// start records the board size, the plan's rows and its number of cubes.
func (b *Bundle) start(n, rows, cubes int) {
	b.man.N, b.man.CubeRows, b.cubes = n, rows, cubes
}

// add writes one cube's formula and proof; the first error is kept and
// stops further writes.
func (b *Bundle) add(c Cube, solutions int, f *drat.Formula, proof []byte) {
	if b.err != nil {
		return
	}
	var cnf bytes.Buffer
	if err := drat.WriteDIMACS(&cnf, f); err != nil {
		b.err = err
		return
	}
	file := formulaFiles(cubeStem(c.Index))
	if b.write(&file, cnf.Bytes(), proof) {
		b.man.Cubes = append(b.man.Cubes, BundleCube{Index: c.Index, Prefix: slices.Clone([]int(c.Prefix)), Solutions: solutions,
			CNF: file.CNF, CNFSHA256: file.CNFSHA256, Proof: file.Proof, ProofSHA256: file.ProofSHA256})
	}
}

// write creates the formula and the proof files that file names, new,
// and fills in their digests; it returns false on an error, kept.
func (b *Bundle) write(file *BundleFile, cnf, proof []byte) bool {
	for _, part := range []struct {
		name   string
		data   []byte
		digest *string
	}{{file.CNF, cnf, &file.CNFSHA256}, {file.Proof, proof, &file.ProofSHA256}} {
		sum := sha256.Sum256(part.data)
		*part.digest = hex.EncodeToString(sum[:])
		if err := createNew(filepath.Join(b.dir, part.name), part.data); err != nil {
			b.err = err
			return false
		}
	}
	return true
}

// extra writes the cover ("cover") or a symmetric enumeration ("fix90",
// "fix180") with its count; a nil *Bundle writes nothing.
func (b *Bundle) extra(name string, solutions int, f *drat.Formula, proof []byte) {
	if b == nil || b.err != nil {
		return
	}
	var cnf bytes.Buffer
	if err := drat.WriteDIMACS(&cnf, f); err != nil {
		b.err = err
		return
	}
	file := formulaFiles(name)
	if !b.write(&file, cnf.Bytes(), proof) {
		return
	}
	switch name {
	case "cover":
		b.man.Cover = file
	case "fix90":
		b.man.Fix90 = BundleSym{Solutions: solutions, BundleFile: file}
	case "fix180":
		b.man.Fix180 = BundleSym{Solutions: solutions, BundleFile: file}
	}
	b.extras++
}

// Close writes the manifest of the cubes kept when they are every cube of
// the plan, and returns the first error of the bundle's writes. A run
// stopped before its end writes none: its cube files are an incomplete
// bundle (BundleCubes), which check-certificate tells apart.
func (b *Bundle) Close() error {
	if b.err != nil {
		return b.err
	}
	if b.cubes == 0 || len(b.man.Cubes) < b.cubes || b.extras < 1+len(certSyms) {
		return nil
	}
	b.man.Total = 0
	for _, c := range b.man.Cubes {
		b.man.Total += uint64(c.Solutions)
	}
	classes, _ := compare.BurnsideClasses(b.man.N, int(b.man.Total), compare.Fixed{Fix90: b.man.Fix90.Solutions, Fix180: b.man.Fix180.Solutions})
	b.man.Classes = uint64(classes)
	// Cubes are checked as the workers finish them: the manifest lists
	// them in plan order.
	slices.SortFunc(b.man.Cubes, func(x, y BundleCube) int { return x.Index - y.Index })
	return atomicfile.Create(filepath.Join(b.dir, ManifestName), 0o644, func(w io.Writer) error {
		data, err := encodeManifest(b.man)
		if err != nil {
			return err
		}
		_, err = w.Write(data)
		return err
	})
}

// encodeManifest is the form verify writes a manifest in: indented JSON,
// a newline at the end. CheckBundle reads the same content in any JSON
// form (readManifest): what it checks is the content, each field of it.
func encodeManifest(m Manifest) ([]byte, error) {
	data, err := json.MarshalIndent(m, "", "  ")
	return append(data, '\n'), err
}

// BundleCheck is what CheckBundle confirmed.
type BundleCheck struct {
	// N is the board size.
	N int
	// Cubes counts the cubes checked: every cube of the plan.
	Cubes int
	// Solutions is the sum of their certified counts: the board's, and
	// the manifest's total.
	Solutions uint64
	// Fixed holds the certified counts of the symmetric enumerations;
	// Classes follows from them and Solutions by Burnside's lemma.
	Fixed   compare.Fixed
	Classes uint64
	// Lemmas counts the proof lemmas checked.
	Lemmas uint64
	// Seconds is the checker's time.
	Seconds float64
}

// CheckBundle re-checks the bundle in dir from its files alone: the
// manifest, JSON of exactly a Manifest's fields in any form, each field
// in its range (readManifest, else a *BundleInputError), must list every
// cube of the plan of its size and rows, in order (and the cubes cover the board, by coverCheck's search); each
// file's digest must match; each CNF must be the N-Queens formula built
// anew, then exactly the cube's queens, then one blocking clause per
// distinct solution of the cube, as many as the manifest says; and each
// proof must refute its CNF (package drat). The first fault is an error
// that names the cube and the file. Each file is read within a bound of
// what it can hold (readManifest, certifier.cnfBound, MaxBundleProof), and
// only a regular file: a file over its bound or of another kind is a
// *BundleInputError. When ctx is done CheckBundle returns ctx's error.
func CheckBundle(ctx context.Context, dir string) (BundleCheck, error) {
	var res BundleCheck
	man, err := readManifest(ctx, dir)
	if err != nil {
		return res, err
	}
	n := man.N
	res.N = n
	plan, err := NewPlanContext(ctx, n, man.CubeRows)
	if err != nil {
		return res, fmt.Errorf("%s: %w", ManifestName, err)
	}
	if len(man.Cubes) != len(plan.Cubes) {
		return res, fmt.Errorf("%s lists %d cubes; the plan of n = %d, %d rows has %d", ManifestName, len(man.Cubes), n, man.CubeRows, len(plan.Cubes))
	}
	if c, err := coverCheckContext(ctx, n, plan); err != nil || !c.OK {
		if err != nil {
			return res, err
		}
		return res, fmt.Errorf("the plan does not cover the board: %s", c.Detail)
	}
	z := newCertifier(n)
	start := time.Now()
	for i, bc := range man.Cubes {
		c := plan.Cubes[i]
		if bc.Index != c.Index || !slices.Equal(bc.Prefix, []int(c.Prefix)) {
			return res, fmt.Errorf("%s: cube #%d is %v (index %d), the plan's is %s", ManifestName, i, bc.Prefix, bc.Index, c.Name())
		}
		lemmas, err := z.recheck(ctx, dir, c, bc)
		res.Lemmas += uint64(lemmas)
		if err != nil {
			name := c.Name()
			if len(c.Prefix) > 0 {
				name = "cube " + name
			}
			return res, fmt.Errorf("%s: %w", name, err)
		}
		res.Cubes++
		res.Solutions += uint64(bc.Solutions)
	}
	if man.Total != res.Solutions {
		return res, fmt.Errorf("%s: the total is %d; the cubes' certified counts add up to %d", ManifestName, man.Total, res.Solutions)
	}
	fixed, lemmas, err := z.recheckExtras(ctx, dir, man, plan)
	res.Lemmas += uint64(lemmas)
	if err != nil {
		return res, err
	}
	res.Fixed = fixed
	classes, whole := compare.BurnsideClasses(n, int(res.Solutions), fixed)
	if !whole || uint64(classes) != man.Classes {
		return res, fmt.Errorf("%s: %d classes; Burnside's lemma on the certified figures gives %s / 8", ManifestName, man.Classes, compare.BurnsideFormula(n, int(res.Solutions), fixed))
	}
	res.Classes = man.Classes
	res.Seconds = result.Seconds(time.Since(start))
	return res, nil
}

// recheck checks one cube of a bundle; it returns the lemmas checked.
func (z *certifier) recheck(ctx context.Context, dir string, c Cube, bc BundleCube) (int, error) {
	limit := z.cnfBound(len(c.Prefix), bc.Solutions)
	cnf, err := readDigested(ctx, dir, bc.CNF, bc.CNFSHA256, lineCap(z.n), limit,
		fmt.Sprintf("the formula of n = %d, %d %s and %d blocking %s takes lines of at most %d bytes and at most %d bytes in all (a bundle's at most %d)",
			z.n, len(c.Prefix), text.Plural(len(c.Prefix), "queen"), bc.Solutions, text.Plural(bc.Solutions, "clause"), lineCap(z.n), limit, int64(MaxBundleCNF)))
	if err != nil {
		return 0, err
	}
	f, err := drat.ReadDIMACS(bytes.NewReader(cnf))
	if err != nil {
		return 0, fmt.Errorf("%s: %w", bc.CNF, err)
	}
	if err := z.sameFormula(c, bc.Solutions, f); err != nil {
		return 0, fmt.Errorf("%s: %w", bc.CNF, err)
	}
	return z.checkProof(ctx, dir, bc, f)
}

// sameFormula checks that f is the formula a cube's proof must refute:
// the base formula, the cube's units, then solutions blocking clauses of
// distinct solutions of the cube.
func (z *certifier) sameFormula(c Cube, solutions int, f *drat.Formula) error {
	n := z.n
	want := len(z.base) + len(c.Prefix) + solutions
	if f.Vars != n*n || len(f.Clauses) != want {
		return fmt.Errorf("%d variables and %d clauses; the formula, %d queens and %d blocking clauses make %d variables and %d clauses", f.Vars, len(f.Clauses), len(c.Prefix), solutions, n*n, want)
	}
	for i, cl := range z.base {
		if !slices.Equal(f.Clauses[i], cl) {
			return fmt.Errorf("clause %d is %v; the N-Queens formula's is %v", i+1, f.Clauses[i], cl)
		}
	}
	for r, col := range c.Prefix {
		i := len(z.base) + r
		if u := []int{int(encode.Cell(n, r, col))}; !slices.Equal(f.Clauses[i], u) {
			return fmt.Errorf("clause %d is %v; the cube's queen of row %d is %v", i+1, f.Clauses[i], r+1, u)
		}
	}
	seen := map[string]bool{}
	for i := len(z.base) + len(c.Prefix); i < len(f.Clauses); i++ {
		s, err := blockedSolution(n, f.Clauses[i])
		if err == nil && !slices.Equal(s[:len(c.Prefix)], c.Prefix) {
			err = errors.New("a solution outside the cube")
		}
		if err == nil && seen[s.String()] {
			err = errors.New("a solution blocked twice")
		}
		if err != nil {
			return fmt.Errorf("clause %d (%v) is no blocking clause of a new solution of the cube: %v", i+1, f.Clauses[i], err)
		}
		seen[s.String()] = true
	}
	return nil
}

// blockedSolution reads a blocking clause: n negated cells, one a row, in
// row order, that make a solution.
func blockedSolution(n int, cl []int) (board.Solution, error) {
	if len(cl) != n {
		return nil, fmt.Errorf("%d literals, want %d", len(cl), n)
	}
	p := make(board.Placement, n)
	for i, l := range cl {
		v := -l - 1
		if l >= 0 || v >= n*n {
			return nil, fmt.Errorf("literal %d is not a negated cell", l)
		}
		p[i] = board.Cell{Row: v / n, Col: v % n}
	}
	s, shaped := p.Solution(n)
	if err := compare.Valid(n, p); err != nil || !shaped {
		return nil, fmt.Errorf("its queens %s are no solution in row order", compare.Describe(n, p))
	}
	return s, nil
}
