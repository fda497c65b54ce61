package bound

import (
	"errors"
	"io"
	"strings"
	"testing"
)

// zeros is an endless input of NUL bytes, as /dev/zero.
type zeros struct{}

func (zeros) Read(p []byte) (int, error) {
	clear(p)
	return len(p), nil
}

// endlessLines is an endless input of short lines.
type endlessLines struct{ at int }

func (e *endlessLines) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = "12 0\n"[e.at%5]
		e.at++
	}
	return len(p), nil
}

func TestReadAll(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name              string
		in                io.Reader
		maxLine, maxTotal int64
		want              string // the bytes read, or the error
	}{
		{"within both caps", strings.NewReader("ab\ncde\n"), 3, 7, "ab\ncde\n"},
		{"last line without its end", strings.NewReader("ab\ncde"), 3, 0, "ab\ncde"},
		{"a line over", strings.NewReader("ab\ncdef\ng\n"), 3, 0, "line 2 is longer than 3 bytes"},
		{"the size over", strings.NewReader("ab\ncd\n"), 0, 5, "the input is larger than 5 bytes (at line 3)"},
		{"endless zeros", zeros{}, 1 << 20, 1 << 30, "line 1 is longer than 1048576 bytes"},
		// 4194305 bytes are 838861 lines of 5 bytes.
		{"endless lines", &endlessLines{}, 1 << 20, 1 << 22, "the input is larger than 4194304 bytes (at line 838862)"},
	} {
		b, err := ReadAll(c.in, c.maxLine, c.maxTotal)
		got := string(b)
		if err != nil {
			if !IsError(err) {
				t.Errorf("%s: error %v is not an *Error", c.name, err)
			}
			got = err.Error()
			if int64(len(b)) > c.maxTotal && c.maxTotal > 0 {
				t.Errorf("%s: read %d bytes, over the cap", c.name, len(b))
			}
		}
		if got != c.want {
			t.Errorf("%s: got %q, want %q", c.name, got, c.want)
		}
	}
}

// TestReaderKeepsTheError: after a cap, every Read returns the error.
func TestReaderKeepsTheError(t *testing.T) {
	t.Parallel()
	r := NewReader(zeros{}, 10, 0)
	buf := make([]byte, 64)
	n, err := r.Read(buf)
	if n != 10 || err == nil {
		t.Fatalf("Read = %d, %v; want the 10 bytes of the cap and the error", n, err)
	}
	if n, err2 := r.Read(buf); n != 0 || !errors.Is(err2, err) {
		t.Fatalf("second Read = %d, %v", n, err2)
	}
}
