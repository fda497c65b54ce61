package listing

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"
)

// TestWriteListStopped: a listing whose context ends stops with whole
// solutions written, no coords total line, and the context's cause.
func TestWriteListStopped(t *testing.T) {
	t.Parallel()
	for _, f := range []ListFormat{ListLines, ListCoords, ListBoard} {
		ctx, cancel := context.WithCancelCause(context.Background())
		stopped := errors.New("stopped by the test")
		cancel(stopped)
		var out bytes.Buffer
		err := WriteList(ctx, &out, 12, f, 0, false)
		if !errors.Is(err, stopped) {
			t.Errorf("%v: WriteList = %v, want the context's cause", f, err)
		}
		// The context is looked at every ctxEvery solutions.
		text := out.String()
		if !strings.HasSuffix(text, "\n") || strings.Contains(text, "The total") {
			t.Errorf("%v: the output ends %q", f, text[max(0, len(text)-80):])
		}
		if f == ListLines && strings.Count(text, "\n") != ctxEvery {
			t.Errorf("%v: %d solutions written, want %d", f, strings.Count(text, "\n"), ctxEvery)
		}
	}
}
