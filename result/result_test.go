package result

import (
	"bytes"
	"encoding/json"
	"math"
	"strings"
	"testing"
)

func TestCountJSON(t *testing.T) {
	t.Parallel()
	type row struct {
		A Figure `json:"a"`
		B Figure `json:"b"`
	}
	b, err := json.Marshal(row{A: Known(92)})
	if err != nil {
		t.Fatal(err)
	}
	if string(b) != `{"a":92,"b":null}` {
		t.Fatalf("got %s", b)
	}
	var back row
	if err := json.Unmarshal([]byte(`{"a":18446744073709551615,"b":null}`), &back); err != nil {
		t.Fatal(err)
	}
	if v, ok := back.A.Value(); !ok || v != math.MaxUint64 || back.B.IsKnown() {
		t.Fatalf("got %+v", back)
	}
	for _, bad := range []string{`-1`, `1.5`, `18446744073709551616`, `"7"`} {
		if err := json.Unmarshal([]byte(`{"a":`+bad+`}`), &back); err == nil {
			t.Errorf("%s: no error", bad)
		}
	}
	if Known(0).String() != "0" || (Figure{}).String() != "-" {
		t.Fatal("String")
	}
}

func TestCountPlus(t *testing.T) {
	t.Parallel()
	if s, err := Known(2).Plus(Known(3)); err != nil || s != Known(5) {
		t.Fatalf("2+3 = %v, %v", s, err)
	}
	if _, err := Known(math.MaxUint64).Plus(Known(1)); err == nil {
		t.Fatal("overflow not reported")
	}
	if s, err := Known(1).Plus(Figure{}); err != nil || s.IsKnown() {
		t.Fatalf("known + unknown = %v, %v", s, err)
	}
}

func TestDigestOrderAndReplacement(t *testing.T) {
	t.Parallel()
	a, b, c := []int{1, 3, 0, 2}, []int{2, 0, 3, 1}, []int{0, 2, 4, 1, 3}
	var d1, d2, d3 Digest
	d1.Add(a)
	d1.Add(b)
	d2.Add(b)
	d2.Add(a)
	if d1 != d2 {
		t.Fatal("digest depends on order")
	}
	d3.Add(a)
	d3.Add(c) // same count, one solution replaced
	if d1 == d3 {
		t.Fatal("replacing a solution left the digest unchanged")
	}
	back, err := ParseDigest(d1.String())
	if err != nil || back != d1 {
		t.Fatalf("round trip: %v, %v", back, err)
	}
	if _, err := ParseDigest("xyz"); err == nil {
		t.Fatal("bad digest accepted")
	}
}

func TestWriteResultsNeverNull(t *testing.T) {
	t.Parallel()
	var buf bytes.Buffer
	if err := Write(&buf, Envelope[int]{Command: "count", Verdict: Incomplete}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(buf.String(), `"results": []`) || !strings.Contains(buf.String(), `"version": "`+Version+`"`) {
		t.Fatalf("got %s", buf.String())
	}
}
