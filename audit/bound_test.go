package audit

import (
	"context"
	"io"
	"slices"
	"strings"
	"testing"
)

// endless repeats its text for ever, as a device that never ends.
type endless struct {
	text string
	at   int
}

func (e *endless) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = e.text[e.at%len(e.text)]
		e.at++
	}
	return len(p), nil
}

// TestReadEndlessInput: an endless line, token or quoted string, as
// /dev/zero gives, is a *ReadError once it is over MaxSkipped, in every
// format (bug 20: audit read /dev/zero for ever).
func TestReadEndlessInput(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name   string
		format Format
		in     io.Reader
	}{
		{"zeros", Auto, &endless{text: "\x00"}},
		{"zeros, lines", Lines, &endless{text: "\x00"}},
		{"zeros, p1219", P1219, &endless{text: "\x00"}},
		{"zeros, list", List, &endless{text: "\x00"}},
		{"quoted, list", List, io.MultiReader(strings.NewReader(`["`), &endless{text: "x"})},
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
