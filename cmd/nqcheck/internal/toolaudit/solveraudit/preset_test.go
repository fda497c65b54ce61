package solveraudit

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/encode"
)

// TestPresetTools: the tools come in the order named, the internal one
// with the enumerator handed in; a preset unknown, given twice or whose
// program is not found is an error that names it.
func TestPresetTools(t *testing.T) {
	t.Parallel()
	enumerate := func(context.Context, *encode.CNF, func([]encode.Var) error) error { return nil }
	found := func(p string) (string, error) { return "/bin/" + p, nil }
	missing := func(p string) (string, error) { return "", errors.New("not in PATH") }
	tools, maxN, err := PresetTools([]string{"minisat", " gophersat"}, enumerate, found)
	if err != nil || len(tools) != 2 || tools[0].Name != "minisat" || tools[1].Name != "gophersat" {
		t.Fatalf("tools %+v: %v", tools, err)
	}
	if tools[1].Enumerate == nil || tools[0].Enumerate != nil || maxN["minisat"] != 9 || maxN["gophersat"] != 0 {
		t.Errorf("enumerators %v %v, largest sizes %v", tools[0].Enumerate != nil, tools[1].Enumerate != nil, maxN)
	}
	for _, tc := range []struct {
		names []string
		look  func(string) (string, error)
		want  string
	}{
		{[]string{"nosuch"}, found, `unknown preset "nosuch"`},
		{[]string{"clasp", "clasp"}, found, "preset clasp is given twice"},
		{[]string{"picosat"}, missing, "preset picosat: cannot find picosat (Debian package picosat): not in PATH"},
		{[]string{"gophersat"}, missing, ""},
	} {
		_, _, err := PresetTools(tc.names, enumerate, tc.look)
		if tc.want == "" && err != nil || tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)) {
			t.Errorf("%v: %v, want %q", tc.names, err, tc.want)
		}
	}
}
