package main

import (
	"context"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/encode"
	"github.com/nqcheck/nqcheck/sat"
)

// The SAT witness: every model of the N-Queens CNF, in the engine's order.
func init() {
	addBoardWitness(&boardWitness{
		name: "sat",
		rank: 20,
		run: func(ctx context.Context, n int, opt *verifyOptions, emit func(board.Placement)) (map[string]any, error) {
			_, err := sat.Models(ctx, encode.Queens(n), sat.Options{Mode: opt.satMode, Project: n * n}, func(vars []encode.Var) error {
				emit(decode(n, vars))
				return nil
			})
			return map[string]any{"mode": opt.satMode.String()}, err
		},
	})
}

// decode turns a model's true placement variables into the cells that hold
// a queen. Every variable of a projected model lies in 1..n².
func decode(n int, vars []encode.Var) board.Placement {
	p := make(board.Placement, 0, len(vars))
	for _, v := range vars {
		if r, c, ok := encode.Square(n, v); ok {
			p = append(p, board.Cell{Row: r, Col: c})
		}
	}
	return p
}
