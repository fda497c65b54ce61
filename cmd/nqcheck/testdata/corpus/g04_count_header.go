// Command g04 finds the solutions with one goroutine per column of the
// first row, prints how many there are and then each one as 0-based
// columns separated by spaces. Usage: g04 N
package main

import (
	"fmt"
	"os"
	"sort"
	"strconv"
	"strings"
	"sync"
)

func extend(n int, cols []int, out *[][]int) {
	r := len(cols)
	if r == n {
		*out = append(*out, append([]int(nil), cols...))
		return
	}
	for c := 0; c < n; c++ {
		ok := true
		for i, q := range cols {
			if q == c || q-c == r-i || c-q == r-i {
				ok = false
				break
			}
		}
		if ok {
			extend(n, append(cols, c), out)
		}
	}
}

func main() {
	n, _ := strconv.Atoi(os.Args[1])
	parts := make([][][]int, n)
	var wg sync.WaitGroup
	for c := 0; c < n; c++ {
		wg.Add(1)
		go func(c int) {
			defer wg.Done()
			extend(n, []int{c}, &parts[c])
		}(c)
	}
	wg.Wait()
	var all [][]int
	for _, p := range parts {
		all = append(all, p...)
	}
	sort.Slice(all, func(i, j int) bool {
		for k := range all[i] {
			if all[i][k] != all[j][k] {
				return all[i][k] < all[j][k]
			}
		}
		return false
	})
	count := len(all)
	switch os.Getenv("NQ_FAULT") {
	case "total":
		count++
	case "drop":
		all = all[:len(all)-1]
	case "dup":
		all = append(all, all[len(all)-1])
	case "move":
		all[0][0] = (all[0][0] + 1) % n
	}
	fmt.Printf("%d solutions\n", count)
	for _, s := range all {
		var b strings.Builder
		for _, c := range s {
			fmt.Fprintf(&b, "%d ", c)
		}
		fmt.Println(b.String())
	}
}
