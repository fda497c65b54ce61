package verify

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"

	"github.com/nqcheck/nqcheck/encode"
	"github.com/nqcheck/nqcheck/internal/base/bound"
	"github.com/nqcheck/nqcheck/internal/proof/drat"
)

// A bundle comes from others: CheckBundle reads each of its files within
// a bound of what the file can hold, and only regular files.
const (
	// MaxBundleCubes bounds the cubes of a bundle's plan: n = 16 with the
	// rows picked by n has 141,812. The manifest's size is bounded by
	// its plan's cubes.
	MaxBundleCubes = 1 << 18
	// MaxBundleCNF bounds a formula file, as every DIMACS input nqcheck
	// reads; below it, the cube's count bounds it.
	MaxBundleCNF = encode.MaxInput
	// MaxBundleProof bounds a proof file. The proof is checked as it is
	// read: memory follows the lemmas the checker keeps, not the file.
	MaxBundleProof = 1 << 30
)

// BundleInputError is the error of a file of a bundle that CheckBundle
// does not read: not a regular file (a FIFO, a device or a directory,
// never read), larger than what it can hold, or of a plan larger than
// MaxBundleCubes. The bundle is not checked; no proof was found wrong.
type BundleInputError struct {
	// Err says which file and why.
	Err error
}

// Error returns Err's message.
func (e *BundleInputError) Error() string { return e.Err.Error() }

// Unwrap returns Err.
func (e *BundleInputError) Unwrap() error { return e.Err }

// ctxReader reads r until ctx is done, then returns ctx's error.
type ctxReader struct {
	ctx context.Context
	r   io.Reader
}

func (c ctxReader) Read(p []byte) (int, error) {
	if err := c.ctx.Err(); err != nil {
		return 0, err
	}
	return c.r.Read(p)
}

// openBundleFile opens the file name of the bundle in dir: a regular file
// only (bound.OpenRegular), else a *BundleInputError.
func openBundleFile(dir, name string) (*os.File, error) {
	f, err := bound.OpenRegular(filepath.Join(dir, name), os.O_RDONLY, 0)
	if nr := (*bound.NotRegularError)(nil); errors.As(err, &nr) {
		return nil, &BundleInputError{Err: fmt.Errorf("%v: a bundle holds regular files only", err)}
	}
	return f, err
}

// readBounded reads all of r, the file at path, within the caps, until
// ctx is done; going over a cap is a *BundleInputError that names the
// file and says what bounds it (why).
func readBounded(ctx context.Context, r io.Reader, path string, maxLine, maxTotal int64, why string) ([]byte, error) {
	data, err := bound.ReadAll(ctxReader{ctx, r}, maxLine, maxTotal)
	return data, overCap(err, path, why)
}

// overCap turns a bound.Error of the file at path into a
// *BundleInputError.
func overCap(err error, path, why string) error {
	var be *bound.Error
	if errors.As(err, &be) {
		return &BundleInputError{Err: fmt.Errorf("%s: %s: %s", path, be.Cap(), why)}
	}
	return err
}

// lineCap bounds a line of a formula or a proof of board size n, for
// every n: a clause of all n² variables, each negated, after "d ", or the
// formula's header, "p cnf", n² and a count of clauses no file within
// MaxBundleCNF exceeds (the longer for n = 1).
func lineCap(n int) int64 {
	clause := 2 + n*n*(len(strconv.Itoa(n*n))+2) + 1
	header := len("p cnf  ") + len(strconv.Itoa(n*n)) + len(strconv.Itoa(MaxBundleCNF))
	return int64(max(clause, header))
}

// cnfBound returns the size of the longest formula file of a cube of k
// queens and solutions blocking clauses, at most MaxBundleCNF: the header,
// the N-Queens formula, the units, then solutions clauses of n negated
// cells.
func (z *certifier) cnfBound(k, solutions int) int64 {
	n := z.n
	digits := len(strconv.Itoa(n * n))
	fixed := int64(len("p cnf  \n")+digits+20) + int64(k*(digits+3))
	for _, c := range z.base {
		fixed += int64(len(drat.AppendText(nil, false, c)))
	}
	block := int64(n*(digits+2) + 2)
	if solutions < 0 || int64(solutions) > (MaxBundleCNF-fixed)/block {
		return MaxBundleCNF
	}
	return fixed + int64(solutions)*block
}

// readDigested reads a file of the bundle, within the caps, and checks
// its digest.
func readDigested(ctx context.Context, dir, name, digest string, maxLine, maxTotal int64, why string) ([]byte, error) {
	if err := bundleFileName(name); err != nil {
		return nil, err
	}
	f, err := openBundleFile(dir, name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := readBounded(ctx, f, filepath.Join(dir, name), maxLine, maxTotal, why)
	if err != nil {
		return nil, err
	}
	sum := sha256.Sum256(data)
	if hex.EncodeToString(sum[:]) != digest {
		return nil, fmt.Errorf("%s: its SHA-256 digest is %x, the manifest says %s", name, sum, digest)
	}
	return data, nil
}

// bundleFileName checks that a name of the manifest names a file of the
// bundle's directory.
func bundleFileName(name string) error {
	if name != filepath.Base(name) || name == "." || name == ".." || name == ManifestName {
		return fmt.Errorf("file name %q is not a file of the bundle's directory", name)
	}
	return nil
}

// checkProof checks the proof of a cube of the bundle against f as it
// reads it, within lineCap and MaxBundleProof, and its digest over every
// byte of it: a wrong digest is the error, else the check's. It returns
// the lemmas checked.
func (z *certifier) checkProof(ctx context.Context, dir string, bc BundleCube, f *drat.Formula) (int, error) {
	if err := bundleFileName(bc.Proof); err != nil {
		return 0, err
	}
	file, err := openBundleFile(dir, bc.Proof)
	if err != nil {
		return 0, err
	}
	defer file.Close()
	h := sha256.New()
	in := io.TeeReader(bound.NewReader(ctxReader{ctx, file}, lineCap(z.n), MaxBundleProof), h)
	res, err := drat.Check(ctx, f, in, drat.Options{Format: drat.Text})
	// What follows the empty clause is not checked, but digested.
	if _, rerr := io.Copy(io.Discard, in); rerr != nil {
		if cerr := ctx.Err(); cerr != nil {
			return res.Lemmas, cerr
		}
		return res.Lemmas, overCap(rerr, filepath.Join(dir, bc.Proof), fmt.Sprintf("a proof of n = %d has lines of at most %d bytes, and a bundle's is at most %d bytes", z.n, lineCap(z.n), int64(MaxBundleProof)))
	}
	if sum := h.Sum(nil); hex.EncodeToString(sum) != bc.ProofSHA256 {
		return res.Lemmas, fmt.Errorf("%s: its SHA-256 digest is %x, the manifest says %s", bc.Proof, sum, bc.ProofSHA256)
	}
	if err != nil {
		return res.Lemmas, fmt.Errorf("%s: %w", bc.Proof, err)
	}
	return res.Lemmas, nil
}
