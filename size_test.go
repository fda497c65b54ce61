package nqcheck

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The size limits of the tree's non-test Go files: a file is read in one
// sitting and a function on one screen or two.
const (
	maxFileLines = 600
	maxFuncLines = 90
)

// TestSizeLimits fails when a non-test Go file (testdata aside) is longer
// than maxFileLines or one of its functions, from func to its closing
// brace, is longer than maxFuncLines: split a long function into named
// steps, a long file by job.
func TestSizeLimits(t *testing.T) {
	err := filepath.WalkDir(".", func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata") && path != "." {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		faults, err := sizeFaults(path, src)
		for _, f := range faults {
			t.Error(f)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
}

// sizeFaults returns what in the Go source src, read from path, exceeds
// the size limits.
func sizeFaults(path string, src []byte) ([]string, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, path, src, 0)
	if err != nil {
		return nil, err
	}
	var faults []string
	lines := bytes.Count(src, []byte("\n"))
	if len(src) > 0 && src[len(src)-1] != '\n' {
		lines++ // a last line without its newline
	}
	if lines > maxFileLines {
		faults = append(faults, fmt.Sprintf("%s has %d lines, more than %d: split it by job", path, lines, maxFileLines))
	}
	for _, d := range f.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok {
			continue
		}
		start, end := fset.Position(fd.Pos()).Line, fset.Position(fd.End()).Line
		if n := end - start + 1; n > maxFuncLines {
			faults = append(faults, fmt.Sprintf("%s:%d: %s has %d lines, more than %d: name its steps as functions", path, start, fd.Name.Name, n, maxFuncLines))
		}
	}
	return faults, nil
}

// TestSizeFaults checks the measure on made-up sources at the limits and
// one line beyond.
func TestSizeFaults(t *testing.T) {
	fn := func(name string, lines int) string {
		return "func " + name + "() {\n" + strings.Repeat("\t_ = 0\n", lines-2) + "}\n"
	}
	pad := func(src string, lines int) string {
		return src + strings.Repeat("\n", lines-strings.Count(src, "\n"))
	}
	for _, c := range []struct {
		name   string
		src    string
		faults int
	}{
		{"function of 90 lines", "package p\n\n" + fn("f", 90), 0},
		{"function of 91 lines", "package p\n\n" + fn("f", 91), 1},
		{"file of 600 lines", pad("package p\n", 600), 0},
		{"file of 601 lines", pad("package p\n", 601), 1},
		{"both", pad("package p\n\n"+fn("g", 120), 700), 2},
	} {
		faults, err := sizeFaults("p.go", []byte(c.src))
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if len(faults) != c.faults {
			t.Errorf("%s: faults %q, want %d", c.name, faults, c.faults)
		}
	}
}

// maxCommandLines is the most lines of cmd/nqcheck's own non-test files
// per command of its table, on average: the command is flags, one call
// and output, and the work is in the packages that own it.
const maxCommandLines = 150

// TestCommandIsWiring fails when cmd/nqcheck's own non-test files hold
// more than maxCommandLines lines per command of the table in main.go.
func TestCommandIsWiring(t *testing.T) {
	files, err := filepath.Glob("cmd/nqcheck/*.go")
	if err != nil {
		t.Fatal(err)
	}
	lines, commands := 0, 0
	for _, path := range files {
		if strings.HasSuffix(path, "_test.go") {
			continue
		}
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		lines += bytes.Count(src, []byte("\n"))
		if filepath.Base(path) != "main.go" {
			continue
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, src, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			if kv, ok := n.(*ast.KeyValueExpr); ok {
				if id, ok := kv.Key.(*ast.Ident); ok && id.Name == "Commands" {
					if list, ok := kv.Value.(*ast.CompositeLit); ok {
						commands += len(list.Elts)
					}
				}
			}
			return true
		})
	}
	if commands == 0 {
		t.Fatal("cmd/nqcheck/main.go: no table of commands (a field Commands) found")
	}
	if lines > maxCommandLines*commands {
		t.Errorf("cmd/nqcheck has %d lines for %d commands, %.0f a command; at most %d: move runs, tables and rows to the packages that own them", lines, commands, float64(lines)/float64(commands), maxCommandLines)
	}
}
