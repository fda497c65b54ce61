package main

import (
	"bytes"
	"encoding/json"
	"testing"
)

// TestVerifyRunsIterativeWitness checks that verify runs the iterative
// search as a third board witness and compares it with the other two.
func TestVerifyRunsIterativeWitness(t *testing.T) {
	tests := []struct {
		name  string
		n     string
		count int
	}{
		{"n=6", "6", 4},
		{"n=8", "8", 92},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			if code := run([]string{"verify", "-n", tt.n, "--json"}, &stdout, &stderr); code != exitOK {
				t.Fatalf("exit %d, stderr %s", code, stderr.String())
			}
			var out struct {
				Results []struct {
					Witnesses map[string]map[string]any
					Checks    []struct {
						Name, Witnesses string
						OK              bool
					}
				}
			}
			if err := json.Unmarshal(stdout.Bytes(), &out); err != nil {
				t.Fatal(err)
			}
			res := out.Results[0]
			w, ok := res.Witnesses["dfs-iter"]
			if !ok {
				t.Fatalf("no dfs-iter witness in %v", res.Witnesses)
			}
			if got := int(w["count"].(float64)); got != tt.count {
				t.Errorf("dfs-iter count = %d, want %d", got, tt.count)
			}
			want := map[string]bool{
				"order dfs-iter": false, "set dfs/dfs-iter": false, "set dfs-iter/sat": false,
				"count dfs/dfs-iter": false, "classes dfs-iter/sat": false,
			}
			for _, c := range res.Checks {
				key := c.Name + " " + c.Witnesses
				if _, ok := want[key]; ok {
					want[key] = true
					if !c.OK {
						t.Errorf("check %s failed", key)
					}
				}
			}
			for key, seen := range want {
				if !seen {
					t.Errorf("no check %s", key)
				}
			}
		})
	}
}
