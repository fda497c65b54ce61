package table

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/result"
)

// outputRows returns the rows Output's tests give: n = 4, complete, and
// n = 5, interrupted, each with its seconds.
func outputRows() []result.TableRow {
	secs := 0.25
	return []result.TableRow{
		{N: 4, Total: result.KnownInt(2), Classes: result.KnownInt(1), Confirmed: map[string]string{ColTotal: "count"}, Seconds: &secs, Complete: true},
		{N: 5, Confirmed: map[string]string{}, Seconds: &secs},
	}
}

// TestOutputText checks that a text format goes out row by row, exactly
// as a Writer writes it, and that NoSeconds drops the times.
func TestOutputText(t *testing.T) {
	t.Parallel()
	for _, opt := range []Options{{Format: CSV}, {Format: Markdown, NoSeconds: true}} {
		var got, want bytes.Buffer
		o, w := NewOutput(&got, opt), NewWriter(&want, opt)
		for _, r := range outputRows() {
			before := got.Len()
			if err := o.Row(r); err != nil {
				t.Fatal(err)
			}
			if got.Len() == before {
				t.Errorf("%v: the row of n = %d was not written at once", opt.Format, r.N)
			}
			if opt.NoSeconds {
				r.Seconds = nil
			}
			if err := w.WriteRow(r); err != nil {
				t.Fatal(err)
			}
		}
		if err := o.Close(false, nil); err != nil {
			t.Fatal(err)
		}
		if err := w.Close(); err != nil {
			t.Fatal(err)
		}
		if got.String() != want.String() {
			t.Errorf("%v: output\n%s\nwant\n%s", opt.Format, got.String(), want.String())
		}
		if opt.NoSeconds && strings.Contains(got.String(), "0.250") {
			t.Errorf("%v: NoSeconds output holds the time:\n%s", opt.Format, got.String())
		}
	}
}

// TestOutputJSON checks that JSON is one report written by Close, with
// the verdict, completeness and interruption of the run.
func TestOutputJSON(t *testing.T) {
	t.Parallel()
	stop := &result.Interruption{Reason: "timeout", N: 5, Seconds: 1}
	tests := []struct {
		name     string
		mismatch bool
		stopped  *result.Interruption
		verdict  result.Verdict
	}{
		{"pass", false, nil, result.Pass},
		{"incomplete", false, stop, result.Incomplete},
		{"mismatch", true, nil, result.Fail},
		{"mismatch wins", true, stop, result.Fail},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			var out bytes.Buffer
			o := NewOutput(&out, Options{Format: JSON, NoSeconds: true})
			for _, r := range outputRows() {
				if err := o.Row(r); err != nil {
					t.Fatal(err)
				}
			}
			if out.Len() != 0 {
				t.Fatalf("JSON written before Close: %s", out.String())
			}
			if err := o.Close(tt.mismatch, tt.stopped); err != nil {
				t.Fatal(err)
			}
			var rep result.Envelope[result.TableRow]
			if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
				t.Fatalf("%v in\n%s", err, out.String())
			}
			if rep.Command != "table" || rep.Verdict != tt.verdict || rep.Complete != (tt.stopped == nil) || len(rep.Results) != 2 {
				t.Errorf("report %+v, want verdict %s, complete %v and 2 rows", rep, tt.verdict, tt.stopped == nil)
			}
			if (rep.Interrupted == nil) != (tt.stopped == nil) || rep.Interrupted != nil && *rep.Interrupted != *tt.stopped {
				t.Errorf("interrupted %+v, want %+v", rep.Interrupted, tt.stopped)
			}
			if strings.Contains(out.String(), `"seconds": 0.25`) || rep.Results[1].Complete {
				t.Errorf("rows %+v: want no seconds and n = 5 incomplete", rep.Results)
			}
		})
	}
}
