package main

import (
	"context"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/compare"
	"github.com/nqcheck/nqcheck/encode"
	"github.com/nqcheck/nqcheck/sat"
)

// cubesPerWorker is the fewest cubes worth a worker process: small boards
// on many cores start fewer workers than --workers asks for.
const cubesPerWorker = 8

// The SAT witness: every model of the N-Queens CNF, in the engine's order.
// In block mode the CNF has the redundant column clauses (unless
// --column-clauses=false), the board is split into cubes by the queens of
// the first rows, the cubes are enumerated by --workers child processes
// (or in this process), and models arrive in the order the workers return
// them. Enumerate mode runs gophersat's Solver.Enumerate in one worker process
// (which can be killed when the run stops) on the whole plain CNF, the one
// "nqcheck dimacs" prints.
func init() {
	addBoardWitness(&boardWitness{
		name: "sat",
		rank: 20,
		run: func(ctx context.Context, n int, opt *verifyOptions, res *verifyResult, emit func(board.Placement)) error {
			run, err := satEnumerate(ctx, n, encode.Queens(n), opt, emit)
			fields := res.witness("sat")
			fields["mode"] = opt.satMode.String()
			fields["column_clauses"] = run.columnClauses
			fields["workers"] = run.workers
			if opt.satMode == sat.Block {
				fields["cube_rows"] = run.cubeRows
				fields["cubes"] = len(run.cubes)
				fields["solves"] = run.solves
				if err == nil {
					res.satCubes = run.cubes
				}
			}
			return err
		},
	})
}

// satRun describes how satEnumerate ran.
type satRun struct {
	columnClauses bool           // the redundant column clauses were added
	cubeRows      int            // rows each cube fixes (block mode)
	cubes         []compare.Cube // the cubes with the boards returned for each (block mode)
	solves        int            // the engine's Solve calls (block mode)
	workers       int            // worker processes started; 0: in this process
}

// satEnumerate enumerates the models of f, the N-Queens CNF with or
// without further clauses, projected on the placement variables, and
// emits each as a placement in the engine's order. Enumerate mode runs
// gophersat's Solver.Enumerate on f as it is, in one worker process. Block mode
// first adds the redundant column clauses to f (unless
// --column-clauses=false), then splits the board into cubes (satCubes).
func satEnumerate(ctx context.Context, n int, f *encode.CNF, opt *verifyOptions, emit func(board.Placement)) (satRun, error) {
	if opt.satMode != sat.Block {
		// One worker process on the whole formula: the helper cannot be
		// told to stop, but the process can be killed.
		_, err := sat.Parallel(ctx, f, []sat.Cube{{}}, sat.ParallelOptions{Options: sat.Options{Mode: opt.satMode, Project: n * n}, Workers: 1, Start: startSatWorker}, func(_ int, vars []encode.Var) error {
			emit(decode(n, vars))
			return nil
		})
		return satRun{workers: 1}, err
	}
	run := satRun{columnClauses: opt.columnClauses}
	if opt.columnClauses {
		encode.ColumnsTo(f, n)
	}
	var stats []sat.Stats
	var err error
	run.cubeRows, run.cubes, stats, run.workers, err = satCubes(ctx, n, f, opt, func(_ int, p board.Placement) { emit(p) })
	for _, st := range stats {
		run.solves += st.Solves
	}
	return run, err
}

// satCubes enumerates the models of f, an N-Queens CNF with or without
// further clauses, in block mode: split into cubes by the queens of the
// first rows (--cube-rows), each cube enumerated by one of --workers child
// processes or, for one worker, in this process. It calls emit with each
// model's cube and placement in the order they arrive, and returns the
// cube depth, the cubes with their boards, the engine's statistics and the
// number of worker processes started.
func satCubes(ctx context.Context, n int, f *encode.CNF, opt *verifyOptions, emit func(cube int, p board.Placement)) (k int, split []compare.Cube, stats []sat.Stats, workers int, err error) {
	sopt := sat.Options{Mode: sat.Block, Project: n * n}
	k = opt.cubeRows
	if k < 0 {
		k = sat.CubeRows(n)
	}
	k = min(k, n)
	cubes := sat.QueensCubes(n, k)
	split = make([]compare.Cube, len(cubes))
	for i, c := range cubes {
		split[i].Prefix = c.Prefix
	}
	visit := func(i int, vars []encode.Var) error {
		p := decode(n, vars)
		emit(i, p)
		split[i].Boards = append(split[i].Boards, p)
		return nil
	}
	if opt.workers <= 1 {
		stats, err = sat.Split(ctx, f, cubes, sopt, visit)
		return k, split, stats, 0, err
	}
	workers = min(opt.workers, (len(cubes)+cubesPerWorker-1)/cubesPerWorker)
	stats, err = sat.Parallel(ctx, f, cubes, sat.ParallelOptions{Options: sopt, Workers: workers, Start: startSatWorker}, visit)
	return k, split, stats, workers, err
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
