package solveraudit

import (
	"fmt"
	"strings"
)

// Preset is a known tool with the arguments that make it print every
// model (or call it once per model), so that nobody has to remember them.
type Preset struct {
	// Name is the preset's name on the command line.
	Name string
	// Tool is the tool it runs; an Internal preset's Enumerate is left
	// for the caller to set.
	Tool Tool
	// Package names the Debian package that provides the program.
	Package string
	// MaxN is the largest board size the preset is meant for (the
	// blocking loop calls the solver once per model); 0 means no bound.
	MaxN int
}

// bigMaxSol is the --maxsol given to cryptominisat5: far above any count
// an audit can reach.
const bigMaxSol = "1000000000"

// Presets returns the known presets, sorted by name.
func Presets() []Preset {
	return []Preset{
		{Name: "cadical", Package: "cadical", MaxN: 9, Tool: Tool{Name: "cadical", Driver: Blocking, Path: "cadical", Args: []string{"-q", FileArg}}},
		{Name: "clasp", Package: "clasp", Tool: Tool{Name: "clasp", Driver: AllModels, Path: "clasp", Args: []string{"-n", "0"}}},
		{Name: "cryptominisat", Package: "cryptominisat", Tool: Tool{Name: "cryptominisat", Driver: AllModels, Path: "cryptominisat5",
			Args: []string{"--verb", "0", "--maxsol", bigMaxSol, FileArg}}},
		{Name: "gophersat", Tool: Tool{Name: "gophersat", Driver: Internal}},
		{Name: "minisat", Package: "minisat", MaxN: 9, Tool: Tool{Name: "minisat", Driver: Blocking, Path: "minisat", Args: []string{"-verb=0", FileArg, OutArg}}},
		{Name: "picosat", Package: "picosat", Tool: Tool{Name: "picosat", Driver: AllModels, Path: "picosat", Args: []string{"--all", FileArg}}},
	}
}

// PresetNames returns the presets' names, comma-separated.
func PresetNames() string {
	var names []string
	for _, p := range Presets() {
		names = append(names, p.Name)
	}
	return strings.Join(names, ", ")
}

// LookupPreset returns the preset named name.
func LookupPreset(name string) (Preset, error) {
	for _, p := range Presets() {
		if p.Name == name {
			return p, nil
		}
	}
	return Preset{}, fmt.Errorf("unknown preset %q (want one of %s)", name, PresetNames())
}
