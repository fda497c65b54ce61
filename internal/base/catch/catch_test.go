package catch

import (
	"errors"
	"runtime"
	"testing"
)

func TestCall(t *testing.T) {
	t.Parallel()
	own := errors.New("its own error")
	if err := Call("f", func() error { return own }); err != own {
		t.Errorf("Call of a function that fails = %v, want its error as is", err)
	}
	if err := Call("f", func() error { return nil }); err != nil {
		t.Errorf("Call of a function that succeeds = %v", err)
	}
	tests := []struct {
		name  string
		f     func() error
		msg   string
		cause bool // whether the panic's value is an error that Unwrap returns
	}{
		{"string", func() error { panic("boom") }, "the worker panicked: boom", false},
		{"error value", func() error { panic(own) }, "the worker panicked: its own error", true},
		{"runtime error", func() error {
			var s []int
			_ = s[len(s)]
			return nil
		}, "the worker panicked: runtime error: index out of range [0] with length 0", true},
		{"lines", func() error { panic("first\nsecond") }, "the worker panicked: first second", false},
		{"nil", func() error { panic(nil) }, "the worker panicked: panic called with nil argument", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			err := Call("the worker", tt.f)
			var p *Panic
			if !errors.As(err, &p) || p.What != "the worker" {
				t.Fatalf("Call = %v, want a *Panic of the worker", err)
			}
			if err.Error() != tt.msg {
				t.Errorf("message %q, want %q", err.Error(), tt.msg)
			}
			if (errors.Unwrap(err) != nil) != tt.cause {
				t.Errorf("Unwrap = %v, want a cause: %v", errors.Unwrap(err), tt.cause)
			}
			var re runtime.Error
			if errors.As(err, &re) != (tt.name == "runtime error" || tt.name == "nil") {
				t.Errorf("runtime.Error in the chain: %v", errors.As(err, &re))
			}
		})
	}
}

// TestCallInGoroutine: a panic in a goroutine comes back to the goroutine
// that waits for it as an error, and the process goes on.
func TestCallInGoroutine(t *testing.T) {
	t.Parallel()
	errc := make(chan error)
	go func() { errc <- Call("the goroutine", func() error { panic("boom") }) }()
	if err := <-errc; err == nil || err.Error() != "the goroutine panicked: boom" {
		t.Fatalf("err = %v", err)
	}
}
