package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"testing"

	"github.com/nqcheck/nqcheck/internal/oeis"
)

// TestVerifyJSONReference runs `nqcheck verify -n 1-11 --json` and checks
// every witness's count and classes against the reference values.
func TestVerifyJSONReference(t *testing.T) {
	hi := 11
	if testing.Short() {
		hi = 9
	}
	var stdout, stderr bytes.Buffer
	code := run([]string{"verify", "-n", fmt.Sprintf("1-%d", hi), "--json"}, &stdout, &stderr)
	if code != exitOK {
		t.Fatalf("exit %d\n%s%s", code, stdout.String(), stderr.String())
	}
	var out struct {
		Agree   bool `json:"agree"`
		Results []struct {
			N         int                       `json:"n"`
			Agree     bool                      `json:"agree"`
			Witnesses map[string]map[string]any `json:"witnesses"`
			Checks    []struct {
				Name string
				OK   bool `json:"ok"`
			} `json:"checks"`
		} `json:"results"`
	}
	if err := json.Unmarshal(stdout.Bytes(), &out); err != nil {
		t.Fatal(err)
	}
	if !out.Agree || len(out.Results) != hi {
		t.Fatalf("agree=%v with %d results, want true with %d", out.Agree, len(out.Results), hi)
	}
	for i, r := range out.Results {
		if r.N != i+1 || !r.Agree || len(r.Checks) == 0 {
			t.Errorf("result %d: n=%d agree=%v checks=%d", i, r.N, r.Agree, len(r.Checks))
		}
		for _, name := range []string{"dfs", "sat"} {
			w := r.Witnesses[name]
			if w == nil {
				t.Errorf("n=%d: no %s witness", r.N, name)
				continue
			}
			if w["count"] != float64(oeis.Q[r.N-1]) || w["classes"] != float64(oeis.Classes[r.N-1]) {
				t.Errorf("n=%d %s: count %v classes %v, want %d %d", r.N, name, w["count"], w["classes"], oeis.Q[r.N-1], oeis.Classes[r.N-1])
			}
		}
	}
}
