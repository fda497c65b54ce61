package encode

import (
	"errors"
	"github.com/nqcheck/nqcheck/internal/base/bound/boundtest"
	"io"
	"strings"
	"testing"
)

// TestReadDIMACSBounds: endless inputs are a *ParseError after a bounded
// read, and an error quotes a long token clipped (so that
// audit-cnf /dev/zero cannot grow without end).
func TestReadDIMACSBounds(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name string
		in   io.Reader
		want string
	}{
		{"zeros", boundtest.Endless("\x00"), "line 1: the line is longer than 1048576 bytes"},
		{"one endless line", io.MultiReader(strings.NewReader("p cnf 2 1\n"), boundtest.Endless("1 ")), "line 2: the line is longer than 1048576 bytes"},
		{"endless clauses", io.MultiReader(strings.NewReader("p cnf 2 1000\n"), boundtest.Endless("1 2 0\n")), "line 1002: header declares 1000 clauses, but the file has more"},
		{"endless comments", boundtest.Endless("c a comment\n"), "line 95326: the comments are longer than 1048576 bytes in all"},
		{"endless blank lines", boundtest.Endless(strings.Repeat(" ", 1000) + "\n"), "line 268168: the input is larger than 268435456 bytes"},
	} {
		_, err := ReadDIMACS(c.in)
		var pe *ParseError
		if !errors.As(err, &pe) || err.Error() != c.want {
			t.Errorf("%s: ReadDIMACS = %v, want the *ParseError %q", c.name, err, c.want)
		}
	}
	long := strings.Repeat("9", 10000)
	for _, in := range []string{"p cnf " + long + " 1\n", "p cnf 1 " + long + "\n", "p " + long + "\n", "p cnf 1 1\n" + long + " 0\n"} {
		_, err := ReadDIMACS(strings.NewReader(in))
		if err == nil || len(err.Error()) > 200 {
			t.Errorf("error %.300q: want one quoting the token clipped", err)
		}
	}
}
