package sat

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/crillab/gophersat/solver"

	"github.com/nqcheck/nqcheck/encode"
)

// certificate collects the RUP certificate a gophersat solver writes on
// its CertChan (Solver.Certified): one lemma a string, "l1 l2 ... 0", the
// empty clause "0" when the solver finds the formula Unsat. The channel is
// read by a goroutine of its own while the solver runs; finish stops it.
type certificate struct {
	ch    chan string
	done  chan struct{}
	lines []string
}

// certify makes s write its certificate to a new certificate.
func certify(s *solver.Solver) *certificate {
	c := &certificate{ch: make(chan string, 64), done: make(chan struct{})}
	s.Certified = true
	s.CertChan = c.ch
	go func() {
		defer close(c.done)
		for l := range c.ch {
			c.lines = append(c.lines, l)
		}
	}()
	return c
}

// finish waits for the lines written so far and stops the reader. The
// solver must not run again.
func (c *certificate) finish() []string {
	close(c.ch)
	<-c.done
	return c.lines
}

// lemmas parses the certificate's lines, each literal's variable mapped
// by back (nil: kept), and ends it with the empty clause when the solver
// did not write one (an Unsat found before any search: a formula whose
// units conflict). The empty clause is the claim the certificate is
// checked for: it must follow from the lemmas before it.
func lemmas(lines []string, back func(v int) int) ([][]encode.Lit, error) {
	out := make([][]encode.Lit, 0, len(lines)+1)
	for _, line := range lines {
		fields := strings.Fields(line)
		if len(fields) == 0 || fields[len(fields)-1] != "0" {
			return nil, fmt.Errorf("gophersat's certificate line %q does not end with 0", line)
		}
		lemma := make([]encode.Lit, 0, len(fields)-1)
		for _, f := range fields[:len(fields)-1] {
			x, err := strconv.Atoi(f)
			if err != nil || x == 0 {
				return nil, fmt.Errorf("gophersat's certificate line %q: %q is not a literal", line, f)
			}
			v := x
			if v < 0 {
				v = -v
			}
			if back != nil {
				v = back(v)
			}
			if x < 0 {
				v = -v
			}
			lemma = append(lemma, encode.Lit(v))
		}
		out = append(out, lemma)
	}
	if len(out) == 0 || len(out[len(out)-1]) != 0 {
		out = append(out, encode.Clause{})
	}
	return out, nil
}
