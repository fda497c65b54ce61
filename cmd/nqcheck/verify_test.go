package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"testing"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/cli"
	"github.com/nqcheck/nqcheck/internal/oeis"
	"github.com/nqcheck/nqcheck/result"
)

// TestVerifyJSONReference runs `nqcheck verify -n 1-11 --json` and checks
// every witness's figures against the reference values, decoding the
// output into the typed result it is written from.
func TestVerifyJSONReference(t *testing.T) {
	t.Parallel()
	hi := 11
	if testing.Short() {
		hi = 9
	}
	var stdout, stderr bytes.Buffer
	code := run([]string{"verify", "-n", fmt.Sprintf("1-%d", hi), "--json"}, &stdout, &stderr)
	if code != cli.ExitOK {
		t.Fatalf("exit %d\n%s%s", code, stdout.String(), stderr.String())
	}
	var out result.Envelope[result.Verify]
	if err := json.Unmarshal(stdout.Bytes(), &out); err != nil {
		t.Fatal(err)
	}
	if out.Command != "verify" || out.Verdict != result.Pass || !out.Complete || out.Interrupted != nil || len(out.Results) != hi {
		t.Fatalf("command %q verdict %v complete %v with %d results, want verify pass true with %d", out.Command, out.Verdict, out.Complete, len(out.Results), hi)
	}
	for i, r := range out.Results {
		if r.N != i+1 || r.Verdict != result.Pass || len(r.Checks) == 0 {
			t.Errorf("result %d: n=%d verdict=%v checks=%d", i, r.N, r.Verdict, len(r.Checks))
		}
		q, classes := result.KnownInt(oeis.Q[r.N-1]), result.KnownInt(oeis.Classes[r.N-1])
		if r.Total != q || r.Classes != classes {
			t.Errorf("n=%d: total %v classes %v, want %v %v", r.N, r.Total, r.Classes, q, classes)
		}
		seen := map[string]bool{}
		for _, w := range r.Witnesses {
			seen[w.Name] = true
			switch w.Name {
			case "dfs", "dfs-iter", "sat", "count":
				if w.Total != q || w.Classes != classes {
					t.Errorf("n=%d %s: total %v classes %v, want %v %v", r.N, w.Name, w.Total, w.Classes, q, classes)
				}
			case "sat-lexleader":
				if w.Total.IsKnown() || w.Classes != classes {
					t.Errorf("n=%d %s: total %v (want null) classes %v (want %v)", r.N, w.Name, w.Total, w.Classes, classes)
				}
			}
		}
		for _, name := range []string{"dfs", "dfs-iter", "sat", "dfs-symmetric", "sat-burnside", "sat-lexleader", "count"} {
			if !seen[name] {
				t.Errorf("n=%d: no witness %s", r.N, name)
			}
		}
	}
}
