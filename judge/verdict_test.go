package judge

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// TestOneLine: a message is one line of at most 500 bytes and three dots,
// never cut inside a character.
func TestOneLine(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"a\nb\r\tc\x7f", "a b  c "},
		{strings.Repeat("x", 500), strings.Repeat("x", 500)},
		{strings.Repeat("x", 501), strings.Repeat("x", 500) + "..."},
		{strings.Repeat("x", 499) + "×", strings.Repeat("x", 499) + "..."},
		{strings.Repeat("x", 498) + "×y", strings.Repeat("x", 498) + "×..."},
	} {
		got := oneLine(c.in)
		if got != c.want || !utf8.ValidString(got) {
			t.Errorf("oneLine(%d bytes ending %q) = %d bytes ending %q; want %d bytes ending %q",
				len(c.in), c.in[max(0, len(c.in)-6):], len(got), got[max(0, len(got)-6):], len(c.want), c.want[max(0, len(c.want)-6):])
		}
	}
}
