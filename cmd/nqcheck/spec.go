package main

import "github.com/nqcheck/nqcheck/board"

// parseSpec parses -n: board.ParseSizes.
func parseSpec(spec string) ([]int, error) { return board.ParseSizes(spec) }

// parseSize parses one board size: board.ParseSize.
func parseSize(s string) (int, error) { return board.ParseSize(s) }
