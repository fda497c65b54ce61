package table

import (
	"io"

	"github.com/nqcheck/nqcheck/result"
)

// Output is the output of a table command: the rows of a run in any
// format. The text formats go out row by row, as each row is given; JSON
// is one result.Envelope of command "table", written by Close.
type Output struct {
	opt Options
	w   *Writer // the text formats' writer; nil for JSON
	out io.Writer
	rep result.Envelope[result.TableRow]
}

// NewOutput returns the output of a table run to w in opt's format. It
// writes nothing until the first row (text) or Close (JSON).
func NewOutput(w io.Writer, opt Options) *Output {
	o := &Output{opt: opt, out: w, rep: result.New[result.TableRow]("table")}
	if opt.Format != JSON {
		o.w = NewWriter(w, opt)
	}
	return o
}

// Row adds r (without its seconds, and its witnesses', when opt.NoSeconds is set) and, in a
// text format, writes it; it suits Sizes.Row.
func (o *Output) Row(r result.TableRow) error {
	if o.opt.NoSeconds {
		r.Seconds = nil
		ws := make([]result.TableWitness, len(r.Witnesses))
		for i, x := range r.Witnesses {
			x.Seconds = nil
			ws[i] = x
		}
		r.Witnesses = ws
	}
	o.rep.Results = append(o.rep.Results, r)
	if o.w == nil {
		return nil
	}
	return o.w.WriteRow(r)
}

// Close ends the output of a run that found a mismatch or not and that
// stopped early (stopped not nil) or not: it closes the text table, or
// writes the JSON report with its verdict (fail wins over incomplete),
// completeness and interruption.
func (o *Output) Close(mismatch bool, stopped *result.Interruption) error {
	o.rep.Interrupted, o.rep.Complete = stopped, stopped == nil
	o.rep.Verdict = result.VerdictOf(mismatch, o.rep.Complete)
	if o.w != nil {
		return o.w.Close()
	}
	return result.Write(o.out, o.rep)
}
