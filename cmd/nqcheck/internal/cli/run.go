package cli

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"github.com/nqcheck/nqcheck/result"
)

// RunContext returns the context of a long run: it is cancelled on SIGINT
// or SIGTERM and, when timeout is positive, once timeout has passed. After
// the first signal the default handling comes back, so that a second
// Ctrl-C ends the process at once. stop releases the context and its
// signal handling; call it when the run ends.
func RunContext(timeout time.Duration) (ctx context.Context, stop func()) {
	sigCtx, stopSignals := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	stopAfter := context.AfterFunc(sigCtx, stopSignals)
	ctx, cancel := sigCtx, context.CancelFunc(func() {})
	if timeout > 0 {
		ctx, cancel = context.WithTimeoutCause(sigCtx, timeout, fmt.Errorf("timeout after %v", timeout))
	}
	return ctx, func() {
		cancel()
		stopAfter()
		stopSignals()
	}
}

// StopReason says why ctx was cancelled: "timeout after 1s", "interrupt
// signal received", ...
func StopReason(ctx context.Context) string {
	switch cause := context.Cause(ctx); cause {
	case nil:
		return "not stopped"
	case context.Canceled:
		return "cancelled"
	default:
		return cause.Error()
	}
}

// Interruption describes why ctx stopped the run during board size n (0
// for none), seconds after its start.
func Interruption(ctx context.Context, n int, seconds float64) *result.Interruption {
	in := &result.Interruption{Reason: "signal", Seconds: seconds, N: n}
	if errors.Is(ctx.Err(), context.DeadlineExceeded) {
		in.Reason = "timeout"
	} else {
		in.Signal = strings.TrimSuffix(StopReason(ctx), " signal received")
	}
	return in
}

// Verdict is a run's verdict: fail wins over incomplete.
func Verdict(mismatch, complete bool) result.Verdict {
	return result.VerdictOf(mismatch, complete)
}

// Exit returns the exit code of a long run: 3 when the part done holds a
// mismatch, even if the run stopped early (the mismatch is the more
// important result), else 4 when it stopped early, else 0.
func Exit(mismatch, complete bool) int {
	switch {
	case mismatch:
		return ExitMismatch
	case !complete:
		return ExitIncomplete
	}
	return ExitOK
}

// Held runs work, a short step that takes no context, with SIGINT and
// SIGTERM held: a signal that comes meanwhile does not kill the process
// in the middle of a line; work ends, and the command exits
// ExitIncomplete with a note, as every stopped command does. An exit code
// other than ExitOK from work is kept.
//
// When the signal comes, a note says at once that the step is being
// finished, so that whoever sent it knows it was received.
func (c *Command) Held(work func() int) int {
	ctx, stop := c.RunContext(0)
	defer stop()
	noted := make(chan struct{})
	stopNote := context.AfterFunc(ctx, func() {
		defer close(noted)
		c.Note("%s: finishing the output, then stopping", StopReason(ctx))
	})
	code := work()
	if !stopNote() {
		<-noted // the note is written before the next one
	}
	if code == ExitOK && ctx.Err() != nil {
		c.Note("stopped: %s", StopReason(ctx))
		return ExitIncomplete
	}
	return code
}
