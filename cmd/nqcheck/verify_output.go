package main

import (
	"fmt"
	"io"
	"os"

	"github.com/nqcheck/nqcheck/junit"
	"github.com/nqcheck/nqcheck/report"
	"github.com/nqcheck/nqcheck/result"
)

// textOut writes verify's text output and keeps the first write error.
// With quiet set it writes nothing (the JSON document is written instead).
type textOut struct {
	w     io.Writer
	quiet bool
	err   error
	// stopped says why the run stopped ("timeout after 1s"), if it did,
	// and stoppedSeconds how long the size in progress had run.
	stopped        string
	stoppedSeconds float64
}

// write runs one writer of report's unless quiet or a write failed.
func (o *textOut) write(f func(io.Writer) error) {
	if !o.quiet && o.err == nil {
		o.err = f(o.w)
	}
}

func (o *textOut) header() { o.write(report.WriteVerifyHeader) }

// printf writes one formatted line of the command's own.
func (o *textOut) printf(format string, a ...any) {
	o.write(func(w io.Writer) error {
		_, err := fmt.Fprintf(w, format, a...)
		return err
	})
}

// size prints one size's line, the lines of its figures, and its failed
// checks.
func (o *textOut) size(res result.Verify) {
	o.write(func(w io.Writer) error { return report.WriteVerifySize(w, res) })
}

// end prints the interrupted size, if any, and the verdict, and returns
// the first write error.
func (o *textOut) end(rep result.Report[result.Verify], sizes int) error {
	o.write(func(w io.Writer) error { return report.WriteVerifyEnd(w, rep, sizes, o.stopped, o.stoppedSeconds) })
	return o.err
}

// writeVerifyJUnit writes the JUnit report of a verify run to f, then
// closes it; nothing when f is nil.
func writeVerifyJUnit(f *os.File, rep result.Report[result.Verify], stopped string) error {
	if f == nil {
		return nil
	}
	err := junit.Write(f, report.VerifyJUnit(rep, stopped))
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("--junit: %w", err)
	}
	return nil
}
