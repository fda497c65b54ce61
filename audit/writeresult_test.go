package audit

import (
	"bytes"
	"context"
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/result"
)

// envelope decodes a result envelope.
func envelope(t *testing.T, data []byte) result.Envelope[result.Audit] {
	t.Helper()
	var env result.Envelope[result.Audit]
	if err := json.Unmarshal(data, &env); err != nil {
		t.Fatalf("%v:\n%s", err, data)
	}
	return env
}

// TestReportWriteResult: the text is WriteText's; the JSON envelope holds
// the one result with its input, and the interruption only when the audit
// stopped.
func TestReportWriteResult(t *testing.T) {
	t.Parallel()
	in := listing(reference(6), 1) + "1 2 3 4 5 6\n"
	rep, err := OutputContext(context.Background(), strings.NewReader(in), 6, slices.Values(reference(6)), Options{})
	if err != nil {
		t.Fatal(err)
	}
	var text, want bytes.Buffer
	stopped := &result.Interruption{Reason: "timeout", N: 6}
	if err := rep.WriteResult(&text, false, "-", 1, stopped); err != nil {
		t.Fatal(err)
	}
	rep.WriteText(&want)
	if text.String() != want.String() {
		t.Errorf("text %q, want %q", text.String(), want.String())
	}
	var out bytes.Buffer
	if err := rep.WriteResult(&out, true, "in.txt", 1.5, stopped); err != nil {
		t.Fatal(err)
	}
	env := envelope(t, out.Bytes())
	if env.Command != "audit" || env.Verdict != result.Fail || !env.Complete || env.Interrupted != nil || len(env.Results) != 1 ||
		env.Results[0].Input != "in.txt" || env.Results[0].Seconds != 1.5 || env.Results[0].FindingsTotal != 1 {
		t.Errorf("complete audit: envelope %+v", env)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	rep, err = OutputContext(ctx, strings.NewReader(listing(reference(6), 1)), 6, slices.Values(reference(6)), Options{})
	if err != nil {
		t.Fatal(err)
	}
	out.Reset()
	if err := rep.WriteResult(&out, true, "-", 0, stopped); err != nil {
		t.Fatal(err)
	}
	if env := envelope(t, out.Bytes()); env.Complete || env.Verdict != result.Incomplete || env.Interrupted == nil || *env.Interrupted != *stopped {
		t.Errorf("stopped audit: envelope %+v", env)
	}
}

// TestParseQueen: a queen is one symbol or none.
func TestParseQueen(t *testing.T) {
	t.Parallel()
	for s, want := range map[string]rune{"": 0, "Q": 'Q', "♛": '♛'} {
		if r, err := ParseQueen(s); err != nil || r != want {
			t.Errorf("ParseQueen(%q) = %q, %v; want %q", s, r, err, want)
		}
	}
	for _, s := range []string{"QQ", "\xff"} {
		if _, err := ParseQueen(s); err == nil || !strings.Contains(err.Error(), "is not one symbol") {
			t.Errorf("ParseQueen(%q): %v, want an error", s, err)
		}
	}
}
