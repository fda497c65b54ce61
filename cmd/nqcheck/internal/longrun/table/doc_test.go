package table

import (
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// TestDocColumns checks that the column list of the package doc names the
// columns a CSV writer with seconds writes (every column of the text
// formats), in the same order.
func TestDocColumns(t *testing.T) {
	t.Parallel()
	src, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	// A line of the list is indented by one tab and starts with the
	// column's name (or names, separated by ", ") and two spaces; its
	// continuation lines start with spaces.
	line := regexp.MustCompile(`^//\t([a-z0-9_]+(?:, [a-z0-9_]+)*)  `)
	var documented []string
	for _, l := range strings.Split(string(src), "\n") {
		if m := line.FindStringSubmatch(l); m != nil {
			documented = append(documented, strings.Split(m[1], ", ")...)
		}
	}
	written := (&Writer{opt: Options{Format: CSV}}).columns()
	if !slices.Equal(documented, written) {
		t.Errorf("doc.go names the columns\n%q\nthe writer writes\n%q", documented, written)
	}
}
