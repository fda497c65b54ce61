package audit

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"
)

// failingReader fails on its first read.
type failingReader struct{}

func (failingReader) Read([]byte) (int, error) { return 0, errors.New("disk on fire") }

// TestOutputContext: a whole listing gives a complete, clean report of
// every solution; a context already done gives an incomplete report and no
// error; a failed read is a *ReadError.
func TestOutputContext(t *testing.T) {
	t.Parallel()
	in := listing(reference(6), 1)
	got, err := OutputContext(context.Background(), strings.NewReader(in), 6, slices.Values(reference(6)), Options{})
	if err != nil || !got.Complete || !got.Clean() || got.Solutions != 4 || got.Expected != 4 {
		t.Fatalf("report %+v, %v; want a complete, clean report of the 4 solutions", got, err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	got, err = OutputContext(ctx, strings.NewReader(in), 6, slices.Values(reference(6)), Options{})
	if err != nil || got == nil || got.Complete {
		t.Fatalf("stopped: report %+v, %v; want an incomplete report", got, err)
	}
	if _, err := OutputContext(context.Background(), failingReader{}, 6, slices.Values(reference(6)), Options{}); !IsReadError(err) {
		t.Fatalf("failed read: %v, want a *ReadError", err)
	}
}
