package sat

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/encode"
)

func TestMessageRoundTrip(t *testing.T) {
	tests := []struct {
		name string
		msg  Message
		line string
	}{
		{"problem", Message{Kind: MsgProblem, Vars: 64, Clauses: 736, Project: 64}, "problem 3 64 736 64 0 0 0\n"},
		{"problem enumerate", Message{Kind: MsgProblem, Vars: 4, Clauses: 1, Project: 4, Mode: Enumerate}, "problem 3 4 1 4 0 1 0\n"},
		{"problem exact", Message{Kind: MsgProblem, Vars: 3, Clauses: 0, Exact: true}, "problem 3 3 0 0 1 0 0\n"},
		{"problem proof", Message{Kind: MsgProblem, Vars: 3, Clauses: 0, Proof: true}, "problem 3 3 0 0 0 0 1\n"},
		{"lemma", Message{Kind: MsgLemma, ID: 4, Lits: []encode.Lit{3, -1}}, "lemma 4 3 -1\n"},
		{"empty lemma", Message{Kind: MsgLemma, ID: 4}, "lemma 4\n"},
		{"clause", Message{Kind: MsgClause, Lits: []encode.Lit{-1, -10}}, "clause -1 -10\n"},
		{"empty clause", Message{Kind: MsgClause}, "clause\n"},
		{"cube", Message{Kind: MsgCube, ID: 17, Lits: []encode.Lit{1, 11, 21}}, "cube 17 1 11 21\n"},
		{"whole cube", Message{Kind: MsgCube, ID: 0}, "cube 0\n"},
		{"model", Message{Kind: MsgModel, ID: 3, True: []encode.Var{2, 8, 9, 15}}, "model 3 2 8 9 15\n"},
		{"unsorted model", Message{Kind: MsgModel, ID: 3, True: []encode.Var{9, 2, 9}}, "model 3 9 2 9\n"},
		{"empty model", Message{Kind: MsgModel, ID: 0}, "model 0\n"},
		{"done", Message{Kind: MsgDone, ID: 5, Stats: Stats{Models: 12, Solves: 13}}, "done 5 12 13\n"},
		{"fail", Message{Kind: MsgFail, ID: 2, Text: "gophersat panicked: \"x\"\nagain ü"}, `fail 2 "gophersat panicked: \"x\"\nagain \u00fc"` + "\n"},
		{"fail empty", Message{Kind: MsgFail, ID: 2}, "fail 2 \"\"\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			line, err := AppendMessage(nil, tt.msg)
			if err != nil {
				t.Fatal(err)
			}
			if string(line) != tt.line {
				t.Errorf("AppendMessage = %q, want %q", line, tt.line)
			}
			got, err := NewReader(bytes.NewReader(line)).Read()
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, tt.msg) {
				t.Errorf("read back %+v, want %+v", got, tt.msg)
			}
		})
	}
}

func TestAppendMessageRejects(t *testing.T) {
	tests := []struct {
		name string
		msg  Message
		want string
	}{
		{"no kind", Message{}, "unknown message kind"},
		{"zero literal", Message{Kind: MsgClause, Lits: []encode.Lit{1, 0}}, "literal 0"},
		{"zero variable", Message{Kind: MsgModel, True: []encode.Var{0}}, "variable 0"},
		{"negative id", Message{Kind: MsgDone, ID: -1}, "cube id -1"},
		{"negative vars", Message{Kind: MsgProblem, Vars: -1}, "variable count -1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := AppendMessage(nil, tt.msg)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("AppendMessage(%+v) = %v, want an error containing %q", tt.msg, err, tt.want)
			}
		})
	}
}

func TestReaderErrors(t *testing.T) {
	tests := []struct {
		name  string
		input string
		line  int
		want  string
	}{
		{"unknown verb", "hello 1\n", 1, `unknown message "hello"`},
		{"empty line", "\n", 1, `unknown message ""`},
		{"truncated", "cube 1 2", 1, "lacks its newline"},
		{"second line", "cube 1 2\ncube x\n", 2, `"x" is not a number`},
		{"double space", "cube 1  2\n", 1, `"" is not a number`},
		{"trailing space", "clause 1 \n", 1, `"" is not a number`},
		{"plus sign", "cube +1\n", 1, `"+1" is not a number`},
		{"leading zero", "cube 01\n", 1, `"01" is not a number`},
		{"minus zero", "clause -0\n", 1, `"-0" is not a number`},
		{"carriage return", "cube 1\r\n", 1, `"1\r" is not a number`},
		{"huge", "cube 1 99999999999\n", 1, "out of range"},
		{"zero literal", "clause 1 0\n", 1, "literal 0"},
		{"cube without id", "cube\n", 1, "want a cube id"},
		{"negative id", "model -1 2\n", 1, "cube id -1 is negative"},
		{"model variable 0", "model 1 0\n", 1, "0 is not a variable"},
		{"model negative variable", "model 1 -3\n", 1, "-3 is not a variable"},
		{"problem version", "problem 2 1 1 1 0 0 0\n", 1, "protocol version 2, want 3"},
		{"problem short", "problem 3 1 1\n", 1, "want 7 numbers, got 3"},
		{"problem old version", "problem 2 1 1 1 0 0\n", 1, "want 7 numbers, got 6"},
		{"problem version 1", "problem 1 1 1 1 0 0 0\n", 1, "protocol version 1, want 3"},
		{"problem proof flag", "problem 3 1 1 1 0 0 2\n", 1, "proof flag 2"},
		{"problem mode", "problem 3 1 1 1 0 2 0\n", 1, "mode 2, want 0 (block) or 1 (enumerate)"},
		{"problem exact flag", "problem 3 1 1 1 2 0 0\n", 1, "exact flag 2"},
		{"problem negative", "problem 3 -4 1 1 0 0 0\n", 1, "variable count -4"},
		{"done short", "done 1 2\n", 1, "want 3 numbers"},
		{"done negative", "done 1 -2 3\n", 1, "model count -2"},
		{"fail unquoted", "fail 1 oops\n", 1, "not a quoted string"},
		{"fail backquoted", "fail 1 `oops`\n", 1, "not a quoted string"},
		{"fail without text", "fail 1\n", 1, "want a cube id and a quoted text"},
		{"fail bad id", "fail x \"a\"\n", 1, `"x" is not a number`},
		{"too long", "clause" + strings.Repeat(" 1", MaxLine/2) + "\n", 1, "line longer than"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rd := NewReader(strings.NewReader(tt.input))
			var err error
			for err == nil {
				_, err = rd.Read()
			}
			var pe *ProtocolError
			if !errors.As(err, &pe) {
				t.Fatalf("got %v, want a *ProtocolError", err)
			}
			if pe.Line != tt.line || !strings.Contains(pe.Msg, tt.want) {
				t.Errorf("got %v, want line %d and %q", err, tt.line, tt.want)
			}
		})
	}
}

func TestReaderEOF(t *testing.T) {
	rd := NewReader(strings.NewReader("cube 0\ndone 0 0 1\n"))
	for i := 0; i < 2; i++ {
		if _, err := rd.Read(); err != nil {
			t.Fatalf("message %d: %v", i+1, err)
		}
	}
	if _, err := rd.Read(); err != io.EOF {
		t.Errorf("at the end: %v, want io.EOF", err)
	}
}

// FuzzReader checks that the decoder never panics and that every message
// it accepts is written back to a line that reads as the same message.
func FuzzReader(f *testing.F) {
	for _, s := range []string{
		"problem 3 16 84 16 0 0 0\nclause 1 2 3 4\nclause -1 -2\ncube 0 2\ncube 1 3\n",
		"model 0 2 8 9 15\nmodel 0 3 5 12 14\ndone 0 2 3\n",
		"fail 7 \"gophersat panicked: index out of range\"\n",
		"cube 1 2",
		"clause\nmodel 0\n",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		rd := NewReader(bytes.NewReader(data))
		for {
			m, err := rd.Read()
			if err != nil {
				var pe *ProtocolError
				if err != io.EOF && !errors.As(err, &pe) {
					t.Fatalf("unexpected error type %T: %v", err, err)
				}
				return
			}
			line, err := AppendMessage(nil, m)
			if err != nil {
				t.Fatalf("accepted message %+v cannot be written: %v", m, err)
			}
			back, err := NewReader(bytes.NewReader(line)).Read()
			if err != nil {
				t.Fatalf("written line %q does not read back: %v", line, err)
			}
			if !reflect.DeepEqual(back, m) {
				t.Fatalf("round trip changed %+v into %+v", m, back)
			}
		}
	})
}

func ExampleAppendMessage() {
	var b []byte
	for _, m := range []Message{
		{Kind: MsgProblem, Vars: 16, Clauses: 84, Project: 16},
		{Kind: MsgCube, ID: 0, Lits: []encode.Lit{2}},
		{Kind: MsgModel, ID: 0, True: []encode.Var{2, 8, 9, 15}},
		{Kind: MsgDone, ID: 0, Stats: Stats{Models: 1, Solves: 2}},
	} {
		b, _ = AppendMessage(b, m)
	}
	fmt.Print(string(b))
	// Output:
	// problem 3 16 84 16 0 0 0
	// cube 0 2
	// model 0 2 8 9 15
	// done 0 1 2
}
