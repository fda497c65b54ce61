// Command g06 writes each solution in chess notation, one queen per rank
// from rank 1 up: the file letter is the queen's column. Usage: g06 N
package main

import (
	"fmt"
	"os"
	"strconv"
	"strings"
)

func main() {
	n, _ := strconv.Atoi(os.Args[1])
	fault := os.Getenv("NQ_FAULT")
	q := make([]int, n)
	seen := 0
	var try func(r int)
	try = func(r int) {
		if r == n {
			seen++
			sq := make([]string, n)
			for i, c := range q {
				if seen == 1 && fault == "move" && i == 0 {
					c = (c + 1) % n
				}
				sq[i] = fmt.Sprintf("%c%d", 'a'+c, i+1)
			}
			line := strings.Join(sq, " ")
			if seen == 1 && fault == "drop" {
				return
			}
			if seen == 1 && fault == "dup" {
				fmt.Println(line)
			}
			fmt.Println(line)
			return
		}
		for c := 0; c < n; c++ {
			ok := true
			for i := 0; i < r; i++ {
				if q[i] == c || r-i == c-q[i] || r-i == q[i]-c {
					ok = false
				}
			}
			if ok {
				q[r] = c
				try(r + 1)
			}
		}
	}
	try(0)
}
