package encode

import (
	"fmt"
	"strconv"
	"strings"
)

// ParseSeed reads a shuffle seed (see Member.Shuffle): a whole number in
// 0..2⁶⁴-1, white space around it allowed.
func ParseSeed(s string) (uint64, error) {
	v, err := strconv.ParseUint(strings.TrimSpace(s), 10, 64)
	if err != nil {
		return 0, &seedError{s}
	}
	return v, nil
}

// seedError is a seed that is not a whole number in range.
type seedError struct{ s string }

// Error quotes the seed and says what a seed is.
func (e *seedError) Error() string {
	return strconv.Quote(e.s) + " is not a seed: want a whole number from 0 to 18446744073709551615"
}

// ParseSeeds reads a comma-separated list of distinct seeds; "none" is the
// empty list.
func ParseSeeds(s string) ([]uint64, error) {
	if strings.TrimSpace(s) == "none" {
		return nil, nil
	}
	var out []uint64
	seen := map[uint64]bool{}
	for _, item := range strings.Split(s, ",") {
		v, err := ParseSeed(item)
		if err != nil {
			return nil, err
		}
		if seen[v] {
			return nil, fmt.Errorf("seed %d is given twice", v)
		}
		seen[v] = true
		out = append(out, v)
	}
	return out, nil
}
