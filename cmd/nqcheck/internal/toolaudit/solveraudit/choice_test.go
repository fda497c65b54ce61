package solveraudit

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/dfs"
	"github.com/nqcheck/nqcheck/encode"
	"github.com/nqcheck/nqcheck/result"
)

// TestChoiceTools: a command becomes a tool named after its program
// (or --name), with the driver and the counter asked for; presets follow
// PresetTools; a program that is not found is an error naming it; a
// preset meant for smaller boards than the last size is warned about.
func TestChoiceTools(t *testing.T) {
	t.Parallel()
	found := func(p string) (string, error) { return "/bin/" + p, nil }
	missing := func(string) (string, error) { return "", errors.New("not in PATH") }
	tools, warnings, err := Choice{Command: []string{"/opt/bin/mysat", "-all", FileArg}}.Tools([]int{4, 12}, nil, found)
	want := []Tool{{Name: "mysat", Driver: AllModels, Path: "/opt/bin/mysat", Args: []string{"-all", FileArg}}}
	if err != nil || !reflect.DeepEqual(tools, want) || len(warnings) != 0 {
		t.Errorf("command: %+v, %q, %v; want %+v", tools, warnings, err, want)
	}
	tools, _, err = Choice{Command: []string{"mc"}, Name: "counter", Counter: true}.Tools([]int{4}, nil, found)
	if err != nil || len(tools) != 1 || tools[0].Name != "counter" || !tools[0].Counter || tools[0].Driver != AllModels || len(tools[0].Args) != 0 {
		t.Errorf("counter: %+v, %v", tools, err)
	}
	tools, _, err = Choice{Command: []string{"one"}, Blocking: true}.Tools([]int{4}, nil, found)
	if err != nil || len(tools) != 1 || tools[0].Driver != Blocking {
		t.Errorf("blocking: %+v, %v", tools, err)
	}
	if _, _, err := (Choice{Command: []string{"nosuch", "x"}}).Tools([]int{4}, nil, missing); err == nil || err.Error() != "cannot run nosuch: not in PATH" {
		t.Errorf("missing program: %v", err)
	}
	enumerate := func(context.Context, *encode.CNF, func([]encode.Var) error) error { return nil }
	tools, warnings, err = Choice{Presets: []string{"minisat", "gophersat"}}.Tools([]int{9, 4}, enumerate, found)
	if err != nil || len(tools) != 2 || tools[1].Enumerate == nil || len(warnings) != 0 {
		t.Errorf("presets, largest size 9: %+v, %q, %v", tools, warnings, err)
	}
	// The largest size counts, wherever it comes in the list.
	for _, sizes := range [][]int{{4, 10}, {10, 4}} {
		_, warnings, _ = Choice{Presets: []string{"minisat", "gophersat"}}.Tools(sizes, enumerate, found)
		if want := []string{"minisat calls the solver once per model; above n = 9 that takes long"}; !reflect.DeepEqual(warnings, want) {
			t.Errorf("presets, sizes %v: warnings %q, want %q", sizes, warnings, want)
		}
	}
	if _, _, err := (Choice{Presets: []string{"nosuch"}}).Tools([]int{4}, enumerate, found); err == nil || !strings.Contains(err.Error(), `unknown preset "nosuch"`) {
		t.Errorf("unknown preset: %v", err)
	}
}

// solutionsTool is an internal tool that prints every solution of the
// pairwise encoding, from the backtracking search.
func solutionsTool() Tool {
	return Tool{Name: "dfs", Driver: Internal, Enumerate: func(ctx context.Context, f *encode.CNF, visit func([]encode.Var) error) error {
		n := 0
		for n*n < f.Vars {
			n++
		}
		var err error
		dfs.Solutions(n, func(s board.Solution) bool {
			vars := make([]encode.Var, n)
			for r, c := range s {
				vars[r] = encode.Cell(n, r, c)
			}
			err = visit(vars)
			return err == nil
		})
		return err
	}}
}

// TestSuiteWriteResult: the text end is the summary line; the JSON
// envelope holds every case, and the interruption only when the run was
// interrupted.
func TestSuiteWriteResult(t *testing.T) {
	t.Parallel()
	tools := []Tool{solutionsTool()}
	suite := Suite{Sizes: []int{4, 5}, Encodings: []encode.Encoding{encode.Pairwise}, Tools: tools}
	rep, err := suite.Run(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	stopped := &result.Interruption{Reason: "signal", Signal: "interrupt"}
	var out bytes.Buffer
	if err := rep.WriteResult(&out, false, tools, stopped); err != nil || out.String() != rep.Summary(tools)+"\n" {
		t.Errorf("text %q, %v; want the summary %q", out.String(), err, rep.Summary(tools))
	}
	out.Reset()
	if err := rep.WriteResult(&out, true, tools, stopped); err != nil {
		t.Fatal(err)
	}
	var env struct {
		Command     string               `json:"command"`
		Verdict     result.Verdict       `json:"verdict"`
		Complete    bool                 `json:"complete"`
		Results     []json.RawMessage    `json:"results"`
		Interrupted *result.Interruption `json:"interrupted"`
	}
	if err := json.Unmarshal(out.Bytes(), &env); err != nil {
		t.Fatal(err)
	}
	if env.Command != "audit-solver" || env.Verdict != result.Pass || !env.Complete || len(env.Results) != 2 || env.Interrupted != nil {
		t.Errorf("complete run: %+v\n%s", env, out.String())
	}

	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	rep, err = suite.Run(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	out.Reset()
	if err := rep.WriteResult(&out, true, tools, stopped); err != nil {
		t.Fatal(err)
	}
	env.Interrupted = nil
	if err := json.Unmarshal(out.Bytes(), &env); err != nil {
		t.Fatal(err)
	}
	if !rep.Interrupted || env.Complete || env.Interrupted == nil || *env.Interrupted != *stopped {
		t.Errorf("interrupted run: %+v\n%s", env, out.String())
	}
}
