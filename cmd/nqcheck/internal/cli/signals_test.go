package cli

import (
	"context"
	"errors"
	"os"
	"syscall"
	"testing"
	"time"
)

// TestSignals: a signal that no run takes goes to outside; during a run
// the first one cancels the run's context, naming the signal, and a
// second goes to outside; after the run's stop they go to outside again.
// (No real signal is sent: deliver is what the handling's goroutine calls
// with each.)
func TestSignals(t *testing.T) {
	t.Parallel()
	var outside []os.Signal
	s := newSignals(func(sig os.Signal) { outside = append(outside, sig) })
	s.deliver(syscall.SIGTERM)
	if len(outside) != 1 {
		t.Fatalf("a signal before any run: outside got %v", outside)
	}
	ctx, stop := s.RunContext(time.Hour)
	s.deliver(os.Interrupt)
	if ctx.Err() == nil || StopReason(ctx) != "interrupt signal received" || len(outside) != 1 {
		t.Errorf("the first signal of a run: %v, %q; outside got %v", ctx.Err(), StopReason(ctx), outside)
	}
	if in := Interruption(ctx, 8, 1); in.Reason != "signal" || in.Signal != "interrupt" {
		t.Errorf("Interruption = %+v", in)
	}
	s.deliver(syscall.SIGTERM)
	if len(outside) != 2 {
		t.Errorf("a second signal: outside got %v", outside)
	}
	stop()
	s.deliver(syscall.SIGTERM)
	if len(outside) != 3 || len(s.runs) != 0 {
		t.Errorf("a signal after the run: outside got %v, %d runs left", outside, len(s.runs))
	}
	ctx, stop = s.RunContext(time.Nanosecond)
	defer stop()
	<-ctx.Done()
	if StopReason(ctx) != "timeout after 1ns" || !errors.Is(ctx.Err(), context.DeadlineExceeded) {
		t.Errorf("a run's timeout: %q, %v", StopReason(ctx), ctx.Err())
	}
}
