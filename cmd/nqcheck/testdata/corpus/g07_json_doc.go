// Command g07 answers with one indented JSON document: the size, the
// count and the solutions as lists of 0-based columns. Usage: g07 N
package main

import (
	"encoding/json"
	"fmt"
	"os"
	"strconv"
)

// Answer is the document printed.
type Answer struct {
	N         int     `json:"n"`
	Count     int     `json:"count"`
	Solutions [][]int `json:"solutions"`
}

func queens(n int) [][]int {
	res := [][]int{}
	var cur []int
	var bt func(cols, d1, d2 int)
	bt = func(cols, d1, d2 int) {
		r := len(cur)
		if r == n {
			res = append(res, append([]int{}, cur...))
			return
		}
		for c := 0; c < n; c++ {
			if cols>>c&1 == 1 || d1>>(r+c)&1 == 1 || d2>>(r-c+n)&1 == 1 {
				continue
			}
			cur = append(cur, c)
			bt(cols|1<<c, d1|1<<(r+c), d2|1<<(r-c+n))
			cur = cur[:r]
		}
	}
	bt(0, 0, 0)
	return res
}

func main() {
	n, _ := strconv.Atoi(os.Args[1])
	a := Answer{N: n, Solutions: queens(n)}
	a.Count = len(a.Solutions)
	if k := len(a.Solutions); k > 0 {
		switch os.Getenv("NQ_FAULT") {
		case "drop":
			a.Solutions = append(a.Solutions[:1], a.Solutions[2:]...)
		case "dup":
			a.Solutions = append(a.Solutions, a.Solutions[1])
		case "move":
			a.Solutions[1][0] = (a.Solutions[1][0] + 1) % n
		case "total":
			a.Count++
		}
	}
	b, err := json.MarshalIndent(a, "", "  ")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Println(string(b))
}
