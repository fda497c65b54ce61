package audit

import (
	"context"
	"github.com/nqcheck/nqcheck/internal/base/bound/boundtest"
	"io"
	"slices"
	"strings"
	"testing"
)

// TestReadEndlessInput: an endless line, token or quoted string, as
// /dev/zero gives, is a *ReadError once it is over MaxSkipped, in every
// format (not a read for ever, as audit
// once did on /dev/zero).
func TestReadEndlessInput(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name   string
		format Format
		in     io.Reader
	}{
		{"zeros", Auto, boundtest.Endless("\x00")},
		{"zeros, lines", Lines, boundtest.Endless("\x00")},
		{"zeros, p1219", P1219, boundtest.Endless("\x00")},
		{"zeros, list", List, boundtest.Endless("\x00")},
		{"quoted, list", List, io.MultiReader(strings.NewReader(`["`), boundtest.Endless("x"))},
	} {
		a, err := New(6, slices.Values(ref6), Options{MaxFindings: -1, Format: c.format})
		if err != nil {
			t.Fatal(err)
		}
		err = a.Read(context.Background(), c.in)
		if !IsReadError(err) || !strings.Contains(err.Error(), "not an output of solutions") {
			t.Errorf("%s: Read = %v, want a *ReadError", c.name, err)
		}
		a.Close()
	}
}
