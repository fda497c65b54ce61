package cli

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"sync"
	"syscall"
	"time"
)

// Signals is the process's one handling of SIGINT and SIGTERM, set up by
// CatchSignals as the very first thing main does: from then on no signal
// ends the process by the default action (exit 130 or 143), whenever it
// comes. A signal during a run (Command.RunContext) stops the run, which
// ends with ExitIncomplete; a signal that no run takes — one before the
// command's run begins (while its flags and inputs are read, an open of a
// FIFO included) or after it ends, or a second signal during a stopped
// run — calls the outside function, which main makes end the process at
// once with ExitIncomplete.
type Signals struct {
	outside func(os.Signal)
	mu      sync.Mutex
	runs    map[*signalRun]bool // the runs going on, and whether one was stopped
}

// signalRun is one run's part of the signal handling.
type signalRun struct {
	cancel context.CancelCauseFunc
}

// CatchSignals starts the handling of SIGINT and SIGTERM for the rest of
// the process: outside is called, in a goroutine of its own, with each
// signal that no run takes (see Signals); it must end the process.
func CatchSignals(outside func(os.Signal)) *Signals {
	ch := make(chan os.Signal, 4)
	signal.Notify(ch, os.Interrupt, syscall.SIGTERM)
	s := newSignals(outside)
	go func() {
		for sig := range ch {
			s.deliver(sig)
		}
	}()
	return s
}

// newSignals returns a handling that no signal reaches yet: deliver
// hands it one.
func newSignals(outside func(os.Signal)) *Signals {
	return &Signals{outside: outside, runs: map[*signalRun]bool{}}
}

// deliver hands sig to the runs going on, stopping each; with none, or
// when they were stopped already, to outside.
func (s *Signals) deliver(sig os.Signal) {
	s.mu.Lock()
	taken := false
	for r, stopped := range s.runs {
		if !stopped {
			s.runs[r] = true
			r.cancel(signalError(fmt.Sprintf("%v signal received", sig)))
			taken = true
		}
	}
	s.mu.Unlock()
	if !taken {
		s.outside(sig)
	}
}

// signalError is the cause of a run stopped by a signal: "terminated
// signal received", as os/signal words it.
type signalError string

func (e signalError) Error() string { return string(e) }

// RunContext is RunContext with the process's handling: the first signal
// cancels the context, a second one goes to outside. stop ends the run's
// part; a signal after it goes to outside too.
func (s *Signals) RunContext(timeout time.Duration) (ctx context.Context, stop func()) {
	sigCtx, cancelSig := context.WithCancelCause(context.Background())
	r := &signalRun{cancel: cancelSig}
	s.mu.Lock()
	s.runs[r] = false
	s.mu.Unlock()
	ctx, cancel := context.Context(sigCtx), context.CancelFunc(func() {})
	if timeout > 0 {
		ctx, cancel = context.WithTimeoutCause(sigCtx, timeout, fmt.Errorf("timeout after %v", timeout))
	}
	return ctx, func() {
		s.mu.Lock()
		delete(s.runs, r)
		s.mu.Unlock()
		cancel()
		cancelSig(context.Canceled)
	}
}

// RunContext returns the context of a long run of c (see RunContext): with
// the process's handling of signals when the environment has one
// (Env.Signals, which main sets), else with signal handling of the run's
// own.
func (c *Command) RunContext(timeout time.Duration) (ctx context.Context, stop func()) {
	if c.signals != nil {
		return c.signals.RunContext(timeout)
	}
	return RunContext(timeout)
}
