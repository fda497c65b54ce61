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
	"sync/atomic"
	"time"

	"github.com/nqcheck/nqcheck/internal/base/catch"
)

// DefaultGrace is how long Run goes on reading standard output, when Spec
// leaves Grace zero, after the program has exited or been killed at the
// time limit while a process it started still holds that output open.
const DefaultGrace = time.Second

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
	// Grace is how long standard output is still read after the program
	// has exited, or has been killed at the time limit, while something
	// else holds it open; zero means DefaultGrace. Then the output is
	// taken as ended.
	Grace time.Duration
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
	// Held is true when reading stopped, the Grace after the program
	// ended, with its standard output still open: a process it started
	// outside its process group, which Run cannot kill, holds it.
	Held bool
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
// *catch.Panic, instead of the end of the process; so is a panic in read,
// which kills the program at once.
//
// The time limit and ctx are watched until the program has exited, not
// only while its output is open: a program that closes its output and
// runs on is killed at the limit, or when ctx ends (a signal).
//
// Run returns whatever the program's descendants do. At the time limit
// the program and its group are killed; when ctx ends they are killed
// and reading stops at once; once the program has exited or been killed,
// the output is read for Spec.Grace more, then it ends with what the
// pipe holds, and Outcome.Held says that something still held it open.
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
	// Run reads the program's standard output and error from pipes of
	// its own, so that it can stop reading them whoever holds them.
	pr, pw, err := os.Pipe()
	if err != nil {
		return out, err
	}
	defer pr.Close()
	er, ew, err := os.Pipe()
	if err != nil {
		pw.Close()
		return out, err
	}
	defer er.Close()
	cmd, start, err := startCmd(ctx, s, stdin, ew, pw)
	pw.Close() // the program holds its own copies
	ew.Close()
	if err != nil {
		return out, err
	}
	running.add(cmd)
	defer running.remove(cmd)
	var waitErr error
	exited := make(chan struct{})
	go func() { waitErr = cmd.Wait(); close(exited) }()
	stdout, errPipe := &pipe{f: pr, group: func() bool { return groupAlive(cmd) }}, &pipe{f: er}
	copied := make(chan struct{})
	go func() { _, _ = io.Copy(stderr, errPipe); close(copied) }()

	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		watch(ctx, runCtx, s.Grace, cmd, []*pipe{stdout, errPipe}, exited, done)
	}()

	lr := &limitReader{r: stdout, max: s.MaxOutput, onLimit: func() { killGroup(cmd) }}
	readErr := catch.Call("reading the output of "+s.Path, func() error { return read(lr) })
	if _, panicked := readErr.(*catch.Panic); panicked {
		kill(cmd)
	}
	_, _ = io.Copy(io.Discard, lr)
	close(done)
	wg.Wait()
	<-exited
	errPipe.stop() // what the program wrote is in the pipe by now
	<-copied
	killGroup(cmd) // whatever the program left behind in its group

	out.Duration = time.Since(start)
	out.OutputBytes = lr.n
	out.Truncated = lr.hit
	out.Held = stdout.held
	out.Stderr = stderr.bytes()
	if ctx.Err() != nil {
		out.Cancelled = true
	} else if runCtx.Err() != nil {
		out.TimedOut = true
	}
	out.ExitCode, out.Signal = exitOf(cmd)
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

// exitOf returns the exit code of the program that cmd ran (-1 when it
// has none) and the signal that ended it, if one did.
func exitOf(cmd *exec.Cmd) (code int, signal string) {
	if st := cmd.ProcessState; st != nil {
		return st.ExitCode(), signalOf(st)
	}
	return -1, ""
}

// startCmd starts the program with its standard output on stdout, and
// returns it and when it started.
func startCmd(ctx context.Context, s Spec, stdin *stdinReader, stderr, stdout *os.File) (*exec.Cmd, time.Time, error) {
	// A program file written a moment ago can still be open for writing
	// in a child that another goroutine is forking ("text file busy"):
	// try again a few times, as the go command does.
	for attempt := 1; ; attempt++ {
		cmd := exec.Command(s.Path, s.Args...)
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
		cmd.Stdout = stdout
		cmd.Stderr = stderr
		// Wait waits this long for the copy of standard input once the
		// program has exited, however long a process it started holds
		// it.
		cmd.WaitDelay = time.Second
		setGroup(cmd)
		start := time.Now()
		err := cmd.Start()
		if err == nil {
			return cmd, start, nil
		}
		if !isBusy(err) || attempt == 5 || ctx.Err() != nil {
			return nil, start, fmt.Errorf("starting %s: %w", s.Path, err)
		}
		time.Sleep(time.Duration(attempt) * 20 * time.Millisecond)
	}
}

// watch kills the program and its group when the run's context ends (the
// time limit, or the caller's context: a signal), and stops the reading of
// its output and error pipes: at once when ctx ends, the grace after the
// time limit or after the program's exit (exited is closed). It watches
// until both the program has exited and the reading is done (done is
// closed): a program that closes its output and runs on is still killed
// at the time limit or when ctx ends.
func watch(ctx, runCtx context.Context, grace time.Duration, cmd *exec.Cmd, pipes []*pipe, exited, done <-chan struct{}) {
	if grace <= 0 {
		grace = DefaultGrace
	}
	var timer *time.Timer
	var graceC <-chan time.Time
	startGrace := func() {
		if timer == nil {
			timer = time.NewTimer(grace)
			graceC = timer.C
		}
	}
	defer func() {
		if timer != nil {
			timer.Stop()
		}
	}()
	ended := runCtx.Done()
	for exited != nil || done != nil {
		select {
		case <-ended:
			ended = nil
			kill(cmd)
			if ctx.Err() != nil {
				stopAll(pipes)
			} else {
				startGrace()
			}
		case <-exited:
			exited = nil
			startGrace()
		case <-graceC:
			graceC = nil
			kill(cmd)
			stopAll(pipes)
		case <-done:
			done = nil
		}
	}
}

// stopAll stops the reading of the pipes.
func stopAll(pipes []*pipe) {
	for _, p := range pipes {
		p.stop()
	}
}

// kill kills the program's process group and the program itself, in
// case it left its group.
func kill(cmd *exec.Cmd) {
	killGroup(cmd)
	_ = cmd.Process.Kill()
}

// pipe reads the program's standard output until stop; then it reads
// only what the pipe already holds, and ends.
type pipe struct {
	f       *os.File
	stopped atomic.Bool
	// group reports whether a process of the program's group is still
	// there; nil for a pipe whose holders do not matter.
	group func() bool
	// settle is when (Unix nanoseconds), after stop, an open pipe is
	// taken as held even though its group is not gone yet.
	settle atomic.Int64
	// held is set when the pipe was still open when the reading ended
	// after stop; drained counts the bytes read after stop.
	held    bool
	drained int
}

// settleBound bounds how long a stopped pipe waits for the processes of
// the group, killed, to be gone, so that a pipe still open then is held
// from outside the group: a bound for a loaded machine, not a measure
// (only zombies that no one reaps, which hold no pipe, stay that long).
const settleBound = 5 * time.Second

// Read reads the output; after stop, only what is in the pipe. A pipe
// found open after stop is held only once no process of the group is
// left: a process of the group, killed a moment ago, may still hold it
// for the instant it takes to end.
func (p *pipe) Read(b []byte) (int, error) {
	if !p.stopped.Load() {
		n, err := p.f.Read(b)
		if !errors.Is(err, os.ErrDeadlineExceeded) {
			return n, err
		}
	}
	for {
		if p.drained >= maxDrain {
			// Something still writes: what it writes now is not what
			// the pipe held at the stop.
			p.held = true
			return 0, io.EOF
		}
		n, open, err := readNow(p.f, b[:min(len(b), maxDrain-p.drained)])
		p.drained += n
		if n > 0 || err != nil {
			return n, err
		}
		if !open || p.group == nil || !p.group() || time.Now().UnixNano() > p.settle.Load() {
			p.held = open
			return 0, io.EOF
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// maxDrain bounds what a pipe gives after its stop: the most a Linux pipe
// holds by default.
const maxDrain = 1 << 20

// stop stops the reading: a Read waiting for output returns, and the next
// ones do not wait.
func (p *pipe) stop() {
	p.settle.CompareAndSwap(0, time.Now().Add(settleBound).UnixNano())
	p.stopped.Store(true)
	_ = p.f.SetReadDeadline(time.Now())
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

// running holds the programs that Run is running, for EndAll.
var running = &programs{cmds: map[*exec.Cmd]bool{}}

// programs is a set of running programs.
type programs struct {
	mu   sync.Mutex
	cmds map[*exec.Cmd]bool
}

func (p *programs) add(cmd *exec.Cmd) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.cmds[cmd] = true
}

func (p *programs) remove(cmd *exec.Cmd) {
	p.mu.Lock()
	defer p.mu.Unlock()
	delete(p.cmds, cmd)
}

// EndAll kills every program that a call of Run is running, with its
// process group. It is for a process that is about to exit without
// waiting for those calls to return (a second signal): no program under
// audit outlives it. The calls of Run then return as for a program killed.
func EndAll() {
	running.mu.Lock()
	defer running.mu.Unlock()
	for cmd := range running.cmds {
		kill(cmd)
	}
}
