package solveraudit

import (
	"context"
	"fmt"
	"io"
	"os"

	"github.com/nqcheck/nqcheck/internal/base/atomicfile"
	"github.com/nqcheck/nqcheck/internal/base/bound"
	"github.com/nqcheck/nqcheck/internal/base/text"
	"github.com/nqcheck/nqcheck/internal/proof/drat"
)

// ReadFormula reads a DIMACS CNF for the proof checker, a regular file
// only.
func ReadFormula(path string) (*drat.Formula, error) {
	file, err := bound.OpenRegular(path, os.O_RDONLY, 0)
	if err != nil {
		return nil, err
	}
	defer file.Close()
	f, err := drat.ReadDIMACS(file)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	return f, nil
}

// ProofSummary says what a check of a DRAT proof did: its lemmas, RAT
// lemmas, deletions, and where the empty clause came.
func ProofSummary(res drat.Result) string {
	end := fmt.Sprintf("the empty clause at %d", res.Line)
	if res.Implicit {
		end = "no empty clause written, but it follows by unit propagation at the end"
	}
	kept := ""
	if res.Kept > 0 {
		kept = fmt.Sprintf(" (%d of a clause implying a literal ignored, as drat-trim does)", res.Kept)
	}
	return fmt.Sprintf("%d %s checked (%d RAT), %d %s%s; %s", res.Lemmas, text.Plural(res.Lemmas, "lemma"), res.RAT, res.Deletions, text.Plural(res.Deletions, "deletion"), kept, end)
}

// CheckToLRAT checks the proof of formula and writes its LRAT to the new
// file out,
// kept only when the check passes and nqcheck's LRAT checker accepts
// what was written.
func CheckToLRAT(ctx context.Context, formula *drat.Formula, proof io.Reader, opt drat.Options, out string) (string, error) {
	var summary string
	err := atomicfile.Create(out, 0o644, func(w io.Writer) error {
		tmp, err := os.CreateTemp("", "nqcheck-lrat-*")
		if err != nil {
			return err
		}
		defer os.Remove(tmp.Name())
		defer tmp.Close()
		opt.LRAT = tmp
		res, err := drat.Check(ctx, formula, proof, opt)
		if err != nil {
			return err
		}
		summary = ProofSummary(res)
		if _, err := tmp.Seek(0, io.SeekStart); err != nil {
			return err
		}
		lr, err := drat.CheckLRAT(ctx, formula, io.TeeReader(tmp, w))
		if err != nil {
			return fmt.Errorf("the LRAT written fails nqcheck's LRAT checker: %w", err)
		}
		summary += fmt.Sprintf("; LRAT written to %s, its %d %s checked by their hints", out, lr.Lemmas, text.Plural(lr.Lemmas, "lemma"))
		return nil
	})
	return summary, err
}
