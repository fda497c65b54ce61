package cli

import (
	"context"
	"testing"
	"time"

	"github.com/nqcheck/nqcheck/result"
)

func TestVerdictAndExit(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		mismatch, complete bool
		verdict            result.Verdict
		code               int
	}{
		{false, true, result.Pass, ExitOK},
		{false, false, result.Incomplete, ExitIncomplete},
		{true, true, result.Fail, ExitMismatch},
		{true, false, result.Fail, ExitMismatch}, // a mismatch wins over a stop
	} {
		if got := Verdict(tt.mismatch, tt.complete); got != tt.verdict {
			t.Errorf("Verdict(%v, %v) = %s, want %s", tt.mismatch, tt.complete, got, tt.verdict)
		}
		if got := Exit(tt.mismatch, tt.complete); got != tt.code {
			t.Errorf("Exit(%v, %v) = %d, want %d", tt.mismatch, tt.complete, got, tt.code)
		}
	}
}

func TestRunContextTimeout(t *testing.T) {
	t.Parallel()
	ctx, stop := RunContext(time.Nanosecond)
	defer stop()
	<-ctx.Done() // no time bound: the deadline has passed or will
	if got, want := StopReason(ctx), "timeout after 1ns"; got != want {
		t.Errorf("StopReason = %q, want %q", got, want)
	}
	in := Interruption(ctx, 8, 0.5)
	if in.Reason != "timeout" || in.Signal != "" || in.N != 8 || in.Seconds != 0.5 {
		t.Errorf("Interruption = %+v", in)
	}
}

func TestStopReasonOfOtherContexts(t *testing.T) {
	t.Parallel()
	if got := StopReason(context.Background()); got != "not stopped" {
		t.Errorf("StopReason(running) = %q", got)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if got := StopReason(ctx); got != "cancelled" {
		t.Errorf("StopReason(cancelled) = %q", got)
	}
	if in := Interruption(ctx, 0, 1); in.Reason != "signal" || in.Signal != "cancelled" {
		t.Errorf("Interruption(cancelled) = %+v", in)
	}
}
