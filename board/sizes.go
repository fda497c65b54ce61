package board

import (
	"fmt"
	"strconv"
	"strings"
)

// ParseSizes parses a board-size specification (the commands' -n): a size
// ("8"), a range ("1-12"), or a comma-separated list of both ("4,6,8",
// "1-4,8"). Sizes lie in 1..MaxN; the result is in the order given,
// without repeats.
// Every error quotes the token that is wrong, in one line.
func ParseSizes(spec string) ([]int, error) {
	if strings.TrimSpace(spec) == "" {
		return nil, fmt.Errorf("nothing given: want a size such as 8, a range such as 1-12, or a list such as 4,6,8")
	}
	var out []int
	seen := map[int]bool{}
	for _, item := range strings.Split(spec, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			return nil, fmt.Errorf("%q has an empty item: give sizes such as 8 and ranges such as 1-12, separated by commas", spec)
		}
		lo, hi, isRange := strings.Cut(item, "-")
		if isRange && (!isDecimal(lo) || !isDecimal(hi)) {
			return nil, fmt.Errorf("%q is not a board size or a range: want a whole number from 1 to %d, or a range such as 1-12", item, MaxN)
		}
		a, err := ParseSize(lo)
		if err != nil {
			return nil, err
		}
		b := a
		if isRange {
			if b, err = ParseSize(hi); err != nil {
				return nil, err
			}
			if a > b {
				return nil, fmt.Errorf("range %s is empty: %d > %d", item, a, b)
			}
		}
		for n := a; n <= b; n++ {
			if seen[n] {
				return nil, fmt.Errorf("n = %d is given twice in %q", n, spec)
			}
			seen[n] = true
			out = append(out, n)
		}
	}
	return out, nil
}

// isDecimal reports whether s, white space around it aside, is a run of
// decimal digits.
func isDecimal(s string) bool {
	s = strings.TrimSpace(s)
	if s == "" {
		return false
	}
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// ParseSize parses one board size, a whole number in 1..MaxN, white
// space around it allowed.
func ParseSize(s string) (int, error) {
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil {
		return 0, fmt.Errorf("%q is not a board size: want a whole number from 1 to %d", s, MaxN)
	}
	if n < 1 || n > MaxN {
		return 0, fmt.Errorf("n = %d is outside 1..%d", n, MaxN)
	}
	return n, nil
}
