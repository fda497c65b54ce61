package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/cli"
	"github.com/nqcheck/nqcheck/result"
	"github.com/santhosh-tekuri/jsonschema/v6"
)

// schemaDir holds the published JSON Schema files.
const schemaDir = "../../docs/schema"

// TestJSONSchema runs commands with --json and validates their output
// against the published schema. One line per command run.
func TestJSONSchema(t *testing.T) {
	t.Parallel()
	mergeInput := filepath.Join(t.TempDir(), "n9.json")
	var out bytes.Buffer
	if code := run([]string{"count", "-n", "9", "--out", mergeInput}, &out, &out); code != cli.ExitOK {
		t.Fatalf("count --out: exit %d: %s", code, out.String())
	}
	tableInput := filepath.Join(t.TempDir(), "n9.json")
	if code := run([]string{"count", "-n", "9", "--method", "frontier", "--out", tableInput}, &out, &out); code != cli.ExitOK {
		t.Fatalf("count --out: exit %d: %s", code, out.String())
	}
	unlockCases, unlockAnswers := filepath.Join(t.TempDir(), "cases.txt"), filepath.Join(t.TempDir(), "answers.txt")
	for _, f := range []struct{ path, data string }{{unlockCases, "2\n0\n1\n1 2\n"}, {unlockAnswers, "389112\n86405\n"}} {
		if err := os.WriteFile(f.path, []byte(f.data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	tests := []struct {
		schema string
		args   []string
		code   int
	}{
		{"verify.json", []string{"verify", "-n", "1-6", "--json"}, cli.ExitOK},
		{"verify.json", []string{"verify", "-n", "5", "--sat=enumerate", "--json"}, cli.ExitMismatch},
		{"verify.json", []string{"verify", "-n", "8", "--json", "--timeout", "1ns"}, cli.ExitIncomplete},
		{"verify.json", []string{"verify", "-n", "8", "--witness", "dfs,count", "--json"}, cli.ExitOK},
		{"unlock.json", []string{"unlock", "--verify", "--json", "--workers", "1", "--lengths", "4-5"}, cli.ExitOK},
		{"unlock.json", []string{"unlock", "--verify", "--json", "--timeout", "1ns"}, cli.ExitIncomplete},
		{"audit-unlock.json", []string{"audit", "--problem", "unlock", "--input", unlockCases, "--json", unlockAnswers}, cli.ExitOK},
		{"audit-unlock.json", []string{"audit", "--problem", "unlock", "--input", unlockCases, "--json", "--run", "--", "sh", "-c", "echo 389111; echo x; echo 3"}, cli.ExitMismatch},
		{"audit.json", []string{"audit", "--problem", "one", "-n", "8", "--json", "--run", "--", "sh", "-c", "echo 2 4 6 8 3 1 7 5"}, cli.ExitOK},
		{"audit.json", []string{"audit", "--problem", "one", "-n", "8", "--json", "--run", "--", "sh", "-c", "echo 1 2 3 4 5 6 7 8; exit 1"}, cli.ExitMismatch},
		{"count.json", []string{"count", "-n", "1-9", "--json"}, cli.ExitOK},
		{"count.json", []string{"count", "-n", "8", "--method", "bitmask", "--json"}, cli.ExitOK},
		{"count.json", []string{"count", "-n", "19", "--json", "--timeout", "1ns", "--quiet"}, cli.ExitIncomplete},
		{"merge.json", []string{"merge", "--json", mergeInput}, cli.ExitOK},
		{"merge.json", []string{"merge", "--json", "--status", mergeInput}, cli.ExitOK},
		{"table.json", []string{"table", "-n", "1-8", "--format", "json", "--sat-max", "6"}, cli.ExitOK},
		{"table.json", []string{"table", "-n", "9", "--format", "json", "--no-seconds", "--timeout", "1ns"}, cli.ExitIncomplete},
		{"table.json", []string{"table", "--merge", mergeInput, tableInput, "--format", "json"}, cli.ExitOK},
	}
	c := schemaCompiler(t)
	for _, tt := range tests {
		sch, err := c.Compile(tt.schema)
		if err != nil {
			t.Fatalf("%s: %v", tt.schema, err)
		}
		var stdout, stderr bytes.Buffer
		if code := run(tt.args, &stdout, &stderr); code != tt.code {
			t.Fatalf("%q: exit %d, want %d; stderr %s", tt.args, code, tt.code, stderr.String())
		}
		doc, err := jsonschema.UnmarshalJSON(&stdout)
		if err != nil {
			t.Fatalf("%q: not JSON: %v", tt.args, err)
		}
		if err := sch.Validate(doc); err != nil {
			t.Errorf("%q does not validate against %s: %v", tt.args, tt.schema, err)
		}
	}
}

// schemaCompiler returns a compiler that holds every published schema
// file under its base name, so that they can refer to each other
// (envelope.json).
func schemaCompiler(t *testing.T) *jsonschema.Compiler {
	t.Helper()
	c := jsonschema.NewCompiler()
	files, err := filepath.Glob(filepath.Join(schemaDir, "*.json"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no schema files: %v", err)
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(data))
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		if err := c.AddResource(filepath.Base(f), doc); err != nil {
			t.Fatal(err)
		}
	}
	return c
}

// TestJSONSchemaRejects checks that the schema is not vacuous: documents
// with a figure of the wrong type, or results that are not an array, fail.
func TestJSONSchemaRejects(t *testing.T) {
	t.Parallel()
	c := schemaCompiler(t)
	tests := []struct{ schema, bad string }{
		{"verify.json", `{"command":"verify","version":"x","complete":true,"verdict":"pass","results":null}`},
		{"verify.json", `{"command":"verify","version":"x","complete":true,"verdict":"maybe","results":[]}`},
		{"verify.json", `{"command":"count","version":"x","complete":true,"verdict":"pass","results":[]}`},
		{"verify.json", `{"command":"verify","version":"x","complete":true,"verdict":"pass","results":[{"n":8,"verdict":"pass","seconds":0,"total":"92","classes":null,"fix90":null,"fix180":null,"orbits":null,"plan":{"cube_rows":0,"cubes":1,"skipped":0,"fingerprint":""},"witnesses":[],"checks":[]}]}`},
		{"count.json", `{"command":"count","version":"x","complete":true,"verdict":"pass","results":[{"n":8,"total":0.5,"classes":null,"fix90":null,"fix180":null,"seconds":0}]}`},
		{"count.json", `{"command":"count","version":"x","complete":true,"verdict":"pass","results":[{"n":8,"count":92,"classes":null,"fix90":null,"fix180":null,"seconds":0}]}`},
		{"merge.json", `{"command":"merge","version":"x","complete":true,"verdict":"pass","results":[{"plan":{},"files":1}]}`},
		{"unlock.json", `{"command":"unlock","version":"x","complete":true,"verdict":"pass","results":[{"case":0,"segments":[],"verdict":"pass","seconds":0,"total":"389112","lengths":[],"witnesses":[],"checks":[]}]}`},
		{"unlock.json", `{"command":"unlock","version":"x","complete":true,"verdict":"pass","results":[{"case":0,"segments":["1-10"],"verdict":"pass","seconds":0,"total":1,"lengths":[],"witnesses":[],"checks":[]}]}`},
		{"audit-unlock.json", `{"command":"audit","version":"x","complete":true,"verdict":"pass","results":[{"problem":"unlock","input":"a","verdict":"pass","complete":true,"cases":1,"answers":1,"correct":1,"first_differing":0,"findings_total":0,"findings":[{"kind":"wrong","line":1,"case":1,"detail":""}],"seconds":0}]}`},
		{"table.json", `{"command":"table","version":"x","complete":true,"verdict":"pass","results":[{"n":8,"total":92,"classes":12,"fix90":0,"fix180":4,"orbits":null,"first":null,"last":null,"confirmed":{},"witnesses":[],"units":null,"published":{"total":"yes"},"complete":true}]}`},
		{"table.json", `{"command":"table","version":"x","complete":true,"verdict":"pass","results":[{"n":8,"total":92,"classes":12,"fix90":0,"fix180":4,"orbits":null,"first":null,"last":null,"confirmed":{},"witnesses":[{"name":"join"}],"units":null,"published":null,"complete":true}]}`},
		{"audit.json", `{"command":"audit","version":"x","complete":true,"verdict":"pass","results":[{"n":8}]}`},
		{"audit-solver.json", `{"command":"audit-solver","version":"x","complete":true,"verdict":"pass","results":[{"n":"8"}]}`},
	}
	for _, tt := range tests {
		sch, err := c.Compile(tt.schema)
		if err != nil {
			t.Fatal(err)
		}
		doc, err := jsonschema.UnmarshalJSON(bytes.NewReader([]byte(tt.bad)))
		if err != nil {
			t.Fatal(err)
		}
		if sch.Validate(doc) == nil {
			t.Errorf("%s accepted %s", tt.schema, tt.bad)
		}
	}
}

// TestJSONLargeIntegers: a merged total above 2^53 (n = 26 has
// 22317699616364044 solutions) is written as an exact JSON integer, is
// valid under the schema, and reads back exactly with a decoder that
// keeps numbers as text, as docs/schema/README.md tells consumers to.
// (A float64 would read it as 22317699616364044 only by luck: 2^53 + 1
// becomes 2^53.)
func TestJSONLargeIntegers(t *testing.T) {
	t.Parallel()
	for _, total := range []uint64{1<<53 + 1, 22317699616364044, 1<<64 - 1} {
		rep := result.New[any]("merge")
		rep.Complete, rep.Verdict = true, result.Pass
		rep.Results = []any{result.CountResult{N: 26, Total: result.Known(total), Classes: result.Known(total / 8),
			Fix90: result.Known(0), Fix180: result.Known(total % 1000), Seconds: 1}}
		var b bytes.Buffer
		if err := result.Write(&b, rep); err != nil {
			t.Fatal(err)
		}
		text := strconv.FormatUint(total, 10)
		if !strings.Contains(b.String(), `"total": `+text+",") {
			t.Fatalf("total %d is not written as the integer %s:\n%s", total, text, b.String())
		}
		sch, err := schemaCompiler(t).Compile("merge.json")
		if err != nil {
			t.Fatal(err)
		}
		doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(b.Bytes()))
		if err != nil {
			t.Fatal(err)
		}
		if err := sch.Validate(doc); err != nil {
			t.Errorf("total %d: %v", total, err)
		}
		var back struct {
			Results []struct {
				Total json.Number `json:"total"`
			} `json:"results"`
		}
		dec := json.NewDecoder(&b)
		dec.UseNumber()
		if err := dec.Decode(&back); err != nil {
			t.Fatal(err)
		}
		if got, err := strconv.ParseUint(back.Results[0].Total.String(), 10, 64); err != nil || got != total {
			t.Errorf("read back %v (%v), want %d", back.Results[0].Total, err, total)
		}
	}
}
