package audit

import (
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestOpenInput: a path is opened and named by itself; "" and "-" read
// standard input, named so; a missing file is an error; Kept names the
// file to read again, and refuses standard input that Keep did not copy.
func TestOpenInput(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "out.txt")
	if err := os.WriteFile(path, []byte("2 4 1 3\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	in, err := OpenInput(ctx, path, strings.NewReader("not read"))
	if err != nil {
		t.Fatal(err)
	}
	data, err := io.ReadAll(in)
	if err != nil || string(data) != "2 4 1 3\n" || in.Name != path || in.Arg != path {
		t.Errorf("file: read %q, %v; named %q, %q", data, err, in.Name, in.Arg)
	}
	if kept, err := in.Kept(); err != nil || kept != path {
		t.Errorf("file: kept %q, %v; want the file itself", kept, err)
	}
	in.Close()
	for _, arg := range []string{"", "-"} {
		in, err := OpenInput(ctx, arg, strings.NewReader("stdin\n"))
		if err != nil {
			t.Fatal(err)
		}
		data, err := io.ReadAll(in)
		if err != nil || string(data) != "stdin\n" || in.Name != "standard input" || in.Arg != "-" {
			t.Errorf("%q: read %q, %v; named %q, %q", arg, data, err, in.Name, in.Arg)
		}
		if _, err := in.Kept(); err == nil {
			t.Errorf("%q: Kept without Keep: no error", arg)
		}
		in.Close()
	}
	if _, err := OpenInput(ctx, filepath.Join(t.TempDir(), "nope"), nil); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("missing file: %v, want a not-exist error", err)
	}
}

// TestInputKeep: standard input kept is copied as it is read, the copy
// holds every byte read, and Close removes it; a file is kept as it is.
func TestInputKeep(t *testing.T) {
	t.Parallel()
	text := listing(reference(6), 1) + "1 2 3 4 5 6\n"
	in, err := OpenInput(context.Background(), "-", strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	if err := in.Keep(); err != nil {
		t.Fatal(err)
	}
	rep, err := OutputContext(context.Background(), in, 6, slices.Values(reference(6)), Options{})
	if err != nil || rep.Clean() {
		t.Fatalf("report %+v, %v; want a finding", rep, err)
	}
	kept, err := in.Kept()
	if err != nil {
		t.Fatal(err)
	}
	if data, err := os.ReadFile(kept); err != nil || string(data) != text {
		t.Errorf("the copy holds %q, %v; want %q", data, err, text)
	}
	in.Close()
	if _, err := os.Stat(kept); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("the copy %s is left after Close: %v", kept, err)
	}
}
