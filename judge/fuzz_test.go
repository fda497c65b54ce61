package judge

import (
	"bytes"
	"io"
	"strconv"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/board"
)

// FuzzReaderTokens holds the token reader to bytes.Fields: the same
// tokens, each with the line it starts on.
func FuzzReaderTokens(f *testing.F) {
	for _, s := range []string{"", "1 2 3", " \t4\r\n5\n\n6 ", "a\vb\fc", strings.Repeat("9", 70) + " 1"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		s := newReader(bytes.NewReader(data))
		// The fields, byte by byte as the reader splits.
		var fields [][]byte
		var lines []int
		line, start := 1, -1
		for i, b := range append(data, ' ') {
			if isSpace(b) {
				if start >= 0 {
					fields = append(fields, data[start:i])
					start = -1
				}
				if b == '\n' {
					line++
				}
			} else if start < 0 {
				start = i
				lines = append(lines, line)
			}
		}
		for i := 0; ; i++ {
			tok, l, err := s.token()
			if err == io.EOF {
				if i != len(fields) {
					t.Fatalf("%d tokens read, %d fields", i, len(fields))
				}
				return
			}
			if i >= len(fields) {
				t.Fatalf("token %q past the %d fields", tok, len(fields))
			}
			long := len(fields[i]) > maxToken
			if (err == errLong) != long || err != nil && err != errLong {
				t.Fatalf("token %d: error %v, field of %d bytes", i, err, len(fields[i]))
			}
			if !long && !bytes.Equal(tok, fields[i]) || long && !bytes.Equal(tok, fields[i][:maxToken]) || l != lines[i] {
				t.Fatalf("token %d: %q on line %d, want %q on line %d", i, tok, l, fields[i], lines[i])
			}
		}
	})
}

// FuzzReaderLines holds the line reader to strings.Split.
func FuzzReaderLines(f *testing.F) {
	for _, s := range []string{"", "a\nb", "a\r\nb\r\n", "\n\n", "x\r", strings.Repeat("y", 300) + "\nz"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		const limit = 100
		want := strings.Split(string(data), "\n")
		if len(data) > 0 && data[len(data)-1] == '\n' || len(data) == 0 {
			want = want[:len(want)-1]
		}
		s := newReader(bytes.NewReader(data))
		for i := 0; ; i++ {
			got, line, err := s.lineOf(limit)
			if err == io.EOF {
				if i != len(want) {
					t.Fatalf("%d lines read, want %d", i, len(want))
				}
				return
			}
			w := strings.TrimSuffix(want[i], "\r")
			if line != i+1 || (err == errLong) != (len(w) > limit) || err != nil && err != errLong {
				t.Fatalf("line %d: number %d, error %v (%d bytes)", i+1, line, err, len(w))
			}
			if err == nil && string(got) != w {
				t.Fatalf("line %d: %q, want %q", i+1, got, w)
			}
		}
	})
}

// FuzzCheckOnePlacement: no output makes the check fail or panic, and an
// accepted output is a placement by the test's own reading and check.
func FuzzCheckOnePlacement(f *testing.F) {
	for _, s := range []string{"2 4 1 3", "-1", "1 2 3 4", "2 4 1 x", "", "+2 4 1 3", "2 4 1 3 3"} {
		f.Add(uint8(4), []byte(s))
	}
	f.Add(uint8(3), []byte("-1"))
	f.Fuzz(func(t *testing.T, size uint8, out []byte) {
		n := int(size%12) + 1
		v := CheckOnePlacement(n, bytes.NewReader(out))
		if v.Outcome == Fail {
			t.Fatalf("n = %d, %q: %s", n, out, v.Text())
		}
		if v.Outcome != Accepted {
			return
		}
		fields := strings.Fields(string(out))
		if !HasPlacement(n) {
			if len(fields) != 1 || fields[0] != "-1" {
				t.Fatalf("n = %d: %q accepted", n, out)
			}
			return
		}
		if len(fields) != n {
			t.Fatalf("n = %d: %q accepted with %d fields", n, out, len(fields))
		}
		s := make(board.Solution, n)
		for r, f := range fields {
			c, err := strconv.Atoi(f)
			if err != nil || c < 1 || c > n {
				t.Fatalf("n = %d: %q accepted, field %q", n, out, f)
			}
			s[r] = c - 1
		}
		if attacks(s) {
			t.Fatalf("n = %d: %q accepted, but it attacks", n, out)
		}
	})
}

// FuzzProblems judges arbitrary outputs of fixed inputs for every
// problem: no verdict is a failure of the checker (the inputs are valid
// and there is no answer file), and none panics.
func FuzzProblems(f *testing.F) {
	inputs := map[string]string{
		"all": "5", "complete": "5\n.....\n..Q..\n.....\n.....\n.....\n", "count": "1 2 8 0",
		"one": "6", "p1219": "6", "uva750": "2\n1 1\n3 4",
	}
	cases := map[string]Case{}
	for name, in := range inputs {
		p, err := LookupProblem(name)
		if err != nil {
			f.Fatal(err)
		}
		c, err := p.Parse(strings.NewReader(in))
		if err != nil {
			f.Fatal(err)
		}
		cases[name] = c
	}
	for _, s := range []string{"", "1\n0\n92\n", "2 4 6 1 3 5\n", uva11, boards4, leetcode4, "impossible", "[1]", "Q....\n..Q..\n....Q\n.Q...\n...Q.\n"} {
		f.Add([]byte(s))
	}
	names := ProblemNames()
	f.Fuzz(func(t *testing.T, out []byte) {
		for _, name := range names {
			v := checkSafely(cases[name], out)
			if v.Outcome == Fail {
				t.Fatalf("%s, %q: %s", name, out, v.Text())
			}
		}
	})
}

// checkSafely checks out with c, a panic made a Fail as Judge does.
func checkSafely(c Case, out []byte) (v Verdict) {
	defer func() {
		if r := recover(); r != nil {
			v = fail("panic: %v", r)
		}
	}()
	return c.Check(bytes.NewReader(out))
}
