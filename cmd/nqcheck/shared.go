package main

import (
	"encoding/json"
	"io"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/encode"
)

// round keeps times to the millisecond in the JSON output.
func round(s float64) float64 {
	return float64(int64(s*1000+0.5)) / 1000
}

func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
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
