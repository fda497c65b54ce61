package solveraudit

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/toolaudit/cpmodel"
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
	out := append(satPresets(), modelPresets()...)
	slices.SortFunc(out, func(a, b Preset) int { return strings.Compare(a.Name, b.Name) })
	return out
}

// satPresets returns the presets of SAT solvers.
func satPresets() []Preset {
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

// LookupPreset returns the preset named name (minizinc:SOLVER for
// MiniZinc with another of its solvers).
func LookupPreset(name string) (Preset, error) {
	if p, ok := lookupMiniZinc(name); ok {
		return p, nil
	}
	for _, p := range Presets() {
		if p.Name == name {
			return p, nil
		}
	}
	return Preset{}, fmt.Errorf("unknown preset %q (want one of %s, or minizinc:SOLVER)", name, PresetNames())
}

// PresetTools returns the tools of the named presets, in order, and each
// one's largest meant board size (Preset.MaxN) by tool name. Names are
// trimmed of spaces. The internal preset enumerates with enumerate (the
// command's gophersat, which this package does not import); every other
// preset's program must be found by lookPath. The error names the preset
// given twice, unknown or not found (with its Debian package).
func PresetTools(names []string, enumerate Enumerator, lookPath func(string) (string, error)) ([]Tool, map[string]int, error) {
	var tools []Tool
	maxN := map[string]int{}
	seen := map[string]bool{}
	for _, name := range names {
		name = strings.TrimSpace(name)
		p, err := LookupPreset(name)
		if err != nil {
			return nil, nil, err
		}
		if seen[name] {
			return nil, nil, fmt.Errorf("preset %s is given twice", name)
		}
		seen[name] = true
		tool := p.Tool
		if tool.Driver == Internal {
			tool.Enumerate = enumerate
		} else if _, err := lookPath(tool.Path); err != nil {
			hint := ""
			if p.Package != "" {
				hint = fmt.Sprintf(" (Debian package %s)", p.Package)
			}
			return nil, nil, fmt.Errorf("preset %s: cannot find %s%s: %v", name, tool.Path, hint, err)
		}
		maxN[tool.Name] = p.MaxN
		tools = append(tools, tool)
	}
	return tools, maxN, nil
}

// Choice is the tools an audit is asked for: presets by name, and a
// command of its own.
type Choice struct {
	// Presets are preset names (see PresetTools).
	Presets []string
	// Command is a program and its arguments; none for no command.
	Command []string
	// Name names the command's tool; "" means its program's base name.
	Name string
	// Counter makes the command a model counter (Tool.Counter); Blocking
	// calls it once per model (the Blocking driver, else AllModels).
	Counter, Blocking bool
	// Language is what the command reads (see commandDriver).
	Language cpmodel.Language
}

// Tools returns the tools ch names, the command's first, then the
// presets' in order, and a warning for each preset meant for boards up to
// a size (Preset.MaxN) below the largest of sizes. The internal preset
// enumerates with enumerate; lookPath must find every program. The error
// names the program that cannot be run, or the preset (PresetTools).
func (ch Choice) Tools(sizes []int, enumerate Enumerator, lookPath func(string) (string, error)) ([]Tool, []string, error) {
	var tools []Tool
	if len(ch.Command) > 0 {
		path := ch.Command[0]
		if _, err := lookPath(path); err != nil {
			return nil, nil, fmt.Errorf("cannot run %s: %v", path, err)
		}
		tool := Tool{Name: ch.Name, Driver: AllModels, Path: path, Args: ch.Command[1:], Counter: ch.Counter, Language: ch.Language}
		if tool.Name == "" {
			tool.Name = filepath.Base(path)
		}
		if ch.Blocking {
			tool.Driver = Blocking
		}
		if err := ch.commandDriver(&tool); err != nil {
			return nil, nil, err
		}
		tools = append(tools, tool)
	}
	presets, maxN, err := PresetTools(ch.Presets, enumerate, lookPath)
	if err != nil {
		return nil, nil, err
	}
	tools = append(tools, presets...)
	var warnings []string
	for _, tool := range tools {
		if m := maxN[tool.Name]; m > 0 && len(sizes) > 0 && slices.Max(sizes) > m {
			warnings = append(warnings, fmt.Sprintf("%s calls the solver once per model; above n = %d that takes long", tool.Name, m))
		}
	}
	return tools, warnings, nil
}
