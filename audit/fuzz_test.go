package audit

import (
	"bytes"
	"slices"
	"testing"

	"github.com/nqcheck/nqcheck/board"
)

// fuzzRefs holds the reference for n = 1..8.
var fuzzRefs = func() [][]board.Solution {
	refs := make([][]board.Solution, 9)
	for n := 1; n <= 8; n++ {
		refs[n] = reference(n)
	}
	return refs
}()

// FuzzOutput audits arbitrary input: the audit never fails on input it
// can read, reports findings in line order within the input's lines, keeps
// at most the cap, and gives the same report twice.
func FuzzOutput(f *testing.F) {
	f.Add([]byte(listing(ref4, 1)), uint8(4), uint8(Auto))
	f.Add([]byte(p1219(6, 4)), uint8(6), uint8(P1219))
	f.Add([]byte(coords(4, ref4)), uint8(4), uint8(Coords))
	f.Add([]byte("1 2\n\n(0 0)\nThe total of 2 Queen's solutions:0\nx"), uint8(2), uint8(Lines))
	f.Fuzz(func(t *testing.T, data []byte, size, format uint8) {
		n := 1 + int(size)%8
		opt := Options{Format: Format(format % 4), MaxFindings: 5, MaxLine: 64}
		rep, err := Output(bytes.NewReader(data), n, slices.Values(fuzzRefs[n]), opt)
		if err != nil {
			t.Fatalf("Output failed on readable input: %v", err)
		}
		lines := int64(bytes.Count(data, []byte("\n")))
		if len(data) > 0 && data[len(data)-1] != '\n' {
			lines++
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
		again, err := Output(bytes.NewReader(data), n, slices.Values(fuzzRefs[n]), opt)
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
