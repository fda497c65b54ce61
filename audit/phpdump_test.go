package audit

import (
	"bytes"
	"io"
	"strings"
	"testing"
)

// readDump returns s as dumpIn reads it.
func readDump(t testing.TB, s string) string {
	t.Helper()
	b, err := io.ReadAll(newDumpIn(strings.NewReader(s)))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestDumpIn(t *testing.T) {
	long := strings.Repeat("x", dumpLineMax+10)
	tests := []struct {
		name, in, want string
	}{
		{"print_r", "Array\n(\n    [0] => 2\n    [1] => 0\n)\n", "\n[\n2\n0\n]\n"},
		{"print_r nested", "Array\n(\n    [0] => Array\n        (\n            [0] => 1\n        )\n\n)\n",
			"\n[\n\n[\n1\n]\n\n]\n"},
		{"var_dump", "array(1) {\n  [0]=>\n  array(2) {\n    [0]=>\n    int(1)\n    [1]=>\n    bool(true)\n  }\n}\n",
			"[\n\n[\n\n1\n\ntrue\n]\n]\n"},
		{"var_dump strings", "array(1) {\n  [0]=>\n  string(1) \"Q\"\n}\n", "[\n\n\"Q\"\n]\n"},
		{"var_export", "array (\n  0 => \n  array (\n    0 => 2,\n  ),\n)", "[\n\n[\n2,\n]\n]"},
		{"CRLF kept", "Array\r\n(\r\n [0] => 1\r\n)\r\n", "\r\n[\r\n1\r\n]\r\n"},
		// Outside a dump nothing changes: a heading "Array" with no "("
		// after it, JSON's braces, print_r's lines with no dump open.
		{"text", "Array\nof solutions\n}\n(\n)\n [0] => 1\n", "Array\nof solutions\n}\n(\n)\n [0] => 1\n"},
		{"json", "{\n  \"a\": [1, 2]\n}\n", "{\n  \"a\": [1, 2]\n}\n"},
		{"long lines pass", "Array\n(\n" + long + "\n)\n", "\n[\n" + long + "\n]\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := readDump(t, tt.in); got != tt.want {
				t.Errorf("read %q, want %q", got, tt.want)
			}
		})
	}
}

// FuzzDumpIn checks that dumpIn keeps every line where it was, and
// changes nothing of an input with no dump's opening line.
func FuzzDumpIn(f *testing.F) {
	for _, s := range []string{"Array\n(\n [0] => 1\n)\n", "array(1) {\n  [0]=>\n  int(1)\n}\n", "array (\n  0 => 1,\n)\n", "[1, 2]\n", "}\n)\n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got := readDump(t, s)
		if a, b := strings.Count(got, "\n"), strings.Count(s, "\n"); a != b {
			t.Fatalf("%d lines read from %d: %q", a, b, got)
		}
		// Every dump opens with one of these, as PHP writes them.
		opens := strings.Contains(s, "array(") || strings.Contains(s, "array (") || strings.Contains(s, "Array")
		if !opens && got != s {
			t.Fatalf("no dump in %q, but it read %q", s, got)
		}
		if bytes.ContainsRune([]byte(got), 0) != strings.ContainsRune(s, 0) {
			t.Fatalf("a NUL appeared or went: %q", got)
		}
	})
}

// TestDumpInPassesWhatIsBuffered checks that a read returns every whole
// line the input has given, not one line at a time: a reader that waits
// for the next line of a running program must see the lines before it.
func TestDumpInPassesWhatIsBuffered(t *testing.T) {
	pr, pw := io.Pipe()
	defer pr.Close()
	const lines = "2 4 1 3\n1 1 1 1\n"
	go func() {
		pw.Write([]byte(lines)) // then nothing more until the pipe is closed
	}()
	d := newDumpIn(pr)
	p := make([]byte, 1024)
	n, err := d.Read(p)
	if err != nil || string(p[:n]) != lines {
		t.Fatalf("first read: %q, %v; want %q", p[:n], err, lines)
	}
	pw.Close()
	if n, err := d.Read(p); n != 0 || err != io.EOF {
		t.Fatalf("after the end: %d bytes, %v", n, err)
	}
}

// TestDumpInWaitsForNoMoreThanTheNextLine checks that print_r's "Array"
// is told from the line after it as soon as that line has come: a
// running program that has printed "Array" and "(" and thinks is not
// waited for (the read would hang).
func TestDumpInWaitsForNoMoreThanTheNextLine(t *testing.T) {
	pr, pw := io.Pipe()
	defer pr.Close()
	defer pw.Close()
	go func() {
		pw.Write([]byte("Array\n(\n")) // then nothing until the pipe is closed
	}()
	p := make([]byte, 64)
	n, err := newDumpIn(pr).Read(p)
	if err != nil || string(p[:n]) != "\n[\n" {
		t.Fatalf("read %q, %v; want %q", p[:n], err, "\n[\n")
	}
}
