package audit

import (
	"bytes"
	"io"
	"regexp"
	"strings"
	"testing"
	"testing/iotest"
	"unicode/utf16"

	"github.com/nqcheck/nqcheck/board"
)

// utf16Bytes writes s in UTF-16, little or big endian, with a byte order
// mark or not.
func utf16Bytes(s string, big, mark bool) []byte {
	units := utf16.Encode([]rune(s))
	if mark {
		units = append([]uint16{0xFEFF}, units...)
	}
	var b []byte
	for _, u := range units {
		if big {
			b = append(b, byte(u>>8), byte(u))
		} else {
			b = append(b, byte(u), byte(u>>8))
		}
	}
	return b
}

// TestInputAsText checks that a right listing passes however its text is
// encoded (UTF-16 either way, with or without a byte order mark; UTF-8
// with one), whatever ends its lines (CR LF, CR alone, HTML's <br>) and
// with colours,
// and that the report says what was changed; a wrong listing so written
// still fails.
func TestInputAsText(t *testing.T) {
	t.Parallel()
	list := strings.Join(listing8(), "\n") + "\n"
	wrong := strings.Join(listing8()[1:], "\n") + "\n"
	colour := func(s string) string {
		var b strings.Builder
		for l := range strings.Lines(s) {
			b.WriteString("\x1b[1;32m" + strings.TrimSuffix(l, "\n") + "\x1b[0m\x1b]0;title\x07\n")
		}
		return b.String()
	}
	cases := []struct {
		name string
		enc  func(string) []byte
		note string
	}{
		{"UTF-16 little endian with a mark", func(s string) []byte { return utf16Bytes(strings.ReplaceAll(s, "\n", "\r\n"), false, true) }, "UTF-16 (little endian, with a byte order mark)"},
		{"UTF-16 big endian with a mark", func(s string) []byte { return utf16Bytes(s, true, true) }, "UTF-16 (big endian, with a byte order mark)"},
		{"UTF-16 without a mark", func(s string) []byte { return utf16Bytes(s, false, false) }, "UTF-16 (little endian, without a byte order mark)"},
		{"UTF-8 with a mark", func(s string) []byte { return append(append([]byte{}, bom...), s...) }, ""},
		{"CR alone", func(s string) []byte { return []byte(strings.ReplaceAll(s, "\n", "\r")) }, "carriage return alone"},
		{"CR LF", func(s string) []byte { return []byte(strings.ReplaceAll(s, "\n", "\r\n")) }, ""},
		{"colours", func(s string) []byte { return []byte(colour(s)) }, "ANSI escape sequences"},
		{"HTML line breaks", func(s string) []byte { return []byte(strings.ReplaceAll(s, "\n", "<br>")) }, "HTML line breaks"},
		{"HTML line breaks closed, with lines", func(s string) []byte { return []byte(strings.ReplaceAll(s, "\n", "<BR />\n")) }, "HTML line breaks"},
	}
	for _, c := range cases {
		rep := auditText(t, string(c.enc(list)), 8, Options{})
		if !rep.Clean() || rep.Solutions != 92 {
			t.Errorf("%s: a right listing: %d solutions, %d findings\n%s", c.name, rep.Solutions, rep.Total(), reportText(rep))
		}
		if c.note != "" && !strings.Contains(strings.Join(rep.Notes, "\n"), c.note) {
			t.Errorf("%s: no note saying %q: %q", c.name, c.note, rep.Notes)
		}
		if rep := auditText(t, string(c.enc(wrong)), 8, Options{}); rep.Count(Missing) != 1 {
			t.Errorf("%s: a listing that lacks a solution: %d missing findings\n%s", c.name, rep.Count(Missing), reportText(rep))
		}
	}
}

// FuzzTextIn checks that the input as text holds no carriage return and
// no escape character, and that text with neither, and no HTML line
// break, passes unchanged.
func FuzzTextIn(f *testing.F) {
	for _, s := range []string{"1 2<br>3 4<BR/>", "<table><tr><td>&nbsp;</td><td><img src=q></td></tr></table>", "<td>1<b>2</b>", "<1, 3, 0, 2><b", "1 2\r\n3 4\r", "\x1b[31mQ\x1b[0m\n", "\xff\xfe1\x00 \x002\x00", "\x1b]0;t\x1b\\x\r\r\n"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, in []byte) {
		out, err := io.ReadAll(newTextIn(bytes.NewReader(in)))
		if err != nil {
			t.Fatal(err)
		}
		if bytes.ContainsAny(out, "\r\x1b") {
			t.Errorf("%q read as %q", in, out)
		}
		plain := !bytes.ContainsAny(in, "\r\x1b\x00") && !htmlTableOrBreak(in) && !bytes.HasPrefix(in, bom) && !bytes.HasPrefix(in, []byte{0xFF, 0xFE}) && !bytes.HasPrefix(in, []byte{0xFE, 0xFF})
		if plain && !bytes.Equal(in, out) {
			t.Errorf("plain text %q read as %q", in, out)
		}
	})
}

// htmlTableOrBreak reports whether in holds a tag that textIn reads: a
// line break or a table's tag, at most 512 bytes long (FuzzTextIn's
// oracle).
func htmlTableOrBreak(in []byte) bool {
	for _, m := range htmlTags.FindAll(in, -1) {
		if len(m) <= 512 {
			return true
		}
	}
	return false
}

var htmlTags = regexp.MustCompile(`(?i)</?(br|table|tr|td|th)([ \t/][^<>\n]*)?>`)

// TestLineBreakAcrossReads checks that a "<br>" split between reads is a
// line end, and that other tags and a "<" at the end pass as they are.
func TestLineBreakAcrossReads(t *testing.T) {
	t.Parallel()
	const in = "a<br>b<b>c<Br />d<brown><br<br>e<"
	out, err := io.ReadAll(newTextIn(iotest.OneByteReader(strings.NewReader(in))))
	if err != nil {
		t.Fatal(err)
	}
	if want := "a\nb<b>c\nd<brown><br\ne<"; string(out) != want {
		t.Errorf("%q read as %q, want %q", in, out, want)
	}
}

// TestHTMLTable checks that an HTML table is read as what a browser
// shows, a line a row, whether its tags are split between reads, its
// cells are written one a line or all the table on one line, and that
// other tags pass as they are.
func TestHTMLTable(t *testing.T) {
	t.Parallel()
	cases := []struct{ in, want string }{
		{"<table><tr><td>&nbsp;</td><td><IMG SRC=\"q.png\" width=\"2\"></td></tr><tr><td>&#9819;</td><td></td></tr></table><p>Total: 2</p>",
			". img\n♛ .\n\n<p>Total: 2</p>"},
		{"<table>\n <tr>\n  <th>n</th>\n  <th>total</th>\n </tr>\n <tr>\n  <td> 8 </td>\n  <td><b>92</b></td>\n </tr>\n</table>\n",
			"n total\n8 92\n\n\n"},
		{"<table><tr><td>1</td></tr>\nTotal: 1\n", "1\nTotal: 1\n"},
		{"a<td>Q<br>1</td><td>x</td>\nb <i>c</i> 1 < 2", "a\nQ1 x\nb <i>c</i> 1 < 2"},
		{"<td>open at the end", "openattheend"},
		{"<tr><td class=\"light\"></td><td CLASS='dark queen'></td><td data-class=x></td><td class=q/></tr>", "light dark-queen . q\n"},
	}
	for _, c := range cases {
		out, err := io.ReadAll(newTextIn(iotest.OneByteReader(strings.NewReader(c.in))))
		if err != nil {
			t.Fatal(err)
		}
		if string(out) != c.want {
			t.Errorf("%q read as %q, want %q", c.in, out, c.want)
		}
	}
}

// htmlBoards writes solutions as HTML tables on one line each, as a PHP
// page draws them: an image in the queen's cell, "&nbsp;" in the others.
func htmlBoards(sols []board.Solution) string {
	var b strings.Builder
	b.WriteString("<html><body><h1>Queens</h1>\n")
	for _, s := range sols {
		b.WriteString("<table>")
		for _, c := range s {
			b.WriteString("<tr>")
			for col := range len(s) {
				if col == c {
					b.WriteString(`<td><img src="queen.png" width="28"></td>`)
				} else {
					b.WriteString("<td>&nbsp;</td>")
				}
			}
			b.WriteString("</tr>")
		}
		b.WriteString("</table>")
	}
	return b.String()
}
