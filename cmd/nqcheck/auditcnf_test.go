package main

import (
	"path/filepath"
	"slices"
	"testing"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/cli"
	"github.com/nqcheck/nqcheck/encode"
)

// TestAuditCNFExitCodes runs the command on files.
func TestAuditCNFExitCodes(t *testing.T) {
	dir := t.TempDir()
	q5 := writeCNF(t, dir, "q5.cnf", encode.Queens(5))
	// x26 <-> x1: one auxiliary variable.
	aux5 := encode.Queens(5)
	aux5.Add(encode.Clause{-26, 1})
	aux5.Add(encode.Clause{26, -1})
	seq5 := writeCNF(t, dir, "aux5.cnf", aux5)
	colmajor := writeCNF(t, dir, "col.cnf", encode.Remap(aux5, encode.ColumnMajor(5)))
	q6 := encode.Queens(6)
	cut := &encode.CNF{Vars: q6.Vars}
	for _, c := range q6.Clauses {
		if !slices.Equal(c, encode.Clause{-1, -8}) {
			cut.Add(c)
		}
	}
	broken := writeCNF(t, dir, "broken.cnf", cut)
	malformed := writeFile(t, dir, "malformed.cnf", "p cnf 25 2\n1 2 0\n3 x 0\n")
	unterminated := writeFile(t, dir, "unterminated.cnf", "p cnf 25 1\n1 2\n")
	member, err := encode.Build(6, encode.Pairwise)
	if err != nil {
		t.Fatal(err)
	}
	shuffled := writeCNF(t, dir, "shuffled.cnf", member.Shuffle(1).CNF) // as nqcheck dimacs -n 6 --shuffle 1 prints it
	tests := []struct {
		name   string
		args   []string
		code   int
		stdout string
		stderr string
	}{
		{"own encoding", []string{"-n", "5", q5}, cli.ExitOK, "verdict: an exact N-Queens encoding", ""},
		{"auxiliary variable", []string{"-n", "5", seq5}, cli.ExitOK, "(25 placement, 1 auxiliary)", ""},
		{"column-major with --map", []string{"-n", "5", "--map", "colmajor", colmajor}, cli.ExitOK, "numbering colmajor", ""},
		{"shuffled, read through its show line", []string{"-n", "6", shuffled}, cli.ExitOK, "verdict: an exact N-Queens encoding", ""},
		{"diagonal removed", []string{"-n", "6", broken}, cli.ExitMismatch, "NOT an exact", ""},
		{"malformed", []string{"-n", "5", malformed}, cli.ExitUsage, "", `malformed DIMACS: line 3: "x" is not an integer literal`},
		{"unterminated", []string{"-n", "5", unterminated}, cli.ExitUsage, "", "line 2: clause is not terminated by 0"},
		{"too few variables", []string{"-n", "6", q5}, cli.ExitUsage, "", "the header declares 25 variables, fewer than the 36 placement variables of n = 6"},
		{"no file", []string{"-n", "5"}, cli.ExitUsage, "", "no CNF file given"},
		{"two files", []string{"-n", "5", q5, q5}, cli.ExitUsage, "", "audit-cnf reads one file"},
		{"missing file", []string{"-n", "5", filepath.Join(dir, "nope.cnf")}, cli.ExitUsage, "", "cannot read the CNF"},
		{"no n", []string{q5}, cli.ExitUsage, "", "-n is required"},
		{"bad map", []string{"-n", "5", "--map", "diagonal", q5}, cli.ExitUsage, "", `unknown numbering "diagonal"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			checkRun(t, append([]string{"audit-cnf"}, tt.args...), tt.code, tt.stdout, tt.stderr)
		})
	}
}
