package audit

import (
	"context"
	"errors"
	"io"
	"os"
	"time"

	"github.com/nqcheck/nqcheck/internal/base/pollable"
)

// Input is what an audit reads: a file named by its path, or standard
// input. Reads of it end when the context it was opened with is done,
// even a read blocked on a pipe or a terminal.
type Input struct {
	// Reader is what the audit reads; Read reads it.
	io.Reader
	// Name names the input in messages: its path, or "standard input".
	Name string
	// Arg is the input as given: its path, or "-" for standard input.
	Arg string
	// Terminal reports that the input is standard input and a terminal:
	// someone types it, and ends it with Ctrl-D (an end of input that the
	// audit reads once; a terminal would wait for more after it).
	Terminal bool

	file    *os.File // the file read, or nil when stdin is no file
	spool   *os.File // the copy of standard input (Keep), or nil
	release []func() // undone by Close, last first
}

// OpenInput opens the input of an audit that ctx bounds: the file at path,
// or stdin when path is "" or "-". When ctx is done, a read blocked in the
// file (or in stdin, when it is an *os.File) returns an error, and so does
// an open that waits (a FIFO's, for its writer): then ctx's cause. The
// error is the failure to open path. Close releases the input.
func OpenInput(ctx context.Context, path string, stdin io.Reader) (*Input, error) {
	in := &Input{Reader: stdin, Name: "standard input", Arg: "-"}
	if path != "" && path != "-" {
		f, err := pollable.OpenFile(ctx, path, os.O_RDONLY, 0)
		if err != nil {
			return nil, err
		}
		in.Reader, in.Name, in.Arg, in.file = f, path, path, f
		in.release = append(in.release, func() { f.Close() })
	} else if f, ok := stdin.(*os.File); ok {
		// A file opened by name is pollable already; standard input
		// may not be.
		in.Terminal = pollable.IsTerminal(f)
		f, done := pollable.File(f)
		in.Reader, in.file = f, f
		in.release = append(in.release, done)
	}
	// The end of the input stays the end: a terminal gives one at Ctrl-D
	// and then waits for more, which a reader that reads again after the
	// end would wait for.
	in.Reader = &endOnce{r: in.Reader}
	if f := in.file; f != nil {
		stop := context.AfterFunc(ctx, func() { f.SetReadDeadline(time.Now()) })
		in.release = append(in.release, func() { stop() })
	}
	return in, nil
}

// endOnce reads r until r reports the end of its data (io.EOF), and
// reports the end from then on without reading r again.
type endOnce struct {
	r   io.Reader
	end bool
}

func (e *endOnce) Read(p []byte) (int, error) {
	if e.end {
		return 0, io.EOF
	}
	n, err := e.r.Read(p)
	e.end = err == io.EOF
	return n, err
}

// Keep makes what the audit reads readable again once it is done, for a
// page that shows the lines of the findings (the audit keeps no line): a
// file is; standard input is copied to a temporary file as it is read.
// Call it before the audit reads; Close removes the copy.
func (in *Input) Keep() error {
	if in.Arg != "-" || in.spool != nil {
		return nil
	}
	f, err := os.CreateTemp("", "nqcheck-audit-*")
	if err != nil {
		return err
	}
	in.spool = f
	in.Reader = io.TeeReader(in.Reader, f)
	in.release = append(in.release, func() {
		f.Close()
		os.Remove(f.Name())
	})
	return nil
}

// Kept returns the path of a file that holds what the audit read: the
// file itself, or the copy of standard input that Keep made, written
// out.
func (in *Input) Kept() (string, error) {
	if in.spool != nil {
		return in.spool.Name(), in.spool.Sync()
	}
	if in.Arg == "-" {
		return "", errors.New("audit: standard input was not kept (Keep)")
	}
	return in.Arg, nil
}

// Close releases what OpenInput and Keep hold: the file opened, the
// read deadline's watch of the context, standard input's mode, the copy.
func (in *Input) Close() {
	for i := len(in.release) - 1; i >= 0; i-- {
		in.release[i]()
	}
	in.release = nil
}
