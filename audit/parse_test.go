package audit

import (
	"bytes"
	"errors"
	"strconv"
	"testing"
)

// FuzzSplitColumns checks splitColumns against bytes.FieldsFunc with
// the same separators.
func FuzzSplitColumns(f *testing.F) {
	for _, s := range []string{"1 3 5 2 4", " 1,3;\t5 ", "", ",,", "é 2\xff,3"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, text []byte) {
		want := bytes.FieldsFunc(text, func(r rune) bool {
			return r == ' ' || r == '\t' || r == ',' || r == ';' || r == '\v' || r == '\f' || r == '\r'
		})
		got := splitColumns(text)
		if len(got) != len(want) {
			t.Fatalf("%q: %q, want %q", text, got, want)
		}
		for i := range got {
			if !bytes.Equal(got[i], want[i]) || cap(got[i]) != len(got[i]) {
				t.Fatalf("%q: %q, want %q", text, got, want)
			}
		}
	})
}

// FuzzColumnNumbers checks columnNumbers, which reads the tokens in
// place, against the rule written out with the standard library's
// splitting and parsing: n whole numbers counting up by one from 1 or
// less, a number out of range being the largest or smallest int.
func FuzzColumnNumbers(f *testing.F) {
	for _, s := range []string{"0 1 2 3", "1 2 3 4", "1,2,3,4", "2 3 4 5", "0 1 2", "0 1 2 3 4", "-1 0 1 2", "a b c d", "0  1\t2 3 "} {
		f.Add([]byte(s), 4)
	}
	f.Fuzz(func(t *testing.T, text []byte, n int) {
		toks := bytes.FieldsFunc(text, func(r rune) bool {
			return r == ' ' || r == '\t' || r == ',' || r == ';' || r == '\v' || r == '\f' || r == '\r'
		})
		want := n >= 2 && len(toks) == n
		var first int64
		for i, tok := range toks {
			if !want {
				break
			}
			v, err := strconv.ParseInt(string(tok), 10, 64)
			if errors.Is(err, strconv.ErrRange) {
				err = nil // number's rule: the largest or smallest int
			}
			switch {
			case err != nil || tok[0] == '+':
				want = false
			case i == 0:
				first, want = v, v <= 1
			default:
				want = v == first+int64(i)
			}
		}
		if got := columnNumbers(text, n); got != want {
			t.Errorf("columnNumbers(%q, %d) = %v, want %v", text, n, got, want)
		}
	})
}
