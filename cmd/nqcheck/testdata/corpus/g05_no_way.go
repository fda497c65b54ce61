// Command g05 prints the boards with Q and -, or a sentence saying that
// there is no way to place the queens. Usage: g05 N
package main

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
)

func main() {
	n, _ := strconv.Atoi(os.Args[1])
	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()
	var sols [][]int
	pos := make([]int, n)
	var rec func(r int, cols, dl, dr uint32)
	rec = func(r int, cols, dl, dr uint32) {
		if r == n {
			sols = append(sols, append([]int(nil), pos...))
			return
		}
		for c := 0; c < n; c++ {
			bit := uint32(1) << c
			if cols&bit != 0 || dl&(1<<(r+c)) != 0 || dr&(1<<(r-c+n)) != 0 {
				continue
			}
			pos[r] = c
			rec(r+1, cols|bit, dl|1<<(r+c), dr|1<<(r-c+n))
		}
	}
	rec(0, 0, 0, 0)
	if len(sols) == 0 {
		fmt.Fprintf(w, "no way to place %d queens on board of size %dx%d\n", n, n, n)
		return
	}
	fault := os.Getenv("NQ_FAULT")
	mid := len(sols) / 2
	for i, s := range sols {
		times := 1
		if i == mid {
			switch fault {
			case "drop":
				times = 0
			case "dup":
				times = 2
			case "move":
				s[1] = (s[1] + n - 1) % n
			}
		}
		for ; times > 0; times-- {
			for _, c := range s {
				for j := 0; j < n; j++ {
					if j == c {
						w.WriteString("Q")
					} else {
						w.WriteString("-")
					}
				}
				w.WriteString("\n")
			}
			w.WriteString("\n")
		}
	}
}
