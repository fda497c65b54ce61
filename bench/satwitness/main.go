package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"os/signal"
	"time"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/encode"
	"github.com/nqcheck/nqcheck/sat"
)

func main() {
	n := flag.Int("n", 12, "board size")
	workers := flag.Int("workers", 2, "worker processes")
	cubeRows := flag.Int("cube-rows", -1, "rows each cube fixes; -1 picks as verify does")
	nqcheck := flag.String("nqcheck", "nqcheck", "the nqcheck binary whose sat-worker command the workers run")
	dimacs := flag.Bool("dimacs", false, "print the CNF the witness solves and exit")
	flag.Parse()
	if *n < 1 || *n > 32 {
		fmt.Fprintln(os.Stderr, "satwitness: -n must be 1 to 32")
		os.Exit(2)
	}
	f := encode.Queens(*n)
	encode.ColumnsTo(f, *n)
	if *dimacs {
		if err := encode.WriteDIMACS(os.Stdout, f); err != nil {
			fmt.Fprintln(os.Stderr, "satwitness:", err)
			os.Exit(1)
		}
		return
	}
	k := *cubeRows
	if k < 0 {
		k = board.CubeRows(*n)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	start := time.Now()
	models := 0
	cubes := sat.QueensCubes(*n, k)
	_, err := sat.Parallel(ctx, f, cubes, sat.ParallelOptions{
		Options: sat.Options{Mode: sat.Block, Project: *n * *n},
		Workers: *workers,
		Start:   func() (*exec.Cmd, error) { return exec.Command(*nqcheck, "sat-worker"), nil },
	}, func(int, []encode.Var) error {
		models++
		return nil
	})
	if err != nil {
		fmt.Fprintln(os.Stderr, "satwitness:", err)
		os.Exit(1)
	}
	fmt.Printf("%d %.3f\n", models, time.Since(start).Seconds())
}
