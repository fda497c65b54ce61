package main

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/compare"
	"github.com/nqcheck/nqcheck/dfs"
	"github.com/nqcheck/nqcheck/encode"
)

// The symmetry witnesses: the class count and its split by symmetry, found
// independently on both sides. The DFS side searches the solutions fixed by
// the 90° and 180° rotations by placing whole orbits of queens and splits
// the classes from its canonicalised solutions; the SAT side enumerates the
// models of the N-Queens CNF with invariance clauses (fix90, fix180, and the
// classes by Burnside's lemma) and of the lex-leader CNF (one model per
// class). compare then checks Burnside's lemma on each side, the lex-leader
// set against the DFS canonical forms, the fixed solutions of both sides and
// the class split.
func init() {
	addVerifyStep(&verifyStep{name: "symmetry", rank: 100, run: runSymmetry})
}

// These are the methods the symmetry step uses. They are variables so that
// tests can inject a fault into one method and watch the checks catch it.
var (
	// lexLeaderSymmetries are the symmetries the lex-leader CNF breaks.
	lexLeaderSymmetries = encode.NonIdentity
	// satFixedCNF builds the CNF whose models are the solutions fixed by g.
	satFixedCNF = encode.Fixed
	// dfsFixedSearch searches the solutions fixed by g.
	dfsFixedSearch = dfs.FixedSolutions
)

// fixedRotations are the symmetries whose fixed solutions both sides count.
var fixedRotations = [2]board.Symmetry{board.Rot90, board.Rot180}

func runSymmetry(ctx context.Context, n int, opt *verifyOptions, res *verifyResult) error {
	// DFS: the solutions fixed by each rotation, by the symmetric search.
	t := time.Now()
	var dfsFixed [2][]board.Placement
	for i, g := range fixedRotations {
		_, err := dfsFixedSearch(n, g, func(s board.Solution) bool {
			dfsFixed[i] = append(dfsFixed[i], s.Placement())
			return ctx.Err() == nil
		})
		if err == nil {
			err = ctx.Err()
		}
		if err != nil {
			return fmt.Errorf("dfs fixed by %v: %w", g, err)
		}
	}
	dfsSecs := time.Since(t).Seconds()

	// SAT: the models of the CNF with invariance clauses, for each rotation.
	t = time.Now()
	var satFixed [2][]board.Placement
	for i, g := range fixedRotations {
		var err error
		if satFixed[i], err = satBoards(ctx, n, satFixedCNF(n, g), opt); err != nil {
			return fmt.Errorf("sat fixed by %v: %w", g, err)
		}
	}
	burnsideSecs := time.Since(t).Seconds()

	// SAT: the models of the lex-leader CNF, projected on the placement.
	t = time.Now()
	lex, err := satBoards(ctx, n, encode.LexLeader(n, lexLeaderSymmetries), opt)
	if err != nil {
		return fmt.Errorf("sat lex-leader: %w", err)
	}
	lexSecs := time.Since(t).Seconds()

	dfsF := compare.Fixed{Fix90: len(dfsFixed[0]), Fix180: len(dfsFixed[1])}
	satF := compare.Fixed{Fix90: len(satFixed[0]), Fix180: len(satFixed[1])}
	lexClasses := distinctValid(n, lex)

	// The JSON figures of each method.
	e := res.witness("sat-lexleader")
	e["count"] = len(lex)
	e["classes"] = lexClasses
	e["seconds"] = round(lexSecs)
	e = res.witness("sat-burnside")
	e["fix90"] = satF.Fix90
	e["fix180"] = satF.Fix180
	e["classes"] = nil
	e["seconds"] = round(burnsideSecs)
	satSum, haveSat := res.summary("sat")
	satClasses, satWhole := compare.BurnsideClasses(n, satSum.Count, satF)
	if haveSat && satWhole {
		e["classes"] = satClasses
	}
	dfsSum, haveDFS := res.summary("dfs")
	e = res.witness("dfs")
	e["fix90"] = dfsF.Fix90
	e["fix180"] = dfsF.Fix180
	e["fixed_seconds"] = round(dfsSecs)
	if haveDFS {
		e["classes_by_symmetry"] = dfsSum.Orbits.Split()
	}

	// The checks.
	rep := res.report
	if haveSat {
		rep.Add(compare.Burnside(n, "sat-burnside", satSum.Count, satF, "sat-lexleader", lexClasses))
	}
	if haveDFS {
		rep.Add(compare.Burnside(n, "dfs", dfsSum.Count, dfsF, "dfs", dfsSum.Classes))
		rep.Add(compare.LexLeader(n, "sat-lexleader", lex, "dfs", compare.CanonicalForms(n, res.boards["dfs"])))
	}
	for i, g := range fixedRotations {
		rep.Add(compare.FixedSet(n, g, "sat-burnside", satFixed[i], "dfs", dfsFixed[i]))
	}
	if haveDFS {
		rep.Add(compare.ClassSplit(n, "dfs", dfsSum.Orbits, "dfs", dfsSum.Count, dfsF))
		if haveSat {
			rep.Add(compare.ClassSplit(n, "dfs", dfsSum.Orbits, "sat-burnside", satSum.Count, satF))
		}
	}

	// The text lines under the board size's line.
	if haveDFS {
		res.notes = append(res.notes,
			classSentence(dfsSum),
			fmt.Sprintf("dfs: orbits %v; symmetric search fix90 %d, fix180 %d", dfsSum.Orbits, dfsF.Fix90, dfsF.Fix180))
	}
	if haveSat {
		line := fmt.Sprintf("sat: fix90 %d, fix180 %d; Burnside ", satF.Fix90, satF.Fix180)
		formula := compare.BurnsideFormula(n, satSum.Count, satF)
		if satWhole {
			line += fmt.Sprintf("%s/8 = %s", formula, countNoun(satClasses, "class", "classes"))
		} else {
			line += fmt.Sprintf("%s/8 is not a whole number", formula)
		}
		res.notes = append(res.notes, line)
	}
	res.notes = append(res.notes, fmt.Sprintf("sat: lex-leader %s, %s", countNoun(len(lex), "model", "models"), countNoun(lexClasses, "class", "classes")))
	return nil
}

// satBoards enumerates the models of f projected on the placement
// variables, as the SAT witness does (satEnumerate), and returns them as
// placements in the engine's order.
func satBoards(ctx context.Context, n int, f *encode.CNF, opt *verifyOptions) ([]board.Placement, error) {
	var out []board.Placement
	_, err := satEnumerate(ctx, n, f, opt, func(p board.Placement) { out = append(out, p) })
	return out, err
}

// distinctValid counts the distinct boards among boards that are
// solutions.
func distinctValid(n int, boards []board.Placement) int {
	seen := map[string]bool{}
	for _, p := range boards {
		if s, ok := p.Solution(n); ok && compare.Valid(n, p) == nil {
			seen[s.Key()] = true
		}
	}
	return len(seen)
}

// classSentence says how the classes split by symmetry: "92 solutions, 12
// classes = 11 without symmetry + 1 with 180° symmetry".
func classSentence(s compare.Summary) string {
	line := fmt.Sprintf("%s, %s", countNoun(s.Count, "solution", "solutions"), countNoun(s.Classes, "class", "classes"))
	var terms []string
	for _, t := range []struct {
		count int
		what  string
	}{
		{s.Orbits.Eight, "without symmetry"},
		{s.Orbits.Four, "with 180° symmetry"},
		{s.Orbits.Two, "with 90° symmetry"},
		{s.Orbits.One, "with every symmetry"},
	} {
		if t.count > 0 {
			terms = append(terms, fmt.Sprintf("%d %s", t.count, t.what))
		}
	}
	if len(terms) > 0 {
		line += " = " + strings.Join(terms, " + ")
	}
	return line
}

func countNoun(k int, one, many string) string {
	if k == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", k, many)
}
