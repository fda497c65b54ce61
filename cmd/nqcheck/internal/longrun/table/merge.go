package table

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/longrun/countplan"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/longrun/shard"
	"github.com/nqcheck/nqcheck/result"
)

// WitnessPath is path with the witness's name before its extension
// (s0.json → s0.join.json), the file of one counter of a sharded row; ""
// stays "".
func WitnessPath(path, witness string) string {
	if path == "" {
		return ""
	}
	ext := filepath.Ext(path)
	return strings.TrimSuffix(path, ext) + "." + witness + ext
}

// Merged is the row of one size to make from result files: its two
// counters, the cheaper first as by default, and their runs by name.
type Merged struct {
	N    int
	Pair [2]countplan.Counter
	Runs map[string]*countplan.Run
	// Notes are what the merges of the files said, in order.
	Notes []string
}

// IncompleteError is a merge whose files do not make a whole run: Err
// says why, and Findings whether the files disagree (rather than miss
// units).
type IncompleteError struct {
	Err      error
	Findings bool
}

// Error returns the reason the files make no whole run.
func (e *IncompleteError) Error() string { return e.Err.Error() }

// MergeFiles reads the result files at args (files or directories), which
// must be those of two counters' plans (count) of one size, and merges
// each plan's. An error is an *IncompleteError when a plan's files do not
// make a whole run, and else one of the input; Notes holds what the
// merges said until then.
func MergeFiles(args []string) (Merged, error) {
	m := Merged{Runs: map[string]*countplan.Run{}}
	groups, err := planGroups(args)
	if err != nil {
		return m, err
	}
	var names []string
	for _, g := range groups {
		pm, err := countplan.MergeFiles(g.paths, g.id)
		if err != nil {
			return m, err
		}
		m.Notes = append(m.Notes, pm.Notes...)
		run, err := pm.Run()
		if err != nil {
			return m, &IncompleteError{Err: err, Findings: pm.Findings}
		}
		m.Runs[g.id.Method] = run
		names = append(names, g.id.Method)
	}
	if m.Pair, err = countplan.ParsePair(strings.Join(names, ",")); err != nil {
		return m, err
	}
	m.N = groups[0].id.N
	if m.Pair[1].Cost(m.N) < m.Pair[0].Cost(m.N) {
		m.Pair[0], m.Pair[1] = m.Pair[1], m.Pair[0]
	}
	return m, nil
}

// planGroup is the result files of one plan.
type planGroup struct {
	id    result.PlanID
	paths []string
}

// planGroups reads the plan of each result file at args (files or
// directories) and groups them by plan, in order of first appearance:
// two plans of count, of one size.
func planGroups(args []string) ([]planGroup, error) {
	paths, err := shard.Paths(args)
	if err != nil {
		return nil, err
	}
	var groups []planGroup
	for _, p := range paths {
		id, err := shard.ReadPlan(p)
		if err != nil {
			return nil, err
		}
		i := 0
		for i < len(groups) && groups[i].id != id {
			i++
		}
		if i == len(groups) {
			groups = append(groups, planGroup{id: id})
		}
		groups[i].paths = append(groups[i].paths, p)
	}
	var ids []string
	for _, g := range groups {
		ids = append(ids, g.id.String())
	}
	if len(groups) != 2 || groups[0].id.Command != "count" || groups[1].id.Command != "count" || groups[0].id.N != groups[1].id.N {
		return nil, fmt.Errorf("the files hold the plans %s; a row takes the files of two counters' plans (count) of one size", strings.Join(ids, ", "))
	}
	return groups, nil
}
