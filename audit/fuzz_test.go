package audit

import (
	"bytes"
	"context"
	"encoding/binary"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode/utf16"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/result"
)

// fuzzRefs holds the reference for n = 1..8.
var fuzzRefs = func() [][]board.Solution {
	refs := make([][]board.Solution, 9)
	for n := 1; n <= 8; n++ {
		refs[n] = reference(n)
	}
	return refs
}()

// utf16Text decodes data that opens with a UTF-16 byte order mark into
// UTF-8, an odd byte at the end a replacement character; other data is
// returned as it is.
func utf16Text(data []byte) []byte {
	var order binary.ByteOrder
	switch {
	case bytes.HasPrefix(data, []byte("\xff\xfe")):
		order = binary.LittleEndian
	case bytes.HasPrefix(data, []byte("\xfe\xff")):
		order = binary.BigEndian
	default:
		return data
	}
	b := data[2:]
	units := make([]uint16, 0, len(b)/2)
	for ; len(b) >= 2; b = b[2:] {
		units = append(units, order.Uint16(b))
	}
	s := strings.TrimPrefix(string(utf16.Decode(units)), "\uFEFF") // a second mark is one too
	if len(b) == 1 || len(units) > 0 && utf16.IsSurrogate(rune(units[len(units)-1])) && !strings.HasSuffix(s, "\uFFFD") {
		s += "\uFFFD"
	}
	return []byte(s)
}

// plainText is data as the text reader makes it of 8-bit text, written
// here on its own: a carriage return alone or before a line feed ends a
// line, and an escape sequence (ESC and one byte; ESC [ up to a byte
// from @ to ~; ESC ] up to BEL or ESC and one byte) is left out.
func plainText(data []byte) []byte {
	var out []byte
	const (
		none = iota
		start
		csi
		osc
		oscEnd
	)
	state, cr := none, false
	for _, c := range data {
		if cr {
			cr = false
			if c != '\n' {
				out = append(out, '\n')
			}
		}
		switch state {
		case start:
			state = none
			if c == '[' {
				state = csi
			} else if c == ']' {
				state = osc
			}
			continue
		case csi:
			if c >= 0x40 && c <= 0x7e {
				state = none
			}
			continue
		case osc:
			if c == 0x07 {
				state = none
			} else if c == 0x1b {
				state = oscEnd
			}
			continue
		case oscEnd:
			state = none
			continue
		}
		switch c {
		case 0x1b:
			state = start
		case '\r':
			cr = true
		default:
			out = append(out, c)
		}
	}
	if cr {
		out = append(out, '\n')
	}
	return out
}

// FuzzOutput audits arbitrary input: the audit never fails on input it
// can read, reports findings in line order within the input's lines, keeps
// at most the cap, and gives the same report twice.
func FuzzOutput(f *testing.F) {
	f.Add([]byte(listing(ref4, 1)), uint8(4), uint8(Auto))
	f.Add([]byte(p1219(6, 4)), uint8(6), uint8(P1219))
	f.Add([]byte(coords(4, ref4)), uint8(4), uint8(Coords))
	f.Add([]byte("1 2\n\n(0 0)\nThe total of 2 Queen's solutions:0\nx"), uint8(2), uint8(Lines))
	f.Add([]byte(boards(ref4, 'Q', '.', " ", "\n")), uint8(4), uint8(Board))
	f.Add([]byte(pyBoards(ref4, "'")), uint8(4), uint8(List))
	f.Add([]byte("92\n"), uint8(8), uint8(Count))
	f.Add([]byte("Solution 1:\n|Q|_|\n+---+\nFound 2 solutions\n.Q..  ..Q.\na2 b4 c1 d3\n0,1 1,3\n"), uint8(4), uint8(Auto))
	f.Add([]byte("[\n  P { r: 0, c: 1 },\n  'a1', 'b3',\n]\nNo solution\n"), uint8(4), uint8(Auto))
	f.Add([]byte("{\n  \"n\": 4,\n  \"count\": 2,\n  \"solutions\": [[1, 3, 0, 2], [2, 0, 3, 1]]\n}\n"), uint8(4), uint8(Auto))
	f.Add([]byte("Q at 0 1\nQ at 1 3\nQ at 2 0\nQ at 3 2\n+----+\n| #Q#| 0\n|Q # | 1\n| # Q| 2\n|#Q# | 3\n+----+\n 0123\n"), uint8(4), uint8(Auto))
	f.Add([]byte("_____\n| @ |.-,|   |.-,|\n|{_}|___|___|___|\n|.-,|   |.-,| @ |\n|___|___|___|{_}|\n"), uint8(4), uint8(Auto))
	f.Add([]byte("[\n  '/usr/bin/node',\n  'q.js',\n  '1'\n]\nSOLUTION1\n1 \n"), uint8(1), uint8(Auto))
	f.Fuzz(func(t *testing.T, data []byte, size, format uint8) {
		n := 1 + int(size)%8
		opt := Options{Format: Format(format % 7), Base: Base(format / 7 % 3), MaxFindings: 5, MaxLine: 64}
		rep, err := OutputContext(context.Background(), bytes.NewReader(data), n, slices.Values(fuzzRefs[n]), opt)
		if err != nil {
			t.Fatalf("OutputContext failed on readable input: %v", err)
		}
		// A carriage return alone ends a line too; escape sequences are
		// left out.
		plain := plainText(utf16Text(data))
		lines := int64(bytes.Count(plain, []byte("\n")))
		if len(plain) > 0 && plain[len(plain)-1] != '\n' {
			lines++
		}
		for _, bom := range []string{"\xff\xfe", "\xfe\xff", "\xef\xbb\xbf"} {
			if string(data) == bom {
				lines = 0 // a byte order mark alone: the text is empty
			}
		}
		if rep.Lines != lines {
			t.Errorf("read %d lines, the input has %d", rep.Lines, lines)
		}
		if len(rep.Findings) > 5 || int64(len(rep.Findings)) > rep.Total() {
			t.Errorf("%d findings kept of %d, cap 5", len(rep.Findings), rep.Total())
		}
		if rep.Total() > 0 && len(rep.Findings) == 0 {
			t.Errorf("%d findings, none kept", rep.Total())
		}
		if rep.Expected != int64(len(fuzzRefs[n])) {
			t.Errorf("expected %d, Q(%d) = %d", rep.Expected, n, len(fuzzRefs[n]))
		}
		if rep.Format == P1219 && rep.Solutions > 3 || rep.Solutions > rep.Expected {
			t.Errorf("%d distinct valid solutions in format %v, Q = %d", rep.Solutions, rep.Format, rep.Expected)
		}
		for _, fd := range rep.Findings {
			if fd.Kind < 0 || fd.Kind >= numKinds || fd.Detail == "" {
				t.Errorf("malformed finding %#v", fd)
			}
		}
		checkReport(t, rep)
		again, err := OutputContext(context.Background(), bytes.NewReader(data), n, slices.Values(fuzzRefs[n]), opt)
		if err != nil {
			t.Fatal(err)
		}
		var a, b bytes.Buffer
		rep.WriteText(&a)
		again.WriteText(&b)
		if a.String() != b.String() {
			t.Errorf("two audits differ:\n%s\n%s", a.String(), b.String())
		}
	})
}

// FuzzDetect audits arbitrary input with the format detected: no panic,
// and never a silent pass on garbage. A report with no finding must hold
// every solution (the first three for P1219), or be the right count, or,
// for a size with no solution, hold nothing but brackets, separators, a
// total of 0 and lines skipped as text (which the report names): no line
// read as data.
func FuzzDetect(f *testing.F) {
	for _, seed := range []string{
		listing(ref4, 1), listing(ref4, 0) + "2\n", coords(4, ref4), boards(ref4, '♛', '·', "", ""),
		pyList(ref4, 0), pyBoards(ref4, ""), "[(0, 1), (1, 3), (2, 0), (3, 2)]\n[(0, 2), (1, 0), (2, 3), (3, 1)]",
		"2\n", "\uFEFF2", "[[0,1,0,0],[0,0,0,1],[1,0,0,0],[0,0,1,0]]", "[ [ 1, 3, 0, 2 ], ... 1 more item ]",
		"[Array]", "[[1, 3, 0, 2]", "x", "", "Q", "[]", "0",
	} {
		f.Add([]byte(seed), uint8(4))
	}
	f.Fuzz(func(t *testing.T, data []byte, size uint8) {
		n := 1 + int(size)%8
		ref := fuzzRefs[n]
		rep, err := OutputContext(context.Background(), bytes.NewReader(data), n, slices.Values(ref), Options{MaxFindings: 3, MaxLine: 256})
		if err != nil {
			t.Fatalf("OutputContext failed on readable input: %v", err)
		}
		if !rep.Clean() {
			if len(rep.Findings) == 0 {
				t.Fatalf("%d findings, none kept", rep.Total())
			}
			return
		}
		q := int64(len(ref))
		body := bytes.TrimPrefix(data, bom)
		switch {
		case rep.Format == Count:
			// The count is the line that is a number; text lines may
			// stand beside it. (UTF-16 without a mark: its ASCII is the
			// bytes between the zeros.)
			counted := false
			for l := range bytes.Lines(plainText(bytes.ReplaceAll(body, []byte{0}, nil))) {
				if v, err := strconv.ParseInt(string(bytes.TrimSpace(l)), 10, 64); err == nil {
					if v != q {
						t.Fatalf("count %q passes, Q(%d) = %d", body, n, q)
					}
					counted = true
				}
			}
			if !counted {
				t.Fatalf("count %q passes, with no line that is a number; Q(%d) = %d", body, n, q)
			}
		case rep.Format == P1219:
			if rep.Solutions != min(3, q) {
				t.Fatalf("a P1219 answer of %d solutions passes, want %d", rep.Solutions, min(3, q))
			}
		case rep.Solutions == 0 && rep.Missing == 0 && len(rep.Claims) > 0 && !slices.ContainsFunc(rep.Claims, func(c result.Claim) bool { return c.Value != q }):
			// A total stated with no listing, as the contract reads it:
			// the count the output states, right.
		case rep.Solutions != q || rep.Missing != 0:
			t.Fatalf("%d solutions, %d missing, and no finding; Q(%d) = %d", rep.Solutions, rep.Missing, n, q)
		case q == 0:
			// (UTF-16 without a mark: its ASCII is the bytes between the
			// zeros, as for a count.)
			rest := bytes.Map(func(r rune) rune {
				if strings.ContainsRune(" \t\r\n\v\f[](),;", r) {
					return -1
				}
				return r
			}, afterLabels(bytes.ReplaceAll(body, []byte{0}, nil)))
			// Lines the screen takes for text (words, prompts, bytes of
			// another encoding, a type's name before an empty list) are
			// skipped, and said so, as the contract says: only an output
			// of numbers alone tells which lines are data. Of those, a
			// line read as data must not pass; a lone 0, once or again
			// on a line of its own, states the total 0 (after a label
			// such as "0:", which afterLabels leaves out).
			numbers := !bytes.ContainsFunc(rest, func(r rune) bool { return r < '0' || r > '9' })
			if numbers && len(rest) > 0 && strings.Trim(string(rest), "0") != "" && rep.DataLines > 0 {
				t.Fatalf("%q passes as an empty listing (format %v), %d data lines", data, rep.Format, rep.DataLines)
			}
		}
	})
}

// FuzzScreen classifies arbitrary lines: it never panics, pairs come in
// twos, a claim is a count or -1, and a line of n whole numbers (a
// solution, right or wrong) is never skipped as text, with or without a
// label before it.
func FuzzScreen(f *testing.F) {
	for _, s := range []string{"Solution 1: 2 4 1 3", "a2 b4 c1 d3", "0,1 1,3 2,0 3,2", `{"rowIndex":0,"columnIndex":1}`,
		"|Q|_|_|_|", "+---+---+", "4 . Q . .", "  a b c d", "Found 92 solutions", "Number of solution for 8 is 92",
		"Problem of queen 8:92", "No solution", "Type in the number of queens: . Q . .", "  Q     ", ".Q..  ..Q.", "#1"} {
		f.Add([]byte(s), uint8(4))
	}
	f.Fuzz(func(t *testing.T, line []byte, size uint8) {
		n := 1 + int(size)%8
		a, err := New(n, slices.Values(fuzzRefs[n]), Options{})
		if err != nil {
			t.Fatal(err)
		}
		s := a.screen(line)
		if s.kind < lineData || s.kind > lineClaim || len(s.pairs)%2 != 0 || s.claim < -1 {
			t.Errorf("screen(%q) = %+v", line, s)
		}
		first := 0
		if len(line) > 0 {
			first = int(line[0]) % 9
		}
		perm := ""
		for i := range n {
			perm += " " + strconv.Itoa(first+i)
		}
		for _, l := range []string{perm, "Solution 7:" + perm} {
			if s := a.screen([]byte(l)); s.kind != lineData {
				t.Errorf("screen(%q) skips a line of %d numbers as %v", l, n, s.kind)
			}
		}
	})
}

// afterLabels returns b with each line's label left out: what comes
// before the line's last colon ("Solutions:", "#1:", "0A:").
func afterLabels(b []byte) []byte {
	var out []byte
	for l := range bytes.Lines(b) {
		if i := bytes.LastIndexByte(l, ':'); i >= 0 {
			l = l[i+1:]
		}
		out = append(out, l...)
	}
	return out
}
