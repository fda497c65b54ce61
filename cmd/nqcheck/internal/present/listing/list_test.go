package listing

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/longrun/countplan"
	"github.com/nqcheck/nqcheck/dfs"
)

// TestWriteList checks each text format byte for byte, the limit (which
// the coords total follows), and a size without solutions.
func TestWriteList(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name   string
		n      int
		format ListFormat
		limit  int64
		want   string
	}{
		{"lines", 4, ListLines, 0, "2 4 1 3\n3 1 4 2\n"},
		{"coords", 4, ListCoords, 0, "(0 1)(1 3)(2 0)(3 2)\n(0 2)(1 0)(2 3)(3 1)\nThe total of 4 Queen's solutions:2\n"},
		{"board", 4, ListBoard, 0, ".Q..\n...Q\nQ...\n..Q.\n\n..Q.\nQ...\n...Q\n.Q..\n"},
		{"lines limit", 8, ListLines, 3, "1 5 8 6 3 7 2 4\n1 6 8 3 7 4 2 5\n1 7 4 6 8 2 5 3\n"},
		{"coords limit", 6, ListCoords, 1, "(0 1)(1 3)(2 5)(3 0)(4 2)(5 4)\nThe total of 6 Queen's solutions:1\n"},
		{"limit above Q", 4, ListLines, 100, "2 4 1 3\n3 1 4 2\n"},
		{"board limit", 4, ListBoard, 1, ".Q..\n...Q\nQ...\n..Q.\n"},
		{"no solution", 3, ListLines, 0, ""},
		{"no solution coords", 3, ListCoords, 0, "The total of 3 Queen's solutions:0\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			var out bytes.Buffer
			if err := WriteList(context.Background(), &out, tt.n, tt.format, tt.limit, false); err != nil {
				t.Fatal(err)
			}
			if out.String() != tt.want {
				t.Errorf("n = %d, %v, limit %d:\n%s\nwant\n%s", tt.n, tt.format, tt.limit, out.String(), tt.want)
			}
		})
	}
}

// TestWriteListSVG checks that the svg format is the solution sheet, of
// every solution or of the classes.
func TestWriteListSVG(t *testing.T) {
	t.Parallel()
	for _, classes := range []bool{false, true} {
		var list, sheet bytes.Buffer
		if err := WriteList(context.Background(), &list, 6, ListSVG, 0, classes); err != nil {
			t.Fatal(err)
		}
		if err := SolutionSheet(context.Background(), &sheet, 6, 0, classes); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(list.Bytes(), sheet.Bytes()) || !strings.Contains(list.String(), "<svg ") {
			t.Errorf("classes %v: the svg listing is not the solution sheet:\n%s", classes, list.String())
		}
	}
}

// shortWriter accepts limit bytes, then fails with errFull.
type shortWriter struct{ limit int }

var errFull = errors.New("disk full")

func (w *shortWriter) Write(p []byte) (int, error) {
	if len(p) > w.limit {
		n := w.limit
		w.limit = 0
		return n, errFull
	}
	w.limit -= len(p)
	return len(p), nil
}

// TestWriteListErrors checks the refused arguments and that a failing
// writer stops the listing with its error.
func TestWriteListErrors(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	if err := WriteList(ctx, &bytes.Buffer{}, 6, ListLines, 0, true); err == nil || !strings.Contains(err.Error(), "svg") {
		t.Errorf("classes in the lines format: %v, want an error naming svg", err)
	}
	if err := WriteList(ctx, &bytes.Buffer{}, 6, ListFormat(9), 0, false); err == nil {
		t.Error("an unknown format gave no error")
	}
	if err := WriteList(ctx, &bytes.Buffer{}, 6, ListLines, -1, false); err == nil {
		t.Error("a negative limit gave no error")
	}
	w := &shortWriter{limit: 1000}
	if err := WriteList(ctx, w, 12, ListLines, 0, false); !errors.Is(err, errFull) {
		t.Errorf("listing to a full disk: %v, want %v", err, errFull)
	}
}

func TestParseListFormat(t *testing.T) {
	t.Parallel()
	for _, f := range []ListFormat{ListLines, ListCoords, ListBoard, ListSVG} {
		if got, err := ParseListFormat(f.String()); err != nil || got != f {
			t.Errorf("ParseListFormat(%q) = %v, %v; want %v", f.String(), got, err, f)
		}
	}
	_, err := ParseListFormat("csv")
	if err == nil || err.Error() != `unknown format "csv" (want lines, coords, board or svg)` {
		t.Errorf("ParseListFormat(csv) = %v", err)
	}
}

// TestWriteP1219 checks the task's answer byte for byte: the first three
// solutions (or fewer), then the total; nothing for a size it cannot
// count.
func TestWriteP1219(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		n    int
		want string
	}{
		{1, "1\n1\n"},
		{2, "0\n"},
		{4, "2 4 1 3\n3 1 4 2\n2\n"},
		{6, "2 4 6 1 3 5\n3 6 2 5 1 4\n4 1 5 2 6 3\n4\n"},
		{8, "1 5 8 6 3 7 2 4\n1 6 8 3 7 4 2 5\n1 7 4 6 8 2 5 3\n92\n"},
	} {
		var out bytes.Buffer
		if err := WriteP1219(context.Background(), &out, tt.n); err != nil || out.String() != tt.want {
			t.Errorf("n = %d: %q, %v; want %q", tt.n, out.String(), err, tt.want)
		}
	}
	var out bytes.Buffer
	if err := WriteP1219(context.Background(), &out, 0); err == nil || out.Len() != 0 {
		t.Errorf("n = 0: %v, wrote %q; want an error and nothing written", err, out.String())
	}
	if err := WriteP1219(context.Background(), &shortWriter{limit: 3}, 6); !errors.Is(err, errFull) {
		t.Errorf("answer to a full disk: %v, want %v", err, errFull)
	}
}

// TestP1219CountsAsCount: P1219's total is counted by count's default
// method (the join counter; the bitmask search of dfs.Total took 17.6 s
// at n = 17 where count took 3.2 s), for every size, and agrees with
// dfs.Total.
func TestP1219CountsAsCount(t *testing.T) {
	t.Parallel()
	for n := 1; n <= 12; n++ {
		p, err := p1219Plan(n)
		if err != nil {
			t.Fatal(err)
		}
		if p.Method != countplan.Methods[0].Name || p.Method != dfs.JoinMethod {
			t.Errorf("n = %d: P1219 counts with method %s, count with %s", n, p.Method, countplan.Methods[0].Name)
		}
		c, err := dfs.CountPlanned(context.Background(), p, dfs.CountOptions{})
		want, werr := dfs.Total(context.Background(), n, nil)
		if err != nil || werr != nil || c.Total != want {
			t.Errorf("n = %d: total %d, %v; dfs.Total %d, %v", n, c.Total, err, want, werr)
		}
	}
}
