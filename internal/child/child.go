package child

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"sync"
	"time"

	"github.com/nqcheck/nqcheck/internal/catch"
)

// DefaultStderrTail is how many of the last bytes of standard error an
// Outcome keeps when Spec leaves StderrTail zero.
const DefaultStderrTail = 4096

// Spec says what to run and within which limits.
type Spec struct {
	// Path is the program; a name without a slash is looked up in PATH.
	Path string
	// Args are its arguments, without the program name.
	Args []string
	// Stdin is its standard input; nil means an empty input.
	Stdin io.Reader
	// Dir is its working directory; empty means the caller's.
	Dir string
	// Env is its environment; nil means the caller's.
	Env []string
	// Timeout bounds the run's wall time; zero means no limit.
	Timeout time.Duration
	// MaxOutput is how many bytes of standard output are read before the
	// program is killed; zero means no cap.
	MaxOutput int64
	// StderrTail is how many of the last bytes of standard error are
	// kept; zero means DefaultStderrTail.
	StderrTail int
}

// Outcome says how a run ended.
type Outcome struct {
	// ExitCode is the program's exit status, or -1 when a signal ended it.
	ExitCode int
	// Signal names the signal that ended the program, if one did.
	Signal string
	// TimedOut is true when Spec.Timeout ran out first.
	TimedOut bool
	// Cancelled is true when the caller's context ended first.
	Cancelled bool
	// Truncated is true when the program wrote more than Spec.MaxOutput
	// bytes and was killed.
	Truncated bool
	// OutputBytes is the number of bytes of standard output read.
	OutputBytes int64
	// Stderr holds the last bytes of standard error.
	Stderr []byte
	// Duration is the run's wall time.
	Duration time.Duration
}

// Run starts the program and hands its standard output to read. When read
// returns, the rest of the output is read and dropped (within MaxOutput),
// the program is waited for, and its process group is killed so that
// nothing it started is left running. The error is read's error or a
// failure to start the program; how the program itself ended is in the
// Outcome. A panic in the Read method of Spec.Stdin, which a goroutine of
// package os/exec calls, ends the program's input and is Run's error, a
// *catch.Panic, instead of the end of the process.
func Run(ctx context.Context, s Spec, read func(io.Reader) error) (Outcome, error) {
	var out Outcome
	runCtx := ctx
	var cancel context.CancelFunc = func() {}
	if s.Timeout > 0 {
		runCtx, cancel = context.WithTimeout(ctx, s.Timeout)
	}
	defer cancel()

	tailSize := s.StderrTail
	if tailSize <= 0 {
		tailSize = DefaultStderrTail
	}
	stderr := &tail{max: tailSize}
	var stdin *stdinReader
	if _, isFile := s.Stdin.(*os.File); s.Stdin != nil && !isFile {
		stdin = &stdinReader{r: s.Stdin, what: "reading the standard input of " + s.Path}
	}
	var (
		cmd    *exec.Cmd
		stdout io.ReadCloser
		start  time.Time
		err    error
	)
	// A program file written a moment ago can still be open for writing
	// in a child that another goroutine is forking ("text file busy"):
	// try again a few times, as the go command does.
	for attempt := 1; ; attempt++ {
		cmd = exec.Command(s.Path, s.Args...)
		cmd.Dir = s.Dir
		cmd.Env = s.Env
		switch {
		case stdin != nil:
			cmd.Stdin = stdin
		case s.Stdin != nil:
			cmd.Stdin = s.Stdin // a file: the program reads it itself
		default:
			cmd.Stdin = bytes.NewReader(nil)
		}
		cmd.Stderr = stderr
		cmd.WaitDelay = time.Second
		setGroup(cmd)
		if stdout, err = cmd.StdoutPipe(); err != nil {
			return out, err
		}
		start = time.Now()
		if err = cmd.Start(); err == nil {
			break
		}
		if !isBusy(err) || attempt == 5 || ctx.Err() != nil {
			return out, fmt.Errorf("starting %s: %w", s.Path, err)
		}
		time.Sleep(time.Duration(attempt) * 20 * time.Millisecond)
	}

	// The watcher kills the group when the run's context ends.
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		select {
		case <-runCtx.Done():
			killGroup(cmd)
		case <-done:
		}
	}()

	lr := &limitReader{r: stdout, max: s.MaxOutput, onLimit: func() { killGroup(cmd) }}
	readErr := read(lr)
	_, _ = io.Copy(io.Discard, lr)
	waitErr := cmd.Wait()
	killGroup(cmd) // whatever the program left behind in its group
	close(done)
	wg.Wait()

	out.Duration = time.Since(start)
	out.OutputBytes = lr.n
	out.Truncated = lr.hit
	out.Stderr = stderr.bytes()
	if ctx.Err() != nil {
		out.Cancelled = true
	} else if runCtx.Err() != nil {
		out.TimedOut = true
	}
	out.ExitCode = -1
	if st := cmd.ProcessState; st != nil {
		out.ExitCode = st.ExitCode()
		out.Signal = signalOf(st)
	}
	var exitErr *exec.ExitError
	if waitErr != nil && !errors.As(waitErr, &exitErr) && !errors.Is(waitErr, exec.ErrWaitDelay) && readErr == nil {
		readErr = waitErr
	}
	// Wait has waited for the goroutine that reads stdin.
	if stdin != nil && stdin.panicked != nil {
		return out, stdin.panicked
	}
	return out, readErr
}

// stdinReader hands Spec.Stdin to the goroutine of os/exec that copies it
// to the program, and turns a panic in its Read into an error: the end of
// the program's input, kept for Run to return.
type stdinReader struct {
	r        io.Reader
	what     string
	panicked error
}

// Read reads from Spec.Stdin; after a panic it only returns that error.
func (s *stdinReader) Read(p []byte) (n int, err error) {
	if s.panicked != nil {
		return 0, s.panicked
	}
	if perr := catch.Call(s.what, func() error { n, err = s.r.Read(p); return nil }); perr != nil {
		s.panicked = perr
		return 0, perr
	}
	return n, err
}

// limitReader reads at most max bytes (0: no cap), then calls onLimit
// once and reports the end of the input.
type limitReader struct {
	r       io.Reader
	max     int64
	n       int64
	hit     bool
	onLimit func()
}

// Read reads from the program's output within the cap.
func (l *limitReader) Read(p []byte) (int, error) {
	if l.max > 0 {
		if l.n >= l.max {
			if !l.hit {
				l.hit = true
				l.onLimit()
			}
			return 0, io.EOF
		}
		if rest := l.max - l.n; int64(len(p)) > rest {
			p = p[:rest]
		}
	}
	k, err := l.r.Read(p)
	l.n += int64(k)
	return k, err
}

// tail keeps the last max bytes written to it.
type tail struct {
	mu  sync.Mutex
	max int
	buf []byte
}

// Write keeps the last bytes of p.
func (t *tail) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.buf = append(t.buf, p...)
	if over := len(t.buf) - t.max; over > 0 {
		t.buf = append(t.buf[:0], t.buf[over:]...)
	}
	return len(p), nil
}

func (t *tail) bytes() []byte {
	t.mu.Lock()
	defer t.mu.Unlock()
	return bytes.Clone(t.buf)
}
