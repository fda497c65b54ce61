package main

import (
	"context"

	"github.com/nqcheck/nqcheck/compare"
)

// The per-cube cross-check of the SAT witness against the DFS witness:
// every SAT model lies in the cube it was returned for, and each cube
// holds as many SAT models as DFS solutions with its prefix. It runs when
// the SAT witness split the board (block mode).
func init() {
	addVerifyStep(&verifyStep{
		name: "cubes",
		rank: 20,
		run: func(_ context.Context, n int, _ *verifyOptions, res *verifyResult) error {
			cubes := res.satCubes
			if cubes == nil {
				return nil
			}
			dfsBoards, ok := res.boards["dfs"]
			if !ok {
				return nil
			}
			for _, c := range compare.Cubes(n, "sat", cubes, "dfs", dfsBoards) {
				res.report.Add(c)
			}
			return nil
		},
	})
}
