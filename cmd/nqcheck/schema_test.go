package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
)

// schemaDir holds the published JSON Schema files.
const schemaDir = "../../docs/schema"

// TestJSONSchema runs commands with --json and validates their output
// against the published schema. One line per command run.
func TestJSONSchema(t *testing.T) {
	t.Parallel()
	tests := []struct {
		schema string
		args   []string
		code   int
	}{
		{"verify.json", []string{"verify", "-n", "1-6", "--json"}, exitOK},
		{"verify.json", []string{"verify", "-n", "5", "--sat=enumerate", "--json"}, exitMismatch},
		{"verify.json", []string{"verify", "-n", "8", "--json", "--timeout", "1ns"}, exitIncomplete},
		{"verify.json", []string{"verify", "-n", "8", "--witness", "dfs,count", "--json"}, exitOK},
		{"table.json", []string{"table", "-n", "1-8", "--format", "json", "--sat-max", "6"}, exitOK},
		{"table.json", []string{"table", "-n", "9", "--format", "json", "--no-seconds", "--timeout", "1ns"}, exitIncomplete},
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
	c := jsonschema.NewCompiler()
	for _, name := range []string{"envelope.json", "verify.json"} {
		data, err := os.ReadFile(filepath.Join(schemaDir, name))
		if err != nil {
			t.Fatal(err)
		}
		doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(data))
		if err != nil {
			t.Fatal(err)
		}
		if err := c.AddResource(name, doc); err != nil {
			t.Fatal(err)
		}
	}
	sch, err := c.Compile("verify.json")
	if err != nil {
		t.Fatal(err)
	}
	for _, bad := range []string{
		`{"command":"verify","version":"x","complete":true,"verdict":"pass","results":null}`,
		`{"command":"verify","version":"x","complete":true,"verdict":"maybe","results":[]}`,
		`{"command":"count","version":"x","complete":true,"verdict":"pass","results":[]}`,
		`{"command":"verify","version":"x","complete":true,"verdict":"pass","results":[{"n":8,"verdict":"pass","seconds":0,"total":"92","classes":null,"fix90":null,"fix180":null,"orbits":null,"plan":{"cube_rows":0,"cubes":1,"skipped":0,"fingerprint":""},"witnesses":[],"checks":[]}]}`,
	} {
		doc, err := jsonschema.UnmarshalJSON(bytes.NewReader([]byte(bad)))
		if err != nil {
			t.Fatal(err)
		}
		if sch.Validate(doc) == nil {
			t.Errorf("accepted %s", bad)
		}
	}
}
