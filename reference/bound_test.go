package reference

import (
	"io"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/internal/base/bound"
)

// zeros is an endless input of NUL bytes, as /dev/zero.
type zeros struct{}

func (zeros) Read(p []byte) (int, error) {
	clear(p)
	return len(p), nil
}

// TestParseBounds: an endless input and one huge line are errors after a
// bounded read, and an error quotes a long field clipped (--expect
// /dev/zero must not grow without end, nor a 100 MB line be echoed whole).
func TestParseBounds(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name string
		in   io.Reader
	}{
		{"endless zeros", zeros{}},
		{"one huge line", strings.NewReader(strings.Repeat("7", 3*MaxSize))},
		{"too many lines", strings.NewReader("n\tA000170\n" + strings.Repeat("# a comment\n", MaxSize/10))},
	} {
		_, err := Parse(c.in)
		if !bound.IsError(err) {
			t.Errorf("%s: Parse = %v, want a bound's error", c.name, err)
		}
	}
	long := strings.Repeat("x", MaxLine-100)
	for _, in := range []string{
		"n\tA000170\n8\t" + long + "\n",
		"n\t" + long + "\n",
		long + "\tn\n",
	} {
		_, err := Parse(strings.NewReader(in))
		if err == nil || len(err.Error()) > 250 || !strings.Contains(err.Error(), `xxx..."`) {
			t.Errorf("error %.300q: want a short one quoting the field clipped", err)
		}
	}
}
