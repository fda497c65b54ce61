package unlocktest

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// Classic is the exercise's textbook solution, written apart from unlock.Count:
// a recursive search over a visited array that records each stroke in a
// 10×10 matrix and checks, at each length of 4 or more, that every seen
// segment was drawn.
func Classic(segs [][2]int) int {
	skip := [10][10]int{}
	skip[1][3], skip[3][1] = 2, 2
	skip[4][6], skip[6][4] = 5, 5
	skip[7][9], skip[9][7] = 8, 8
	skip[1][7], skip[7][1] = 4, 4
	skip[2][8], skip[8][2] = 5, 5
	skip[3][9], skip[9][3] = 6, 6
	skip[1][9], skip[9][1] = 5, 5
	skip[3][7], skip[7][3] = 5, 5
	var visited [10]bool
	var drawn [10][10]int
	total := 0
	var dfs func(cur, depth int)
	dfs = func(cur, depth int) {
		if depth >= 4 {
			ok := true
			for _, s := range segs {
				if drawn[s[0]][s[1]] == 0 {
					ok = false
					break
				}
			}
			if ok {
				total++
			}
		}
		for next := 1; next <= 9; next++ {
			if visited[next] || (skip[cur][next] != 0 && !visited[skip[cur][next]]) {
				continue
			}
			visited[next] = true
			drawn[cur][next]++
			drawn[next][cur]++
			dfs(next, depth+1)
			drawn[cur][next]--
			drawn[next][cur]--
			visited[next] = false
		}
	}
	for start := 1; start <= 9; start++ {
		visited[start] = true
		dfs(start, 1)
		visited[start] = false
	}
	return total
}

// RandomInput returns an input of cases random cases, each of distinct
// segments, and the segments of each.
func RandomInput(r *rand.Rand, cases int) (string, [][][2]int) {
	var b strings.Builder
	fmt.Fprintln(&b, cases)
	var all [][][2]int
	for range cases {
		n := r.IntN(5)
		seen := map[[2]int]bool{}
		var segs [][2]int
		for len(segs) < n {
			x, y := 1+r.IntN(9), 1+r.IntN(9)
			if x == y || seen[[2]int{x, y}] || seen[[2]int{y, x}] {
				continue
			}
			seen[[2]int{x, y}] = true
			segs = append(segs, [2]int{x, y})
		}
		fmt.Fprintln(&b, n)
		for _, s := range segs {
			fmt.Fprintln(&b, s[0], s[1])
		}
		all = append(all, segs)
	}
	return b.String(), all
}
