package countplan

import (
	"context"
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/nqcheck/nqcheck/dfs"
)

// Counter is a counter of every figure of a board size (the total, the
// solutions fixed by the quarter and the half turn, and so the classes):
// a counting method's plan, run through the one lifecycle of Count.
//
// Counters are not verify's witnesses, and their independence is another:
// verify's witnesses are apart when they are on different sides (the SAT
// side and the search side share no package, verify.Witness.Side), while
// every counter is a plan of package dfs, so two are apart only when they
// run no counting code in common (Code, Independent).
type Counter struct {
	// Name is the method's name (Methods), as --witnesses takes it.
	Name string
	// Code names the counting code the witness runs: its search for the
	// total and its search for the fixed solutions. Two witnesses
	// confirm each other only when they run none in common.
	Code []string
	// Cost estimates the witness's CPU seconds at board size n, to pick
	// the cheapest pair; it is no promise.
	Cost func(n int) float64
}

// Run counts board size n as Count does with the counter's method.
func (w Counter) Run(ctx context.Context, n int, opt Options) (*Run, error) {
	return Count(ctx, w.Name, n, opt)
}

// Shares returns the counting code that w and o both run, sorted.
func (w Counter) Shares(o Counter) []string {
	var both []string
	for _, c := range w.Code {
		if slices.Contains(o.Code, c) {
			both = append(both, c)
		}
	}
	slices.Sort(both)
	return both
}

// growth returns the cost of a witness that takes at16 CPU seconds at
// n = 16 and times factor more at each size above (less below).
func growth(at16, factor float64) func(int) float64 {
	return func(n int) float64 { return at16 * math.Pow(factor, float64(n-16)) }
}

// Counters lists the counters of every figure. join and bitmask share the
// orbit search for the fixed solutions; frontier runs the pairs search
// (dfs.CountFixedPairs), so it shares no counting code with either. The
// costs are CPU seconds measured at n = 16 and 17 on one core.
var Counters = []Counter{
	{Name: dfs.JoinMethod, Code: []string{"join search", "orbit search"}, Cost: growth(0.5, 4.7)},
	{Name: dfs.FrontierMethod, Code: []string{"frontier search", "pairs search"}, Cost: growth(1.3, 6.4)},
	{Name: dfs.BitmaskMethod, Code: []string{"bitmask search", "orbit search"}, Cost: growth(1.9, 6.8)},
}

// CounterNamed returns the witness of that name.
func CounterNamed(name string) (Counter, error) {
	var names []string
	for _, w := range Counters {
		if w.Name == name {
			return w, nil
		}
		names = append(names, w.Name)
	}
	return Counter{}, fmt.Errorf("unknown witness %q (known: %s)", name, strings.Join(names, ", "))
}

// ParsePair returns the two witnesses of spec, "join,frontier": two
// known names, different, that share no counting code.
func ParsePair(spec string) ([2]Counter, error) {
	names := strings.Split(spec, ",")
	if len(names) != 2 {
		return [2]Counter{}, fmt.Errorf("give two witnesses, such as %s,%s, not %q", dfs.JoinMethod, dfs.FrontierMethod, spec)
	}
	var pair [2]Counter
	for i, name := range names {
		w, err := CounterNamed(strings.TrimSpace(name))
		if err != nil {
			return [2]Counter{}, err
		}
		pair[i] = w
	}
	return pair, Independent(pair)
}

// Independent returns an error when the two witnesses of pair are one or
// share counting code.
func Independent(pair [2]Counter) error {
	if pair[0].Name == pair[1].Name {
		return fmt.Errorf("the witnesses %s and %s are one counter", pair[0].Name, pair[1].Name)
	}
	if both := pair[0].Shares(pair[1]); len(both) > 0 {
		return fmt.Errorf("the witnesses %s and %s both run the %s: they would not confirm each other", pair[0].Name, pair[1].Name, strings.Join(both, " and the "))
	}
	return nil
}

// DefaultPair returns the pair of witnesses of Counters that share no
// counting code with the least estimated cost at board size n, the
// cheaper first.
func DefaultPair(n int) [2]Counter {
	var best [2]Counter
	bestCost := math.Inf(1)
	for i, a := range Counters {
		for _, b := range Counters[i+1:] {
			pair := [2]Counter{a, b}
			if Independent(pair) != nil {
				continue
			}
			if b.Cost(n) < a.Cost(n) {
				pair = [2]Counter{b, a}
			}
			if c := a.Cost(n) + b.Cost(n); c < bestCost {
				best, bestCost = pair, c
			}
		}
	}
	return best
}

// Partner returns the witness of Counters that shares no counting code
// with the method's and costs least at board size n.
func Partner(method string, n int) (Counter, error) {
	w, err := CounterNamed(method)
	if err != nil {
		return Counter{}, err
	}
	var best Counter
	for _, o := range Counters {
		if Independent([2]Counter{w, o}) == nil && (best.Name == "" || o.Cost(n) < best.Cost(n)) {
			best = o
		}
	}
	if best.Name == "" {
		return Counter{}, fmt.Errorf("no counter shares no counting code with %s", method)
	}
	return best, nil
}
