package judge

import (
	"fmt"
	"io"
	"strings"
)

// WriteCatalog writes every problem (its name, title and formats) and
// every calling convention (its name, title and the command line its
// judges call, the flags of nqcheck judge first), as the command's
// --list shows them.
func WriteCatalog(w io.Writer) error {
	var b strings.Builder
	b.WriteString("Problems (--problem):\n")
	for _, p := range Problems() {
		fmt.Fprintf(&b, "\n%s: %s\n", p.Name(), p.Title())
		for _, l := range strings.Split(p.Format(), "\n") {
			fmt.Fprintf(&b, "  %s\n", l)
		}
	}
	b.WriteString("\nConventions (--convention), with the arguments the judge passes after the flags:\n")
	for _, cv := range Conventions() {
		fmt.Fprintf(&b, "\n%s: %s\n  nqcheck judge --problem P --convention %s %s\n", cv.Name(), cv.Title(), cv.Name(), cv.Synopsis())
	}
	_, err := io.WriteString(w, b.String())
	return err
}
