package solveraudit

import (
	"fmt"
	"slices"
	"strings"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/toolaudit/cpmodel"
	"github.com/nqcheck/nqcheck/encode"
)

// miniZincPreset is the prefix of the preset "minizinc:SOLVER", MiniZinc
// with another of its installed solvers.
const miniZincPreset = "minizinc:"

// modelPresets returns the presets of constraint and SMT solvers: MiniZinc
// with Gecode, printing every solution; z3 and cvc5 driven as one
// incremental session on their standard input (measured faster than one
// run per model, see docs/solvers.md), one check-sat per model, so meant
// for n up to 9.
func modelPresets() []Preset {
	return []Preset{
		{Name: "cvc5", Package: "cvc5", MaxN: 9, Tool: Tool{Name: "cvc5", Driver: Incremental, Language: cpmodel.SMTLIB, Path: "cvc5",
			Args: []string{"--incremental", "--lang", "smt2"}}},
		miniZinc("gecode"),
		{Name: "z3", Package: "z3", MaxN: 9, Tool: Tool{Name: "z3", Driver: Incremental, Language: cpmodel.SMTLIB, Path: "z3", Args: []string{"-in"}}},
	}
}

// miniZinc returns the MiniZinc preset with solver: named minizinc for
// Gecode, else minizinc:SOLVER.
func miniZinc(solver string) Preset {
	name := "minizinc"
	if solver != "gecode" {
		name = miniZincPreset + solver
	}
	return Preset{Name: name, Package: "minizinc", Tool: Tool{Name: name, Driver: AllModels, Language: cpmodel.MiniZinc, Path: "minizinc",
		Args: []string{"--solver", solver, "--all-solutions", "--statistics", FileArg}}}
}

// lookupMiniZinc returns the preset minizinc:SOLVER when name is one.
func lookupMiniZinc(name string) (Preset, bool) {
	solver, ok := strings.CutPrefix(name, miniZincPreset)
	if !ok || solver == "" || strings.ContainsAny(solver, " \t") {
		return Preset{}, false
	}
	return miniZinc(solver), true
}

// commandDriver sets the driver of a command that reads a model language:
// a MiniZinc command prints every solution of one run; an SMT-LIB command
// is one incremental session on its standard input, or with Blocking one
// run per model (the script in the file {} stands for, else on standard
// input). The error says which flags do not fit the language.
func (ch Choice) commandDriver(tool *Tool) error {
	if ch.Language == cpmodel.DIMACS {
		return nil
	}
	if ch.Counter {
		return fmt.Errorf("--counter reads a DIMACS model count; a %s command prints solutions", ch.Language)
	}
	hasFile := slices.ContainsFunc(tool.Args, func(a string) bool { return strings.Contains(a, FileArg) })
	switch {
	case ch.Language == cpmodel.MiniZinc && ch.Blocking:
		return fmt.Errorf("--blocking: a MiniZinc command prints every solution in one run (--all-solutions)")
	case ch.Language == cpmodel.MiniZinc && !hasFile:
		return fmt.Errorf("a MiniZinc command reads the model from a file: put {} where its path goes")
	case ch.Language == cpmodel.SMTLIB && !ch.Blocking && hasFile:
		return fmt.Errorf("an SMT-LIB command is driven as one incremental session on its standard input: drop {}, or give --blocking for one run per model")
	case ch.Language == cpmodel.SMTLIB && !ch.Blocking:
		tool.Driver = Incremental
	}
	return nil
}

// ParseFamilies reads the comma-separated encodings of --encodings for the
// languages tools read: "all" gives every CNF encoding (when a tool reads
// DIMACS) and every model of each other language read; otherwise each
// name selects the encodings of that name in every language read, and
// must name one in at least one of them.
func ParseFamilies(list string, tools []Tool) ([]encode.Encoding, []cpmodel.Encoding, error) {
	langs := map[cpmodel.Language]bool{}
	for _, t := range tools {
		langs[t.Language] = true
	}
	var cnf []encode.Encoding
	var models []cpmodel.Encoding
	if strings.TrimSpace(list) == "all" {
		if langs[cpmodel.DIMACS] {
			cnf = encode.Encodings()
		}
		for _, l := range cpmodel.Languages() {
			if langs[l] {
				models = append(models, cpmodel.Encodings(l)...)
			}
		}
		return cnf, models, nil
	}
	seen := map[string]bool{}
	for _, item := range strings.Split(list, ",") {
		name := strings.TrimSpace(item)
		if seen[name] {
			return nil, nil, fmt.Errorf("encoding %s is given twice", name)
		}
		seen[name] = true
		found := false
		if e, err := encode.ParseEncoding(name); err == nil && langs[cpmodel.DIMACS] {
			cnf, found = append(cnf, e), true
		}
		for _, l := range cpmodel.Languages() {
			if e, err := cpmodel.ParseEncoding(l, name); err == nil && langs[l] {
				models, found = append(models, e), true
			}
		}
		if !found {
			var known []string
			for _, l := range cpmodel.Languages() {
				if langs[l] {
					known = append(known, l.String()+": "+strings.Join(encodingNames(l), ", "))
				}
			}
			return nil, nil, fmt.Errorf("unknown encoding %q for the languages the tools read (%s)", name, strings.Join(known, "; "))
		}
	}
	return cnf, models, nil
}

// encodingNames returns the names of language l's family.
func encodingNames(l cpmodel.Language) []string {
	var names []string
	if l == cpmodel.DIMACS {
		for _, e := range encode.Encodings() {
			names = append(names, e.String())
		}
		return names
	}
	for _, e := range cpmodel.Encodings(l) {
		names = append(names, e.Name)
	}
	return names
}
